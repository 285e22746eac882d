import type { AdminHostelChangesQuery, HostelFormValues } from '@hostelhub/shared';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { hostelChanges, hostels, pendingPhotos } from '../../db/schema/index.ts';
import {
  holdReviewedEdit,
  type HostelChangeRow,
  lockHostel,
  type NewPendingPhoto,
  openChange,
  pendingChangeOf,
  type PendingPhotoRow,
  pruneIfEmpty,
} from './pending-change.repository.ts';
import {
  applyChange,
  beforeOf,
  closeChange,
  discardPhotos,
  markPhotosChecked,
  markPricesApproved,
  mergePendingChange,
  type PhotoChangeOutcome,
} from './change-decisions.repository.ts';
import { describeChangeParts } from './change-parts.query.ts';

export {
  holdReviewedEdit,
  holdRoomRent,
  type HostelChangeRow,
  type NewPendingPhoto,
  type PendingPhotoRow,
} from './pending-change.repository.ts';
export { type PhotoChangeOutcome } from './change-decisions.repository.ts';

/**
 * The changes owners make to approved hostels and their review (issue 26; docs/decisions/027).
 * The only place with their SQL. Every write locks the hostel row first, so an owner's edits
 * and uploads and an administrator's decision on the same hostel never interleave.
 */
