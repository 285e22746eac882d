import type { Room } from '@hostelhub/shared';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roomImages, rooms } from '../../db/schema/index.ts';

type RoomRow = typeof rooms.$inferSelect;
type RoomImageRow = typeof roomImages.$inferSelect;

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
    features: room.features,
    room_images: images.map((image) => ({
      id: image.id,
      image_url: image.imageUrl,
      thumbnail_url: image.thumbnailUrl,
      image_title: image.imageTitle,
      image_description: image.imageDescription,
      is_primary: image.isPrimary,
      display_order: image.displayOrder,
    })),
  };
}

/** Room reads. The only place with room SQL. */
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

  return {
    imagesByRoom,
    withImages,

    /** Every room of a hostel, cheapest first, with images. */
    async listForHostel(hostelId: string): Promise<Room[]> {
      const rows = await db
        .select()
        .from(rooms)
        .where(eq(rooms.hostelId, hostelId))
        .orderBy(asc(rooms.pricePerMonth), asc(rooms.id));
      return withImages(rows);
    },
  };
}

export type RoomsRepository = ReturnType<typeof createRoomsRepository>;
