/** The rooms of one demo hostel, with their photos. */
import { randomUUID } from 'node:crypto';
import type { DemoContext } from './context.ts';
import { clamp, roundTo } from './numbers.ts';
import type { PoolPhoto } from './photos.ts';
import { DEFAULT_ROOM_PROFILE, ROOM_PROFILES } from './plan.ts';
import type { Reference } from './reference.ts';
import { roomDescription, roomTitle } from './texts.ts';
import { ROOM_FEATURES } from './words.ts';

/** A room type the weighted draw can pick, weighted by its profile. */
export interface RoomTypeChoice {
  item: Reference['roomTypes'][number];
  weight: number;
}

export function roomTypeChoicesOf(reference: Reference): RoomTypeChoice[] {
  return reference.roomTypes.map((type) => ({
    item: type,
    weight: (ROOM_PROFILES[type.value] ?? DEFAULT_ROOM_PROFILE).weight,
  }));
}

/**
 * Adds 2 to 6 rooms of distinct types to the hostel, each with 1 to 3 bedroom photos; rent
 * follows the type within the hostel's range.
 */
export function addRooms(
  context: DemoContext,
  hostel: { id: string; createdAt: Date; price: { min: number; max: number } },
  roomTypeChoices: readonly RoomTypeChoice[],
  bedroomPhotos: readonly PoolPhoto[],
): void {
  const { random, data } = context;
  const { id: hostelId, createdAt, price } = hostel;
  const floors = random.chance(0.15) ? random.int(7, 11) : random.int(2, 6);
  const premium = price.max >= 15000;
  const typeChoices = roomTypeChoices.filter(
    (choice) => premium || (choice.item.value !== 'suite' && choice.item.value !== 'studio'),
  );
  for (const type of random.weightedSample(typeChoices, random.int(2, 6))) {
    const profile = ROOM_PROFILES[type.value] ?? DEFAULT_ROOM_PROFILE;
    const maxOccupancy = random.int(profile.occupancy[0], profile.occupancy[1]);
    const currentOccupancy = random.int(0, maxOccupancy);
    const level = clamp(profile.priceLevel + (random.next() - 0.5) * 0.2, 0, 1);
    const pricePerMonth = clamp(
      roundTo(price.min + (price.max - price.min) * level, 500),
      price.min,
      price.max,
    );
    const floorNumber = random.int(0, Math.min(10, floors - 1));
    const bedType = random.pick(profile.beds);
    const isLarge = maxOccupancy >= 5;
    const attachedBathroom = random.chance(profile.priceLevel >= 0.9 ? 0.85 : 0.35);
    const roomId = randomUUID();
    data.rooms.push({
      id: roomId,
      hostelId,
      roomType: type.value,
      roomTitle: roomTitle(random, type, profile.priceLevel),
      description: roomDescription(random, maxOccupancy, floorNumber, bedType, attachedBathroom),
      pricePerMonth,
      pricePerDay: random.chance(0.4) ? roundTo(pricePerMonth / 25, 50) : null,
      maxOccupancy,
      currentOccupancy,
      roomSize: isLarge
        ? `${random.int(18, 24)} x ${random.int(20, 30)} ft`
        : profile.priceLevel >= 0.9
          ? `${random.int(13, 16)} x ${random.int(14, 20)} ft`
          : `${random.int(10, 14)} x ${random.int(11, 16)} ft`,
      floorNumber,
      bedType,
      attachedBathroom,
      ac: random.chance(profile.priceLevel >= 0.9 ? 0.6 : 0.2),
      balcony: random.chance(0.2),
      wifi: random.chance(0.9),
      studyTable: random.chance(0.85),
      wardrobe: random.chance(0.85),
      isAvailable: currentOccupancy < maxOccupancy,
      // Issue 27: a room with a free bed takes reservation requests (no random draw, so the
      // rest of the demo stays as it was).
      acceptsReservations: currentOccupancy < maxOccupancy,
      features: random.sample(ROOM_FEATURES, random.int(0, 4)),
      createdAt,
      updatedAt: createdAt,
    });

    random.sample(bedroomPhotos, random.int(1, 3)).forEach((photo, order) => {
      data.roomImages.push({
        roomId,
        imageUrl: photo.url,
        thumbnailUrl: photo.thumbnailUrl,
        storageKey: null,
        imageTitle: order === 0 ? 'Room view' : random.pick(['Beds', 'Study corner', 'Room']),
        imageDescription: null,
        isPrimary: order === 0,
        displayOrder: order,
        createdAt,
        updatedAt: createdAt,
      });
    });
  }
}
