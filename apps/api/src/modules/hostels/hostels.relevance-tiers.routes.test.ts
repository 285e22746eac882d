import type { HostelSummary } from '@hostelhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCity, findTown } from '../../../test/factories/discovery.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';

/**
 * Relevance tiers (issue 42, spec decision 23, decision 034): a search by relevance lists (1)
 * hostels at a place it names, nearest first when a point is known, else newest; (2) hostels
 * whose own name or address holds it, newest first; (3) near misses of it, most alike first.
 * Each hostel once, in its first tier; keyset pages cross the tiers; an explicit sort orders
 * the same set by its key.
 */

let context: TestContext;
const ids = {
  gulbergOld: '',
  gulbergNamed: '',
  namedView: '',
  inAddress: '',
  missClose: '',
  missFar: '',
  elsewhere: '',
};

interface ListBody {
  data: HostelSummary[];
  pagination: { total: number; next_cursor?: string | null };
}

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const owner = await createUser(db);
  const lahore = await findCity(db, 'Lahore');
  const gulberg = await findTown(db, 'Lahore', 'Gulberg');
  const johar = await findTown(db, 'Lahore', 'Johar Town');
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const hostel = (overrides: Parameters<typeof createHostel>[1]) =>
    createHostel(db, { ownerId: owner.id, cityId: lahore.id, ...overrides }).then((row) => row.id);
  // Tier 1, the area the search names: the older one is nearer the point asked below.
  ids.gulbergOld = await hostel({
    name: 'Canal Residence',
    address: 'Plot 1, Main Boulevard',
    townId: gulberg.id,
    latitude: 31.51,
    longitude: 74.35,
    createdAt: day(1),
  });
  // In the area and named after it: once, in tier 1.
  ids.gulbergNamed = await hostel({
    name: 'Gulberg Heights',
    address: 'Plot 2, Main Boulevard',
    townId: gulberg.id,
    latitude: 31.6,
    longitude: 74.35,
    createdAt: day(2),
  });
  // Tier 2: elsewhere, the name or the address holds the search.
  ids.namedView = await hostel({
    name: 'Gulberg View Hostel',
    address: 'Plot 3, Canal Road',
    townId: johar.id,
    createdAt: day(3),
  });
  ids.inAddress = await hostel({
    name: 'Corner Residence',
    address: 'Plot 4, behind Gulberg Main Market',
    townId: johar.id,
    createdAt: day(4),
  });
  // Tier 3, near misses: the closer spelling (0.75) before the newer, farther one (0.625).
  ids.missClose = await hostel({
    name: 'Gulbery Lodge',
    address: 'Plot 5, Canal Road',
    townId: johar.id,
    createdAt: day(5),
  });
  ids.missFar = await hostel({
    name: 'Ulberg Inn',
    address: 'Plot 6, Canal Road',
    townId: johar.id,
    createdAt: day(6),
  });
  ids.elsewhere = await hostel({
    name: 'Hill Residence',
    address: 'Plot 7, Canal Road',
    townId: johar.id,
    createdAt: day(7),
  });
});

afterAll(async () => {
  await context?.close();
});

