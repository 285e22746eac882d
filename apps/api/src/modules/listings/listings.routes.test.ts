import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chats,
  cities,
  favorites,
  hostelImages,
  hostelMessInfo,
  hostels,
  roomImages,
  rooms,
  towns,
  universities,
} from '../../db/schema/index.ts';
import { HostelFormSchema, WizardRoomSchema } from '@hostelhub/shared';
import {
  callJson,
  createTestContext,
  type ApiEnvelope,
  type TestContext,
} from '../../../test/helpers.ts';
import { addVerifiedPhone, createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createRoom } from '../../../test/factories/rooms.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import { createListingsRepository } from './listings.repository.ts';

/**
 * Owner listings (spec part 2 sections 5 to 7; decisions 13 and 16; docs/decisions/006):
 * my hostels, create with the wizard's rooms, update, mess-only update, delete.
 */

let context: TestContext;
const place = { lahore: '', gulberg: '', karachiTown: '', university: '' };
const auth = {
  ownerA: '',
  ownerB: '',
  pendingOwner: '',
  rejectedOwner: '',
  student: '',
  admin: '',
};
const users = { ownerA: '', ownerB: '', student: '' };

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const { jwtSecret } = context.settings;
  const [lahore] = await db.select().from(cities).where(eq(cities.name, 'Lahore'));
  const [karachi] = await db.select().from(cities).where(eq(cities.name, 'Karachi'));
  if (!lahore || !karachi) throw new Error('reference cities missing');
  const [gulberg] = await db.select().from(towns).where(eq(towns.cityId, lahore.id)).limit(1);
  const [karachiTown] = await db.select().from(towns).where(eq(towns.cityId, karachi.id)).limit(1);
  const [university] = await db.select().from(universities).limit(1);
  if (!gulberg || !karachiTown || !university) throw new Error('reference places missing');
  place.lahore = lahore.id;
  place.gulberg = gulberg.id;
  place.karachiTown = karachiTown.id;
  place.university = university.id;

  const ownerA = await createUser(db);
  const ownerB = await createUser(db);
  // Issue 8: contact phones are the owners' verified numbers.
  await addVerifiedPhone(db, ownerA.id, '03001234567');
  await addVerifiedPhone(db, ownerB.id, '03111234567');
  const student = await createUser(db, { role: 'student', ownerApprovalStatus: null });
  users.ownerA = ownerA.id;
  users.ownerB = ownerB.id;
  users.student = student.id;
  auth.ownerA = await signIn(db, jwtSecret, ownerA);
  auth.ownerB = await signIn(db, jwtSecret, ownerB);
  auth.student = await signIn(db, jwtSecret, student);
  auth.pendingOwner = await signIn(
    db,
    jwtSecret,
    await createUser(db, { ownerApprovalStatus: 'pending' }),
  );
  auth.rejectedOwner = await signIn(
    db,
    jwtSecret,
    await createUser(db, { ownerApprovalStatus: 'rejected' }),
  );
  auth.admin = await signIn(
    db,
    jwtSecret,
    await createUser(db, { role: 'admin', ownerApprovalStatus: null }),
  );
});

afterAll(async () => {
  await context?.close();
});

/** A hostel body every rule accepts (part 2 section 5). */
function hostelBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Iqbal Boys Hostel',
    description: 'Clean rooms five minutes from the campus gate.',
    address: 'House 12, Street 4, Gulberg III',
    location_type: 'city',
    city_id: place.lahore,
    town_id: place.gulberg,
    price_range: '8000 - 12000',
    gender_category: 'male',
    contact_phone: '03001234567',
    facilities: ['WiFi', 'Security'],
    latitude: 31.5204,
    longitude: 74.3587,
    formatted_address: 'Gulberg III, Lahore',
    ...overrides,
  };
}

/** The envelope with `data` as an object with an id (create and update answers). */
type Envelope = Omit<ApiEnvelope, 'data'> & { data?: Record<string, unknown> & { id: string } };

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  authorization?: string,
  payload?: unknown,
): Promise<{ status: number; body: Envelope }> {
  const { status, body } = await callJson(context.app, method, url, authorization, payload);
  return { status, body: body as Envelope };
}

