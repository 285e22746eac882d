import type { Room, RoomFormInput, RoomFormValues } from '@hostelhub/shared';
import type { roomImages, rooms } from '../../db/schema/index.ts';
import { photoSrcset } from '../../lib/storage/image-variants.ts';

/** Rooms between their stored rows and the API's snake_case shapes: pure mapping, no SQL. */

/** A stored room and one of its photos, as Drizzle reads them. */
export type RoomRow = typeof rooms.$inferSelect;
export type RoomImageRow = typeof roomImages.$inferSelect;

/** Maps a room row and its images to the API's snake_case room (spec part 1 section 3 'Room'). */
export function toRoom(room: RoomRow, images: readonly RoomImageRow[]): Room {
  return {
    id: room.id,
    hostel_id: room.hostelId,
    room_type: room.roomType,
    room_title: room.roomTitle,
    description: room.description,
    price_per_month: room.pricePerMonth,
    price_per_day: room.pricePerDay,
    max_occupancy: room.maxOccupancy,
    current_occupancy: room.currentOccupancy,
    room_size: room.roomSize,
    floor_number: room.floorNumber,
    bed_type: room.bedType,
    attached_bathroom: room.attachedBathroom,
    ac: room.ac,
    balcony: room.balcony,
    wifi: room.wifi,
    study_table: room.studyTable,
    wardrobe: room.wardrobe,
    is_available: room.isAvailable,
    accepts_reservations: room.acceptsReservations,
    features: room.features,
    room_images: images.map((image) => ({
      id: image.id,
      image_url: image.imageUrl,
      thumbnail_url: image.thumbnailUrl,
      image_title: image.imageTitle,
      image_description: image.imageDescription,
      is_primary: image.isPrimary,
      display_order: image.displayOrder,
      srcset: photoSrcset(image),
    })),
  };
}

/** A room form's columns (the shared schema has already checked and defaulted them). */
export function roomColumns(room: RoomFormValues) {
  return {
    roomType: room.room_type,
    roomTitle: room.room_title,
    description: room.description,
    pricePerMonth: room.price_per_month,
    pricePerDay: room.price_per_day,
    maxOccupancy: room.max_occupancy,
    currentOccupancy: room.current_occupancy,
    roomSize: room.room_size,
    floorNumber: room.floor_number,
    bedType: room.bed_type,
    attachedBathroom: room.attached_bathroom,
    ac: room.ac,
    balcony: room.balcony,
    wifi: room.wifi,
    studyTable: room.study_table,
    wardrobe: room.wardrobe,
    isAvailable: room.is_available,
    acceptsReservations: room.accepts_reservations,
    features: room.features,
  };
}

/** A stored room as a form's input, the base a partial update is merged over. */
export function toRoomFormInput(room: RoomRow): RoomFormInput {
  const fields = ({ id: _id, hostel_id: _hostelId, room_images: _images, ...rest }: Room) => rest;
  // The API types bed_type as text; the stored value is one of the enum's.
  return { ...fields(toRoom(room, [])), bed_type: room.bedType };
}
