import type { HostelChangeStatus, ReviewedHostelValues } from '@hostelhub/shared';
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  hostelChanges,
  hostelImages,
  hostels,
  pendingPhotos,
  roomImages,
  rooms,
} from '../../db/schema/index.ts';
import { approvedValuesOf } from './approved-values.logic.ts';
import {
  columnsOf,
  type HostelChangeRow,
  lockHostel,
  pendingChangeOf,
} from './pending-change.repository.ts';

// Deciding a pending change (issue 26; docs/decisions/027): applying it to the hostel, closing
// it, discarding its photos, and what approvals mark as reviewed. Part of the hostel changes
// repository, in the caller's transaction.

/**
 * Applies a pending change's fields to its hostel and moves its photos in, in `tx` (the hostel
 * row locked): removed photos are deleted (a set that lost its primary photo gets its first
 * one as primary), added photos go to the end of their set, `checkedAt` when given (an
 * administrator saw them) or unchecked. Returns the storage keys of the deleted photos.
 */
export async function applyChange(
  tx: Executor,
  change: HostelChangeRow,
  checkedAt: Date | null,
): Promise<string[]> {
  const columns = columnsOf(change.proposed);
  if (Object.keys(columns).length > 0) {
    await tx.update(hostels).set(columns).where(eq(hostels.id, change.hostelId));
  }
  // Issue 41 item 8: the rents it held become each room's rent and its approved one.
  for (const rent of change.roomRents) {
    await tx
      .update(rooms)
      .set({ pricePerMonth: rent.after, approvedPricePerMonth: rent.after })
      .where(and(eq(rooms.id, rent.room_id), eq(rooms.hostelId, change.hostelId)));
  }
  const roomIds = tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(eq(rooms.hostelId, change.hostelId));
  const keys: string[] = [];
  if (change.removedImageIds.length > 0) {
    const [hostelGone, roomGone] = await Promise.all([
      tx
        .delete(hostelImages)
        .where(
          and(
            eq(hostelImages.hostelId, change.hostelId),
            inArray(hostelImages.id, change.removedImageIds),
          ),
        )
        .returning({ key: hostelImages.storageKey }),
      tx
        .delete(roomImages)
        .where(
          and(inArray(roomImages.roomId, roomIds), inArray(roomImages.id, change.removedImageIds)),
        )
        .returning({ key: roomImages.storageKey }),
    ]);
    for (const row of [...hostelGone, ...roomGone]) if (row.key) keys.push(row.key);
  }
  const added = await tx
    .delete(pendingPhotos)
    .where(eq(pendingPhotos.changeId, change.id))
    .returning();
  for (const photo of added.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const photoColumns = {
      imageUrl: photo.imageUrl,
      thumbnailUrl: photo.thumbnailUrl,
      storageKey: photo.storageKey,
      imageTitle: photo.imageTitle,
      imageDescription: photo.imageDescription,
      isPrimary: false,
      checkedAt,
    };
    if (photo.roomId) {
      const [last] = await tx
        .select({ order: max(roomImages.displayOrder) })
        .from(roomImages)
        .where(eq(roomImages.roomId, photo.roomId));
      await tx.insert(roomImages).values({
        ...photoColumns,
        roomId: photo.roomId,
        displayOrder: last?.order === null || last?.order === undefined ? 0 : last.order + 1,
      });
    } else {
      const [last] = await tx
        .select({ order: max(hostelImages.displayOrder) })
        .from(hostelImages)
        .where(eq(hostelImages.hostelId, change.hostelId));
      await tx.insert(hostelImages).values({
        ...photoColumns,
        hostelId: change.hostelId,
        displayOrder: last?.order === null || last?.order === undefined ? 0 : last.order + 1,
      });
    }
  }
  // A set without a primary photo gets its first one (part 2 section 4 'Primary image').
  await tx.execute(sql`
    update hostel_images set is_primary = true where id = (
      select id from hostel_images where hostel_id = ${change.hostelId}
      order by display_order, created_at limit 1)
    and not exists (select 1 from hostel_images where hostel_id = ${change.hostelId} and is_primary)`);
  await tx.execute(sql`
    update room_images set is_primary = true where id in (
      select distinct on (room_id) id from room_images
      where room_id in (select id from rooms where hostel_id = ${change.hostelId})
      order by room_id, display_order, created_at)
    and room_id not in (select room_id from room_images where is_primary)`);
  return keys;
}