const create = (body: unknown, authorization = auth.ownerA) =>
  call('POST', '/api/enhanced-hostels', authorization, body);

async function countAll() {
  const { db } = context.database;
  const [hostelCount, roomCount, messCount] = await Promise.all([
    db.$count(hostels),
    db.$count(rooms),
    db.$count(hostelMessInfo),
  ]);
  return { hostelCount, roomCount, messCount };
}

describe('POST /api/enhanced-hostels: the hostel schema (part 2 section 5)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['name', { name: '  ' }, 'name', 'Hostel name is required'],
    [
      'description',
      { description: 'Too short' },
      'description',
      'Description must be at least 10 characters',
    ],
    ['address', { address: '' }, 'address', 'Address is required'],
    ['price range missing', { price_range: '' }, 'price_range', 'Price range is required'],
    [
      'price range format',
      { price_range: '8000 to 12000' },
      'price_range',
      'Price range must be in format "min - max" (e.g., "5000 - 15000")',
    ],
    ['contact phone', { contact_phone: '' }, 'contact_phone', 'Contact phone is required'],
    [
      'city for a city location',
      { city_id: null },
      'city_id',
      'City is required when location type is City/Town',
    ],
    [
      'university for a university location',
      { location_type: 'university' },
      'university_id',
      'University is required when location type is University',
    ],
    [
      'city for every hostel',
      { location_type: 'university', university_id: 'UNIVERSITY', city_id: null },
      'city_id',
      'City is required for all hostels',
    ],
    [
      'town for every hostel',
      { town_id: null },
      'town_id',
      'Town/Area is required for all hostels',
    ],
    [
      'mess price when mess is available',
      { mess_available: true },
      'mess_monthly_price',
      'Monthly price is required when mess facility is available',
    ],
    [
      'coordinates on the globe',
      { latitude: 95 },
      'latitude',
      'Invalid location coordinates provided',
    ],
  ];

  it("should refuse a contact phone that is not one of the owner's verified numbers", async () => {
    const before = await countAll();
    for (const contact_phone of ['03111234567', '0300 123', '+924235550000']) {
      const { status, body: answer } = await create(hostelBody({ contact_phone }));
      expect(status).toBe(400);
      expect(answer.details).toEqual([
        {
          field: 'contact_phone',
          message: "Contact phone must be one of the owner's verified business phone numbers",
        },
      ]);
    }
    expect(await countAll()).toEqual(before);
  });

  it('should store a verified contact phone in its +92 form, however it was typed', async () => {
    const { status, body: answer } = await create(hostelBody({ contact_phone: '0300-1234567' }));
    expect(status).toBe(201);
    expect(answer.data?.contact_phone).toBe('+923001234567');
  });

  it.each(cases)(
    "should refuse a bad %s with the spec's message and create nothing",
    async (_label, overrides, field, message) => {
      const before = await countAll();
      const body = hostelBody(
        Object.fromEntries(
          Object.entries(overrides).map(([key, value]) => [
            key,
            value === 'UNIVERSITY' ? place.university : value,
          ]),
        ),
      );
      const { status, body: answer } = await create(body);
      expect(status).toBe(400);
      expect(answer.code).toBe('VALIDATION_ERROR');
      expect(answer.error).toContain(message);
      expect(answer.details).toContainEqual({ field, message });
      expect(await countAll()).toEqual(before);
    },
  );

  it('should refuse unknown facilities and places, and a town of another city', async () => {
    const before = await countAll();
    const facility = await create(hostelBody({ facilities: ['WiFi', 'Helipad'] }));
    expect(facility.status).toBe(400);
    expect(facility.body.details).toEqual([
      { field: 'facilities', message: 'Unknown facility: Helipad' },
    ]);

    const city = await create(hostelBody({ city_id: '7d1c3b9e-4f0a-4c2b-9a6e-2f1e0d9c8b7a' }));
    expect(city.status).toBe(400);
    expect(city.body.details).toContainEqual({
      field: 'city_id',
      message: 'The selected city, town or university does not exist',
    });

    const town = await create(hostelBody({ town_id: place.karachiTown }));
    expect(town.status).toBe(400);
    expect(town.body.details).toEqual([
      { field: 'town_id', message: 'The selected town is not in the selected city' },
    ]);
    expect(await countAll()).toEqual(before);
  });
});

