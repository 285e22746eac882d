import {
  hostelMatchesFilters,
  parsePriceRange,
  type HostelFilters,
  type HostelSummary,
} from '@hostelhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { universities } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import {
  addFacilities,
  createMessInfo,
  findCity,
  findTown,
  findUniversity,
} from '../../../test/factories/discovery.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createRoom } from '../../../test/factories/rooms.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/**
 * The browse filters, sorts and distances of GET /api/enhanced-hostels and the two
 * searches (spec part 1 section 5 'Filters', section 7 'Discovery'), against a small town of
 * hostels whose every field is chosen so each rule can be seen to hold or fail.
 */

let context: TestContext;
const ids = { a: '', b: '', c: '', d: '', e: '', pending: '', rejected: '' };
const places = { lahore: '', johar: '', punjabUniversity: '', nust: '', unlocated: '' };
const auth = { student: '', owner: '', admin: '' };

// Origins of the distance tests, degrees.
const LAHORE_CENTRE = { lat: 31.5204, lng: 74.3587 };
const PUNJAB_UNIVERSITY = { lat: 31.496, lng: 74.299 };
const NUST = { lat: 33.6425, lng: 72.993 };

/** Great-circle distance in km on a sphere of radius 6371 km (part 1 section 9). */
function haversineKm(from: { lat: number; lng: number }, to: { lat: number; lng: number }) {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const A_POINT = { lat: 31.5, lng: 74.3 };
const B_POINT = { lat: 31.512, lng: 74.348 };
const E_POINT = { lat: 31.55, lng: 74.4 };

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const owner = await createUser(db);
  const lahore = await findCity(db, 'Lahore');
  const islamabad = await findCity(db, 'Islamabad');
  const karachi = await findCity(db, 'Karachi');
  const johar = await findTown(db, 'Lahore', 'Johar Town');
  const gulberg = await findTown(db, 'Lahore', 'Gulberg');
  const gulshan = await findTown(db, 'Karachi', 'Gulshan-e-Iqbal');
  const punjab = await findUniversity(db, 'University of the Punjab');
  const nust = await findUniversity(db, 'National University of Sciences and Technology');
  const karachiUniversity = await findUniversity(db, 'University of Karachi');
  places.lahore = lahore.id;
  places.johar = johar.id;
  places.punjabUniversity = punjab.id;
  places.nust = nust.id;
  const [unlocated] = await db
    .insert(universities)
    .values({ name: 'Unmapped Institute', slug: 'unmapped-institute', cityId: lahore.id })
    .returning();
  places.unlocated = unlocated?.id ?? '';

  const priced = (text: string | null) => {
    const range = parsePriceRange(text);
    return { priceRange: text, priceMin: range?.min ?? null, priceMax: range?.max ?? null };
  };
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));

  const a = await createHostel(db, {
    ownerId: owner.id,
    name: 'Iqbal Boys Hostel',
    address: 'House 100, Canal Road',
    cityId: lahore.id,
    townId: johar.id,
    universityId: punjab.id,
    genderCategory: 'male',
    ...priced('8000-12000'),
    latitude: A_POINT.lat,
    longitude: A_POINT.lng,
    createdAt: day(1),
  });
  await addFacilities(db, a.id, ['WiFi', 'Gym']);
  await createRoom(db, a.id, { roomType: 'single' });
  await createRoom(db, a.id, { roomType: 'double' });
  await createRoom(db, a.id, { roomType: 'single' });
  await createMessInfo(db, a.id, { messAvailable: true });

  const b = await createHostel(db, {
    ownerId: owner.id,
    name: 'Fatima Girls Residence',
    address: 'Plot 5, Main Boulevard',
    cityId: lahore.id,
    townId: gulberg.id,
    genderCategory: 'female',
    ...priced('5,000 - 7,000'),
    latitude: B_POINT.lat,
    longitude: B_POINT.lng,
    createdAt: day(2),
  });
  await addFacilities(db, b.id, ['WiFi']);
  await createRoom(db, b.id, { roomType: '2-seater' });
  await createMessInfo(db, b.id, { messAvailable: false });

  const c = await createHostel(db, {
    ownerId: owner.id,
    name: 'Capital Hostel',
    address: 'Street 7, Sector H-12',
    cityId: islamabad.id,
    townId: null,
    universityId: nust.id,
    genderCategory: 'male',
    ...priced('15000'),
    latitude: NUST.lat + 0.01,
    longitude: NUST.lng,
    createdAt: day(3),
  });
  await addFacilities(db, c.id, ['WiFi', 'Gym', 'Laundry']);
  await createRoom(db, c.id, { roomType: 'dormitory' });

  const d = await createHostel(db, {
    ownerId: owner.id,
    name: 'Karachi Students Home',
    address: 'Block 13, University Road',
    cityId: karachi.id,
    townId: gulshan.id,
    universityId: karachiUniversity.id,
    locationType: 'university',
    genderCategory: 'female',
    ...priced('Contact for price'),
    latitude: null,
    longitude: null,
    createdAt: day(4),
  });

  const e = await createHostel(db, {
    ownerId: owner.id,
    name: 'Hostel 100% Safe_Stay',
    address: 'Lane 3, Model Town Link Road',
    cityId: lahore.id,
    townId: null,
    genderCategory: 'female',
    ...priced('12000-20000'),
    latitude: E_POINT.lat,
    longitude: E_POINT.lng,
    createdAt: day(5),
  });

  // Moderation states that match every filter above: they must never show to non-admins.
  const hidden = {
    ownerId: owner.id,
    name: 'Iqbal Hidden Hostel',
    address: 'House 100, Canal Road',
    cityId: lahore.id,
    townId: johar.id,
    universityId: punjab.id,
    genderCategory: 'male' as const,
    ...priced('8000-12000'),
    latitude: A_POINT.lat,
    longitude: A_POINT.lng,
  };
  const pending = await createHostel(db, { ...hidden, status: 'pending', createdAt: day(6) });
  const rejected = await createHostel(db, { ...hidden, status: 'rejected', createdAt: day(7) });
  for (const hostel of [pending, rejected]) {
    await addFacilities(db, hostel.id, ['WiFi', 'Gym', 'Laundry']);
    await createRoom(db, hostel.id, { roomType: 'single' });
    await createMessInfo(db, hostel.id, { messAvailable: true });
  }

  Object.assign(ids, {
    a: a.id,
    b: b.id,
    c: c.id,
    d: d.id,
    e: e.id,
    pending: pending.id,
    rejected: rejected.id,
  });
  const { jwtSecret } = context.settings;
  auth.student = await signIn(
    db,
    jwtSecret,
    await createUser(db, { role: 'student', ownerApprovalStatus: null }),
  );
  auth.owner = await signIn(db, jwtSecret, owner);
  auth.admin = await signIn(
    db,
    jwtSecret,
    await createUser(db, { role: 'admin', ownerApprovalStatus: null }),
  );
});

