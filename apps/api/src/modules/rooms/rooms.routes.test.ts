import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createRoom, createRoomImage } from '../../../test/factories/rooms.ts';
import { signIn } from '../../../test/factories/sessions.ts';

let context: TestContext;
/** `authorization` header values of signed-in callers. */
const tokens: Record<'student' | 'owner' | 'otherOwner' | 'admin', string> = {
  student: '',
  owner: '',
  otherOwner: '',
  admin: '',
};
const hostel = { lahore: '', karachi: '', pending: '', rejected: '' };
const room = {
  dorm: '',
  triple: '',
  double: '',
  single: '',
  suite: '',
  karachiDouble: '',
  karachiTwoSeater: '',
  pending: '',
  rejected: '',
};
const imageIds: string[] = [];
let karachiId = '';

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const owner = await createUser(db);
  const otherOwner = await createUser(db);
  const student = await createUser(db, { role: 'student', ownerApprovalStatus: null });
  const admin = await createUser(db, { role: 'admin', ownerApprovalStatus: null });
  const { jwtSecret } = context.settings;
  tokens.owner = await signIn(db, jwtSecret, owner);
  tokens.otherOwner = await signIn(db, jwtSecret, otherOwner);
  tokens.student = await signIn(db, jwtSecret, student);
  tokens.admin = await signIn(db, jwtSecret, admin);

  const [karachi] = await db.select().from(cities).where(eq(cities.name, 'Karachi'));
  karachiId = karachi?.id ?? '';

  hostel.lahore = (
    await createHostel(db, { ownerId: owner.id, name: 'Ravi Boys Hostel', genderCategory: 'male' })
  ).id;
  hostel.karachi = (
    await createHostel(db, {
      ownerId: otherOwner.id,
      name: 'Sea Breeze Girls Hostel',
      genderCategory: 'female',
      cityId: karachiId,
      townId: null,
    })
  ).id;
  hostel.pending = (await createHostel(db, { ownerId: owner.id, status: 'pending' })).id;
  hostel.rejected = (await createHostel(db, { ownerId: owner.id, status: 'rejected' })).id;

  // Inserted out of price order, so "cheapest first" is the route's doing.
  room.single = (
    await createRoom(db, hostel.lahore, {
      roomType: 'single',
      pricePerMonth: 15_000,
      maxOccupancy: 1,
    })
  ).id;
  room.triple = (
    await createRoom(db, hostel.lahore, {
      roomType: 'triple',
      pricePerMonth: 8_000,
      maxOccupancy: 3,
      currentOccupancy: 3,
      isAvailable: false,
    })
  ).id;
  room.double = (await createRoom(db, hostel.lahore, { pricePerMonth: 12_000 })).id;
  room.dorm = (
    await createRoom(db, hostel.lahore, {
      roomType: 'dormitory',
      pricePerMonth: 5_000,
      maxOccupancy: 6,
    })
  ).id;
  room.suite = (
    await createRoom(db, hostel.lahore, {
      roomType: 'suite',
      pricePerMonth: 20_000,
      isAvailable: false,
    })
  ).id;
  room.karachiDouble = (await createRoom(db, hostel.karachi, { pricePerMonth: 9_000 })).id;
  room.karachiTwoSeater = (
    await createRoom(db, hostel.karachi, {
      roomType: '2-seater',
      pricePerMonth: 7_000,
      isAvailable: false,
    })
  ).id;
  room.pending = (await createRoom(db, hostel.pending, { pricePerMonth: 6_000 })).id;
  room.rejected = (await createRoom(db, hostel.rejected, { pricePerMonth: 6_500 })).id;

  // Display order 0, 1, 2 inserted as 2, 0, 1; the primary is not the first.
  const third = await createRoomImage(db, room.double, { displayOrder: 2 });
  const first = await createRoomImage(db, room.double, { displayOrder: 0 });
  const second = await createRoomImage(db, room.double, { displayOrder: 1, isPrimary: true });
  imageIds.push(first.id, second.id, third.id);
});

afterAll(async () => {
  await context?.close();
});

