import { HostelDetailSchema, successEnvelope } from '@hostelhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import {
  addFacilities,
  createHostelImage,
  createMessInfo,
} from '../../../test/factories/discovery.ts';
import { addVerifiedPhone, createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createRoom, createRoomImage } from '../../../test/factories/rooms.ts';

/** GET /api/enhanced-hostels/{id}: everything the detail view shows (part 1 sections 2, 3). */

let context: TestContext;
const ids = { shown: '', hidden: '', bare: '', verifiedPhone: '', olderPhone: '' };
const imageIds: string[] = [];
const roomIds = { cheap: '', dear: '' };
const roomImageIds: string[] = [];

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const owner = await createUser(db, {
    fullName: 'Ayesha Khan',
    email: 'ayesha.khan@example.pk',
    phone: '+923001234567',
    city: 'Lahore',
  });
  const shown = await createHostel(db, {
    ownerId: owner.id,
    showOwnerContact: true,
    rules: 'Gate closes at 11 pm',
    contactPhone: '+924235550000',
  });
  ids.shown = shown.id;
  ids.hidden = (await createHostel(db, { ownerId: owner.id, showOwnerContact: false })).id;
  ids.bare = (await createHostel(db, { ownerId: owner.id, showOwnerContact: true })).id;

  // Issue 25: only a verified contact phone gets a WhatsApp link.
  const phoneOwner = await createUser(db);
  const verified = await addVerifiedPhone(db, phoneOwner.id, '03451234567');
  ids.verifiedPhone = (
    await createHostel(db, { ownerId: phoneOwner.id, contactPhone: verified })
  ).id;
  // Listed before decision 008, with a number the owner never verified.
  ids.olderPhone = (
    await createHostel(db, { ownerId: phoneOwner.id, contactPhone: '+923219876543' })
  ).id;
  // Another owner's verified number does not count for this owner's hostel.
  await addVerifiedPhone(db, owner.id, '03219876543');

  await addFacilities(db, shown.id, ['WiFi', 'Laundry', 'CCTV Cameras']);
  await createMessInfo(db, shown.id, { messAvailable: true, monthlyPrice: 7000 });
  // Inserted out of order: the detail lists them by display_order.
  for (const order of [2, 0, 1]) {
    const image = await createHostelImage(db, shown.id, {
      displayOrder: order,
      isPrimary: order === 1,
    });
    imageIds[order] = image.id;
  }
  const dear = await createRoom(db, shown.id, { roomType: 'single', pricePerMonth: 18_000 });
  const cheap = await createRoom(db, shown.id, { roomType: 'double', pricePerMonth: 9_000 });
  roomIds.dear = dear.id;
  roomIds.cheap = cheap.id;
  for (const order of [1, 0]) {
    const image = await createRoomImage(db, cheap.id, { displayOrder: order });
    roomImageIds[order] = image.id;
  }
});

afterAll(async () => {
  await context?.close();
});

async function detail(id: string) {
  const response = await context.app.inject({ method: 'GET', url: `/api/enhanced-hostels/${id}` });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/enhanced-hostels/:id', () => {
  it('should answer in the documented shape', async () => {
    const { status, body } = await detail(ids.shown);
    expect(status).toBe(200);
    expect(() => successEnvelope(HostelDetailSchema).strict().parse(body)).not.toThrow();
  });

  it("should show the owner's contact details when the owner allows it", async () => {
    const { body } = await detail(ids.shown);
    expect(body.data.owner).toEqual({
      full_name: 'Ayesha Khan',
      email: 'ayesha.khan@example.pk',
      phone: '+923001234567',
      city: 'Lahore',
    });
  });

  it("should keep the owner's contact details back when the owner does not allow it", async () => {
    const { body } = await detail(ids.hidden);
    expect(body.data.owner).toBeNull();
    expect(JSON.stringify(body)).not.toContain('ayesha.khan@example.pk');
  });

  it('should list images in display order', async () => {
    const { body } = await detail(ids.shown);
    expect(body.data.hostel_images.map((image: { id: string }) => image.id)).toEqual(imageIds);
    expect(body.data.image_count).toBe(3);
    expect(body.data.image_url).toMatch(/-thumb\.webp$/);
  });

  it('should list rooms cheapest first, each with its photos in display order', async () => {
    const { body } = await detail(ids.shown);
    const rooms = body.data.rooms as { id: string; room_images: { id: string }[] }[];
    expect(rooms.map((room) => room.id)).toEqual([roomIds.cheap, roomIds.dear]);
    expect(rooms[0]?.room_images.map((image) => image.id)).toEqual(roomImageIds);
    expect(rooms[1]?.room_images).toEqual([]);
    expect(body.data.room_types).toEqual(['double', 'single']);
  });

  it('should carry the facilities, mess information, rules and phone', async () => {
    const { body } = await detail(ids.shown);
    expect(body.data.facilities).toEqual(['CCTV Cameras', 'Laundry', 'WiFi']);
    expect(body.data.mess_available).toBe(true);
    expect(body.data.hostel_mess_info).toHaveLength(1);
    expect(body.data.mess_info).toMatchObject({ mess_available: true, monthly_price: 7000 });
    expect(body.data.rules).toBe('Gate closes at 11 pm');
    expect(body.data.contact_phone).toBe('+924235550000');
    expect(body.data.distance_km).toBeNull();
  });

  it("should mark a contact phone that is one of the owner's verified phones", async () => {
    const { body } = await detail(ids.verifiedPhone);
    expect(body.data.contact_phone).toBe('+923451234567');
    expect(body.data.contact_phone_verified).toBe(true);
  });

  it('should not mark an older contact phone the owner never verified', async () => {
    const { body } = await detail(ids.olderPhone);
    expect(body.data.contact_phone).toBe('+923219876543');
    expect(body.data.contact_phone_verified).toBe(false);
  });

  it('should not mark a hostel without a contact phone', async () => {
    const { body } = await detail(ids.bare);
    expect(body.data.contact_phone).toBeNull();
    expect(body.data.contact_phone_verified).toBe(false);
  });

  it('should answer empty lists for a hostel with nothing added yet', async () => {
    const { body } = await detail(ids.bare);
    expect(body.data).toMatchObject({
      hostel_images: [],
      hostel_mess_info: [],
      mess_info: null,
      rooms: [],
      room_types: [],
      facilities: [],
      mess_available: false,
      image_url: null,
      image_count: 0,
    });
    expect(body.data.owner?.full_name).toBe('Ayesha Khan');
  });
});