afterAll(async () => {
  await context?.close();
});

interface ListBody {
  success: boolean;
  data: HostelSummary[];
  pagination: { page: number; limit: number; total: number; total_pages: number };
  code?: string;
  error?: string;
  details?: { field: string; message: string }[];
}

async function list(query: string, authorization?: string) {
  const response = await context.app.inject({
    method: 'GET',
    // 50 a page (the most) unless the test pages itself.
    url: `/api/enhanced-hostels?${query.includes('limit=') ? '' : 'limit=50&'}${query}`,
    headers: authorization ? { authorization } : {},
  });
  return { status: response.statusCode, body: response.json<ListBody>() };
}

async function post(url: string, payload: Record<string, unknown>) {
  const response = await context.app.inject({ method: 'POST', url, payload });
  return { status: response.statusCode, body: response.json<ListBody>() };
}

/** The ids a list answers, as a sorted set (order is checked separately). */
async function idsOf(query: string): Promise<string[]> {
  const { status, body } = await list(query);
  expect(status).toBe(200);
  return body.data.map((hostel) => hostel.id).sort();
}

const set = (...keys: (keyof typeof ids)[]) => keys.map((key) => ids[key]).sort();

describe('GET /api/enhanced-hostels filters', () => {
  it('should list every approved hostel when no filter is set', async () => {
    expect(await idsOf('')).toEqual(set('a', 'b', 'c', 'd', 'e'));
  });

  it('should filter by gender category', async () => {
    expect(await idsOf('gender_category=male')).toEqual(set('a', 'c'));
    expect(await idsOf('gender_category=female')).toEqual(set('b', 'd', 'e'));
  });

  it.each([
    ['price_min=12000', ['a', 'c', 'e']],
    ['price_min=12001', ['c', 'e']],
    ['price_max=8000', ['a', 'b']],
    ['price_max=7999', ['b']],
    ['price_min=7000&price_max=7000', ['b']],
    ['price_min=7001&price_max=7999', []],
    ['price_min=20000&price_max=30000', ['e']],
    ['price_min=20001', []],
    ['price_min=9000&price_max=16000', ['a', 'c', 'e']],
  ] as const)(
    'should keep the ranges overlapping %s, bounds inclusive',
    async (query, expected) => {
      expect(await idsOf(query)).toEqual(set(...expected));
    },
  );

  it('should drop an unreadable price range only while a price filter is active', async () => {
    expect(await idsOf('')).toContain(ids.d);
    expect(await idsOf('price_min=0')).toEqual(set('a', 'b', 'c', 'e'));
    expect(await idsOf('price_max=1000000')).toEqual(set('a', 'b', 'c', 'e'));
  });

  it('should require every selected facility, by name in any case', async () => {
    expect(await idsOf('facilities=WiFi')).toEqual(set('a', 'b', 'c'));
    expect(await idsOf('facilities=wifi&facilities=GYM')).toEqual(set('a', 'c'));
    expect(await idsOf('facilities=WiFi&facilities=Gym&facilities=Laundry')).toEqual(set('c'));
    expect(await idsOf('facilities=Parking')).toEqual([]);
  });

  it('should keep hostels with any one of the selected room types', async () => {
    expect(await idsOf('room_types=single')).toEqual(set('a'));
    expect(await idsOf('room_types=single&room_types=dormitory')).toEqual(set('a', 'c'));
    expect(await idsOf('room_types=2-seater&room_types=suite')).toEqual(set('b'));
    expect(await idsOf('room_types=suite')).toEqual([]);
  });

  it('should filter by city and town given as an id or as a name in any case', async () => {
    expect(await idsOf(`city=${places.lahore}`)).toEqual(set('a', 'b', 'e'));
    expect(await idsOf('city=lahore')).toEqual(set('a', 'b', 'e'));
    expect(await idsOf('city=ISLAMABAD')).toEqual(set('c'));
    expect(await idsOf('city=Atlantis')).toEqual([]);
    expect(await idsOf(`town=${places.johar}`)).toEqual(set('a'));
    expect(await idsOf('town=gulberg')).toEqual(set('b'));
    expect(await idsOf('city=karachi&town=Gulshan-e-Iqbal')).toEqual(set('d'));
  });

  it('should filter by location type and university', async () => {
    expect(await idsOf('location_type=university')).toEqual(set('d'));
    expect(await idsOf('location_type=city')).toEqual(set('a', 'b', 'c', 'e'));
    expect(await idsOf(`university_id=${places.nust}`)).toEqual(set('c'));
  });

  it('should filter by mess: true keeps hostels offering it, false the others', async () => {
    expect(await idsOf('mess_available=true')).toEqual(set('a'));
    expect(await idsOf('mess_available=false')).toEqual(set('b', 'c', 'd', 'e'));
  });

  it.each([
    ['the hostel name', 'iqbal boys', ['a']],
    ['the address', 'CANAL road', ['a']],
    ['the city name', 'islamabad', ['c']],
    ['the town name', 'gulberg', ['b']],
    ['the university name', 'sciences and technology', ['c']],
    ['the name and a town name at once', 'iqbal', ['a', 'd']],
    ['nothing', 'no such words', []],
  ] as const)('should search %s, any case', async (_where, search, expected) => {
    expect(await idsOf(`search=${encodeURIComponent(search)}`)).toEqual(set(...expected));
  });

  it('should take % and _ in the search text literally', async () => {
    expect(await idsOf(`search=${encodeURIComponent('100%')}`)).toEqual(set('e'));
    expect(await idsOf(`search=${encodeURIComponent('_')}`)).toEqual(set('e'));
    expect(await idsOf(`search=${encodeURIComponent('%')}`)).toEqual(set('e'));
    expect(await idsOf(`search=${encodeURIComponent('\\')}`)).toEqual([]);
  });

  it('should ignore a blank search', async () => {
    expect(await idsOf('search=%20%20')).toEqual(set('a', 'b', 'c', 'd', 'e'));
  });

  it.each([
    ['gender_category=male&facilities=WiFi&price_max=10000', ['a']],
    ['city=lahore&room_types=2-seater&mess_available=false', ['b']],
    ['search=hostel&gender_category=female', ['e']],
    ['city=lahore&price_min=10000&facilities=gym', ['a']],
    ['city=lahore&price_min=10000&facilities=gym&mess_available=false', []],
  ] as const)('should apply every filter of %s together', async (query, expected) => {
    expect(await idsOf(query)).toEqual(set(...expected));
  });

  it('should count only the matching hostels, also on a page past the end', async () => {
    const { body } = await list('gender_category=female&limit=2&page=1');
    expect(body.pagination).toMatchObject({ page: 1, limit: 2, total: 3, total_pages: 2 });
    const beyond = await list('gender_category=female&limit=2&page=5');
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.pagination).toMatchObject({ page: 5, limit: 2, total: 3, total_pages: 2 });
    const none = await list('city=Atlantis');
    expect(none.body.pagination).toEqual({
      page: 1,
      limit: 50,
      total: 0,
      total_pages: 0,
      total_exact: true,
      next_cursor: null,
    });
  });

  it('should apply the same rules as the shared hostelMatchesFilters', async () => {
    const everything = (await list('')).body.data;
    const cases: HostelFilters[] = [
      { gender_category: 'female', price_min: 6000 },
      { price_max: 12000, facilities: ['wifi'] },
      { room_types: ['single', '2-seater'], mess_available: false },
      { city: 'Lahore', search: 'road' },
      { town: 'Johar Town', price_min: 12000, price_max: 12000 },
      { search: 'iqbal', location_type: 'university' },
      { facilities: ['Gym'], room_types: ['dormitory'], gender_category: 'male' },
    ];
    for (const filters of cases) {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) {
        for (const item of [value].flat()) query.append(key, String(item));
      }
      const expected = everything
        .filter((hostel) => hostelMatchesFilters(hostel, filters))
        .map((hostel) => hostel.id)
        .sort();
      expect(await idsOf(query.toString()), JSON.stringify(filters)).toEqual(expected);
    }
  });
});

