import { distanceKm } from '@hostelhub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/helpers.ts';
import type { Database } from '../../client.ts';
import { cities, towns } from '../../schema/index.ts';
import { seedReferenceData } from '../seed-reference.ts';
import { CITIES } from './cities.ts';
import { FEWER_THAN_EIGHT_AREAS, LARGEST_CITIES, TOWNS } from './towns.ts';
import { UNIVERSITIES } from './universities.ts';

/** Issue 22 item 17: the areas an owner picks from, for every city where hostels are let. */

const WANTED_PER_LARGEST_CITY = 8;
// The sprawling metropolises reach farther than the rest.
const MAX_KM_FROM_CENTRE: Readonly<Record<string, number>> = { Karachi: 45, Lahore: 45 };
const DEFAULT_MAX_KM_FROM_CENTRE = 30;

const cityByName = new Map(CITIES.map((city) => [city.name, city]));

function areasPerCity(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const town of TOWNS) counts.set(town.city, (counts.get(town.city) ?? 0) + 1);
  return counts;
}

describe('reference areas', () => {
  it('should name only cities that exist in CITIES', () => {
    const unknown = TOWNS.filter((town) => !cityByName.has(town.city)).map((town) => town.city);
    expect(unknown).toEqual([]);
  });

  it('should not repeat an area within a city', () => {
    const keys = TOWNS.map((town) => `${town.city} / ${town.name}`);
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated).toEqual([]);
    for (const town of TOWNS) expect(town.name.trim()).toBe(town.name);
  });

  it('should rank 60 distinct cities of CITIES as the largest', () => {
    expect(LARGEST_CITIES).toHaveLength(60);
    expect(new Set(LARGEST_CITIES).size).toBe(60);
    expect(LARGEST_CITIES.filter((name) => !cityByName.has(name))).toEqual([]);
  });

  it('should give each of the 60 largest cities at least 8 areas, but those listed as short', () => {
    const counts = areasPerCity();
    const short = LARGEST_CITIES.filter(
      (name) =>
        !FEWER_THAN_EIGHT_AREAS.includes(name) && (counts.get(name) ?? 0) < WANTED_PER_LARGEST_CITY,
    );
    expect(short).toEqual([]);
  });

  it('should list as short only largest cities that really have between 2 and 7 areas', () => {
    const counts = areasPerCity();
    for (const name of FEWER_THAN_EIGHT_AREAS) {
      expect(LARGEST_CITIES, name).toContain(name);
      expect(counts.get(name) ?? 0, name).toBeGreaterThanOrEqual(2);
      expect(counts.get(name) ?? 0, name).toBeLessThan(WANTED_PER_LARGEST_CITY);
    }
  });

  it('should give every city with a university at least one area', () => {
    const counts = areasPerCity();
    const without = [...new Set(UNIVERSITIES.map((university) => university.city))].filter(
      (name) => (counts.get(name) ?? 0) === 0,
    );
    expect(without).toEqual([]);
  });

  it("should place every area within 30 km of its city's centre (45 km in Karachi and Lahore)", () => {
    const far = TOWNS.flatMap((town) => {
      const city = cityByName.get(town.city);
      if (!city) return [];
      const km = distanceKm(
        { lat: city.latitude, lng: city.longitude },
        { lat: town.latitude, lng: town.longitude },
      );
      const limit = MAX_KM_FROM_CENTRE[town.city] ?? DEFAULT_MAX_KM_FROM_CENTRE;
      return km > limit ? [`${town.city} / ${town.name}: ${km.toFixed(1)} km`] : [];
    });
    expect(far).toEqual([]);
  });
});

describe('seedReferenceData areas', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });

  async function seededAreaCounts(): Promise<Map<string, number>> {
    const rows = await database.db
      .select({ city: cities.name })
      .from(towns)
      .innerJoin(cities, eq(cities.id, towns.cityId));
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.city, (counts.get(row.city) ?? 0) + 1);
    return counts;
  }

  it('should seed every area into a fresh database, so owners of those cities can list', async () => {
    const seeded = await seededAreaCounts();
    expect(seeded).toEqual(areasPerCity());
    for (const name of ['Bahawalpur', 'Attock', 'Bannu', 'Bahawalnagar', ...LARGEST_CITIES]) {
      expect(seeded.get(name) ?? 0, name).toBeGreaterThan(0);
    }
  });

  it('should add the areas an existing database lacks when the reference seed runs again', async () => {
    const [bahawalpur] = await database.db
      .select()
      .from(cities)
      .where(eq(cities.name, 'Bahawalpur'));
    if (!bahawalpur) throw new Error('Bahawalpur missing');
    // A database seeded before these areas existed.
    await database.db.delete(towns).where(eq(towns.cityId, bahawalpur.id));
    expect((await seededAreaCounts()).get('Bahawalpur')).toBeUndefined();

    const counts = await seedReferenceData(database.db);

    expect(counts.towns).toBe(TOWNS.length);
    expect(await seededAreaCounts()).toEqual(areasPerCity());
  });
});