/** Deletes a change's added photos; returns their storage keys. */
export async function discardPhotos(tx: Executor, changeId: string): Promise<string[]> {
  const gone = await tx
    .delete(pendingPhotos)
    .where(eq(pendingPhotos.changeId, changeId))
    .returning({ key: pendingPhotos.storageKey });
  return gone.flatMap((row) => (row.key ? [row.key] : []));
}

/**
 * Marks a change decided, keeping the approved values its fields had (read before an approval
 * writes them), so the history still compares.
 */
export async function closeChange(
  tx: Executor,
  change: HostelChangeRow,
  status: Exclude<HostelChangeStatus, 'pending'>,
  decidedBy: string | null,
  reason: string | null,
  before: ReviewedHostelValues,
): Promise<void> {
  await tx
    .update(hostelChanges)
    .set({ status, decidedBy, reason, decidedAt: new Date(), before })
    .where(eq(hostelChanges.id, change.id));
}

/** The approved values of the fields `change` proposes (the hostel row is locked). */
export async function beforeOf(
  tx: Executor,
  change: HostelChangeRow,
): Promise<ReviewedHostelValues> {
  const row = await lockHostel(tx, change.hostelId);
  if (!row) return {};
  const approved = approvedValuesOf(row);
  return Object.fromEntries(
    Object.keys(change.proposed).map((field) => [field, approved[field as keyof typeof approved]]),
  );
}

/**
 * Issue 41 item 8, when an administrator approves a hostel or edits it: its price range and
 * its rooms' rents as they stand become the approved ones later raises are compared with.
 */
export async function markPricesApproved(tx: Executor, hostelId: string): Promise<void> {
  await tx
    .update(hostels)
    .set({ approvedPriceRange: sql`${hostels.priceRange}` })
    .where(eq(hostels.id, hostelId));
  await tx
    .update(rooms)
    .set({ approvedPricePerMonth: sql`${rooms.pricePerMonth}` })
    .where(eq(rooms.hostelId, hostelId));
}

/**
 * Issue 26, in the transaction that approves a hostel: every photo of it and of its rooms not
 * yet checked is marked seen now ("Photos checked").
 */
export async function markPhotosChecked(tx: Executor, hostelId: string): Promise<void> {
  const now = new Date();
  await tx
    .update(hostelImages)
    .set({ checkedAt: now })
    .where(and(eq(hostelImages.hostelId, hostelId), isNull(hostelImages.checkedAt)));
  await tx
    .update(roomImages)
    .set({ checkedAt: now })
    .where(
      and(
        inArray(
          roomImages.roomId,
          tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.hostelId, hostelId)),
        ),
        isNull(roomImages.checkedAt),
      ),
    );
}

/**
 * Issue 26, in the transaction that sends an approved hostel back to review (a report's
 * action): its pending change is merged into it, unchecked, so the administrator reviews the
 * hostel as its owner last left it. Returns the storage keys of the photos the change removed.
 */
export async function mergePendingChange(tx: Executor, hostelId: string): Promise<string[]> {
  const change = await pendingChangeOf(tx, hostelId);
  if (!change) return [];
  const before = await beforeOf(tx, change);
  const keys = await applyChange(tx, change, null);
  await closeChange(tx, change, 'merged', null, null, before);
  return keys;
}

/** What a photo write on a hostel's pending change came to. */
export type PhotoChangeOutcome<T> =
  { kind: 'not_approved' } | { kind: 'limit' } | { kind: 'done'; value: T };
