import {
  DISCOVERY_MESSAGES,
  type HostelListAnswer,
  type MapView,
  type SavedSearch,
} from '@hostelhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { findCity, findUniversity } from '../../../test/factories/discovery.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import { createHostelsRepository } from './hostels.repository.ts';

/**
 * Issue 42 part A, spec decision 22 (docs/decisions/034-near-a-university.md): near a
 * university means distance from its campus. Hostels stand due north of LUMS's campus at
 * chosen distances, so each rule (5 km by default, widening to 10 and 20 while fewer than 6
 * are inside, an asked radius never widening, tagged hostels outside the radius after, those
 * without coordinates last) can be seen to hold, in the list, its cursor, the map, a search
 * naming LUMS, a saved search and the sitemap.
 */

let context: TestContext;
const LUMS = { lat: 31.47, lng: 74.409 };
const LUMS_SLUG = 'lahore-university-of-management-sciences';
const NUST = { lat: 33.6425, lng: 72.993 };
/** Kilometres per degree of latitude on the spec's sphere (6371 km). */
const KM_PER_DEGREE = (6371 * Math.PI) / 180;
const north = (from: { lat: number; lng: number }, km: number) => ({
  latitude: from.lat + km / KM_PER_DEGREE,
  longitude: from.lng,
});

/** Hostel names by their distance north of LUMS (km), and the two tagged to LUMS. */
const at = (km: number) => `LUMS ${km} km`;
const TAGGED_FAR = 'Tagged to LUMS, 30 km';
const TAGGED_UNMAPPED = 'Tagged to LUMS, no map point';
const ids = new Map<string, string>();
let lumsId = '';
let studentAuth = '';

async function list(query: string) {
  const { status, body } = await callJson(context.app, 'GET', `/api/enhanced-hostels?${query}`);
  return { status, body: body as unknown as HostelListAnswer & { code?: string } };
}
const names = (answer: HostelListAnswer) => answer.data.map((hostel) => hostel.name);

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const owner = await createUser(db);
  const lahore = await findCity(db, 'Lahore');
  const islamabad = await findCity(db, 'Islamabad');
  const lums = await findUniversity(db, 'Lahore University of Management Sciences');
  lumsId = lums.id;
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  // Created in an order unlike their distances, so "nearest first" is not "newest first".
  const near = [
    [3, 'male'],
    [1, 'female'],
    [8, 'male'],
    [2, 'male'],
    [9, 'male'],
    [7, 'male'],
    [15, 'female'],
  ] as const;
  let n = 1;
  for (const [km, gender] of near) {
    const hostel = await createHostel(db, {
      ownerId: owner.id,
      name: at(km),
      cityId: lahore.id,
      genderCategory: gender,
      ...north(LUMS, km),
      createdAt: day(n++),
    });
    ids.set(at(km), hostel.id);
  }
  const far = await createHostel(db, {
    ownerId: owner.id,
    name: TAGGED_FAR,
    cityId: lahore.id,
    universityId: lums.id,
    genderCategory: 'male',
    ...north(LUMS, 30),
    createdAt: day(n++),
  });
  ids.set(TAGGED_FAR, far.id);
  const unmapped = await createHostel(db, {
    ownerId: owner.id,
    name: TAGGED_UNMAPPED,
    cityId: lahore.id,
    universityId: lums.id,
    genderCategory: 'male',
    latitude: null,
    longitude: null,
    createdAt: day(n++),
  });
  ids.set(TAGGED_UNMAPPED, unmapped.id);
  // A pending hostel 0.5 km away never shows.
  await createHostel(db, {
    ownerId: owner.id,
    name: 'Pending next to LUMS',
    status: 'pending',
    ...north(LUMS, 0.5),
  });
  // Six hostels within 3 km of NUST: its list stays at 5 km.
  for (let index = 1; index <= 6; index += 1) {
    await createHostel(db, {
      ownerId: owner.id,
      name: `NUST ${index / 2} km`,
      cityId: islamabad.id,
      genderCategory: 'male',
      ...north(NUST, index / 2),
      createdAt: day(n++),
    });
  }
  const student = await createUser(db, { role: 'student', ownerApprovalStatus: null });
  studentAuth = await signIn(db, context.settings.jwtSecret, student);
});

afterAll(async () => {
  await context.close();
});

