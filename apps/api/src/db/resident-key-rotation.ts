import { sql } from 'drizzle-orm';
import { ResidentCipherError, type ResidentCipher } from '../lib/resident-cipher.ts';
import type { Db } from './client.ts';
import { rowsOf } from './rows.ts';

/**
 * The work of `npm run rotate-resident-key` (issue 44 item 5; decision 040): re-encrypts every
 * resident CNIC not yet under the current RESIDENT_DATA_KEY, and recomputes its keyed hash.
 */

/** How many rows one transaction re-encrypts. */
export const ROTATION_BATCH_SIZE = 500;

/** What a rotation did. */
export interface RotationResult {
  /** Rows re-encrypted under the current key. */
  reencrypted: number;
  /** Transactions committed (batches with at least one row). */
  batches: number;
  /**
   * Rows still under another key at the end: ones another transaction held locked when the
   * last batch looked (SKIP LOCKED passes them by). Run again to finish them.
   */
  remaining: number;
}

interface SealedRow {
  id: string;
  cnic_ciphertext: string;
}

/**
 * Re-encrypts, `batchSize` rows per transaction, every `residents.cnic_ciphertext` that does
 * not start with the current key's `v1.<keyId>.`: each is opened under the key it names (the
 * cipher holds the current and the previous key), sealed under the current key, and its
 * `cnic_hash` set to the current key's keyedHash. Rows are locked `FOR UPDATE SKIP LOCKED`, so
 * a running server's writes wait for one batch at most and never block the rotation; rows
 * written meanwhile are sealed under the current key already. Committed batches stay done: a
 * run that stops (a row under a third key or altered throws ResidentCipherError naming the
 * row's id, its batch rolled back) can simply run again. `remaining` counts the rows left.
 */
export async function rotateResidentKey(
  db: Db,
  cipher: ResidentCipher,
  batchSize: number = ROTATION_BATCH_SIZE,
): Promise<RotationResult> {
  // A key id is 12 hex characters: nothing in it is a LIKE wildcard.
  const current = `v1.${cipher.keyId}.%`;
  const result: RotationResult = { reencrypted: 0, batches: 0, remaining: 0 };
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = rowsOf<SealedRow>(
        await tx.execute(sql`
        SELECT id, cnic_ciphertext FROM residents
        WHERE cnic_ciphertext IS NOT NULL AND cnic_ciphertext NOT LIKE ${current}
        ORDER BY id
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED`),
      );
      for (const row of rows) {
        const cnic = openRow(cipher, row);
        await tx.execute(sql`
          UPDATE residents
          SET cnic_ciphertext = ${cipher.encrypt(cnic)}, cnic_hash = ${cipher.keyedHash(cnic)}
          WHERE id = ${row.id}`);
      }
      return rows.length;
    });
    if (done === 0) break;
    result.reencrypted += done;
    result.batches += 1;
  }
  const rows = rowsOf<{ remaining: number }>(
    await db.execute(sql`
    SELECT count(*)::int AS remaining FROM residents
    WHERE cnic_ciphertext IS NOT NULL AND cnic_ciphertext NOT LIKE ${current}`),
  );
  result.remaining = rows[0]?.remaining ?? 0;
  return result;
}

// The cipher's error with the row it came from (an id, never a personal value).
function openRow(cipher: ResidentCipher, row: SealedRow): string {
  try {
    return cipher.decrypt(row.cnic_ciphertext);
  } catch (error) {
    if (!(error instanceof ResidentCipherError)) throw error;
    throw new ResidentCipherError(`resident ${row.id}: ${error.message}`);
  }
}