describe('POST /api/enhanced-hostels: who may create', () => {
  it('should refuse guests, students, admins and owners not yet approved', async () => {
    const before = await countAll();
    expect((await create(hostelBody(), '')).status).toBe(401);

    const student = await create(hostelBody(), auth.student);
    expect(student.status).toBe(403);
    expect(student.body.error).toBe('Only hostel owners can create hostels');

    const admin = await create(hostelBody(), auth.admin);
    expect(admin.status).toBe(403);

    const pending = await create(hostelBody(), auth.pendingOwner);
    expect(pending.status).toBe(403);
    expect(pending.body.error).toBe('Your owner account is awaiting approval');

    const rejected = await create(hostelBody(), auth.rejectedOwner);
    expect(rejected.status).toBe(403);
    expect(rejected.body.error).toBe(
      'Your owner account was not approved. Please contact support.',
    );
    expect(await countAll()).toEqual(before);
  });

  it('should create a pending hostel for an approved owner, whatever status is sent', async () => {
    const { status, body } = await create(
      hostelBody({ name: 'Status Probe Hostel', status: 'approved' }),
    );
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      name: 'Status Probe Hostel',
      status: 'pending',
      price_range: '8000 - 12000',
      facilities: ['Security', 'WiFi'],
      cities: { id: place.lahore, name: 'Lahore' },
      latitude: 31.5204,
      mess_info: null,
    });
    const [row] = await context.database.db
      .select()
      .from(hostels)
      .where(eq(hostels.id, body.data?.id ?? ''));
    expect(row).toMatchObject({ ownerId: users.ownerA, priceMin: 8000, priceMax: 12000 });
  });

  it('should take a single price as its own lower and upper bound (issue 40 item 1)', async () => {
    const { status, body } = await create(
      hostelBody({ name: 'Single Price Hostel', price_range: '11500' }),
    );
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ price_range: '11500' });
    const [row] = await context.database.db
      .select()
      .from(hostels)
      .where(eq(hostels.id, body.data?.id ?? ''));
    expect(row).toMatchObject({ priceRange: '11500', priceMin: 11500, priceMax: 11500 });
  });
});

describe('POST /api/enhanced-hostels with the wizard rooms (one transaction)', () => {
  const weekly = {
    monday: { breakfast: 'Paratha', lunch: 'Daal chawal', dinner: 'Chicken karahi' },
  };

  it('should create the hostel, its mess information and every room together', async () => {
    const { status, body } = await create(
      hostelBody({
        name: 'Wizard Hostel',
        mess_available: true,
        mess_compulsory: true,
        mess_monthly_price: 6500,
        mess_description: 'Three meals a day',
        mess_weekly_meals: { ...emptyWeek(), ...weekly },
        rooms: [
          { room_title: 'Corner Room', price_per_month: 12000, room_type: 'single' },
          {
            room_title: 'Shared Room',
            price_per_month: 7000,
            room_type: 'triple',
            max_occupancy: 3,
            current_occupancy: 1,
          },
        ],
      }),
    );
    expect(status).toBe(201);
    const data = body.data as unknown as {
      rooms: { room_title: string; price_per_month: number }[];
      mess_info: Record<string, unknown>;
    };
    expect(data.rooms.map((room) => [room.room_title, room.price_per_month])).toEqual([
      ['Shared Room', 7000],
      ['Corner Room', 12000],
    ]);
    expect(data.mess_info).toMatchObject({
      mess_available: true,
      is_compulsory: true,
      monthly_price: 6500,
      mess_description: 'Three meals a day',
      meal_timings: { breakfast: '7:30 AM - 9:30 AM' },
    });
    expect((data.mess_info.weekly_meals as typeof weekly).monday.dinner).toBe('Chicken karahi');
  });

  it('should create nothing when the third room is invalid, and name that room', async () => {
    const before = await countAll();
    const { status, body } = await create(
      hostelBody({
        name: 'Half Made Hostel',
        mess_available: true,
        mess_monthly_price: 5000,
        rooms: [
          { room_title: 'Room One', price_per_month: 9000 },
          { room_title: 'Room Two', price_per_month: 8000 },
          { price_per_month: 7000 },
        ],
      }),
    );
    expect(status).toBe(400);
    expect(body.error).toBe('Room 3: Room title and monthly price are required');
    expect(body.details).toEqual([
      {
        field: 'rooms.2.room_title',
        message: 'Room 3: Room title and monthly price are required',
      },
    ]);
    expect(await countAll()).toEqual(before);
    const named = await context.database.db
      .select()
      .from(hostels)
      .where(eq(hostels.name, 'Half Made Hostel'));
    expect(named).toEqual([]);
  });

  it('should roll back the hostel, facilities and mess when a room insert fails in the database', async () => {
    // The schema stops bad rooms first; this proves the writes themselves share one
    // transaction, by handing the repository a room the database's own check refuses.
    const before = await countAll();
    const values = HostelFormSchema.parse(
      hostelBody({ name: 'Rolled Back', mess_available: true, mess_monthly_price: 4000 }),
    );
    const room = WizardRoomSchema.parse({ room_title: 'Bad', price_per_month: 1 });
    const repository = createListingsRepository(context.database.db);
    await expect(
      repository.createHostel(
        users.ownerA,
        values,
        [],
        [room, { ...room, max_occupancy: 1, current_occupancy: 4 }],
      ),
    ).rejects.toThrow();
    expect(await countAll()).toEqual(before);
  });
});