export function createHostelChangesRepository(db: Db) {
  return {
    /** holdReviewedEdit, for the listings' update transaction. */
    holdReviewedEdit,
    /** In an approval's transaction (issue 26): the hostel's photos are checked. */
    markPhotosChecked,
    /** In an approval's transaction (issue 41 item 8): its price range is the approved one. */
    markPricesApproved,
    /** In a report's removal transaction: the pending change is applied; its files returned. */
    mergePendingChange,

    /**
     * Issue 41 item 8, in the transaction of an administrator's edit: the price range written
     * is the approved one later raises compare with. Returns `values` unchanged.
     */
    async approveAdminEdit(
      tx: Executor,
      hostelId: string,
      values: HostelFormValues,
    ): Promise<HostelFormValues> {
      await tx
        .update(hostels)
        .set({ approvedPriceRange: values.price_range || null })
        .where(eq(hostels.id, hostelId));
      return values;
    },

    /** The hostel's pending change, or undefined. */
    async findPending(hostelId: string): Promise<HostelChangeRow | undefined> {
      return pendingChangeOf(db, hostelId);
    },

    /** A change by id, or undefined. */
    async find(id: string): Promise<HostelChangeRow | undefined> {
      const [row] = await db.select().from(hostelChanges).where(eq(hostelChanges.id, id)).limit(1);
      return row;
    },

    /** Which of these hostels have a pending change. */
    async pendingHostelIds(hostelIds: readonly string[]): Promise<Set<string>> {
      if (hostelIds.length === 0) return new Set();
      const rows = await db
        .select({ hostelId: hostelChanges.hostelId })
        .from(hostelChanges)
        .where(
          and(inArray(hostelChanges.hostelId, [...hostelIds]), eq(hostelChanges.status, 'pending')),
        );
      return new Set(rows.map((row) => row.hostelId));
    },

    /** How many changes wait for review (the admin's overview). */
    async countPending(): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(hostelChanges)
        .where(eq(hostelChanges.status, 'pending'));
      return row?.total ?? 0;
    },

    /** A page of changes with one status: the oldest waiting first, else the newest decided. */
    async list(
      query: AdminHostelChangesQuery,
    ): Promise<{ rows: HostelChangeRow[]; total: number }> {
      const where = eq(hostelChanges.status, query.status);
      const order =
        query.status === 'pending'
          ? [asc(hostelChanges.updatedAt), asc(hostelChanges.id)]
          : [desc(hostelChanges.decidedAt), desc(hostelChanges.id)];
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(hostelChanges)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(hostelChanges).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /**
     * What describing changes needs: each hostel (approved values) with its owner, the names of
     * every place the changes and hostels name, the added photos and the removed ones.
     */
    describeParts: (changes: readonly HostelChangeRow[]) => describeChangeParts(db, changes),

    /** The hostel's pending additions (of the hostel itself, or of room `roomId`). */
    async listPendingPhotos(hostelId: string, roomId: string | null): Promise<PendingPhotoRow[]> {
      return db
        .select()
        .from(pendingPhotos)
        .where(
          and(
            eq(pendingPhotos.hostelId, hostelId),
            roomId ? eq(pendingPhotos.roomId, roomId) : isNull(pendingPhotos.roomId),
          ),
        )
        .orderBy(asc(pendingPhotos.createdAt));
    },

    /** A pending addition by id, or undefined. */
    async findPendingPhoto(id: string): Promise<PendingPhotoRow | undefined> {
      const [row] = await db.select().from(pendingPhotos).where(eq(pendingPhotos.id, id)).limit(1);
      return row;
    },

    /**
     * Adds a photo to the pending change of an approved hostel (issue 26) when the set keeps
     * within `limit` counting what waits (photos there, plus additions, minus removals).
     * `current` counts the set's stored photos inside the transaction. Not approved (any more):
     * `not_approved`, and the caller stores it as usual.
     */
    async addPendingPhoto(
      hostelId: string,
      roomId: string | null,
      photo: NewPendingPhoto,
      limit: number,
      current: (tx: Executor) => Promise<string[]>,
    ): Promise<PhotoChangeOutcome<PendingPhotoRow>> {
      return db.transaction(async (tx) => {
        const row = await lockHostel(tx, hostelId);
        if (row?.status !== 'approved') return { kind: 'not_approved' as const };
        const change = await openChange(tx, hostelId);
        const stored = await current(tx);
        const [waiting] = await tx
          .select({ total: count() })
          .from(pendingPhotos)
          .where(
            and(
              eq(pendingPhotos.hostelId, hostelId),
              roomId ? eq(pendingPhotos.roomId, roomId) : isNull(pendingPhotos.roomId),
            ),
          );
        const removed = stored.filter((id) => change.removedImageIds.includes(id)).length;
        if (stored.length - removed + (waiting?.total ?? 0) >= limit) {
          await pruneIfEmpty(tx, change);
          return { kind: 'limit' as const };
        }
        const [inserted] = await tx
          .insert(pendingPhotos)
          .values({ ...photo, changeId: change.id, hostelId, roomId })
          .returning();
        if (!inserted) throw new Error('pending photo insert returned nothing');
        await tx
          .update(hostelChanges)
          .set({ updatedAt: new Date() })
          .where(eq(hostelChanges.id, change.id));
        return { kind: 'done' as const, value: inserted };
      });
    },

    /**
     * Withdraws a pending addition: the row goes at once (its change too when nothing else
     * waits). Returns its storage key (null without one), or undefined when it was not there.
     */
    async discardPendingPhoto(
      hostelId: string,
      photoId: string,
    ): Promise<string | null | undefined> {
      return db.transaction(async (tx) => {
        await lockHostel(tx, hostelId);
        const [gone] = await tx
          .delete(pendingPhotos)
          .where(and(eq(pendingPhotos.id, photoId), eq(pendingPhotos.hostelId, hostelId)))
          .returning();
        if (!gone) return undefined;
        const change = await pendingChangeOf(tx, hostelId);
        if (change) await pruneIfEmpty(tx, change);
        return gone.storageKey;
      });
    },

    /**
     * Records the removal of stored photo `imageId` of an approved hostel in its pending change;
     * students keep seeing the photo until an administrator approves. `exists` checks the photo
     * belongs to the set, inside the transaction.
     */
    async markRemoved(
      hostelId: string,
      imageId: string,
      exists: (tx: Executor) => Promise<boolean>,
    ): Promise<'not_approved' | 'not_found' | 'already' | 'marked'> {
      return db.transaction(async (tx) => {
        const row = await lockHostel(tx, hostelId);
        if (row?.status !== 'approved') return 'not_approved';
        if (!(await exists(tx))) return 'not_found';
        const change = await openChange(tx, hostelId);
        if (change.removedImageIds.includes(imageId)) return 'already';
        await tx
          .update(hostelChanges)
          .set({ removedImageIds: [...change.removedImageIds, imageId] })
          .where(eq(hostelChanges.id, change.id));
        return 'marked';
      });
    },

    /**
     * Locks the change and its hostel for a decision, in `tx`; undefined when the change is
     * not there. The hostel lock comes first, in the order every other change write takes it.
     */
    async lockForDecision(tx: Executor, id: string): Promise<HostelChangeRow | undefined> {
      const [found] = await tx
        .select({ hostelId: hostelChanges.hostelId })
        .from(hostelChanges)
        .where(eq(hostelChanges.id, id))
        .limit(1);
      if (!found) return undefined;
      await lockHostel(tx, found.hostelId);
      const [row] = await tx
        .select()
        .from(hostelChanges)
        .where(eq(hostelChanges.id, id))
        .for('update');
      return row;
    },

    /**
     * Approves a pending change in `tx`: students see it from the commit. The added photos are
     * checked now. Returns the storage keys of the photos it removed.
     */
    async approve(tx: Executor, change: HostelChangeRow, adminId: string, reason: string | null) {
      const before = await beforeOf(tx, change);
      const keys = await applyChange(tx, change, new Date());
      await closeChange(tx, change, 'approved', adminId, reason, before);
      return keys;
    },

    /** Rejects a pending change in `tx`; returns the storage keys of its discarded photos. */
    async reject(tx: Executor, change: HostelChangeRow, adminId: string, reason: string) {
      const keys = await discardPhotos(tx, change.id);
      await closeChange(tx, change, 'rejected', adminId, reason, await beforeOf(tx, change));
      return keys;
    },

    /**
     * The owner withdraws the hostel's pending change: its added photos are discarded, the
     * removed ones stay. Returns their storage keys, or undefined when nothing waits.
     */
    async withdraw(hostelId: string): Promise<string[] | undefined> {
      return db.transaction(async (tx) => {
        await lockHostel(tx, hostelId);
        const change = await pendingChangeOf(tx, hostelId);
        if (!change) return undefined;
        const keys = await discardPhotos(tx, change.id);
        await closeChange(tx, change, 'withdrawn', null, null, await beforeOf(tx, change));
        return keys;
      });
    },
  };
}

export type HostelChangesRepository = ReturnType<typeof createHostelChangesRepository>;
