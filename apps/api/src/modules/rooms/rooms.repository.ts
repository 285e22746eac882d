import type {
  GenderCategory,
  HostelStatus,
  Room,
  RoomAvailability,
  RoomFormValues,
  RoomSearchResult,
} from '@hostelhub/shared';
import { AppError, REGISTER_MESSAGES } from '@hostelhub/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cities,
  hostels,
  pendingPhotos,
  residents,
  roomImages,
  rooms,
} from '../../db/schema/index.ts';
import { refreshOccupancy, roomCapacity } from '../register/room-occupancy.repository.ts';
import { holdRoomRent } from '../hostel-changes/hostel-changes.repository.ts';
import { roomColumns, toRoom, type RoomImageRow, type RoomRow } from './room-rows.logic.ts';

/** A room's columns without current_occupancy, which the register derives (issue 44 item 3). */
function withoutOccupancy<T extends { currentOccupancy: unknown }>(
  columns: T,
): Omit<T, 'currentOccupancy'> {
  const rest: Partial<T> = { ...columns };
  delete rest.currentOccupancy;
  return rest as Omit<T, 'currentOccupancy'>;
}

/** What decides who may see a hostel's rooms: its moderation state and its owner. */
export interface HostelAccess {
  id: string;
  status: HostelStatus;
  ownerId: string;
}

/** Filters every room list takes: availability and monthly rent bounds (rupees, inclusive). */
export interface RoomFilters {
  availability: RoomAvailability;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

/** Filters of a room search across hostels; the hostel is always approved. */
export interface RoomSearchFilters extends RoomFilters {
  hostelId?: string | undefined;
  /** A city id, or a city name in any case. */
  city?: string | undefined;
  genderCategory?: GenderCategory | undefined;
  /** Room type values; a room matches any one. */
  roomTypes?: readonly string[] | undefined;
}

/** One page of a list: its rows and how many rows match in all. */
export interface Page<T> {
  items: T[];
  total: number;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function roomConditions(filters: RoomFilters): (SQL | undefined)[] {
  return [
    filters.availability === 'available'
      ? eq(rooms.isAvailable, true)
      : filters.availability === 'occupied'
        ? eq(rooms.isAvailable, false)
        : undefined,
    filters.minPrice === undefined ? undefined : gte(rooms.pricePerMonth, filters.minPrice),
    filters.maxPrice === undefined ? undefined : lte(rooms.pricePerMonth, filters.maxPrice),
  ];
}

// Cheapest first; the id breaks ties so pages never overlap.
const cheapestFirst = [asc(rooms.pricePerMonth), asc(rooms.id)];

/** Room reads and writes. The only place with room SQL. */
export function createRoomsRepository(db: Db) {
  /** The images of these rooms in display order, grouped by room id (one query). */
  async function imagesByRoom(roomIds: readonly string[]): Promise<Map<string, RoomImageRow[]>> {
    const grouped = new Map<string, RoomImageRow[]>();
    if (roomIds.length === 0) return grouped;
    const rows = await db
      .select()
      .from(roomImages)
      .where(inArray(roomImages.roomId, [...roomIds]))
      .orderBy(asc(roomImages.displayOrder), desc(roomImages.isPrimary), asc(roomImages.createdAt));
    for (const row of rows) {
      const list = grouped.get(row.roomId) ?? [];
      list.push(row);
      grouped.set(row.roomId, list);
    }
    return grouped;
  }

  /** Rows to API rooms, with their images loaded in one query. */
  async function withImages(rows: readonly RoomRow[]): Promise<Room[]> {
    const images = await imagesByRoom(rows.map((row) => row.id));
    return rows.map((row) => toRoom(row, images.get(row.id) ?? []));
  }

  /** The stored room row and its hostel's access facts, or undefined when unknown. */
  async function findRowWithHostelAccess(
    roomId: string,
  ): Promise<{ room: RoomRow; hostel: HostelAccess } | undefined> {
    const [row] = await db
      .select({
        room: rooms,
        hostel: { id: hostels.id, status: hostels.status, ownerId: hostels.ownerId },
      })
      .from(rooms)
      .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
      .where(eq(rooms.id, roomId))
      .limit(1);
    return row;
  }

  /** Rows of rooms with their hostel, as API rooms with images (one query for the images). */
  async function withImagesAndHostel(
    rows: readonly { room: RoomRow; hostel: RoomSearchResult['hostel'] }[],
  ): Promise<RoomSearchResult[]> {
    const images = await imagesByRoom(rows.map((row) => row.room.id));
    return rows.map((row) => ({
      ...toRoom(row.room, images.get(row.room.id) ?? []),
      hostel: row.hostel,
    }));
  }

  return {
    imagesByRoom,
    withImages,

    /** Every room of a hostel, cheapest first, with images. */
    async listForHostel(hostelId: string): Promise<Room[]> {
      const rows = await db
        .select()
        .from(rooms)
        .where(eq(rooms.hostelId, hostelId))
        .orderBy(...cheapestFirst);
      return withImages(rows);
    },

    /** The hostel's status and owner, or undefined when there is no such hostel. */
    async findHostelAccess(hostelId: string): Promise<HostelAccess | undefined> {
      const [row] = await db
        .select({ id: hostels.id, status: hostels.status, ownerId: hostels.ownerId })
        .from(hostels)
        .where(eq(hostels.id, hostelId))
        .limit(1);
      return row;
    },

    /** One page of a hostel's rooms matching `filters`, cheapest first, with images. */
    async listPageForHostel(
      hostelId: string,
      filters: RoomFilters,
      window: PageWindow,
    ): Promise<Page<Room>> {
      const where = and(eq(rooms.hostelId, hostelId), ...roomConditions(filters));
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(rooms)
          .where(where)
          .orderBy(...cheapestFirst)
          .limit(window.limit)
          .offset(window.offset),
        db.$count(rooms, where),
      ]);
      return { items: await withImages(rows), total };
    },