describe('GET /api/enhanced-hostels summary fields', () => {
  it('should give each hostel its room types once each, sorted, and its facilities', async () => {
    const { body } = await list('');
    const a = body.data.find((hostel) => hostel.id === ids.a);
    expect(a?.room_types).toEqual(['double', 'single']);
    expect(a?.facilities).toEqual(['Gym', 'WiFi']);
    expect(a?.mess_available).toBe(true);
    const d = body.data.find((hostel) => hostel.id === ids.d);
    expect(d?.room_types).toEqual([]);
    expect(d?.universities?.name).toBe('University of Karachi');
  });

  it('should leave distance_km null when there is no origin', async () => {
    const { body } = await list('');
    for (const hostel of body.data) expect(hostel.distance_km).toBeNull();
  });
});

describe('GET /api/enhanced-hostels sorting', () => {
  const order = async (query: string) => (await list(query)).body.data.map((h) => h.id);

  it('should sort newest first by default', async () => {
    expect(await order('')).toEqual([ids.e, ids.d, ids.c, ids.b, ids.a]);
    expect(await order('sort=newest')).toEqual([ids.e, ids.d, ids.c, ids.b, ids.a]);
  });

  it('should sort by the lowest price ascending, unpriced last', async () => {
    expect(await order('sort=price_asc')).toEqual([ids.b, ids.a, ids.e, ids.c, ids.d]);
  });

  it('should sort by the highest price descending, unpriced last', async () => {
    expect(await order('sort=price_desc')).toEqual([ids.e, ids.c, ids.a, ids.b, ids.d]);
  });

  it('should sort nearest first from lat/lng, hostels without coordinates last', async () => {
    const { body } = await list(`sort=distance&lat=${LAHORE_CENTRE.lat}&lng=${LAHORE_CENTRE.lng}`);
    expect(body.data.map((hostel) => hostel.id)).toEqual([ids.b, ids.e, ids.a, ids.c, ids.d]);
    const distances = body.data.map((hostel) => hostel.distance_km);
    expect(distances.at(-1)).toBeNull();
    const known = distances.slice(0, -1) as number[];
    expect([...known].sort((x, y) => x - y)).toEqual(known);
  });

  it('should page through a sort without repeating or skipping hostels', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const { body } = await list(`sort=price_asc&limit=2&page=${page}`);
      seen.push(...body.data.map((hostel) => hostel.id));
    }
    expect(seen).toEqual([ids.b, ids.a, ids.e, ids.c, ids.d]);
  });
});

