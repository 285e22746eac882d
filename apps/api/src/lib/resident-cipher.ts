import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from 'node:crypto';

/**
 * Encryption at rest of a resident's CNIC (issue 44 item 5, spec decision 26;
 * docs/decisions/040-resident-data-encryption.md). AES-256-GCM through Node's crypto under
 * RESIDENT_DATA_KEY; each stored text names the key it was sealed with, so a key can be
 * rotated (`npm run rotate-resident-key`) while RESIDENT_DATA_KEY_PREVIOUS still reads the old
 * texts. A keyed hash (HMAC-SHA-256) of the CNIC's digits allows exact search and duplicate
 * checks without decrypting. No SQL here: the residents repository stores what this returns.
 */

/** The version prefix of every stored text; a new format would be `v2`. */
const FORMAT = 'v1';
const ALGORITHM = 'aes-256-gcm';
/** The byte length of a RESIDENT_DATA_KEY (AES-256). */
export const RESIDENT_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HKDF_SALT = 'hostelhub resident data';

/**
 * The file in DATA_DIR holding the key generated outside production when RESIDENT_DATA_KEY is
 * not set (base64url, mode 0600); settings.ts writes it, backups carry it (db/backup.ts).
 */
export const RESIDENT_DATA_KEY_FILE = 'resident-data-key';

/** What RESIDENT_DATA_KEY and RESIDENT_DATA_KEY_PREVIOUS must look like (for messages). */
export const RESIDENT_KEY_FORMAT =
  'must be 32 random bytes as base64 or base64url (43 or 44 characters) or 64 hex characters, for example the output of `openssl rand -base64 32`';

/** A stored text that cannot be decrypted; the message says why, never the text or the key. */
export class ResidentCipherError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResidentCipherError';
  }
}

/**
 * The 32 key bytes a RESIDENT_DATA_KEY value holds: 64 hex characters, or base64 / base64url
 * (padded or not) of exactly 32 bytes, surrounding whitespace ignored. Undefined for anything
 * else (a passphrase, a key of another length, a mangled value), so settings can refuse it.
 */
export function parseResidentKey(value: string): Buffer | undefined {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(text)) return undefined;
  const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  // Canonical only: the last character's unused bits must be zero (no two texts per key).
  const canonical = bytes.toString('base64url');
  const unpadded = text.replace(/=$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return bytes.length === RESIDENT_KEY_BYTES && canonical === unpadded ? bytes : undefined;
}

function assertKey(key: Buffer, name: string): void {
  if (key.length !== RESIDENT_KEY_BYTES) {
    throw new RangeError(`${name} must be ${RESIDENT_KEY_BYTES} bytes, not ${key.length}`);
  }
}

/** A purpose's sub-key of `key` (HKDF-SHA-256), so one key never serves two purposes. */
function subKey(key: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, HKDF_SALT, purpose, RESIDENT_KEY_BYTES));
}

/**
 * The public name of a key: the first 12 hex characters of SHA-256 of its key-id sub-key
 * (HKDF, never the raw key), written into every text it seals and into backup.json. Knowing
 * it tells nothing about the key; two keys share one with odds of 1 in 2^48.
 */
export function residentKeyId(key: Buffer): string {
  assertKey(key, 'A resident data key');
  return createHash('sha256').update(subKey(key, 'key id')).digest('hex').slice(0, 12);
}

/** The digits of a CNIC or B-form number, what the keyed hash is taken of. */
export function cnicDigits(cnic: string): string {
  return cnic.replace(/\D/g, '');
}

interface KeyMaterial {
  id: string;
  encryptionKey: Buffer;
  hashKey: Buffer;
}

function keyMaterial(key: Buffer): KeyMaterial {
  return {
    id: residentKeyId(key),
    encryptionKey: subKey(key, 'encryption'),
    hashKey: subKey(key, 'cnic hash'),
  };
}

function keyedHashUnder(material: KeyMaterial, cnic: string): string {
  const digits = cnicDigits(cnic);
  if (digits === '') throw new ResidentCipherError('A CNIC to hash must hold digits');
  return createHmac('sha256', material.hashKey).update(digits, 'utf8').digest('hex');
}