function emptyWeek() {
  const day = { breakfast: '', lunch: '', dinner: '' };
  return {
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: day,
    sunday: day,
  };
}

describe('GET /api/enhanced-hostels/owner/my-hostels', () => {
  it("should list only the caller's hostels, every status, newest first", async () => {
    const { db } = context.database;
    const approved = await createHostel(db, { ownerId: users.ownerB, name: 'B Approved' });
    const rejected = await createHostel(db, {
      ownerId: users.ownerB,
      name: 'B Rejected',
      status: 'rejected',
      rejectionReason: 'Photos missing',
    });
    await createRoom(db, approved.id);
    const created = await create(
      hostelBody({ name: 'B Newest', contact_phone: '03111234567' }),
      auth.ownerB,
    );
    expect(created.status).toBe(201);

    const { status, body } = await call(
      'GET',
      '/api/enhanced-hostels/owner/my-hostels',
      auth.ownerB,
    );
    expect(status).toBe(200);
    const mine = body.data as unknown as {
      name: string;
      status: string;
      room_count: number;
      rejection_reason: string | null;
    }[];
    expect(mine.map((hostel) => [hostel.name, hostel.status])).toEqual([
      ['B Newest', 'pending'],
      ['B Rejected', 'rejected'],
      ['B Approved', 'approved'],
    ]);
    expect(mine[1]?.rejection_reason).toBe('Photos missing');
    expect(mine[2]?.room_count).toBe(1);
    expect(rejected.id).toBeTruthy();
  });

  it('should refuse students and guests, and give a pending owner an empty list', async () => {
    expect((await call('GET', '/api/enhanced-hostels/owner/my-hostels')).status).toBe(401);
    const student = await call('GET', '/api/enhanced-hostels/owner/my-hostels', auth.student);
    expect(student.status).toBe(403);
    expect(student.body.error).toBe('You need to have an owner role to access this dashboard.');
    const pending = await call('GET', '/api/enhanced-hostels/owner/my-hostels', auth.pendingOwner);
    expect(pending.status).toBe(200);
    expect(pending.body.data).toEqual([]);
  });
});

