import {
  EXACT_TOTAL_LIMIT,
  MapViewSchema,
  successEnvelope,
  type HostelSummary,
  type MapView,
  type Pagination,
} from '@hostelhub/shared';
import { sql } from 'drizzle-orm';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { findCity } from '../../../test/factories/discovery.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { MAP_MAX_CELLS, MAP_SINGLES_MAX } from './map-grid.logic.ts';

/**
 * Issue 28: browsing over the read model. The keyset cursor walks every order without gaps or
 * repeats; totals are exact up to EXACT_TOTAL_LIMIT and say when they are estimates; the
 * map's viewport answer respects the box and the filters, clusters on the server and stays
 * small; `bbox` filters the list as "Search this area" does.
 */

let context: TestContext;
let lahoreId = '';
const BULK = EXACT_TOTAL_LIMIT + 100;
/** A box around the bulk hostels (Lahore), and one around Karachi. */
const LAHORE_BOX = '74.1,31.3,74.6,31.7';
const KARACHI_BOX = '66.9,24.7,67.3,25.1';

interface ListBody {
  data: HostelSummary[];
  pagination: Pagination;
}

async function list(query: string) {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/enhanced-hostels?${query}`,
  });
  return { status: response.statusCode, body: response.json<ListBody & { error?: string }>() };
}

async function mapView(query: string) {
  const response = await context.app.inject({ method: 'GET', url: `/api/hostels/map?${query}` });
  return { response, body: response.json<{ data: MapView; error?: string }>() };
}

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const owner = await createUser(db);
  lahoreId = (await findCity(db, 'Lahore')).id;
  // BULK approved Lahore hostels in one statement: a grid of points, prices with ties and a
  // few unreadable ones, ratings on some, one a minute apart (some at the same instant).
  await db.execute(sql`insert into hostels (owner_id, name, description, address, city_id,
      gender_category, status, price_range, price_min, price_max, latitude, longitude,
      rating_count, rating_sum, created_at)
    select ${owner.id}, 'Scale Hostel ' || g, 'A hostel among many.', 'Plot ' || g || ', Johar Town',
      ${lahoreId}, (case when g % 2 = 0 then 'male' else 'female' end)::gender, 'approved',
      case when g % 50 = 0 then 'ask' else (5000 + (g % 7) * 1000) || '-' || (11000 + (g % 5) * 1000) end,
      case when g % 50 = 0 then null else 5000 + (g % 7) * 1000 end,
      case when g % 50 = 0 then null else 11000 + (g % 5) * 1000 end,
      31.40 + (g % 40) * 0.005, 74.20 + (g / 40) * 0.008,
      case when g % 3 = 0 then 2 else 0 end, case when g % 3 = 0 then 7 + g % 4 else 0 end,
      timestamptz '2026-11-01 00:00:00+00' + ((g / 3) * interval '1 minute')
    from generate_series(1, ${BULK}) g`);
  // A handful in Karachi, one without a map point.
  const karachi = await findCity(db, 'Karachi');
  for (const [index, point] of [
    [24.86, 67.01],
    [24.87, 67.02],
    [24.9, 67.1],
    [null, null],
  ].entries()) {
    await createHostel(db, {
      ownerId: owner.id,
      name: `Clifton Residence ${index}`,
      cityId: karachi.id,
      townId: null,
      genderCategory: index === 2 ? 'male' : 'female',
      latitude: point[0],
      longitude: point[1],
    });
  }
  await createHostel(db, {
    ownerId: owner.id,
    name: 'Clifton Pending',
    cityId: karachi.id,
    status: 'pending',
    latitude: 24.88,
    longitude: 67.03,
  });
});

afterAll(async () => {
  await context?.close();
});

/** Every id of `query`'s list, walking `next_cursor` pages of `limit`. */
async function walkCursor(query: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let page = await list(`${query}&limit=${limit}`);
  let pageNumber = 1;
  for (;;) {
    expect(page.status).toBe(200);
    expect(page.body.pagination.page).toBe(pageNumber);
    ids.push(...page.body.data.map((hostel) => hostel.id));
    const cursor = page.body.pagination.next_cursor;
    if (!cursor) return ids;
    pageNumber += 1;
    page = await list(`${query}&limit=${limit}&cursor=${encodeURIComponent(cursor)}`);
  }
}

/** Every id of `query`'s list, by numbered pages of 50. */
async function walkPages(query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await list(`${query}&limit=50&page=${page}`);
    ids.push(...body.data.map((hostel) => hostel.id));
    if (body.data.length < 50) return ids;
  }
}

describe('keyset pagination', () => {
  it.each([
    ['newest (creation ties)', 'gender_category=male&search=Scale Hostel 6&sort=newest'],
    [
      'price_asc (ties and unreadable prices)',
      'gender_category=female&search=Scale Hostel 1&sort=price_asc',
    ],
    ['price_desc', 'gender_category=male&search=Scale Hostel 2&sort=price_desc'],
    ['rating (hostels without reviews last)', 'search=Scale Hostel 3&sort=rating'],
    ['relevance', 'search=Hostel 4'],
    ['distance', 'search=Scale Hostel 5&sort=distance&lat=31.45&lng=74.3'],
  ])('should walk %s without gaps or repeats, as numbered pages do', async (_label, query) => {
    const byPages = await walkPages(query);
    expect(byPages.length).toBeGreaterThan(7);
    const byCursor = await walkCursor(query, 7);
    expect(byCursor).toEqual(byPages);
    expect(new Set(byCursor).size).toBe(byCursor.length);
  });

  it('should refuse a cursor that is not one, or belongs to another list', async () => {
    const garbage = await list('cursor=not-a-cursor');
    expect(garbage.status).toBe(400);
    expect(garbage.body.error).toBe(
      'cursor: is not a cursor this list gave; start again from the first page',
    );
    const { body } = await list('city=Lahore&limit=5');
    const cursor = body.pagination.next_cursor ?? '';
    expect(cursor).not.toBe('');
    const elsewhere = await list(`city=Karachi&limit=5&cursor=${encodeURIComponent(cursor)}`);
    expect(elsewhere.status).toBe(400);
    const reordered = await list(
      `city=Lahore&limit=5&sort=price_asc&cursor=${encodeURIComponent(cursor)}`,
    );
    expect(reordered.status).toBe(400);
  });
});

describe('totals', () => {
  it('should count exactly up to the bound and estimate past it, saying which', async () => {
    const all = await list('city=Lahore&limit=5');
    expect(all.body.pagination.total_exact).toBe(false);
    expect(all.body.pagination.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(all.body.pagination.total_pages).toBe(Math.ceil(all.body.pagination.total / 5));

    const some = await list('city=Lahore&gender_category=female&price_min=10000&limit=5');
    const counted = await context.database.db.execute(sql`select count(*)::int as n from hostels
      where city_id = ${lahoreId} and status = 'approved' and gender_category = 'female'
        and price_max >= 10000`);
    const expected = (counted as { rows: { n: number }[] }).rows[0]?.n ?? -1;
    expect(expected).toBeLessThanOrEqual(EXACT_TOTAL_LIMIT);
    expect(some.body.pagination).toMatchObject({ total: expected, total_exact: true });
  });

  it('should still count on a page past the end', async () => {
    const { body } = await list('city=Karachi&page=9&limit=5');
    expect(body.data).toEqual([]);
    expect(body.pagination).toMatchObject({
      page: 9,
      total: 4,
      total_exact: true,
      next_cursor: null,
    });
  });
});

describe('GET /api/hostels/map', () => {
  it('should answer the shape documented, and only what lies in the box', async () => {
    const { response, body } = await mapView(`bbox=${KARACHI_BOX}&zoom=18`);
    expect(response.statusCode).toBe(200);
    expect(successEnvelope(MapViewSchema).safeParse(body).success).toBe(true);
    // At street level nothing is grouped: the three located, approved Karachi hostels.
    expect(body.data.clusters).toEqual([]);
    expect(body.data.total).toBe(3);
    expect(body.data.hostels.map((hostel) => hostel.name).sort()).toEqual([
      'Clifton Residence 0',
      'Clifton Residence 1',
      'Clifton Residence 2',
    ]);
    const one = body.data.hostels.find((hostel) => hostel.name === 'Clifton Residence 0');
    expect(one).toMatchObject({
      lat: 24.86,
      lng: 67.01,
      city: 'Karachi',
      gender_category: 'female',
    });
  });

  it('should apply the list filters', async () => {
    const { body } = await mapView(`bbox=${KARACHI_BOX}&zoom=18&gender_category=male`);
    expect(body.data.hostels.map((hostel) => hostel.name)).toEqual(['Clifton Residence 2']);
    const lahore = await mapView(
      `bbox=${LAHORE_BOX}&zoom=10&gender_category=female&price_min=12000`,
    );
    const counted = await list('city=Lahore&gender_category=female&price_min=12000&limit=1');
    expect(lahore.body.data.total).toBe(counted.body.pagination.total);
  });

  it('should group what lies close together, counts adding up to the total', async () => {
    const { body } = await mapView(`bbox=${LAHORE_BOX}&zoom=11`);
    expect(body.data.total).toBe(BULK);
    expect(body.data.clusters.length).toBeGreaterThan(0);
    const counted =
      body.data.clusters.reduce((sum, cluster) => sum + cluster.count, 0) +
      body.data.hostels.length;
    expect(counted).toBe(BULK);
    for (const cluster of body.data.clusters) {
      expect(cluster.count).toBeGreaterThan(1);
      const [minLng, minLat, maxLng, maxLat] = cluster.bounds;
      expect(cluster.lng).toBeGreaterThanOrEqual(minLng);
      expect(cluster.lng).toBeLessThanOrEqual(maxLng);
      expect(cluster.lat).toBeGreaterThanOrEqual(minLat);
      expect(cluster.lat).toBeLessThanOrEqual(maxLat);
    }
    // Zoomed further in, the same box splits into more, smaller groups.
    const closer = await mapView(`bbox=${LAHORE_BOX}&zoom=14`);
    expect(closer.body.data.clusters.length + closer.body.data.hostels.length).toBeGreaterThan(
      body.data.clusters.length + body.data.hostels.length,
    );
  });

  it('should stay small whatever box a client sends', async () => {
    // The whole world at a street-level zoom still makes at most about MAP_MAX_CELLS groups.
    const { response, body } = await mapView('bbox=-180,-85,180,85&zoom=16');
    expect(body.data.total).toBe(BULK + 3);
    expect(body.data.clusters.length + body.data.hostels.length).toBeLessThanOrEqual(
      MAP_MAX_CELLS + 40,
    );
    expect(gzipSync(response.body).length).toBeLessThan(20 * 1024);
    const street = await mapView(`bbox=${LAHORE_BOX}&zoom=18`);
    expect(street.body.data.hostels).toHaveLength(MAP_SINGLES_MAX);
    expect(gzipSync(street.response.body).length).toBeLessThan(20 * 1024);
  });

  it.each([
    [
      'bbox=1,2,3&zoom=5',
      'bbox: must be minLng,minLat,maxLng,maxLat in degrees, the minimums below the maximums',
    ],
    [
      'bbox=10,20,5,30&zoom=5',
      'bbox: must be minLng,minLat,maxLng,maxLat in degrees, the minimums below the maximums',
    ],
    [`bbox=${LAHORE_BOX}&zoom=23`, 'zoom: must be a whole number from 0 to 22'],
    [`bbox=${LAHORE_BOX}`, 'zoom: must be a whole number from 0 to 22'],
  ])('should refuse %s with the field named', async (query, message) => {
    const { response, body } = await mapView(query);
    expect(response.statusCode).toBe(400);
    expect(body.error).toBe(message);
  });
});

describe('bbox on the list ("Search this area")', () => {
  it('should keep the hostels whose map point lies in the box', async () => {
    const { body } = await list(`bbox=${KARACHI_BOX}`);
    expect(body.data.map((hostel) => hostel.name).sort()).toEqual([
      'Clifton Residence 0',
      'Clifton Residence 1',
      'Clifton Residence 2',
    ]);
    const edge = await list('bbox=67.01,24.86,67.02,24.87');
    expect(edge.body.data.map((hostel) => hostel.name).sort()).toEqual([
      'Clifton Residence 0',
      'Clifton Residence 1',
    ]);
  });
});
