import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResidentCipher, ResidentCipherError } from '../lib/resident-cipher.ts';
import { openDatabase, type Database } from './client.ts';
import { rowsOf } from './rows.ts';
import { rotateResidentKey } from './resident-key-rotation.ts';

/**
 * Issue 44 item 5: `npm run rotate-resident-key` re-encrypts only the rows under another key,
 * and their keyed hashes follow. The residents table is not on this branch yet, so the test
 * makes one with the columns the rotation touches, in a fresh in-memory PGlite.
 */

const OLD_KEY = randomBytes(32);
const NEW_KEY = randomBytes(32);
const before = createResidentCipher({ key: OLD_KEY });
const rotating = createResidentCipher({ key: NEW_KEY, previousKey: OLD_KEY });
const hostelId = randomUUID();

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteDataDir: 'memory://' });
  await database.db.execute(sql`
    CREATE TABLE residents (
      id uuid primary key,
      hostel_id uuid,
      cnic_ciphertext text,
      cnic_hash text,
      UNIQUE (hostel_id, cnic_hash)
    )`);
});
afterAll(() => database.close());

interface Row {
  id: string;
  cnic_ciphertext: string | null;
  cnic_hash: string | null;
}

async function insert(cipher: typeof before, cnic: string | null): Promise<string> {
  const id = randomUUID();
  await database.db.execute(sql`
    INSERT INTO residents (id, hostel_id, cnic_ciphertext, cnic_hash)
    VALUES (${id}, ${hostelId}, ${cnic && cipher.encrypt(cnic)}, ${cnic && cipher.keyedHash(cnic)})`);
  return id;
}

async function rows(): Promise<Map<string, Row>> {
  const all = rowsOf<Row>(
    await database.db.execute(sql`SELECT id, cnic_ciphertext, cnic_hash FROM residents`),
  );
  return new Map(all.map((row) => [row.id, row]));
}

const cnicOf = (index: number) => `35202-${String(1_000_000 + index)}-${index % 10}`;

describe('rotateResidentKey', () => {
  it('should re-encrypt only old-key rows, in batches, with the hashes following', async () => {
    const old = new Map<string, string>();
    for (let index = 0; index < 7; index += 1)
      old.set(await insert(before, cnicOf(index)), cnicOf(index));
    const current = new Map<string, string>();
    for (let index = 7; index < 10; index += 1) {
      current.set(await insert(rotating, cnicOf(index)), cnicOf(index));
    }
    const withoutCnic = await insert(rotating, null);
    const untouched = await rows();

    const result = await rotateResidentKey(database.db, rotating, 3);
    expect(result).toEqual({ reencrypted: 7, batches: 3, remaining: 0 });

    const after = await rows();
    for (const [id, cnic] of old) {
      const row = after.get(id);
      expect(rotating.isCurrent(row?.cnic_ciphertext ?? '')).toBe(true);
      expect(row?.cnic_ciphertext).not.toBe(untouched.get(id)?.cnic_ciphertext);
      expect(createResidentCipher({ key: NEW_KEY }).decrypt(row?.cnic_ciphertext ?? '')).toBe(cnic);
      expect(row?.cnic_hash).toBe(rotating.keyedHash(cnic));
      expect(row?.cnic_hash).not.toBe(before.keyedHash(cnic));
    }
    // Rows under the new key already, and rows without a CNIC, are left exactly as they were.
    for (const id of [...current.keys(), withoutCnic])
      expect(after.get(id)).toEqual(untouched.get(id));
    // An exact search by the new key's hash now finds every resident.
    const digits = cnicOf(2).replace(/-/g, '');
    const found = rowsOf<Row>(
      await database.db.execute(
        sql`SELECT id FROM residents WHERE cnic_hash = ${rotating.keyedHash(digits)}`,
      ),
    );
    expect(found.map((row) => row.id)).toEqual([...old.keys()].slice(2, 3));

    // A second run finds nothing to do.
    expect(await rotateResidentKey(database.db, rotating)).toEqual({
      reencrypted: 0,
      batches: 0,
      remaining: 0,
    });
  });

  it('should stop on a row under a key it does not hold, naming the row, keeping done batches', async () => {
    await database.db.execute(sql`DELETE FROM residents`);
    const stranger = createResidentCipher({ key: randomBytes(32) });
    const ids = [await insert(before, cnicOf(1)), await insert(before, cnicOf(2))].sort();
    // Sorted last, so the first batch (two rows) commits before the stranger's batch fails.
    const strangerId = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
    await database.db.execute(sql`
      INSERT INTO residents (id, hostel_id, cnic_ciphertext, cnic_hash)
      VALUES (${strangerId}, ${hostelId}, ${stranger.encrypt(cnicOf(3))}, ${stranger.keyedHash(cnicOf(3))})`);

    const failure = rotateResidentKey(database.db, rotating, 2);
    await expect(failure).rejects.toThrow(ResidentCipherError);
    await expect(failure).rejects.toThrow(
      new RegExp(`^resident ${strangerId}: Resident data sealed under key ${stranger.keyId}`),
    );
    const after = await rows();
    expect(ids.map((id) => rotating.isCurrent(after.get(id)?.cnic_ciphertext ?? ''))).toEqual([
      true,
      true,
    ]);
    expect(rotating.isCurrent(after.get(strangerId)?.cnic_ciphertext ?? '')).toBe(false);
  });
});