describe('GET /api/enhanced-hostels distances', () => {
  it('should measure distance_km from lat/lng on a 6371 km sphere, 2 decimals', async () => {
    const { body } = await list(`lat=${LAHORE_CENTRE.lat}&lng=${LAHORE_CENTRE.lng}`);
    const byId = new Map(body.data.map((hostel) => [hostel.id, hostel.distance_km]));
    const expectations = [
      [ids.a, A_POINT],
      [ids.b, B_POINT],
      [ids.e, E_POINT],
      [ids.c, { lat: NUST.lat + 0.01, lng: NUST.lng }],
    ] as const;
    for (const [id, point] of expectations) {
      const km = byId.get(id);
      expect(km).toEqual(Number(km?.toFixed(2)));
      // 0.01 km of rounding; a 6378 km earth would be off by about 0.1% (0.3 km to Islamabad).
      expect(Math.abs((km ?? 0) - haversineKm(LAHORE_CENTRE, point))).toBeLessThanOrEqual(0.006);
    }
    expect(byId.get(ids.d)).toBeNull();
  });

  it("should measure from the university's campus when university_id is the origin", async () => {
    const { body } = await list(`university_id=${places.punjabUniversity}&sort=distance`);
    expect(body.data.map((hostel) => hostel.id)).toEqual([ids.a]);
    const km = body.data[0]?.distance_km ?? -1;
    expect(Math.abs(km - haversineKm(PUNJAB_UNIVERSITY, A_POINT))).toBeLessThanOrEqual(0.006);
  });

  it('should prefer lat/lng over the university as the origin', async () => {
    const { body } = await list(
      `university_id=${places.punjabUniversity}&lat=${LAHORE_CENTRE.lat}&lng=${LAHORE_CENTRE.lng}`,
    );
    const km = body.data[0]?.distance_km ?? -1;
    expect(Math.abs(km - haversineKm(LAHORE_CENTRE, A_POINT))).toBeLessThanOrEqual(0.006);
  });

  it('should answer, not fail, when the university origin has no location', async () => {
    const { status, body } = await list(`university_id=${places.unlocated}&sort=distance`);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });
});

