import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomImages, rooms } from '../../db/schema/index.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createRoom, createRoomImage } from '../../../test/factories/rooms.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/**
 * Room writes and the `/rooms` family (spec part 2 sections 5 'Room' and 'Owner room access',
 * 7 'Rooms'; product decision 7; docs/decisions/006).
 */

let context: TestContext;
const auth = { ownerA: '', ownerB: '', pendingOwner: '', student: '', admin: '' };
const hostelOf = { a: '', bPending: '', bApproved: '' };
const users = { ownerA: '' };

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const { jwtSecret } = context.settings;
  const ownerA = await createUser(db);
  const ownerB = await createUser(db);
  users.ownerA = ownerA.id;
  auth.ownerA = await signIn(db, jwtSecret, ownerA);
  auth.ownerB = await signIn(db, jwtSecret, ownerB);
  auth.pendingOwner = await signIn(
    db,
    jwtSecret,
    await createUser(db, { ownerApprovalStatus: 'pending' }),
  );
  auth.student = await signIn(
    db,
    jwtSecret,
    await createUser(db, { role: 'student', ownerApprovalStatus: null }),
  );
  auth.admin = await signIn(
    db,
    jwtSecret,
    await createUser(db, { role: 'admin', ownerApprovalStatus: null }),
  );
  hostelOf.a = (await createHostel(db, { ownerId: ownerA.id, name: 'A Hostel' })).id;
  hostelOf.bPending = (await createHostel(db, { ownerId: ownerB.id, status: 'pending' })).id;
  hostelOf.bApproved = (await createHostel(db, { ownerId: ownerB.id, name: 'B Hostel' })).id;
});

afterAll(async () => {
  await context?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  authorization?: string,
  payload?: unknown,
) => callJson(context.app, method, url, authorization, payload);

const roomBody = (overrides: Record<string, unknown> = {}) => ({
  hostel_id: hostelOf.a,
  room_type: 'double',
  room_title: 'Garden Room',
  price_per_month: 11000,
  max_occupancy: 2,
  ...overrides,
});

const roomCount = () => context.database.db.$count(rooms);

describe('POST /api/rooms and /api/enhanced-rooms: the room rules (part 2 section 5)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      'missing room type',
      { room_type: '' },
      'room_type',
      'Room type and monthly price are required',
    ],
    [
      'missing monthly price',
      { price_per_month: undefined },
      'price_per_month',
      'Room type and monthly price are required',
    ],
    ['unknown room type', { room_type: 'penthouse' }, 'room_type', 'Unknown room type'],
    [
      'negative monthly price',
      { price_per_month: -1 },
      'price_per_month',
      'Price per month must be a whole number of rupees, 0 or more',
    ],
    [
      'negative daily price',
      { price_per_day: -50 },
      'price_per_day',
      'Price per day must be a whole number of rupees, 0 or more',
    ],
    [
      'max occupancy of 0',
      { max_occupancy: 0 },
      'max_occupancy',
      'Max occupancy must be from 1 to 6',
    ],
    [
      'max occupancy of 7',
      { max_occupancy: 7 },
      'max_occupancy',
      'Max occupancy must be from 1 to 6',
    ],
    [
      'negative current occupancy',
      { current_occupancy: -1 },
      'current_occupancy',
      'Current occupancy must be 0 or more',
    ],
    [
      'current occupancy above the maximum',
      { max_occupancy: 2, current_occupancy: 3 },
      'current_occupancy',
      'Current occupancy cannot be more than max occupancy',
    ],
    ['floor 11', { floor_number: 11 }, 'floor_number', 'Floor must be from Ground (0) to 10'],
    [
      'bed type',
      { bed_type: 'hammock' },
      'bed_type',
      'Bed type must be single, double, queen, king or bunk',
    ],
  ];

  it.each(cases)(
    'should refuse a %s and write nothing',
    async (_label, overrides, field, message) => {
      const before = await roomCount();
      for (const url of ['/api/rooms', '/api/enhanced-rooms']) {
        const { status, body } = await call('POST', url, auth.ownerA, roomBody(overrides));
        expect(status).toBe(400);
        expect(body.code).toBe('VALIDATION_ERROR');
        expect(body.details).toContainEqual({ field, message });
      }
      expect(await roomCount()).toBe(before);
    },
  );

  it('should create a room with the section 9 defaults through either path', async () => {
    const first = await call('POST', '/api/rooms', auth.ownerA, {
      hostel_id: hostelOf.a,
      price_per_month: 9000,
      floor_number: 0,
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      hostel_id: hostelOf.a,
      room_type: 'single',
      max_occupancy: 1,
      current_occupancy: 0,
      floor_number: 0,
      bed_type: 'single',
      wifi: true,
      study_table: true,
      wardrobe: true,
      ac: false,
      is_available: true,
      room_images: [],
    });
    const second = await call('POST', '/api/enhanced-rooms', auth.ownerA, roomBody());
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ room_title: 'Garden Room', price_per_month: 11000 });
  });
});

