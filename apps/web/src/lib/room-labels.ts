import { ROOM_TYPES, type Room } from '@hostelhub/shared';

/**
 * The six amenity flags of a room (part 2 section 3 'Room'), each with its wording: `label` on
 * the owner's room pages ('Attached Bathroom'), `detailLabel` in the hostel detail's room list
 * ('Attached bathroom').
 */
export const ROOM_AMENITIES = [
  { key: 'attached_bathroom', label: 'Attached Bathroom', detailLabel: 'Attached bathroom' },
  { key: 'ac', label: 'AC', detailLabel: 'AC' },
  { key: 'balcony', label: 'Balcony', detailLabel: 'Balcony' },
  { key: 'wifi', label: 'WiFi', detailLabel: 'WiFi' },
  { key: 'study_table', label: 'Study Table', detailLabel: 'Study table' },
  { key: 'wardrobe', label: 'Wardrobe', detailLabel: 'Wardrobe' },
] as const satisfies readonly { key: keyof Room; label: string; detailLabel: string }[];

/** One of the six amenity flags of a room. */
export type RoomAmenity = (typeof ROOM_AMENITIES)[number]['key'];

/** A room type value's display name ('2-seater' → '2-Seater'); unknown values as they are. */
export function roomTypeName(value: string): string {
  return ROOM_TYPES.find((type) => type.value === value)?.name ?? value;
}

/** A room's title: its own (trimmed), else its type's name plus " Room" (part 2 section 2). */
export function roomTitle(room: Pick<Room, 'room_title' | 'room_type'>): string {
  return room.room_title?.trim() || `${roomTypeName(room.room_type)} Room`;
}
