import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createResidentCipher,
  parseResidentKey,
  residentKeyId,
  ResidentCipherError,
} from './resident-cipher.ts';

/** Issue 44 item 5 (spec decision 26): the CNIC's encryption at rest and its keyed hash. */

const OLD_KEY = randomBytes(32);
const NEW_KEY = randomBytes(32);
const CNIC = '35202-1234567-1';

/** `stored` with one character of its `index`th dot-separated part changed. */
function alter(stored: string, index: number): string {
  const parts = stored.split('.');
  const part = parts[index] ?? '';
  // The first character carries six full bits in base64url: changing it changes a byte.
  parts[index] = `${part[0] === 'A' ? 'B' : 'A'}${part.slice(1)}`;
  return parts.join('.');
}

describe('createResidentCipher', () => {
  it('should round-trip a CNIC, Urdu and other Unicode text', () => {
    const cipher = createResidentCipher({ key: NEW_KEY });
    for (const plain of [CNIC, 'محمد علی، مکان نمبر ۱۲، لاہور', 'Zoë 👩‍🎓 ✓', '']) {
      const stored = cipher.encrypt(plain);
      expect(stored).not.toContain(plain || '\u0000');
      expect(cipher.decrypt(stored)).toBe(plain);
    }
  });

  it('should name its key in the text and never repeat a ciphertext', () => {
    const cipher = createResidentCipher({ key: NEW_KEY });
    const first = cipher.encrypt(CNIC);
    const second = cipher.encrypt(CNIC);
    expect(first).not.toBe(second);
    expect(cipher.keyId).toMatch(/^[0-9a-f]{12}$/);
    expect(cipher.keyId).toBe(residentKeyId(NEW_KEY));
    expect(cipher.keyId).not.toBe(NEW_KEY.toString('hex').slice(0, 12));
    expect(first).toMatch(new RegExp(`^v1\\.${cipher.keyId}\\.[\\w-]{16}\\.[\\w-]{22}\\.[\\w-]+$`));
    expect(cipher.isCurrent(first)).toBe(true);
    expect(createResidentCipher({ key: OLD_KEY }).isCurrent(first)).toBe(false);
  });

  it('should refuse a text whose tag, IV, ciphertext or key id was altered', () => {
    const cipher = createResidentCipher({ key: NEW_KEY, previousKey: OLD_KEY });
    const stored = cipher.encrypt(CNIC);
    for (const index of [2, 3, 4]) {
      expect(() => cipher.decrypt(alter(stored, index)), `part ${index}`).toThrow(
        /failed authentication: the ciphertext was altered/,
      );
    }
    // The same text relabelled with the other key's id: authenticated data, so refused too.
    const relabelled = stored.replace(cipher.keyId, residentKeyId(OLD_KEY));
    expect(() => cipher.decrypt(relabelled)).toThrow(ResidentCipherError);
    expect(() => cipher.decrypt(`${stored}AA`)).toThrow(/failed authentication/);
    expect(() => cipher.decrypt(stored.slice(0, -2))).toThrow(/failed authentication/);
    for (const bad of ['', CNIC, stored.replace('v1.', 'v2.'), `${stored}.x`]) {
      expect(() => cipher.decrypt(bad), bad).toThrow(/Not a resident data ciphertext/);
    }
  });

  it('should read a previous key text only while RESIDENT_DATA_KEY_PREVIOUS is set', () => {
    const before = createResidentCipher({ key: OLD_KEY });
    const stored = before.encrypt(CNIC);
    const rotating = createResidentCipher({ key: NEW_KEY, previousKey: OLD_KEY });
    expect(rotating.decrypt(stored)).toBe(CNIC);
    expect(rotating.isCurrent(stored)).toBe(false);
    expect(rotating.isCurrent(rotating.encrypt(CNIC))).toBe(true);

    const after = createResidentCipher({ key: NEW_KEY });
    expect(() => after.decrypt(stored)).toThrow(ResidentCipherError);
    expect(() => after.decrypt(stored)).toThrow(
      `Resident data sealed under key ${before.keyId}, which is not a key this server has (RESIDENT_DATA_KEY is ${after.keyId} and RESIDENT_DATA_KEY_PREVIOUS is not set)`,
    );
    // The message names key ids only, never key bytes or the plain text.
    try {
      after.decrypt(stored);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).not.toContain(CNIC);
      expect(message).not.toContain(OLD_KEY.toString('hex').slice(0, 8));
    }
  });

  it('should hash a CNIC by its digits, stably, and differently under another key', () => {
    const cipher = createResidentCipher({ key: NEW_KEY });
    const hash = cipher.keyedHash('35202-1234567-1');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(cipher.keyedHash('3520212345671')).toBe(hash);
    expect(cipher.keyedHash(' 35202 1234567 1 ')).toBe(hash);
    expect(createResidentCipher({ key: NEW_KEY }).keyedHash(CNIC)).toBe(hash);
    expect(cipher.keyedHash('35202-1234567-2')).not.toBe(hash);
    const old = createResidentCipher({ key: OLD_KEY });
    expect(old.keyedHash(CNIC)).not.toBe(hash);
    // As decision 040 says: HMAC-SHA-256 of the digits under the key's HKDF 'cnic hash' sub-key.
    const hashKey = Buffer.from(
      hkdfSync('sha256', NEW_KEY, 'hostelhub resident data', 'cnic hash', 32),
    );
    expect(hash).toBe(createHmac('sha256', hashKey).update('3520212345671').digest('hex'));
    expect(() => cipher.keyedHash('--')).toThrow(/must hold digits/);
    // During a rotation both hashes are searched, the current one first.
    expect(createResidentCipher({ key: NEW_KEY, previousKey: OLD_KEY }).keyedHashes(CNIC)).toEqual([
      hash,
      old.keyedHash(CNIC),
    ]);
    expect(cipher.keyedHashes(CNIC)).toEqual([hash]);
  });

  it('should refuse keys that are not 32 bytes', () => {
    expect(() => createResidentCipher({ key: randomBytes(16) })).toThrow(/RESIDENT_DATA_KEY/);
    expect(() => createResidentCipher({ key: NEW_KEY, previousKey: randomBytes(31) })).toThrow(
      /RESIDENT_DATA_KEY_PREVIOUS/,
    );
  });
});

describe('parseResidentKey', () => {
  it('should take 32 bytes as hex, base64 or base64url, and nothing else', () => {
    const key = randomBytes(32);
    for (const text of [
      key.toString('hex'),
      key.toString('hex').toUpperCase(),
      key.toString('base64'),
      key.toString('base64').replace(/=$/, ''),
      key.toString('base64url'),
      ` ${key.toString('base64url')}\n`,
    ]) {
      expect(parseResidentKey(text)?.equals(key), text).toBe(true);
    }
    for (const bad of [
      '',
      'correct horse battery staple and more words',
      randomBytes(16).toString('hex'),
      randomBytes(31).toString('base64'),
      randomBytes(33).toString('base64'),
      randomBytes(48).toString('base64url'),
      `${key.toString('hex').slice(0, 63)}g`,
    ]) {
      expect(parseResidentKey(bad), bad).toBeUndefined();
    }
  });
});