describe('GET /api/enhanced-hostels validation', () => {
  it.each([
    ['lat=31.5', 'lng', 'lat and lng must be given together'],
    ['lng=74.3', 'lat', 'lat and lng must be given together'],
    [
      'sort=distance',
      'sort',
      'sorting by distance needs lat and lng, a university_id or a near_university',
    ],
    ['lat=91&lng=74', 'lat', 'Invalid location coordinates provided'],
    ['lat=31&lng=181', 'lng', 'Invalid location coordinates provided'],
    ['price_min=9000&price_max=8000', 'price_max', 'must be at least price_min'],
    ['price_min=-1', 'price_min', 'must not be negative'],
    ['sort=cheapest', 'sort', 'must be one of'],
    ['gender_category=other', 'gender_category', 'must be male or female'],
    ['mess_available=maybe', 'mess_available', 'must be true or false'],
    ['university_id=nope', 'university_id', 'must be a valid id'],
    ['status=archived', 'status', 'must be pending, approved or rejected'],
  ])('should refuse %s with a 400 naming %s', async (query, field, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details?.[0]?.field).toBe(field);
    expect(body.error).toContain(message);
  });
});

describe('GET /api/enhanced-hostels status', () => {
  it.each([
    ['a guest', 'guest', 401, 'UNAUTHORIZED'],
    ['a student', 'student', 403, 'FORBIDDEN'],
    ['the owner of the hidden hostels', 'owner', 403, 'FORBIDDEN'],
  ] as const)(
    'should refuse %s asking for pending or rejected hostels with %i',
    async (_who, who, httpStatus, code) => {
      for (const status of ['pending', 'rejected']) {
        const response = await list(`status=${status}`, who === 'guest' ? undefined : auth[who]);
        expect(response.status).toBe(httpStatus);
        expect(response.body).toEqual({
          success: false,
          code,
          error: 'Only administrators can list hostels that are not approved',
        });
      }
    },
  );

  it('should let anyone ask for approved hostels explicitly', async () => {
    const { status, body } = await list('status=approved', auth.student);
    expect(status).toBe(200);
    expect(body.data.map((hostel) => hostel.id).sort()).toEqual(set('a', 'b', 'c', 'd', 'e'));
  });

  it('should let an admin list each status, approved by default', async () => {
    const pending = await list('status=pending', auth.admin);
    expect(pending.body.data.map((hostel) => hostel.id)).toEqual([ids.pending]);
    const rejected = await list('status=rejected&facilities=gym', auth.admin);
    expect(rejected.body.data.map((hostel) => hostel.id)).toEqual([ids.rejected]);
    const byDefault = await list('', auth.admin);
    expect(byDefault.body.data.map((hostel) => hostel.id).sort()).toEqual(
      set('a', 'b', 'c', 'd', 'e'),
    );
  });

  it('should show pending and rejected hostels to nobody without the status filter', async () => {
    for (const who of [undefined, auth.student, auth.owner, auth.admin]) {
      const { body } = await list('search=hidden', who);
      expect(body.data).toEqual([]);
    }
  });
});