describe('the /rooms and /api/enhanced-rooms families share their handlers (decision 7)', () => {
  it('should answer GET, PUT and DELETE of one room identically on both paths', async () => {
    const room = await createRoom(context.database.db, hostelOf.a, { roomTitle: 'Twin Room' });
    const plain = await call('GET', `/api/rooms/${room.id}`);
    const enhanced = await call('GET', `/api/enhanced-rooms/${room.id}`);
    expect(plain).toEqual(enhanced);
    expect(plain.status).toBe(200);

    const updated = await call('PUT', `/api/rooms/${room.id}`, auth.ownerA, {
      price_per_month: 12500,
    });
    expect(updated.body.data).toMatchObject({ price_per_month: 12500, room_title: 'Twin Room' });
    const again = await call('PUT', `/api/enhanced-rooms/${room.id}`, auth.ownerA, {
      price_per_month: 12500,
    });
    expect(again.body).toEqual(updated.body);

    expect((await call('DELETE', `/api/enhanced-rooms/${room.id}`, auth.ownerA)).status).toBe(200);
    expect((await call('DELETE', `/api/rooms/${room.id}`, auth.ownerA)).status).toBe(404);
  });

  it('should list every room of a hostel at /api/rooms?hostel_id=, cheapest first', async () => {
    const { db } = context.database;
    const hostel = await createHostel(db, { ownerId: users.ownerA });
    await createRoom(db, hostel.id, { pricePerMonth: 15000 });
    await createRoom(db, hostel.id, { pricePerMonth: 7000 });
    const { status, body } = await call('GET', `/api/rooms?hostel_id=${hostel.id}`);
    expect(status).toBe(200);
    expect(
      (body.data as { price_per_month: number }[]).map((room) => room.price_per_month),
    ).toEqual([7000, 15000]);
    const hidden = await call('GET', `/api/rooms?hostel_id=${hostelOf.bPending}`, auth.ownerA);
    expect(hidden.status).toBe(404);
    expect((await call('GET', '/api/rooms?hostel_id=nope')).status).toBe(400);
  });

  it('should answer the room types at /api/rooms/config/types, not as a room id', async () => {
    const { status, body } = await call('GET', '/api/rooms/config/types');
    expect(status).toBe(200);
    const values = (body.data as { value: string }[]).map((type) => type.value);
    expect(values).toEqual(expect.arrayContaining(['single', 'double', 'triple', 'quad']));
    const reference = await call('GET', '/api/enhanced-hostels/room-types');
    expect(body.data).toEqual(reference.body.data);
  });
});

