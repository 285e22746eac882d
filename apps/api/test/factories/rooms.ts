import type { Db } from '../../src/db/client.ts';
import { roomImages, rooms } from '../../src/db/schema/index.ts';

let sequence = 0;

/** Inserts a room (a 2-person room at Rs 10,000 a month, available) in the hostel. */
export async function createRoom(
  db: Db,
  hostelId: string,
  overrides: Partial<typeof rooms.$inferInsert> = {},
): Promise<typeof rooms.$inferSelect> {
  sequence += 1;
  const [room] = await db
    .insert(rooms)
    .values({
      hostelId,
      roomType: 'double',
      roomTitle: `Standard Double Room ${sequence}`,
      description: 'A bright room for two students with single beds.',
      pricePerMonth: 10_000,
      maxOccupancy: 2,
      currentOccupancy: 0,
      floorNumber: 1,
      bedType: 'single',
      features: ['Geyser', 'Study lamp'],
      ...overrides,
    })
    .returning();
  if (!room) throw new Error('room insert returned nothing');
  return room;
}

/** Inserts a photo of the room (not primary, display order 0 unless given). */
export async function createRoomImage(
  db: Db,
  roomId: string,
  overrides: Partial<typeof roomImages.$inferInsert> = {},
): Promise<typeof roomImages.$inferSelect> {
  sequence += 1;
  const [image] = await db
    .insert(roomImages)
    .values({
      roomId,
      imageUrl: `/uploads/rooms/${roomId}/${sequence}.webp`,
      thumbnailUrl: `/uploads/rooms/${roomId}/${sequence}-thumb.webp`,
      imageTitle: `Photo ${sequence}`,
      ...overrides,
    })
    .returning();
  if (!image) throw new Error('room image insert returned nothing');
  return image;
}