describe('POST /api/enhanced-hostels/search/location', () => {
  const url = '/api/enhanced-hostels/search/location';

  it('should find approved hostels within the radius, nearest first, with distances', async () => {
    const { status, body } = await post(url, {
      latitude: LAHORE_CENTRE.lat,
      longitude: LAHORE_CENTRE.lng,
      radius_km: 10,
    });
    expect(status).toBe(200);
    expect(body.data.map((hostel) => hostel.id)).toEqual([ids.b, ids.e, ids.a]);
    for (const hostel of body.data) {
      const point = { lat: hostel.latitude ?? 0, lng: hostel.longitude ?? 0 };
      expect(Math.abs((hostel.distance_km ?? -1) - haversineKm(LAHORE_CENTRE, point))).toBeLessThan(
        0.006,
      );
      expect(hostel.distance_km).toBeLessThanOrEqual(10);
    }
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 3, total_pages: 1 });
  });

  it('should stop at the radius', async () => {
    const toA = haversineKm(LAHORE_CENTRE, A_POINT);
    const inside = await post(url, {
      latitude: LAHORE_CENTRE.lat,
      longitude: LAHORE_CENTRE.lng,
      radius_km: toA + 0.01,
    });
    expect(inside.body.data.map((hostel) => hostel.id)).toContain(ids.a);
    const outside = await post(url, {
      latitude: LAHORE_CENTRE.lat,
      longitude: LAHORE_CENTRE.lng,
      radius_km: toA - 0.01,
    });
    expect(outside.body.data.map((hostel) => hostel.id)).toEqual([ids.b, ids.e]);
  });

  it('should default to 10 km and filter by gender', async () => {
    const { body } = await post(url, {
      latitude: LAHORE_CENTRE.lat,
      longitude: LAHORE_CENTRE.lng,
      gender_category: 'female',
    });
    expect(body.data.map((hostel) => hostel.id)).toEqual([ids.b, ids.e]);
  });

  it('should reach Islamabad with a 200 km radius from NUST only', async () => {
    const { body } = await post(url, { latitude: NUST.lat, longitude: NUST.lng, radius_km: 200 });
    expect(body.data.map((hostel) => hostel.id)).toEqual([ids.c]);
  });

  it('should paginate the nearest first', async () => {
    const { body } = await post(url, {
      latitude: LAHORE_CENTRE.lat,
      longitude: LAHORE_CENTRE.lng,
      limit: 2,
      page: 2,
    });
    expect(body.data.map((hostel) => hostel.id)).toEqual([ids.a]);
    expect(body.pagination).toEqual({ page: 2, limit: 2, total: 3, total_pages: 2 });
  });

  it.each([
    [{ latitude: 91, longitude: 74 }, 'latitude'],
    [{ latitude: 31, longitude: -181 }, 'longitude'],
    [{ longitude: 74 }, 'latitude'],
    [{ latitude: 31, longitude: 74, radius_km: 0 }, 'radius_km'],
    [{ latitude: 31, longitude: 74, radius_km: 201 }, 'radius_km'],
  ])('should refuse %j with a 400 naming %s', async (payload, field) => {
    const { status, body } = await post(url, payload);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details?.[0]?.field).toBe(field);
  });
});