describe('who may change rooms', () => {
  it('should refuse guests, students and owners awaiting approval', async () => {
    const before = await roomCount();
    expect((await call('POST', '/api/rooms', undefined, roomBody())).status).toBe(401);
    const student = await call('POST', '/api/rooms', auth.student, roomBody());
    expect(student.status).toBe(403);
    expect(student.body.error).toBe('You can only manage rooms for your own hostels');
    const pending = await call('POST', '/api/rooms', auth.pendingOwner, roomBody());
    expect(pending.status).toBe(403);
    expect(pending.body.error).toBe('Your owner account is awaiting approval');
    expect(await roomCount()).toBe(before);
  });

  it("should answer 404 to owner A for owner B's rooms and leave them unchanged", async () => {
    const { db } = context.database;
    for (const hostelId of [hostelOf.bPending, hostelOf.bApproved]) {
      const room = await createRoom(db, hostelId, { pricePerMonth: 8000 });
      const created = await call(
        'POST',
        '/api/rooms',
        auth.ownerA,
        roomBody({ hostel_id: hostelId }),
      );
      expect(created.status).toBe(404);
      expect(created.body.error).toBe('Hostel not found');
      const put = await call('PUT', `/api/rooms/${room.id}`, auth.ownerA, {
        price_per_month: 1,
      });
      expect(put.status).toBe(404);
      expect(put.body.error).toBe('Room not found');
      expect((await call('DELETE', `/api/rooms/${room.id}`, auth.ownerA)).status).toBe(404);
      const [stored] = await db.select().from(rooms).where(eq(rooms.id, room.id));
      expect(stored?.pricePerMonth).toBe(8000);
    }
    const pendingRoom = await createRoom(db, hostelOf.bPending);
    expect((await call('GET', `/api/rooms/${pendingRoom.id}`, auth.ownerA)).status).toBe(404);
    expect((await call('GET', `/api/rooms/${pendingRoom.id}`, auth.ownerB)).status).toBe(200);
  });

  it("should let an admin create, change and delete rooms of any owner's hostel", async () => {
    const created = await call(
      'POST',
      '/api/rooms',
      auth.admin,
      roomBody({ hostel_id: hostelOf.bPending }),
    );
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: string }).id;
    const put = await call('PUT', `/api/rooms/${id}`, auth.admin, { is_available: false });
    expect(put.body.data).toMatchObject({ is_available: false });
    expect((await call('DELETE', `/api/rooms/${id}`, auth.admin)).status).toBe(200);
  });
});

describe('PUT /api/rooms/{id}: a partial update is checked whole', () => {
  it('should keep current_occupancy read-only: derived from the register, a value sent is ignored (issue 44 item 3)', async () => {
    const room = await createRoom(context.database.db, hostelOf.a, {
      maxOccupancy: 2,
      currentOccupancy: 1,
    });
    const { status, body } = await call('PUT', `/api/rooms/${room.id}`, auth.ownerA, {
      current_occupancy: 0,
      room_title: 'Renamed',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ room_title: 'Renamed', current_occupancy: 1 });
    const [stored] = await context.database.db.select().from(rooms).where(eq(rooms.id, room.id));
    expect(stored?.currentOccupancy).toBe(1);
  });

  it('should never move a room to another hostel', async () => {
    const room = await createRoom(context.database.db, hostelOf.a);
    const { status, body } = await call('PUT', `/api/rooms/${room.id}`, auth.ownerA, {
      hostel_id: hostelOf.bApproved,
      room_title: 'Renamed',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ hostel_id: hostelOf.a, room_title: 'Renamed' });
  });
});

describe('DELETE /api/rooms/{id}', () => {
  it('should remove the room with its photos and keep the other rooms', async () => {
    const { db } = context.database;
    const room = await createRoom(db, hostelOf.a);
    const other = await createRoom(db, hostelOf.a);
    await createRoomImage(db, room.id);
    const { status, body } = await call('DELETE', `/api/rooms/${room.id}`, auth.ownerA);
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: room.id, deleted: true });
    expect(await db.select().from(roomImages).where(eq(roomImages.roomId, room.id))).toEqual([]);
    expect(await db.select().from(rooms).where(eq(rooms.id, other.id))).toHaveLength(1);
  });
});

describe('GET /api/enhanced-rooms/owner/my-rooms', () => {
  it("should list only the caller's rooms, each with its hostel", async () => {
    const { status, body } = await call('GET', '/api/enhanced-rooms/owner/my-rooms', auth.ownerB);
    expect(status).toBe(200);
    const mine = body.data as { hostel: { id: string } }[];
    expect(mine.length).toBeGreaterThan(0);
    for (const room of mine) {
      expect([hostelOf.bPending, hostelOf.bApproved]).toContain(room.hostel.id);
    }
    const student = await call('GET', '/api/enhanced-rooms/owner/my-rooms', auth.student);
    expect(student.status).toBe(403);
    expect((await call('GET', '/api/enhanced-rooms/owner/my-rooms')).status).toBe(401);
  });
});
