import {
  changesNeedingReview,
  parsePriceRange,
  rentRaiseNeedsReview,
  type PendingRoomRent,
  type HostelFormValues,
  type ReviewedHostelValues,
} from '@hostelhub/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { hostelChanges, hostels, pendingPhotos, rooms } from '../../db/schema/index.ts';
import { approvedValuesOf } from './approved-values.logic.ts';

// A hostel's one pending change (issue 26; docs/decisions/027): the rows, the hostel lock, and
// holding an owner's reviewed edit or room rent in it. Part of the hostel changes repository
// (hostel-changes.repository.ts re-exports what other modules use), in the caller's transaction.

/** A change row as stored. */
export type HostelChangeRow = typeof hostelChanges.$inferSelect;
/** A pending photo row as stored. */
export type PendingPhotoRow = typeof pendingPhotos.$inferSelect;

export type HostelRow = typeof hostels.$inferSelect;

/** The stored files and texts of a new photo. */
export interface NewPendingPhoto {
  imageUrl: string;
  thumbnailUrl: string;
  storageKey: string;
  imageTitle: string | null;
  imageDescription: string | null;
}

/** The hostel columns `proposed` sets (price bounds parsed from its price range). */
export function columnsOf(proposed: ReviewedHostelValues): Partial<HostelRow> {
  const columns: Partial<HostelRow> = {};
  if (proposed.name !== undefined) columns.name = proposed.name;
  if (proposed.address !== undefined) columns.address = proposed.address;
  if (proposed.location_type !== undefined) columns.locationType = proposed.location_type;
  if (proposed.city_id !== undefined) columns.cityId = proposed.city_id;
  if (proposed.town_id !== undefined) columns.townId = proposed.town_id;
  if (proposed.university_id !== undefined) columns.universityId = proposed.university_id;
  if (proposed.latitude !== undefined) columns.latitude = proposed.latitude;
  if (proposed.longitude !== undefined) columns.longitude = proposed.longitude;
  if (proposed.formatted_address !== undefined) {
    columns.formattedAddress = proposed.formatted_address;
  }
  if (proposed.gender_category !== undefined) columns.genderCategory = proposed.gender_category;
  if (proposed.price_range !== undefined) {
    const range = parsePriceRange(proposed.price_range);
    columns.priceRange = proposed.price_range;
    columns.approvedPriceRange = proposed.price_range;
    columns.priceMin = range?.min ?? null;
    columns.priceMax = range?.max ?? null;
  }
  return columns;
}

/** The hostel row, locked for the rest of the transaction: every change write takes it first. */
export async function lockHostel(tx: Executor, hostelId: string): Promise<HostelRow | undefined> {
  const [row] = await tx.select().from(hostels).where(eq(hostels.id, hostelId)).for('update');
  return row;
}

export async function pendingChangeOf(
  tx: Executor,
  hostelId: string,
): Promise<HostelChangeRow | undefined> {
  const [row] = await tx
    .select()
    .from(hostelChanges)
    .where(and(eq(hostelChanges.hostelId, hostelId), eq(hostelChanges.status, 'pending')))
    .limit(1);
  return row;
}

/** The hostel's pending change, made empty when there is none (the hostel row is locked). */
export async function openChange(tx: Executor, hostelId: string): Promise<HostelChangeRow> {
  const existing = await pendingChangeOf(tx, hostelId);
  if (existing) return existing;
  const [created] = await tx.insert(hostelChanges).values({ hostelId }).returning();
  if (!created) throw new Error('hostel change insert returned nothing');
  return created;
}

/** Drops a pending change that no longer holds anything (the owner undid every part of it). */
export async function pruneIfEmpty(tx: Executor, change: HostelChangeRow): Promise<void> {
  if (
    Object.keys(change.proposed).length > 0 ||
    change.removedImageIds.length > 0 ||
    change.roomRents.length > 0
  ) {
    return;
  }
  const [photos] = await tx
    .select({ total: count() })
    .from(pendingPhotos)
    .where(eq(pendingPhotos.changeId, change.id));
  if ((photos?.total ?? 0) === 0)
    await tx.delete(hostelChanges).where(eq(hostelChanges.id, change.id));
}

