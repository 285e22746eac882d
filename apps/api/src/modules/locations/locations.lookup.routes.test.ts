import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, towns } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';

/**
 * The location picker's lookups (part 2 section 2 'Location picker', section 9 'Location
 * dropdown: 10 items without a search, 20 with a search').
 */

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context?.close();
});

async function names(url: string): Promise<string[]> {
  const response = await context.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { name: string }[] }>().data.map((row) => row.name);
}

describe('GET /api/locations/cities', () => {
  it('should give 10 cities without a search, alphabetically', async () => {
    const list = await names('/api/locations/cities');
    expect(list).toHaveLength(10);
    expect(list).toEqual([...list].sort((a, b) => a.localeCompare(b)));
  });

  it('should give at most 20 matches of a search, names starting with it first', async () => {
    const list = await names('/api/locations/cities?search=a');
    expect(list).toHaveLength(20);
    const matches = await names('/api/locations/cities?search=pur');
    expect(matches.length).toBeGreaterThan(1);
    for (const name of matches) expect(name.toLowerCase()).toContain('pur');
    const lahore = await names('/api/locations/cities?search=LAH');
    expect(lahore[0]).toBe('Lahore');
  });

  it('should take % and _ in a search literally', async () => {
    expect(await names('/api/locations/cities?search=%25')).toEqual([]);
    expect(await names('/api/locations/cities?search=_')).toEqual([]);
  });

  it('should refuse a search longer than 100 characters', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/locations/cities?search=${'a'.repeat(101)}`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/locations/towns', () => {
  it("should give only the city's towns, matching the search", async () => {
    const { db } = context.database;
    const [lahore] = await db.select().from(cities).where(eq(cities.name, 'Lahore'));
    if (!lahore) throw new Error('Lahore missing');
    const all = await db.select().from(towns).where(eq(towns.cityId, lahore.id));
    const list = await names(`/api/locations/towns?city_id=${lahore.id}`);
    expect(list).toHaveLength(Math.min(10, all.length));
    for (const name of list) expect(all.map((town) => town.name)).toContain(name);

    const gulberg = await names(`/api/locations/towns?city_id=${lahore.id}&search=gul`);
    expect(gulberg.length).toBeGreaterThan(0);
    for (const name of gulberg) expect(name.toLowerCase()).toContain('gul');
  });

  it('should need a city', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/locations/towns' });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/locations/universities', () => {
  it('should give 10 universities without a search and their city', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/locations/universities',
    });
    const data = response.json<{ data: { name: string; city: string | null }[] }>().data;
    expect(data).toHaveLength(10);
    expect(data.every((university) => university.city !== null)).toBe(true);
  });

  it('should put universities whose name starts with the search first', async () => {
    const list = await names('/api/locations/universities?search=university');
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(20);
    const starts = list.map((name) => name.toLowerCase().startsWith('university'));
    // Every prefix match comes before every other match.
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
  });
});

describe('pickers correct names as typed (issue 42 item 5)', () => {
  it('should suggest the cities a misspelt search nearly spells, most alike first', async () => {
    expect((await names('/api/locations/cities?search=lahor'))[0]).toBe('Lahore');
    expect((await names('/api/locations/cities?search=rawalpndi'))[0]).toBe('Rawalpindi');
    expect((await names('/api/locations/cities?search=Faislabad'))[0]).toBe('Faisalabad');
    expect(await names('/api/locations/cities?search=zzqx')).toEqual([]);
  });

  it('should find a city typed in Urdu on an Arabic keyboard', async () => {
    expect(await names(`/api/locations/cities?search=${encodeURIComponent('لاهور')}`)).toEqual([
      'Lahore',
    ]);
  });

  it('should suggest areas and universities a misspelt search nearly spells', async () => {
    const [lahore] = await context.database.db
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.name, 'Lahore'));
    const areas = await names(`/api/locations/towns?city_id=${lahore?.id}&search=gulbrg`);
    expect(areas[0]).toMatch(/^Gulberg/);
    const found = await names('/api/locations/universities?search=Comsat');
    expect(found.length).toBeGreaterThan(0);
    const misspelt = await names('/api/locations/universities?search=Quaid-e-Azm');
    expect(misspelt[0]).toBe('Quaid-i-Azam University');
  });
});