describe('POST /api/enhanced-hostels/search/university', () => {
  const url = '/api/enhanced-hostels/search/university';

  it("should find approved hostels near the university's campus, nearest first", async () => {
    const { status, body } = await post(url, { university_id: places.punjabUniversity });
    expect(status).toBe(200);
    // E is about 11.3 km from the campus, outside the default 10 km.
    expect(body.data.map((hostel) => hostel.id)).toEqual([ids.a, ids.b]);
    const wider = await post(url, { university_id: places.punjabUniversity, radius_km: 12 });
    expect(wider.body.data.map((hostel) => hostel.id)).toEqual([ids.a, ids.b, ids.e]);
    const km = body.data[0]?.distance_km ?? -1;
    expect(Math.abs(km - haversineKm(PUNJAB_UNIVERSITY, A_POINT))).toBeLessThanOrEqual(0.006);
  });

  it('should find hostels near the campus whatever university they name', async () => {
    const { body } = await post(url, { university_id: places.nust, radius_km: 5 });
    expect(body.data.map((hostel) => hostel.id)).toEqual([ids.c]);
  });

  it('should filter by gender', async () => {
    const { body } = await post(url, {
      university_id: places.punjabUniversity,
      gender_category: 'male',
    });
    expect(body.data.map((hostel) => hostel.id)).toEqual([ids.a]);
  });

  it.each([
    ['an unknown university', () => '7d1c3b9e-4f0a-4c2b-9a6e-2f1e0d9c8b7a'],
    ['a university without a location', () => places.unlocated],
  ])('should answer 404 for %s', async (_what, id) => {
    const { status, body } = await post(url, { university_id: id() });
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, code: 'NOT_FOUND', error: 'University not found' });
  });

  it('should refuse a university_id that is not a uuid', async () => {
    const { status, body } = await post(url, { university_id: 'punjab' });
    expect(status).toBe(400);
    expect(body.details?.[0]?.field).toBe('university_id');
  });
});
