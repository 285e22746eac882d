import {
  AppError,
  MESSAGES,
  type HostelRoomsQuery,
  type Pagination,
  type Room,
  type RoomSearch,
  type RoomSearchResult,
} from '@hostelhub/shared';
import type { Actor } from '../../plugins/auth.ts';
import type { HostelAccess, RoomsRepository } from './rooms.repository.ts';

/** The 404 text of a room that does not exist or that the caller may not see. */
export const ROOM_NOT_FOUND_MESSAGE = 'Room not found';

/** A page of items with the spec's pagination block (part 1 section 3 'Pagination'). */
export interface PaginatedResult<T> {
  data: T[];
  pagination: Pagination;
}

/**
 * Whether the caller may see a hostel and its rooms (DESIGN.md 'Permissions'): approved
 * hostels are public; a pending or rejected one shows only to its owner and to admins.
 */
export function canViewHostel(
  actor: Actor | null,
  hostel: Pick<HostelAccess, 'status' | 'ownerId'>,
): boolean {
  if (hostel.status === 'approved') return true;
  if (!actor) return false;
  if (actor.role === 'admin') return true;
  return actor.role === 'owner' && hostel.ownerId === actor.id;
}

function toPagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, total_pages: Math.ceil(total / limit) };
}

/**
 * Student-side room reads (spec part 1 section 7 'Discovery'). Rooms are as visible as their
 * hostel; anything the caller may not see answers 404 so ids cannot be probed. The `/rooms`
 * family of part 2 reuses these operations (product decision 7).
 */
export function createRoomsService(repository: RoomsRepository) {
  return {
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