async function get(url: string, authorization?: string) {
  const response = await context.app.inject({
    method: 'GET',
    url,
    headers: authorization ? { authorization } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

async function search(payload: Record<string, unknown>) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/enhanced-rooms/search',
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const ids = (body: { data: { id: string }[] }) => body.data.map((item) => item.id);

describe('GET /api/enhanced-rooms/hostel/:id', () => {
  it('should list every room of an approved hostel to a guest, cheapest first', async () => {
    const { status, body } = await get(`/api/enhanced-rooms/hostel/${hostel.lahore}`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(ids(body)).toEqual([room.dorm, room.triple, room.double, room.single, room.suite]);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 5, total_pages: 1 });
  });

  it('should shape each room as the spec names its fields', async () => {
    const { body } = await get(`/api/enhanced-rooms/hostel/${hostel.lahore}`);
    const double = body.data.find((item: { id: string }) => item.id === room.double);
    expect(double).toMatchObject({
      id: room.double,
      hostel_id: hostel.lahore,
      room_type: 'double',
      price_per_month: 12_000,
      price_per_day: null,
      max_occupancy: 2,
      current_occupancy: 0,
      bed_type: 'single',
      is_available: true,
      features: ['Geyser', 'Study lamp'],
    });
    expect(double.room_images.map((image: { id: string }) => image.id)).toEqual(imageIds);
  });

  it.each([
    ['available', ['dorm', 'double', 'single']],
    ['true', ['dorm', 'double', 'single']],
    ['occupied', ['triple', 'suite']],
    ['false', ['triple', 'suite']],
    ['all', ['dorm', 'triple', 'double', 'single', 'suite']],
  ] as const)('should keep availability=%s rooms', async (availability, expected) => {
    const { body } = await get(
      `/api/enhanced-rooms/hostel/${hostel.lahore}?availability=${availability}`,
    );
    expect(ids(body)).toEqual(expected.map((key) => room[key]));
    expect(body.pagination.total).toBe(expected.length);
  });

  it.each([
    ['min_price=8000', ['triple', 'double', 'single', 'suite']],
    ['max_price=12000', ['dorm', 'triple', 'double']],
    ['min_price=8001&max_price=15000', ['double', 'single']],
    ['min_price=12000&max_price=12000', ['double']],
    ['min_price=30000', []],
    ['min_price=5000&availability=occupied', ['triple', 'suite']],
  ] as const)('should filter by monthly rent: %s', async (query, expected) => {
    const { status, body } = await get(`/api/enhanced-rooms/hostel/${hostel.lahore}?${query}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual(expected.map((key) => room[key]));
    expect(body.pagination.total).toBe(expected.length);
  });

  it('should paginate with totals', async () => {
    const url = `/api/enhanced-rooms/hostel/${hostel.lahore}`;
    const first = await get(`${url}?page=1&limit=2`);
    expect(ids(first.body)).toEqual([room.dorm, room.triple]);
    expect(first.body.pagination).toEqual({ page: 1, limit: 2, total: 5, total_pages: 3 });
    const last = await get(`${url}?page=3&limit=2`);
    expect(ids(last.body)).toEqual([room.suite]);
    expect(last.body.pagination).toEqual({ page: 3, limit: 2, total: 5, total_pages: 3 });
    const beyond = await get(`${url}?page=4&limit=2`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.pagination.total).toBe(5);
  });

  it('should answer an empty page for a visible hostel without rooms', async () => {
    const empty = await createHostel(context.database.db);
    const { status, body } = await get(`/api/enhanced-rooms/hostel/${empty.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: [],
      pagination: { page: 1, limit: 10, total: 0, total_pages: 0 },
    });
  });

  describe.each([
    ['pending', () => hostel.pending, () => room.pending],
    ['rejected', () => hostel.rejected, () => room.rejected],
  ])('a %s hostel', (_state, hostelId, roomId) => {
    it.each([
      ['its owner', 'owner'],
      ['an admin', 'admin'],
    ] as const)('should show its rooms to %s', async (_who, actor) => {
      const { status, body } = await get(`/api/enhanced-rooms/hostel/${hostelId()}`, tokens[actor]);
      expect(status).toBe(200);
      expect(ids(body)).toEqual([roomId()]);
    });

    it.each([
      ['a guest', undefined],
      ['a student', 'student'],
      ['another owner', 'otherOwner'],
    ] as const)('should answer 404 HOSTEL_NOT_FOUND to %s', async (_who, actor) => {
      const { status, body } = await get(
        `/api/enhanced-rooms/hostel/${hostelId()}`,
        actor && tokens[actor],
      );
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, error: 'Hostel not found', code: 'HOSTEL_NOT_FOUND' });
    });
  });

  it('should answer 404 HOSTEL_NOT_FOUND for an unknown hostel', async () => {
    const { status, body } = await get(`/api/enhanced-rooms/hostel/${randomUUID()}`);
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: 'Hostel not found', code: 'HOSTEL_NOT_FOUND' });
  });

  it.each([
    ['min_price=-1', 'min_price'],
    ['max_price=-500', 'max_price'],
    ['min_price=abc', 'min_price'],
    ['max_price=99.5', 'max_price'],
    ['availability=soon', 'availability'],
    ['page=0', 'page'],
    ['limit=51', 'limit'],
  ])('should refuse %s with a 400 naming the field', async (query, field) => {
    const { status, body } = await get(`/api/enhanced-rooms/hostel/${hostel.lahore}?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(body.details[0].field).toBe(field);
  });

  it('should refuse a hostel id that is not a uuid with a 400', async () => {
    const { status, body } = await get('/api/enhanced-rooms/hostel/not-a-uuid');
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details[0].field).toBe('id');
  });
});

describe('GET /api/enhanced-rooms/:id', () => {
  it('should return a room of an approved hostel with its images in display order', async () => {
    const { status, body } = await get(`/api/enhanced-rooms/${room.double}`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ id: room.double, hostel_id: hostel.lahore });
    expect(body.data.room_images).toHaveLength(3);
    expect(body.data.room_images.map((image: { id: string }) => image.id)).toEqual(imageIds);
    expect(
      body.data.room_images.map((image: { display_order: number }) => image.display_order),
    ).toEqual([0, 1, 2]);
    expect(body.data.room_images[1]).toMatchObject({ is_primary: true });
    expect(body.data.room_images[0]).toMatchObject({
      is_primary: false,
      image_url: expect.stringMatching(/\.webp$/),
      thumbnail_url: expect.stringMatching(/-thumb\.webp$/),
      image_description: null,
    });
  });

  it('should return a room without images with an empty list', async () => {
    const { status, body } = await get(`/api/enhanced-rooms/${room.single}`);
    expect(status).toBe(200);
    expect(body.data.room_images).toEqual([]);
  });

  it.each([
    ['its owner', 'owner'],
    ['an admin', 'admin'],
  ] as const)('should show a room of a pending hostel to %s', async (_who, actor) => {
    const { status, body } = await get(`/api/enhanced-rooms/${room.pending}`, tokens[actor]);
    expect(status).toBe(200);
    expect(body.data.id).toBe(room.pending);
  });

  it.each([
    ['a guest', undefined],
    ['a student', 'student'],
    ['another owner', 'otherOwner'],
  ] as const)(
    'should answer 404 NOT_FOUND for a room of a pending or rejected hostel to %s',
    async (_who, actor) => {
      for (const id of [room.pending, room.rejected]) {
        const { status, body } = await get(`/api/enhanced-rooms/${id}`, actor && tokens[actor]);
        expect(status).toBe(404);
        expect(body).toEqual({ success: false, error: 'Room not found', code: 'NOT_FOUND' });
      }
    },
  );

  it('should answer an unknown room exactly like a hidden one', async () => {
    const { status, body } = await get(`/api/enhanced-rooms/${randomUUID()}`, tokens.student);
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: 'Room not found', code: 'NOT_FOUND' });
  });

  it('should refuse an id that is not a uuid with a 400', async () => {
    const { status, body } = await get('/api/enhanced-rooms/12345');
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details[0].field).toBe('id');
  });
});

describe('POST /api/enhanced-rooms/search', () => {
  const approvedRooms = () => [
    room.dorm,
    room.karachiTwoSeater,
    room.triple,
    room.karachiDouble,
    room.double,
    room.single,
    room.suite,
  ];

  it('should find rooms of approved hostels only, cheapest first, each with its hostel', async () => {
    const { status, body } = await search({});
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(ids(body)).toEqual(approvedRooms());
    expect(ids(body)).not.toContain(room.pending);
    expect(ids(body)).not.toContain(room.rejected);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 7, total_pages: 1 });
    const karachiDouble = body.data.find((item: { id: string }) => item.id === room.karachiDouble);
    expect(karachiDouble.hostel).toEqual({
      id: hostel.karachi,
      name: 'Sea Breeze Girls Hostel',
      city: 'Karachi',
    });
    const double = body.data.find((item: { id: string }) => item.id === room.double);
    expect(double.room_images.map((image: { id: string }) => image.id)).toEqual(imageIds);
  });

  it('should keep to one hostel with hostel_id', async () => {
    const { body } = await search({ hostel_id: hostel.karachi });
    expect(ids(body)).toEqual([room.karachiTwoSeater, room.karachiDouble]);
  });

  it('should find nothing in a pending hostel, even by its id', async () => {
    const { status, body } = await search({ hostel_id: hostel.pending });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.pagination.total).toBe(0);
  });

  it.each([
    ['name', () => 'Karachi'],
    ['name in another case', () => 'kARACHI'],
    ['id', () => karachiId],
  ])('should filter by city %s', async (_how, city) => {
    const { body } = await search({ city: city() });
    expect(ids(body)).toEqual([room.karachiTwoSeater, room.karachiDouble]);
  });

  it('should find nothing for a city without hostels', async () => {
    const { body } = await search({ city: 'Gilgit' });
    expect(body.data).toEqual([]);
  });

  it("should filter by the hostel's gender category", async () => {
    const male = await search({ gender_category: 'male' });
    expect(ids(male.body)).toEqual([room.dorm, room.triple, room.double, room.single, room.suite]);
    const female = await search({ gender_category: 'female' });
    expect(ids(female.body)).toEqual([room.karachiTwoSeater, room.karachiDouble]);
  });

  it('should keep rooms of any one of the room types', async () => {
    const { body } = await search({ room_types: ['double', 'dormitory'] });
    expect(ids(body)).toEqual([room.dorm, room.karachiDouble, room.double]);
    const single = await search({ room_types: '2-seater' });
    expect(ids(single.body)).toEqual([room.karachiTwoSeater]);
  });

  it('should filter by monthly rent and availability', async () => {
    const bounded = await search({ min_price: 7_000, max_price: 12_000 });
    expect(ids(bounded.body)).toEqual([
      room.karachiTwoSeater,
      room.triple,
      room.karachiDouble,
      room.double,
    ]);
    const available = await search({
      min_price: 7_000,
      max_price: 12_000,
      availability: 'available',
    });
    expect(ids(available.body)).toEqual([room.karachiDouble, room.double]);
    const occupied = await search({ availability: 'occupied' });
    expect(ids(occupied.body)).toEqual([room.karachiTwoSeater, room.triple, room.suite]);
  });

  it('should combine filters', async () => {
    const { body } = await search({
      city: 'lahore',
      gender_category: 'male',
      room_types: ['double', 'single', 'suite'],
      max_price: 16_000,
      availability: 'available',
    });
    expect(ids(body)).toEqual([room.double, room.single]);
  });

  it('should paginate with totals', async () => {
    const first = await search({ page: 1, limit: 3 });
    expect(ids(first.body)).toEqual(approvedRooms().slice(0, 3));
    expect(first.body.pagination).toEqual({ page: 1, limit: 3, total: 7, total_pages: 3 });
    const last = await search({ page: 3, limit: 3 });
    expect(ids(last.body)).toEqual(approvedRooms().slice(6));
  });

  it.each([
    [{ min_price: -1 }, 'min_price'],
    [{ max_price: -10 }, 'max_price'],
    [{ hostel_id: 'not-a-uuid' }, 'hostel_id'],
    [{ gender_category: 'other' }, 'gender_category'],
    [{ availability: 'maybe' }, 'availability'],
    [{ limit: 0 }, 'limit'],
    [{ room_types: [''] }, 'room_types.0'],
  ])('should refuse %j with a 400 naming the field', async (payload, field) => {
    const { status, body } = await search(payload);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(body.details[0].field).toBe(field);
  });
});

describe('OpenAPI document', () => {
  it('should describe the room routes under the rooms tag', async () => {
    const { status, body } = await get('/docs/json');
    expect(status).toBe(200);
    for (const [path, method] of [
      ['/api/enhanced-rooms/hostel/{id}', 'get'],
      ['/api/enhanced-rooms/{id}', 'get'],
      ['/api/enhanced-rooms/search', 'post'],
    ] as const) {
      expect(body.paths[path]?.[method]?.tags).toEqual(['rooms']);
    }
    const parameters = body.paths['/api/enhanced-rooms/hostel/{id}'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(parameters).toEqual(
      expect.arrayContaining(['id', 'page', 'limit', 'availability', 'min_price', 'max_price']),
    );
  });
});