/**
 * Issue 26, inside the transaction of an owner's edit: when the hostel is approved, keeps the
 * reviewed fields that changed (changesNeedingReview) in its pending change, replacing what the
 * change held before, and returns `values` with those fields put back to what students see, to
 * be written at once. The price is compared with the range an administrator last approved
 * (`approved_price_range`, issue 41 item 8), so raises in steps add up; a first price becomes
 * that range. A hostel that is not approved returns `values` unchanged.
 */
export async function holdReviewedEdit(
  tx: Executor,
  hostelId: string,
  values: HostelFormValues,
): Promise<HostelFormValues> {
  const row = await lockHostel(tx, hostelId);
  if (row?.status !== 'approved') return values;
  const approved = approvedValuesOf(row);
  // Without an approved range yet, the one students see (or else the first price) becomes it.
  let approvedPrice = parsePriceRange(row.approvedPriceRange) ? row.approvedPriceRange : null;
  if (!approvedPrice) {
    approvedPrice =
      [row.priceRange, values.price_range].find((text) => parsePriceRange(text)) ?? null;
    if (approvedPrice) {
      await tx
        .update(hostels)
        .set({ approvedPriceRange: approvedPrice })
        .where(eq(hostels.id, hostelId));
    }
  }
  const held = changesNeedingReview({ ...approved, price_range: approvedPrice ?? '' }, values);
  const existing = await pendingChangeOf(tx, hostelId);
  if (Object.keys(held).length === 0 && !existing) return values;
  const change = existing ?? (await openChange(tx, hostelId));
  const [updated] = await tx
    .update(hostelChanges)
    .set({ proposed: held })
    .where(eq(hostelChanges.id, change.id))
    .returning();
  if (updated) await pruneIfEmpty(tx, updated);
  const written: Record<string, unknown> = { ...values };
  for (const field of Object.keys(held)) {
    written[field] = approved[field as keyof typeof approved];
  }
  return written as HostelFormValues;
}

/**
 * Issue 41 item 8, in the transaction of an owner's edit of a room of an approved hostel: a
 * rent more than a quarter above the room's approved rent (its first rent when none was
 * approved) waits in the hostel's pending change, and the rent students see is returned to be
 * written; any other rent is returned as asked and drops what waited for the room. A hostel
 * that is not approved returns `next`.
 */
export async function holdRoomRent(
  tx: Executor,
  hostelId: string,
  room: { id: string; pricePerMonth: number; approvedPricePerMonth: number | null },
  next: number,
): Promise<number> {
  const row = await lockHostel(tx, hostelId);
  if (row?.status !== 'approved') return next;
  const approvedRent = room.approvedPricePerMonth ?? room.pricePerMonth;
  if (room.approvedPricePerMonth === null) {
    await tx
      .update(rooms)
      .set({ approvedPricePerMonth: approvedRent })
      .where(eq(rooms.id, room.id));
  }
  const held = rentRaiseNeedsReview(approvedRent, next);
  const existing = await pendingChangeOf(tx, hostelId);
  if (!held && !existing) return next;
  const change = existing ?? (await openChange(tx, hostelId));
  const roomRents: PendingRoomRent[] = change.roomRents.filter((rent) => rent.room_id !== room.id);
  if (held) roomRents.push({ room_id: room.id, before: room.pricePerMonth, after: next });
  const [updated] = await tx
    .update(hostelChanges)
    .set({ roomRents })
    .where(eq(hostelChanges.id, change.id))
    .returning();
  if (updated) await pruneIfEmpty(tx, updated);
  return held ? room.pricePerMonth : next;
}
