import type { HostelStatus, MapView } from '@hostelhub/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostelMapCells, hostels } from '../../db/schema/index.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createHostelsRepository } from './hostels.repository.ts';
import { MAP_FINE_CELL_DEGREES } from './map-grid.logic.ts';

/**
 * The map's fine grid (issue 28, 0024_hostel_map_cells.sql): hostel_map_cells holds, for every
 * state and fine cell, the count, coordinate sums, bounds and first seq of the browse rows in it
 * after every kind of write, and an unfiltered country or province map grouped from it answers
 * what grouping every hostel in the box answers.
 */

let context: TestContext;
let ownerId = '';
const db = () => context.database.db;
const made: string[] = [];

/** A deterministic scatter of `count` points within `spread` degrees of a centre. */
function scatter(count: number, lat: number, lng: number, spread: number, seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648 - 0.5;
  };
  return Array.from({ length: count }, () => ({
    latitude: lat + next() * spread,
    longitude: lng + next() * spread,
  }));
}

async function addHostels(
  points: { latitude: number | null; longitude: number | null }[],
  status: HostelStatus = 'approved',
) {
  for (const point of points) {
    made.push((await createHostel(db(), { ownerId, townId: null, status, ...point })).id);
  }
}

beforeAll(async () => {
  context = await createTestContext();
  ownerId = (await createUser(db())).id;
  await addHostels(scatter(30, 31.52, 74.35, 0.3, 7)); // Lahore
  await addHostels(scatter(20, 24.9, 67.08, 0.4, 11)); // Karachi
  await addHostels(scatter(10, 33.68, 73.05, 0.2, 13)); // Islamabad
  await addHostels(scatter(6, 31.52, 74.35, 0.3, 17), 'pending');
  // On the fine grid's lines, and without a point.
  await addHostels([
    { latitude: 31.5, longitude: 74.35 },
    { latitude: 30.2, longitude: 71.45 },
    { latitude: null, longitude: null },
  ]);
});

afterAll(async () => {
  await context?.close();
});

/** The fine grid as 0024 defines it, aggregated afresh from the browse rows. */
async function expectedCells() {
  const size = MAP_FINE_CELL_DEGREES;
  const result = await db().execute(sql`
    select status::text, floor(longitude / ${size}::float8)::int as gx,
      floor(latitude / ${size}::float8)::int as gy, count(*)::int as hostel_count,
      round(sum(latitude)::numeric, 9)::float8 as latitude_sum,
      round(sum(longitude)::numeric, 9)::float8 as longitude_sum,
      min(longitude) as min_longitude, min(latitude) as min_latitude,
      max(longitude) as max_longitude, max(latitude) as max_latitude, min(seq)::int as first_seq
    from hostel_browse where latitude is not null and longitude is not null
    group by 1, 2, 3 order by 1, 2, 3`);
  return (result as { rows: unknown[] }).rows;
}

async function storedCells() {
  const result = await db().execute(sql`
    select status::text, gx, gy, hostel_count, round(latitude_sum::numeric, 9)::float8 as latitude_sum,
      round(longitude_sum::numeric, 9)::float8 as longitude_sum, min_longitude, min_latitude,
      max_longitude, max_latitude, first_seq::int as first_seq
    from hostel_map_cells order by 1, 2, 3`);
  return (result as { rows: unknown[] }).rows;
}

async function expectGridInStep() {
  const expected = await expectedCells();
  expect(expected.length).toBeGreaterThan(10);
  expect(await storedCells()).toEqual(expected);
}