describe('GET /api/enhanced-hostels?near_university (issue 42)', () => {
  it('should widen from 5 to 10 km when fewer than 6 hostels are inside, nearest first, tagged ones outside after and unmapped ones last', async () => {
    const { status, body } = await list(`near_university=${LUMS_SLUG}&limit=20`);
    expect(status).toBe(200);
    expect(names(body)).toEqual([
      at(1),
      at(2),
      at(3),
      at(7),
      at(8),
      at(9),
      TAGGED_FAR,
      TAGGED_UNMAPPED,
    ]);
    expect(body.radius_km).toBe(10);
    expect(body.widened_from_km).toBe(5);
    expect(body.widened_from_count).toBe(3);
    expect(body.near_university).toMatchObject({
      id: lumsId,
      slug: LUMS_SLUG,
      short_name: 'LUMS',
      city: 'Lahore',
    });
    // Distances from the campus, 2 decimals; none for the hostel without a point.
    const distances = body.data.map((hostel) => hostel.distance_km);
    expect(distances.slice(0, 7)).toEqual([1, 2, 3, 7, 8, 9, 30]);
    expect(distances[7]).toBeNull();
  });

  it('should take the id as the slug', async () => {
    const bySlug = await list(`near_university=${LUMS_SLUG}&limit=20`);
    const byId = await list(`near_university=${lumsId}&limit=20`);
    expect(names(byId.body)).toEqual(names(bySlug.body));
  });

  it('should stay at 5 km, not widened, when 6 hostels are inside', async () => {
    const nust = await findUniversity(
      context.database.db,
      'National University of Sciences and Technology',
    );
    const { body } = await list(`near_university=${nust.id}`);
    expect(body.radius_km).toBe(5);
    expect(body.widened_from_km).toBeNull();
    expect(body.widened_from_count).toBeNull();
    expect(names(body)).toEqual([1, 2, 3, 4, 5, 6].map((index) => `NUST ${index / 2} km`));
  });

  it('should count inside after every other filter and widen on to 20 km, then stop', async () => {
    const { body } = await list(`near_university=${LUMS_SLUG}&gender_category=female`);
    expect(body.radius_km).toBe(20);
    expect(body.widened_from_km).toBe(5);
    expect(body.widened_from_count).toBe(1);
    expect(names(body)).toEqual([at(1), at(15)]);
  });

  it('should never widen an asked radius', async () => {
    const five = await list(`near_university=${LUMS_SLUG}&radius_km=5&limit=20`);
    expect(five.body.radius_km).toBe(5);
    expect(five.body.widened_from_km).toBeNull();
    expect(names(five.body)).toEqual([at(1), at(2), at(3), TAGGED_FAR, TAGGED_UNMAPPED]);
    const twenty = await list(`near_university=${LUMS_SLUG}&radius_km=20&limit=20`);
    expect(names(twenty.body)).toEqual([
      at(1),
      at(2),
      at(3),
      at(7),
      at(8),
      at(9),
      at(15),
      TAGGED_FAR,
      TAGGED_UNMAPPED,
    ]);
  });

  it('should refuse a radius that is not 2, 5, 10 or 20 km and an unknown university', async () => {
    const radius = await list(`near_university=${LUMS_SLUG}&radius_km=3`);
    expect(radius.status).toBe(400);
    expect(JSON.stringify(radius.body)).toContain(DISCOVERY_MESSAGES.nearRadiusInvalid);
    const unknown = await list('near_university=no-such-university');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain(DISCOVERY_MESSAGES.nearUniversityUnknown);
  });

  it('should keep university_id the owner tag', async () => {
    const { body } = await list(`university_id=${lumsId}&limit=20`);
    expect(new Set(names(body))).toEqual(new Set([TAGGED_FAR, TAGGED_UNMAPPED]));
    expect(body.radius_km).toBeUndefined();
  });

  it('should order the same set by an explicit sort', async () => {
    const { body } = await list(`near_university=${LUMS_SLUG}&sort=newest&limit=20`);
    expect(new Set(names(body))).toEqual(
      new Set([at(1), at(2), at(3), at(7), at(8), at(9), TAGGED_FAR, TAGGED_UNMAPPED]),
    );
    expect(names(body)[0]).toBe(TAGGED_UNMAPPED);
  });

  it('should carry the radius in its cursor, and refuse a cursor of another radius', async () => {
    const first = await list(`near_university=${LUMS_SLUG}&limit=3`);
    const cursor = first.body.pagination.next_cursor ?? '';
    expect(cursor).not.toBe('');
    const body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { r: number };
    expect(body.r).toBe(10);
    const second = await list(`near_university=${LUMS_SLUG}&limit=3&cursor=${cursor}`);
    expect(second.status).toBe(200);
    expect(names(second.body)).toEqual([at(7), at(8), at(9)]);
    expect(second.body.radius_km).toBe(10);
    // The same cursor for the list at 20 km, and a cursor whose radius was edited: 400.
    const other = await list(`near_university=${LUMS_SLUG}&radius_km=20&limit=3&cursor=${cursor}`);
    expect(other.status).toBe(400);
    const edited = Buffer.from(JSON.stringify({ ...body, r: 20 })).toString('base64url');
    const tampered = await list(`near_university=${LUMS_SLUG}&limit=3&cursor=${edited}`);
    expect(tampered.status).toBe(400);
    expect(JSON.stringify(tampered.body)).toContain(DISCOVERY_MESSAGES.cursorInvalid);
  });

  it('should answer a search naming LUMS as near LUMS, in any case, the other words searching names', async () => {
    const near = await list(`near_university=${LUMS_SLUG}&limit=20`);
    for (const search of ['LUMS', 'lums', 'Lahore University of Management Sciences']) {
      const { body } = await list(`search=${encodeURIComponent(search)}&limit=20`);
      expect(names(body)).toEqual(names(near.body));
      expect(body.radius_km).toBe(10);
      expect(body.near_university?.id).toBe(lumsId);
    }
    const words = await list(`search=${encodeURIComponent('9 km LUMS')}&limit=20`);
    expect(names(words.body)).toEqual([at(9)]);
  });
});