/** The cipher createResidentCipher returns. */
export interface ResidentCipher {
  /** The current key's id (residentKeyId of RESIDENT_DATA_KEY). */
  readonly keyId: string;
  /**
   * Seals `plain` (any Unicode) under the current key with a fresh random 12-byte IV:
   * `v1.<keyId>.<iv>.<tag>.<ciphertext>`, the last three base64url; `v1.<keyId>` is
   * authenticated too. Two calls on the same text give different results.
   */
  encrypt(plain: string): string;
  /**
   * Opens a text `encrypt` made under the current key or, while it is set, the previous one,
   * picked by the key id the text names. Throws ResidentCipherError when the text is not in
   * the `v1` format, names a key that is neither, or fails authentication (tag, IV,
   * ciphertext or key id changed).
   */
  decrypt(stored: string): string;
  /**
   * HMAC-SHA-256 (hex) of the CNIC's digits under the current key's hash sub-key, so
   * `35202-1234567-1` and `3520212345671` hash alike: the `cnic_hash` column, for exact
   * search and duplicate checks. Throws ResidentCipherError when `cnic` has no digit.
   */
  keyedHash(cnic: string): string;
  /**
   * The hashes the CNIC may be stored under: the current key's first, then the previous
   * key's while RESIDENT_DATA_KEY_PREVIOUS is set (rows not yet rotated still carry it), so
   * search and duplicate checks during a rotation match both.
   */
  keyedHashes(cnic: string): string[];
  /** Whether `stored` was sealed under the current key (rotation skips those). */
  isCurrent(stored: string): boolean;
}

/**
 * The cipher of residents' personal data under `key` (RESIDENT_DATA_KEY) and, during a
 * rotation, `previousKey` (RESIDENT_DATA_KEY_PREVIOUS), each 32 bytes (RangeError otherwise).
 * A previous key equal to the current one is ignored. Issue 44 item 5, spec decision 26.
 */
export function createResidentCipher(keys: { key: Buffer; previousKey?: Buffer }): ResidentCipher {
  assertKey(keys.key, 'RESIDENT_DATA_KEY');
  if (keys.previousKey) assertKey(keys.previousKey, 'RESIDENT_DATA_KEY_PREVIOUS');
  const current = keyMaterial(keys.key);
  const previousMaterial = keys.previousKey ? keyMaterial(keys.previousKey) : undefined;
  const previous = previousMaterial?.id === current.id ? undefined : previousMaterial;
  const prefix = `${FORMAT}.${current.id}.`;

  function materialFor(keyId: string): KeyMaterial {
    if (keyId === current.id) return current;
    if (previous && keyId === previous.id) return previous;
    const known = previous
      ? `RESIDENT_DATA_KEY is ${current.id}, RESIDENT_DATA_KEY_PREVIOUS is ${previous.id}`
      : `RESIDENT_DATA_KEY is ${current.id} and RESIDENT_DATA_KEY_PREVIOUS is not set`;
    throw new ResidentCipherError(
      `Resident data sealed under key ${keyId}, which is not a key this server has (${known})`,
    );
  }

  return {
    keyId: current.id,
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, current.encryptionKey, iv, {
        authTagLength: TAG_BYTES,
      });
      cipher.setAAD(Buffer.from(`${FORMAT}.${current.id}`, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return `${prefix}${iv.toString('base64url')}.${tag.toString('base64url')}.${body.toString('base64url')}`;
    },
    decrypt(stored) {
      const parts = stored.split('.');
      const [format, keyId = '', ivText = '', tagText = '', bodyText = ''] = parts;
      if (parts.length !== 5 || format !== FORMAT || !/^[0-9a-f]{12}$/.test(keyId)) {
        throw new ResidentCipherError(
          'Not a resident data ciphertext (expected v1.<keyId>.<iv>.<tag>.<ciphertext>)',
        );
      }
      const material = materialFor(keyId);
      const iv = Buffer.from(ivText, 'base64url');
      const tag = Buffer.from(tagText, 'base64url');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
        throw new ResidentCipherError(
          'Resident data failed authentication: the ciphertext was altered or is damaged',
        );
      }
      try {
        const decipher = createDecipheriv(ALGORITHM, material.encryptionKey, iv, {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(`${FORMAT}.${keyId}`, 'utf8'));
        decipher.setAuthTag(tag);
        const body = Buffer.from(bodyText, 'base64url');
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        throw new ResidentCipherError(
          'Resident data failed authentication: the ciphertext was altered or is damaged',
        );
      }
    },
    keyedHash(cnic) {
      return keyedHashUnder(current, cnic);
    },
    keyedHashes(cnic) {
      const hashes = [keyedHashUnder(current, cnic)];
      if (previous) hashes.push(keyedHashUnder(previous, cnic));
      return hashes;
    },
    isCurrent(stored) {
      return stored.startsWith(prefix);
    },
  };
}
