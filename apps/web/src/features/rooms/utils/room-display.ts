import { roomIsOpen, type Room } from '@hostelhub/shared';
import { ROOM_AMENITIES, type RoomAmenity } from '../../../lib/room-labels';

/** Room cards show this many feature badges, then "+N more" (part 2 section 9). */
export const MAX_FEATURE_BADGES = 4;
/** Room descriptions are cut at this many characters on cards (part 2 section 9). */
export const DESCRIPTION_PREVIEW_CHARS = 100;
/** The owner's room photo strip shows this many photos, then "+N more" (part 2 section 9). */
export const OWNER_PHOTO_STRIP = 5;

/** `text` cut at `max` characters with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** The room's badges: the amenities it has (as `amenityLabel` words them), then its own features. */
export function roomBadges(
  room: Pick<Room, RoomAmenity | 'features'>,
  amenityLabel: (key: RoomAmenity) => string,
): string[] {
  const amenities = ROOM_AMENITIES.filter(({ key }) => room[key]).map(({ key }) =>
    amenityLabel(key),
  );
  return [...amenities, ...room.features];
}

/** The first `max` items, and how many more there are. */
export function firstOf<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/**
 * The four tiles of the room page (part 2 section 2): Starting From is 0 without rooms. A room
 * counts as available as students see it: marked available with a bed free (issue 27).
 */
export function roomStats(
  rooms: readonly Pick<
    Room,
    'is_available' | 'current_occupancy' | 'max_occupancy' | 'price_per_month'
  >[],
) {
  const available = rooms.filter(roomIsOpen).length;
  return {
    total: rooms.length,
    available,
    occupied: rooms.length - available,
    startingFrom: rooms.length ? Math.min(...rooms.map((room) => room.price_per_month)) : 0,
  };
}
