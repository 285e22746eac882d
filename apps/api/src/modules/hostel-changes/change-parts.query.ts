import type { ReviewedHostelValues } from '@hostelhub/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cities,
  hostelImages,
  hostels,
  pendingPhotos,
  roomImages,
  rooms,
  towns,
  universities,
  users,
} from '../../db/schema/index.ts';
import { approvedValuesOf } from './approved-values.logic.ts';
import type { HostelChangeRow } from './pending-change.repository.ts';

// Reading what the admin's list of changes shows (issue 26): hostels, places, photos, rooms.

/** The photos of the hostel and its rooms, in the change's view. */
async function photosOf(db: Db, ids: readonly string[]) {
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

/**
 * What describing changes needs: each hostel (approved values) with its owner, the names of
 * every place the changes and hostels name, the added photos and the removed ones, and the rooms
 * whose rents they hold.
 */
export async function describeChangeParts(db: Db, changes: readonly HostelChangeRow[]) {
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
      ? db.select({ id: cities.id, name: cities.name }).from(cities).where(inArray(cities.id, ids))
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
    photosOf(
      db,
      changes.flatMap((change) => change.removedImageIds),
    ),
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
}