describe('GET /api/hostels/map?near_university (issue 42)', () => {
  it('should show the hostels the list shows', async () => {
    const bbox = '70,25,80,35';
    const response = await callJson(
      context.app,
      'GET',
      `/api/hostels/map?near_university=${LUMS_SLUG}&bbox=${bbox}&zoom=17`,
    );
    expect(response.status).toBe(200);
    const map = response.body.data as MapView;
    const { body } = await list(`near_university=${LUMS_SLUG}&limit=50`);
    const mapped = body.data.filter((hostel) => hostel.latitude !== null);
    expect(new Set(map.hostels.map((hostel) => hostel.id))).toEqual(
      new Set(mapped.map((hostel) => hostel.id)),
    );
    const searched = await callJson(
      context.app,
      'GET',
      `/api/hostels/map?search=LUMS&bbox=${bbox}&zoom=17`,
    );
    expect((searched.body.data as MapView).total).toBe(map.total);
  });
});

describe('saved searches near a university (issue 42)', () => {
  it('should store the radius in force and never widen', async () => {
    const saved = await callJson(context.app, 'POST', '/api/saved-searches', studentAuth, {
      name: 'Near LUMS',
      filters: { search: 'LUMS' },
      frequency: 'instant',
    });
    expect(saved.status).toBe(201);
    const search = saved.body.data as SavedSearch;
    expect(search.filters).toMatchObject({ near_university: lumsId, radius_km: 10 });
    expect(search.filters.search).toBeUndefined();
    // Its alerts match with the list's own WHERE: 9 km is in, 15 km stays out.
    const repository = createHostelsRepository(context.database.db);
    const matches = await repository.matchingFilterSets(
      [ids.get(at(15)) ?? ''],
      [{ status: 'approved', filters: search.filters }],
    );
    expect(matches).toEqual([false]);
    const inside = await repository.matchingFilterSets(
      [ids.get(at(9)) ?? ''],
      [{ status: 'approved', filters: search.filters }],
    );
    expect(inside).toEqual([true]);
  });
});

describe('GET /api/enhanced-hostels/{id}/near/{university} (issue 42)', () => {
  const near = (hostel: string, university: string) =>
    callJson(context.app, 'GET', `/api/enhanced-hostels/${hostel}/near/${university}`);

  it("should say how far a hostel is from the campus, by the university's slug or id", async () => {
    const bySlug = await near(ids.get(at(7)) ?? '', LUMS_SLUG);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data).toEqual({
      near_university: {
        id: lumsId,
        slug: LUMS_SLUG,
        name: 'Lahore University of Management Sciences',
        name_ur: expect.any(String) as string,
        short_name: 'LUMS',
        city: 'Lahore',
        city_ur: expect.any(String) as string,
      },
      distance_km: 7,
    });
    const byId = await near(ids.get(at(7)) ?? '', lumsId);
    expect(byId.body.data).toEqual(bySlug.body.data);
    // The same distance as the near list's card says.
    const { body } = await list(`near_university=${LUMS_SLUG}&limit=20`);
    const card = body.data.find((hostel) => hostel.id === ids.get(at(7)));
    expect(card?.distance_km).toBe(7);
  });

  it('should answer no distance for a hostel without a map point', async () => {
    const { status, body } = await near(ids.get(TAGGED_UNMAPPED) ?? '', LUMS_SLUG);
    expect(status).toBe(200);
    expect((body.data as { distance_km: number | null }).distance_km).toBeNull();
  });

  it('should answer 404 for an unknown university and for a hostel the caller may not see', async () => {
    const unknown = await near(ids.get(at(1)) ?? '', 'no-such-university');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    const missing = await near('00000000-0000-4000-8000-000000000000', LUMS_SLUG);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('HOSTEL_NOT_FOUND');
  });
});

describe('GET /sitemap.xml (issue 42)', () => {
  it('should list a university page with a hostel within 20 km, and none without', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.body).toContain(`/hostels/near/${LUMS_SLUG}`);
    // The University of the Punjab's campus is about 10.6 km from LUMS's: 1 to 9 km north of
    // LUMS are within 20 km of it, though none is tagged to it.
    expect(response.body).toContain('/hostels/near/university-of-the-punjab');
    // Karachi has no hostel here.
    expect(response.body).not.toContain('/hostels/near/university-of-karachi');
  });
});