describe("PUT and DELETE: only the owner's hostels (others answer 404), admins any", () => {
  it("should hide owner B's hostels from owner A and leave them unchanged", async () => {
    const { db } = context.database;
    const pendingOfB = await createHostel(db, {
      ownerId: users.ownerB,
      status: 'pending',
      name: 'B Pending',
    });
    const approvedOfB = await createHostel(db, { ownerId: users.ownerB, name: 'B Public' });

    const read = await call('GET', `/api/enhanced-hostels/${pendingOfB.id}`, auth.ownerA);
    expect(read.status).toBe(404);
    for (const hostel of [pendingOfB, approvedOfB]) {
      const put = await call('PUT', `/api/enhanced-hostels/${hostel.id}`, auth.ownerA, {
        name: 'Taken Over',
      });
      expect(put.status).toBe(404);
      expect(put.body.error).toBe('Hostel not found');
      const del = await call('DELETE', `/api/enhanced-hostels/${hostel.id}`, auth.ownerA);
      expect(del.status).toBe(404);
    }
    const rows = await db.select().from(hostels).where(eq(hostels.ownerId, users.ownerB));
    expect(rows.map((row) => row.name)).not.toContain('Taken Over');
    expect(rows.map((row) => row.id)).toEqual(
      expect.arrayContaining([pendingOfB.id, approvedOfB.id]),
    );

    const own = await call('GET', `/api/enhanced-hostels/${pendingOfB.id}`, auth.ownerB);
    expect(own.status).toBe(200);
  });

  it('should refuse students, pending owners and guests', async () => {
    const hostel = await createHostel(context.database.db, { ownerId: users.ownerA });
    expect(
      (await call('PUT', `/api/enhanced-hostels/${hostel.id}`, '', { name: 'X' })).status,
    ).toBe(401);
    const student = await call('PUT', `/api/enhanced-hostels/${hostel.id}`, auth.student, {
      name: 'X',
    });
    expect(student.status).toBe(403);
    const pending = await call('DELETE', `/api/enhanced-hostels/${hostel.id}`, auth.pendingOwner);
    expect(pending.status).toBe(403);
    expect(pending.body.error).toBe('Your owner account is awaiting approval');
  });

  it('should let an admin update and delete any hostel', async () => {
    const hostel = await createHostel(context.database.db, { ownerId: users.ownerB });
    const put = await call('PUT', `/api/enhanced-hostels/${hostel.id}`, auth.admin, {
      name: 'Renamed By Admin',
      price_range: '9000 - 9500',
      contact_phone: '03111234567',
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ name: 'Renamed By Admin', price_range: '9000 - 9500' });
    // The contact phone must be the hostel owner's number, whoever edits it.
    const foreignPhone = await call('PUT', `/api/enhanced-hostels/${hostel.id}`, auth.admin, {
      contact_phone: '03001234567',
    });
    expect(foreignPhone.status).toBe(400);
    expect(foreignPhone.body.details?.[0]?.field).toBe('contact_phone');
    const del = await call('DELETE', `/api/enhanced-hostels/${hostel.id}`, auth.admin);
    expect(del.status).toBe(200);
    expect(del.body.data).toEqual({ id: hostel.id, deleted: true });
  });
});

describe('PUT /api/enhanced-hostels/{id}', () => {
  async function ownHostel(overrides: Record<string, unknown> = {}) {
    const { body } = await create(hostelBody({ name: 'Editable Hostel', ...overrides }));
    return body.data?.id ?? '';
  }

  it('should merge the fields sent over the stored hostel and keep the status', async () => {
    const id = await ownHostel();
    const { status, body } = await call('PUT', `/api/enhanced-hostels/${id}`, auth.ownerA, {
      description: 'Renovated rooms, new beds and a quiet study hall.',
      price_range: '9000-14000',
      facilities: ['Gym'],
      status: 'approved',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: 'Editable Hostel',
      description: 'Renovated rooms, new beds and a quiet study hall.',
      price_range: '9000-14000',
      facilities: ['Gym'],
      status: 'pending',
    });
    const [row] = await context.database.db.select().from(hostels).where(eq(hostels.id, id));
    expect(row).toMatchObject({ priceMin: 9000, priceMax: 14000, status: 'pending' });
  });

  it('should check the merged hostel with the form rules and change nothing when it fails', async () => {
    const id = await ownHostel();
    const { status, body } = await call('PUT', `/api/enhanced-hostels/${id}`, auth.ownerA, {
      location_type: 'university',
      name: '',
    });
    expect(status).toBe(400);
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Hostel name is required' },
        {
          field: 'university_id',
          message: 'University is required when location type is University',
        },
      ]),
    );
    const [row] = await context.database.db.select().from(hostels).where(eq(hostels.id, id));
    expect(row).toMatchObject({ name: 'Editable Hostel', locationType: 'city' });
  });

  it('should take a mess-only update with the display names, and reset the mess when it is switched off', async () => {
    const id = await ownHostel();
    const on = await call('PUT', `/api/enhanced-hostels/${id}`, auth.ownerA, {
      mess_available: true,
      is_compulsory: true,
      monthly_price: 6000,
      mess_description: 'Home-style food',
    });
    expect(on.status).toBe(200);
    expect(on.body.data?.mess_info).toMatchObject({
      mess_available: true,
      is_compulsory: true,
      monthly_price: 6000,
      mess_description: 'Home-style food',
    });
    expect(on.body.data?.mess_available).toBe(true);

    const withoutPrice = await call('PUT', `/api/enhanced-hostels/${id}`, auth.ownerA, {
      mess_monthly_price: null,
    });
    expect(withoutPrice.status).toBe(400);
    expect(withoutPrice.body.error).toBe(
      'Monthly price is required when mess facility is available',
    );

    const off = await call('PUT', `/api/enhanced-hostels/${id}`, auth.ownerA, {
      mess_available: false,
    });
    expect(off.status).toBe(200);
    expect(off.body.data?.mess_info).toMatchObject({
      mess_available: false,
      is_compulsory: false,
      monthly_price: null,
      mess_description: null,
      meal_timings: {
        breakfast: '7:30 AM - 9:30 AM',
        lunch: '12:30 PM - 2:30 PM',
        dinner: '7:30 PM - 9:30 PM',
      },
    });
  });
});