    findRowWithHostelAccess,

    /** A room with its images and its hostel's access facts, or undefined when unknown. */
    async findByIdWithHostelAccess(
      roomId: string,
    ): Promise<{ room: Room; hostel: HostelAccess } | undefined> {
      const row = await findRowWithHostelAccess(roomId);
      if (!row) return undefined;
      const [room] = await withImages([row.room]);
      return room ? { room, hostel: row.hostel } : undefined;
    },

    /**
     * Inserts a room of the hostel and returns it (with no images yet). Its first rent is its
     * approved one (issue 41 item 8: a new room is not compared; later raises are).
     */
    async create(hostelId: string, room: RoomFormValues): Promise<Room> {
      const [row] = await db
        .insert(rooms)
        .values({ hostelId, ...roomColumns(room), approvedPricePerMonth: room.price_per_month })
        .returning();
      if (!row) throw new Error('room insert returned nothing');
      return toRoom(row, []);
    },

    /**
     * Writes every form field of the room and returns it with its images. `by` 'owner': a rent
     * raised more than a quarter above the approved one waits for review (holdRoomRent) and
     * the rent students see is kept; 'admin': the rent written is the approved one (issue 41
     * item 8).
     */
    async update(roomId: string, room: RoomFormValues, by: 'owner' | 'admin'): Promise<Room> {
      const row = await db.transaction(async (tx) => {
        const [stored] = await tx.select().from(rooms).where(eq(rooms.id, roomId)).for('update');
        if (!stored) return undefined;
        // Issue 44 item 1: the beds follow max_occupancy (a trigger adds or removes empty
        // ones), never below the beds in use; current_occupancy is derived, never written.
        const free = await roomCapacity(tx, roomId, null);
        if (room.max_occupancy < stored.maxOccupancy - free) {
          throw new AppError('CONFLICT', REGISTER_MESSAGES.bedsInUse);
        }
        const rent =
          by === 'owner'
            ? await holdRoomRent(tx, stored.hostelId, stored, room.price_per_month)
            : room.price_per_month;
        const [written] = await tx
          .update(rooms)
          .set({
            ...withoutOccupancy(roomColumns(room)),
            pricePerMonth: rent,
            ...(by === 'admin' ? { approvedPricePerMonth: rent } : {}),
          })
          .where(eq(rooms.id, roomId))
          .returning();
        await refreshOccupancy(tx, [roomId]);
        const [refreshed] = await tx.select().from(rooms).where(eq(rooms.id, roomId));
        return refreshed ?? written;
      });
      if (!row) throw new Error('room update returned nothing');
      const [withPhotos] = await withImages([row]);
      return withPhotos ?? toRoom(row, []);
    },