describe('hostel_map_cells', () => {
  it('should hold every cell of the hostels as they were added', async () => {
    await expectGridInStep();
  });

  it('should follow a hostel moved, approved, rejected, unlocated and removed', async () => {
    const [first, second, third, fourth] = made;
    await db()
      .update(hostels)
      .set({ latitude: 33.7, longitude: 73.1 })
      .where(eq(hostels.id, first!));
    await expectGridInStep();
    await db().update(hostels).set({ status: 'rejected' }).where(eq(hostels.id, second!));
    await expectGridInStep();
    await db()
      .update(hostels)
      .set({ status: 'approved' })
      .where(inArray(hostels.id, made.slice(60, 66)));
    await expectGridInStep();
    await db()
      .update(hostels)
      .set({ latitude: null, longitude: null })
      .where(eq(hostels.id, third!));
    await expectGridInStep();
    await db().delete(hostels).where(eq(hostels.id, fourth!));
    await expectGridInStep();
  });

  it('should recount many cells written in one statement', async () => {
    // More than 64 cells at once take the grid's lock whole (0024).
    await db()
      .update(hostels)
      .set({ longitude: sql`${hostels.longitude} + 0.37` })
      .where(inArray(hostels.id, made.slice(4)));
    await expectGridInStep();
  });
});

describe('the map grouped from the fine grid', () => {
  const views = [
    { label: 'all of Pakistan at zoom 5', zoom: 5, bbox: [60.5, 23.5, 77.9, 37.1] },
    { label: 'Punjab at zoom 7', zoom: 7, bbox: [70.9, 29.6, 75.4, 34.1] },
    // Edges through the Lahore and Islamabad scatters: their edge cells are read row by row.
    { label: 'around Lahore at zoom 9', zoom: 9, bbox: [74.21, 31.39, 74.93, 31.71] },
    { label: 'north at zoom 8', zoom: 8, bbox: [72.5, 33.03, 74.47, 34.01] },
  ] as const;

  async function mapView(bbox: readonly number[], zoom: number, fineCells: boolean) {
    const [minLng, minLat, maxLng, maxLat] = bbox as [number, number, number, number];
    const { json, ids } = await createHostelsRepository(db()).mapViewJson({
      status: 'approved',
      filters: {},
      bbox: { minLng, minLat, maxLng, maxLat },
      zoom,
      fineCells,
    });
    const view = JSON.parse(json) as MapView;
    // Issue 46: the ids beside the text are its single hostels', in its order.
    expect(ids).toEqual(view.hostels.map((hostel) => hostel.id));
    const order = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
      a.lat - b.lat || a.lng - b.lng;
    return {
      total: view.total,
      clusters: [...view.clusters].sort(order),
      hostels: view.hostels.map((hostel) => hostel.id).sort(),
    };
  }

  it.each(views)('should answer $label as grouping every hostel does', async ({ bbox, zoom }) => {
    const fromRows = await mapView(bbox, zoom, false);
    const fromCells = await mapView(bbox, zoom, true);
    expect(fromRows.total).toBeGreaterThan(0);
    expect(fromCells.total).toBe(fromRows.total);
    expect(fromCells.hostels).toEqual(fromRows.hostels);
    expect(fromCells.clusters.map((cluster) => [cluster.count, cluster.bounds])).toEqual(
      fromRows.clusters.map((cluster) => [cluster.count, cluster.bounds]),
    );
    fromCells.clusters.forEach((cluster, index) => {
      expect(cluster.lat).toBeCloseTo(fromRows.clusters[index]!.lat, 4);
      expect(cluster.lng).toBeCloseTo(fromRows.clusters[index]!.lng, 4);
    });
  });

  it('should read the fine grid for an unfiltered country map', async () => {
    const [pakistan] = views;
    const before = await mapView(pakistan.bbox, pakistan.zoom, true);
    // A cell's count changed behind the triggers' back shows in the grouped answer only.
    await db()
      .update(hostelMapCells)
      .set({ hostelCount: sql`${hostelMapCells.hostelCount} + 1000` })
      .where(
        sql`(${hostelMapCells.status}, ${hostelMapCells.gx}, ${hostelMapCells.gy}) =
          (select status, gx, gy from hostel_map_cells where status = 'approved'
            order by hostel_count desc limit 1)`,
      );
    expect((await mapView(pakistan.bbox, pakistan.zoom, true)).total).toBe(before.total + 1000);
    expect((await mapView(pakistan.bbox, pakistan.zoom, false)).total).toBe(before.total);
  });
});
