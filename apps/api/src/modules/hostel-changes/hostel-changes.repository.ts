import {
  changesNeedingReview,
  parsePriceRange,
  rentRaiseNeedsReview,
  type PendingRoomRent,
  type AdminHostelChangesQuery,
  type HostelChangeStatus,
  type HostelFormValues,
  type ReviewedHostelValues,
} from '@hostelhub/shared';
import { and, asc, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import {
  cities,
  hostelChanges,
  hostelImages,
  hostels,
  pendingPhotos,
  roomImages,
  rooms,
  towns,
  universities,
  users,
} from '../../db/schema/index.ts';

/** A change row as stored. */
export type HostelChangeRow = typeof hostelChanges.$inferSelect;
/** A pending photo row as stored. */
export type PendingPhotoRow = typeof pendingPhotos.$inferSelect;

type HostelRow = typeof hostels.$inferSelect;

/** The stored files and texts of a new photo. */
export interface NewPendingPhoto {
  imageUrl: string;
  thumbnailUrl: string;
  storageKey: string;
  imageTitle: string | null;
  imageDescription: string | null;
}

/** The reviewed fields of a hostel row, in the form's names: what students see now. */
export function approvedValuesOf(row: HostelRow): Required<ReviewedHostelValues> {
  return {
    name: row.name,
    address: row.address,
    location_type: row.locationType,
    city_id: row.cityId,
    town_id: row.townId,
    university_id: row.universityId,
    latitude: row.latitude,
    longitude: row.longitude,
    formatted_address: row.formattedAddress,
    gender_category: row.genderCategory,
    price_range: row.priceRange ?? '',
  };
}

/** The hostel columns `proposed` sets (price bounds parsed from its price range). */
function columnsOf(proposed: ReviewedHostelValues): Partial<HostelRow> {
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
async function lockHostel(tx: Executor, hostelId: string): Promise<HostelRow | undefined> {
  const [row] = await tx.select().from(hostels).where(eq(hostels.id, hostelId)).for('update');
  return row;
}

async function pendingChangeOf(
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
async function openChange(tx: Executor, hostelId: string): Promise<HostelChangeRow> {
  const existing = await pendingChangeOf(tx, hostelId);
  if (existing) return existing;
  const [created] = await tx.insert(hostelChanges).values({ hostelId }).returning();
  if (!created) throw new Error('hostel change insert returned nothing');
  return created;
}

/** Drops a pending change that no longer holds anything (the owner undid every part of it). */
async function pruneIfEmpty(tx: Executor, change: HostelChangeRow): Promise<void> {
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

/**
 * Applies a pending change's fields to its hostel and moves its photos in, in `tx` (the hostel
 * row locked): removed photos are deleted (a set that lost its primary photo gets its first
 * one as primary), added photos go to the end of their set, `checkedAt` when given (an
 * administrator saw them) or unchecked. Returns the storage keys of the deleted photos.
 */
async function applyChange(
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
async function discardPhotos(tx: Executor, changeId: string): Promise<string[]> {
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
async function closeChange(
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
async function beforeOf(tx: Executor, change: HostelChangeRow): Promise<ReviewedHostelValues> {
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

/**
 * The changes owners make to approved hostels and their review (issue 26; docs/decisions/027).
 * The only place with their SQL. Every write locks the hostel row first, so an owner's edits
 * and uploads and an administrator's decision on the same hostel never interleave.
 */
export function createHostelChangesRepository(db: Db) {
  /** The photos of the hostel and its rooms, in the change's view. */
  async function photosOf(ids: readonly string[]) {
    if (ids.length === 0) return [];
    const [hostelRows, roomRows] = await Promise.all([
      db
        .select({
          id: hostelImages.id,
          imageUrl: hostelImages.imageUrl,
          thumbnailUrl: hostelImages.thumbnailUrl,
          imageTitle: hostelImages.imageTitle,
        })
        .from(hostelImages)
        .where(inArray(hostelImages.id, [...ids])),
      db
        .select({
          id: roomImages.id,
          imageUrl: roomImages.imageUrl,
          thumbnailUrl: roomImages.thumbnailUrl,
          imageTitle: roomImages.imageTitle,
          roomId: rooms.id,
          roomTitle: rooms.roomTitle,
        })
        .from(roomImages)
        .innerJoin(rooms, eq(rooms.id, roomImages.roomId))
        .where(inArray(roomImages.id, [...ids])),
    ]);
    return [...hostelRows.map((row) => ({ ...row, roomId: null, roomTitle: null })), ...roomRows];
  }

  return {
    /** holdReviewedEdit, for the listings' update transaction. */
    holdReviewedEdit,

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
    async describeParts(changes: readonly HostelChangeRow[]) {
      const hostelIds = [...new Set(changes.map((change) => change.hostelId))];
      if (hostelIds.length === 0) {
        return {
          hostels: [],
          places: new Map<string, string>(),
          added: [],
          removed: [],
          roomsById: new Map<string, { id: string; title: string | null; type: string }>(),
        };
      }
      const hostelRows = await db
        .select({ hostel: hostels, ownerName: users.fullName, ownerEmail: users.email })
        .from(hostels)
        .innerJoin(users, eq(users.id, hostels.ownerId))
        .where(inArray(hostels.id, hostelIds));
      const placeIds = new Set<string>();
      const addPlaces = (values: ReviewedHostelValues) => {
        for (const field of ['city_id', 'town_id', 'university_id'] as const) {
          const id = values[field];
          if (typeof id === 'string') placeIds.add(id);
        }
      };
      for (const row of hostelRows) addPlaces(approvedValuesOf(row.hostel));
      for (const change of changes) addPlaces(change.proposed);
      const ids = [...placeIds];
      const [cityRows, townRows, universityRows, added, removed] = await Promise.all([
        ids.length
          ? db
              .select({ id: cities.id, name: cities.name })
              .from(cities)
              .where(inArray(cities.id, ids))
          : [],
        ids.length
          ? db.select({ id: towns.id, name: towns.name }).from(towns).where(inArray(towns.id, ids))
          : [],
        ids.length
          ? db
              .select({ id: universities.id, name: universities.name })
              .from(universities)
              .where(inArray(universities.id, ids))
          : [],
        db
          .select({ photo: pendingPhotos, roomTitle: rooms.roomTitle })
          .from(pendingPhotos)
          .leftJoin(rooms, eq(rooms.id, pendingPhotos.roomId))
          .where(
            inArray(
              pendingPhotos.changeId,
              changes.map((change) => change.id),
            ),
          )
          .orderBy(asc(pendingPhotos.createdAt)),
        photosOf(changes.flatMap((change) => change.removedImageIds)),
      ]);
      const rentRoomIds = changes.flatMap((change) => change.roomRents.map((rent) => rent.room_id));
      const rentRooms = rentRoomIds.length
        ? await db
            .select({ id: rooms.id, title: rooms.roomTitle, type: rooms.roomType })
            .from(rooms)
            .where(inArray(rooms.id, rentRoomIds))
        : [];
      const places = new Map<string, string>();
      for (const row of [...cityRows, ...townRows, ...universityRows]) places.set(row.id, row.name);
      const roomsById = new Map(rentRooms.map((room) => [room.id, room]));
      return { hostels: hostelRows, places, added, removed, roomsById };
    },

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