async function list(query: string): Promise<ListBody> {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/enhanced-hostels?${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListBody>();
}

const idsOf = (body: ListBody) => body.data.map((hostel) => hostel.id);

const TIERED = () => [
  ids.gulbergNamed,
  ids.gulbergOld,
  ids.inAddress,
  ids.namedView,
  ids.missClose,
  ids.missFar,
];

describe('relevance tiers', () => {
  it('should list the place first, then names newest first, then near misses by similarity', async () => {
    const body = await list('search=gulberg&limit=50');
    expect(idsOf(body)).toEqual(TIERED());
    expect(body.pagination.total).toBe(6);
    expect(await list('search=gulberg&sort=relevance&limit=50').then(idsOf)).toEqual(TIERED());
  });

  it('should order the place tier nearest first when the student gives a point', async () => {
    const body = await list('search=gulberg&lat=31.5&lng=74.35&limit=50');
    expect(idsOf(body)).toEqual([ids.gulbergOld, ids.gulbergNamed, ...TIERED().slice(2)]);
    expect(body.data[0]?.distance_km).toBeCloseTo(1.11, 1);
    // Page by page from the point, one hostel a page, the cursor resumes nearest first.
    const seen: string[] = [];
    let cursor: string | null | undefined;
    for (let page = 0; page < 8 && cursor !== null; page += 1) {
      const next = await list(
        `search=gulberg&lat=31.5&lng=74.35&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...idsOf(next));
      cursor = next.pagination.next_cursor ?? null;
    }
    expect(seen).toEqual(idsOf(body));
  });

  it('should page hostels at one point, and those without one, in order from a point (a search place tier, sort=distance)', async () => {
    // Read nearest first from the GiST index by the distance alone, then ordered by (distance,
    // newest, id): two hostels at one point and one without a point must not fall between pages.
    const { db } = context.database;
    const owner = await createUser(db);
    const clifton = await findTown(db, 'Karachi', 'Clifton');
    const at = (name: string, day: number, point: { latitude: number; longitude: number } | null) =>
      createHostel(db, {
        ownerId: owner.id,
        cityId: clifton.cityId,
        townId: clifton.id,
        name,
        address: 'Block 5',
        createdAt: new Date(Date.UTC(2026, 1, day)),
        ...(point ?? { latitude: null, longitude: null }),
      }).then((row) => row.id);
    const near = await at('Sea Breeze Hostel', 1, { latitude: 24.815, longitude: 67.03 });
    const twinOld = await at('Twin Tower Hostel A', 2, { latitude: 24.82, longitude: 67.03 });
    const twinNew = await at('Twin Tower Hostel B', 3, { latitude: 24.82, longitude: 67.03 });
    const pinless = await at('Pinless Hostel', 4, null);
    const expected = [near, twinNew, twinOld, pinless];
    // The place tier of a search, and a list by distance from the point (read the same way).
    for (const query of [
      'search=clifton&lat=24.81&lng=67.03',
      'city=Karachi&sort=distance&lat=24.81&lng=67.03',
    ]) {
      await expectPagedInOrder(query, expected);
    }
  });

  async function expectPagedInOrder(query: string, expected: string[]): Promise<void> {
    expect(idsOf(await list(`${query}&limit=50`)), query).toEqual(expected);
    for (const limit of [1, 2, 3]) {
      const seen: string[] = [];
      let cursor: string | null | undefined;
      for (let page = 0; page < 6 && cursor !== null; page += 1) {
        const next = await list(
          `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        seen.push(...idsOf(next));
        cursor = next.pagination.next_cursor ?? null;
      }
      expect(seen, `${query}, limit ${limit}`).toEqual(expected);
      const pages: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / limit); page += 1) {
        pages.push(...idsOf(await list(`${query}&limit=${limit}&page=${page}`)));
      }
      expect(pages, `${query}, limit ${limit}, by page number`).toEqual(expected);
    }
  }

  it('should order the same set by an explicit sort', async () => {
    const newest = await list('search=gulberg&sort=newest&limit=50');
    expect(idsOf(newest)).toEqual([
      ids.missFar,
      ids.missClose,
      ids.inAddress,
      ids.namedView,
      ids.gulbergNamed,
      ids.gulbergOld,
    ]);
    expect(newest.pagination.total).toBe(6);
  });

  it('should page across the tier boundaries by cursor and by page number', async () => {
    const seen: string[] = [];
    let cursor: string | null | undefined;
    for (let page = 0; page < 4; page += 1) {
      const body = await list(
        `search=gulberg&limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...idsOf(body));
      expect(body.pagination.total).toBe(6);
      cursor = body.pagination.next_cursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(TIERED());
    for (const limit of [1, 2, 3, 5]) {
      const pages: string[] = [];
      for (let page = 1; page <= Math.ceil(6 / limit); page += 1) {
        pages.push(...idsOf(await list(`search=gulberg&limit=${limit}&page=${page}`)));
      }
      expect(pages, `limit ${limit}`).toEqual(TIERED());
    }
  });

  it('should refuse a cursor of the list before tiers (no tier) as a stale cursor', async () => {
    const first = await list('search=gulberg&limit=3');
    const cursor = first.pagination.next_cursor ?? '';
    const body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(body.t).toBe(2);
    const old: Record<string, unknown> = { ...body, v: 4 };
    delete old.t;
    const stale = Buffer.from(JSON.stringify(old)).toString('base64url');
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/enhanced-hostels?search=gulberg&limit=3&cursor=${stale}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