    /**
     * Deletes the room and its photos (those waiting for review too, issue 26) in one
     * transaction; returns the photos' storage keys, whose files the storage layer removes.
     */
    async remove(roomId: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        // Issue 44 item 5: a room with a resident in a bed stays until they move out.
        const [occupied] = await tx
          .select({ id: residents.id })
          .from(residents)
          .where(and(eq(residents.roomId, roomId), isNotNull(residents.bedId)))
          .limit(1);
        if (occupied) throw new AppError('CONFLICT', REGISTER_MESSAGES.roomHasResidents);
        const photos = await tx
          .delete(roomImages)
          .where(eq(roomImages.roomId, roomId))
          .returning({ key: roomImages.storageKey });
        const waiting = await tx
          .delete(pendingPhotos)
          .where(eq(pendingPhotos.roomId, roomId))
          .returning({ key: pendingPhotos.storageKey });
        await tx.delete(rooms).where(eq(rooms.id, roomId));
        return [...photos, ...waiting].flatMap((photo) => (photo.key ? [photo.key] : []));
      });
    },

    /** Every room of the hostels this user owns, cheapest first, each with its hostel. */
    async listForOwner(ownerId: string): Promise<RoomSearchResult[]> {
      const rows = await db
        .select({
          room: rooms,
          hostel: { id: hostels.id, name: hostels.name, city: cities.name },
        })
        .from(rooms)
        .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
        .leftJoin(cities, eq(cities.id, hostels.cityId))
        .where(eq(hostels.ownerId, ownerId))
        .orderBy(asc(hostels.name), ...cheapestFirst);
      return withImagesAndHostel(rows);
    },

    /**
     * One page of rooms of approved hostels matching `filters`, cheapest first, each with
     * its images and its hostel's id, name and city.
     */
    async searchApproved(
      filters: RoomSearchFilters,
      window: PageWindow,
    ): Promise<Page<RoomSearchResult>> {
      const { city } = filters;
      const where = and(
        eq(hostels.status, 'approved'),
        filters.hostelId === undefined ? undefined : eq(rooms.hostelId, filters.hostelId),
        city === undefined
          ? undefined
          : UUID_PATTERN.test(city)
            ? eq(hostels.cityId, city)
            : sql`lower(${cities.name}) = lower(${city})`,
        filters.genderCategory === undefined
          ? undefined
          : eq(hostels.genderCategory, filters.genderCategory),
        filters.roomTypes === undefined || filters.roomTypes.length === 0
          ? undefined
          : inArray(rooms.roomType, [...filters.roomTypes]),
        ...roomConditions(filters),
      );
      const [rows, totals] = await Promise.all([
        db
          .select({
            room: rooms,
            hostel: { id: hostels.id, name: hostels.name, city: cities.name },
          })
          .from(rooms)
          .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
          .leftJoin(cities, eq(cities.id, hostels.cityId))
          .where(where)
          .orderBy(...cheapestFirst)
          .limit(window.limit)
          .offset(window.offset),
        db
          .select({ total: count() })
          .from(rooms)
          .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
          .leftJoin(cities, eq(cities.id, hostels.cityId))
          .where(where),
      ]);
      return { items: await withImagesAndHostel(rows), total: totals[0]?.total ?? 0 };
    },
  };
}

export type RoomsRepository = ReturnType<typeof createRoomsRepository>;
