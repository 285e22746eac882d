import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { looseUploads, users } from '../../db/schema/index.ts';

// Whether a loose upload's key is used by a hostel photo, a room photo or a mess picture. The
// outer row is named in full so the correlation cannot bind to the inner tables' columns.
const referenced = sql`(
  exists (select 1 from hostel_images h where h.storage_key = loose_uploads.storage_key)
  or exists (select 1 from room_images r where r.storage_key = loose_uploads.storage_key)
  or exists (select 1 from hostel_mess_info m where m.image_storage_key = loose_uploads.storage_key)
)`;

/**
 * Images uploaded through /api/upload/single and /multiple and not yet attached (issue 21 item
 * 13): the per-user quota and the 24-hour clean-up. The only place with their SQL.
 */
export function createLooseUploadsRepository(db: Db) {
  /** Unattached uploads of the user made after `since`. */
  async function countLoose(
    executor: Pick<Db, 'select'>,
    userId: string,
    since: Date,
  ): Promise<number> {
    const [row] = await executor
      .select({ total: count() })
      .from(looseUploads)
      .where(
        and(
          eq(looseUploads.userId, userId),
          isNull(looseUploads.attachedAt),
          gt(looseUploads.createdAt, since),
        ),
      );
    return row?.total ?? 0;
  }

  return {
    /** How many unattached uploads the user made after `since` (the quota's count). */
    countLoose: (userId: string, since: Date) => countLoose(db, userId, since),

    /**
     * Records `storageKeys` as the user's loose uploads unless that would take the user past
     * `quota` unattached uploads made after `since`; answers whether they were recorded. The
     * user's row is locked for the count and insert, so concurrent uploads of one user cannot
     * pass the quota together.
     */
    async insertWithinQuota(
      userId: string,
      storageKeys: readonly string[],
      quota: number,
      since: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, userId))
          .for('no key update');
        if ((await countLoose(tx, userId, since)) + storageKeys.length > quota) return false;
        await tx
          .insert(looseUploads)
          .values(storageKeys.map((storageKey) => ({ userId, storageKey })));
        return true;
      });
    },

    /** Forgets loose uploads whose files were never stored (a failed upload). */
    async removeKeys(storageKeys: readonly string[]): Promise<void> {
      if (storageKeys.length === 0) return;
      await db.delete(looseUploads).where(inArray(looseUploads.storageKey, [...storageKeys]));
    },

    /**
     * Marks loose uploads whose key a hostel photo, room photo or mess picture now uses as
     * attached (they leave the quota and are never swept). Returns how many.
     */
    async markAttached(now: Date): Promise<number> {
      const rows = await db
        .update(looseUploads)
        .set({ attachedAt: now })
        .where(and(isNull(looseUploads.attachedAt), referenced))
        .returning({ id: looseUploads.id });
      return rows.length;
    },

    /**
     * Deletes up to `limit` unattached uploads made before `before` that nothing references,
     * and runs `removeFiles` with their keys before the deletion commits: when removing the
     * files fails, the rows stay for the next sweep. Rows another process is sweeping are
     * skipped (`FOR UPDATE SKIP LOCKED`). Returns the keys deleted.
     */
    async deleteExpired(
      before: Date,
      limit: number,
      removeFiles: (storageKeys: string[]) => Promise<void>,
    ): Promise<string[]> {
      return db.transaction(async (tx) => {
        const due = tx
          .select({ id: looseUploads.id })
          .from(looseUploads)
          .where(
            and(
              isNull(looseUploads.attachedAt),
              lt(looseUploads.createdAt, before),
              sql`not ${referenced}`,
            ),
          )
          .limit(limit)
          .for('update', { skipLocked: true });
        const rows = await tx
          .delete(looseUploads)
          .where(inArray(looseUploads.id, due))
          .returning({ storageKey: looseUploads.storageKey });
        const keys = rows.map((row) => row.storageKey);
        if (keys.length > 0) await removeFiles(keys);
        return keys;
      });
    },
  };
}

export type LooseUploadsRepository = ReturnType<typeof createLooseUploadsRepository>;