describe('DELETE /api/enhanced-hostels/{id} (decision 16)', () => {
  it("should remove the hostel's rooms, photos, mess and favourites but keep chats about it", async () => {
    const { db } = context.database;
    const { body } = await create(
      hostelBody({
        name: 'Closing Hostel',
        mess_available: true,
        mess_monthly_price: 5000,
        rooms: [{ room_title: 'Only Room', price_per_month: 9000 }],
      }),
    );
    const id = body.data?.id ?? '';
    const other = await createHostel(db, { ownerId: users.ownerA, name: 'Staying Hostel' });
    const otherRoom = await createRoom(db, other.id);
    const [room] = await db.select().from(rooms).where(eq(rooms.hostelId, id));
    if (!room) throw new Error('wizard room missing');
    await db.insert(roomImages).values({ roomId: room.id, imageUrl: '/uploads/r.webp' });
    await db.insert(hostelImages).values({ hostelId: id, imageUrl: '/uploads/h.webp' });
    await db.insert(favorites).values([
      { userId: users.student, hostelId: id },
      { userId: users.student, hostelId: other.id },
    ]);
    const [chat] = await db
      .insert(chats)
      .values({
        studentId: users.student,
        ownerId: users.ownerA,
        hostelId: id,
        hostelName: 'Closing Hostel',
        lastMessage: 'Is a room free?',
      })
      .returning();

    const { status } = await call('DELETE', `/api/enhanced-hostels/${id}`, auth.ownerA);
    expect(status).toBe(200);

    expect(await db.select().from(hostels).where(eq(hostels.id, id))).toEqual([]);
    expect(await db.select().from(rooms).where(eq(rooms.hostelId, id))).toEqual([]);
    expect(await db.select().from(roomImages).where(eq(roomImages.roomId, room.id))).toEqual([]);
    expect(await db.select().from(hostelImages).where(eq(hostelImages.hostelId, id))).toEqual([]);
    expect(await db.select().from(hostelMessInfo).where(eq(hostelMessInfo.hostelId, id))).toEqual(
      [],
    );
    const remaining = await db.select().from(favorites).where(eq(favorites.userId, users.student));
    expect(remaining.map((favorite) => favorite.hostelId)).toEqual([other.id]);
    const [kept] = await db
      .select()
      .from(chats)
      .where(eq(chats.id, chat?.id ?? ''));
    expect(kept).toMatchObject({
      hostelId: null,
      hostelName: 'Closing Hostel',
      lastMessage: 'Is a room free?',
    });
    expect(await db.select().from(rooms).where(eq(rooms.id, otherRoom.id))).toHaveLength(1);

    expect((await call('GET', `/api/enhanced-hostels/${id}`, auth.ownerA)).status).toBe(404);
    expect((await call('DELETE', `/api/enhanced-hostels/${id}`, auth.ownerA)).status).toBe(404);
  });
});
