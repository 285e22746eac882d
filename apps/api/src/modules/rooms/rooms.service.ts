import {
  AppError,
  LISTING_MESSAGES,
  MESSAGES,
  RoomFormSchema,
  type CreateRoomInput,
  type HostelRoomsQuery,
  type Pagination,
  type Room,
  type RoomSearch,
  type RoomSearchResult,
} from '@hostelhub/shared';
import { assertManagesHostel, canViewHostel } from '../../lib/listing-access.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import type { Actor } from '../../lib/actor.ts';
import type { RoomsRepository } from './rooms.repository.ts';
import { toRoomFormInput } from './room-rows.logic.ts';

/** The 404 text of a room that does not exist or that the caller may not see. */
export const ROOM_NOT_FOUND_MESSAGE = LISTING_MESSAGES.roomNotFound;

const hostelNotFound = () => new AppError('HOSTEL_NOT_FOUND', MESSAGES.hostelNotFound);
const roomNotFound = () => new AppError('NOT_FOUND', ROOM_NOT_FOUND_MESSAGE);

/** A page of items with the spec's pagination block (part 1 section 3 'Pagination'). */
export interface PaginatedResult<T> {
  data: T[];
  pagination: Pagination;
}

function toPagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, total_pages: Math.ceil(total / limit) };
}

/**
 * Rooms (spec part 1 section 7 'Discovery'; part 2 sections 5 'Room' and 'Owner room access',
 * 7 'Rooms'). Rooms are as visible as their hostel; anything the caller may not see answers
 * 404 so ids cannot be probed. Writes need an approved owner of the hostel or an admin
 * (docs/decisions/006). `onChange` runs after every committed write (the browse cache).
 */
export function createRoomsService(
  repository: RoomsRepository,
  onChange: (hostelIds: readonly string[]) => Promise<void> = async () => {},
) {
  return {
    /**
     * GET /rooms?hostel_id=: every room of the hostel, cheapest first. Throws
     * HOSTEL_NOT_FOUND (404) when the hostel is unknown or not visible to the caller.
     */
    async listAllForHostel(actor: Actor | null, hostelId: string): Promise<Room[]> {
      const hostel = await repository.findHostelAccess(hostelId);
      if (!hostel || !canViewHostel(actor, hostel)) throw hostelNotFound();
      return repository.listForHostel(hostelId);
    },

    /**
     * POST /rooms: a new room of `hostel_id`, checked with the room rules of part 2 section 5.
     * Throws FORBIDDEN (403) for students and owners not yet approved, HOSTEL_NOT_FOUND (404)
     * when the hostel is not the caller's (admins: any).
     */
    async create(actor: Actor, input: CreateRoomInput): Promise<Room> {
      const { hostel_id: hostelId, ...fields } = input;
      const hostel = await repository.findHostelAccess(hostelId);
      assertManagesHostel(actor, hostel, 'room', hostelNotFound());
      const room = await repository.create(hostelId, parseOrThrow(RoomFormSchema, fields));
      await onChange([hostelId]);
      return room;
    },

    /**
     * PUT /rooms/{id}: merges `patch` over the stored room and checks the whole with the room
     * rules (so current occupancy never exceeds the maximum). On an approved hostel an owner's
     * rent raised more than a quarter above the room's approved rent waits for review in the
     * hostel's pending change, students keeping the old rent (issue 41 item 8). Throws
     * NOT_FOUND (404) when the room is not the caller's, FORBIDDEN (403) as `create`.
     */
    async update(actor: Actor, roomId: string, patch: Record<string, unknown>): Promise<Room> {
      const found = await repository.findRowWithHostelAccess(roomId);
      assertManagesHostel(actor, found?.hostel, 'room', roomNotFound());
      if (!found) throw roomNotFound();
      // current_occupancy is derived from the register (issue 44 item 3): a value sent is
      // ignored, and lowering max_occupancy below the beds in use answers 409 (repository).
      const values = parseOrThrow(RoomFormSchema, {
        ...toRoomFormInput(found.room),
        ...patch,
        current_occupancy: 0,
      });
      const room = await repository.update(
        roomId,
        values,
        actor.role === 'admin' ? 'admin' : 'owner',
      );
      await onChange([found.room.hostelId]);
      return room;
    },

    /**
     * DELETE /rooms/{id}: removes the room and its photos; returns their storage keys.
     * Throws as `update` does.
     */
    async remove(actor: Actor, roomId: string): Promise<{ id: string; storageKeys: string[] }> {
      const found = await repository.findRowWithHostelAccess(roomId);
      assertManagesHostel(actor, found?.hostel, 'room', roomNotFound());
      const storageKeys = await repository.remove(roomId);
      if (found) await onChange([found.room.hostelId]);
      return { id: roomId, storageKeys };
    },

    /**
     * GET /api/enhanced-rooms/owner/my-rooms: the rooms of the caller's hostels. Throws
     * FORBIDDEN (403) for students.
     */
    async listMine(actor: Actor): Promise<RoomSearchResult[]> {
      if (actor.role === 'student') throw new AppError('FORBIDDEN', LISTING_MESSAGES.ownRoomsOnly);
      return repository.listForOwner(actor.id);
    },

    /**
     * One page of a hostel's rooms, cheapest first, filtered by availability and monthly
     * rent. Throws HOSTEL_NOT_FOUND (404) when the hostel is unknown or not visible.
     */
    async listHostelRooms(
      actor: Actor | null,
      hostelId: string,
      query: HostelRoomsQuery,
    ): Promise<PaginatedResult<Room>> {
      const hostel = await repository.findHostelAccess(hostelId);
      if (!hostel || !canViewHostel(actor, hostel)) {
        throw new AppError('HOSTEL_NOT_FOUND', MESSAGES.hostelNotFound);
      }
      const { items, total } = await repository.listPageForHostel(
        hostelId,
        {
          availability: query.availability,
          minPrice: query.min_price,
          maxPrice: query.max_price,
        },
        { limit: query.limit, offset: (query.page - 1) * query.limit },
      );
      return { data: items, pagination: toPagination(query.page, query.limit, total) };
    },

    /** One room with its images. Throws NOT_FOUND (404) when unknown or not visible. */
    async getRoom(actor: Actor | null, roomId: string): Promise<Room> {
      const found = await repository.findByIdWithHostelAccess(roomId);
      if (!found || !canViewHostel(actor, found.hostel)) {
        throw new AppError('NOT_FOUND', ROOM_NOT_FOUND_MESSAGE);
      }
      return found.room;
    },

    /** One page of rooms of approved hostels matching the search, cheapest first. */
    async searchRooms(query: RoomSearch): Promise<PaginatedResult<RoomSearchResult>> {
      const { items, total } = await repository.searchApproved(
        {
          hostelId: query.hostel_id,
          city: query.city,
          genderCategory: query.gender_category,
          roomTypes: query.room_types,
          availability: query.availability,
          minPrice: query.min_price,
          maxPrice: query.max_price,
        },
        { limit: query.limit, offset: (query.page - 1) * query.limit },
      );
      return { data: items, pagination: toPagination(query.page, query.limit, total) };
    },
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;
