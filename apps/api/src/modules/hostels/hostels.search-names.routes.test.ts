import type { HostelSummary } from '@hostelhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCity, findTown, findUniversity } from '../../../test/factories/discovery.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';

/**
 * Names people type (issue 28): university short names in any case, misspelt city, town and
 * university names, Urdu names, and `sort=relevance`, the default order with a search.
 */

let context: TestContext;
const ids = {
  lums: '',
  nust: '',
  gcu: '',
  karachi: '',
  pindi: '',
  gulberg: '',
  nearGulberg: '',
  lumsden: '',
};

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const owner = await createUser(db);
  const lahore = await findCity(db, 'Lahore');
  const islamabad = await findCity(db, 'Islamabad');
  const karachi = await findCity(db, 'Karachi');
  const rawalpindi = await findCity(db, 'Rawalpindi');
  const gulberg = await findTown(db, 'Lahore', 'Gulberg');
  const johar = await findTown(db, 'Lahore', 'Johar Town');
  const university = (name: string) => findUniversity(db, name).then((row) => row.id);
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  // Names and addresses that never contain the words searched, so only the place matches.
  const hostel = (overrides: Parameters<typeof createHostel>[1]) =>
    createHostel(db, { ownerId: owner.id, townId: null, ...overrides }).then((row) => row.id);

  ids.lums = await hostel({
    name: 'Green Residence',
    address: 'Plot 1, Sector A',
    cityId: lahore.id,
    universityId: await university('Lahore University of Management Sciences'),
    createdAt: day(1),
  });
  ids.nust = await hostel({
    name: 'Blue Residence',
    address: 'Plot 2, Sector H-12',
    cityId: islamabad.id,
    universityId: await university('National University of Sciences and Technology'),
    createdAt: day(2),
  });
  ids.gcu = await hostel({
    name: 'Red Residence',
    address: 'Plot 3, Old Campus Road',
    cityId: lahore.id,
    universityId: await university('Government College University, Lahore'),
    createdAt: day(3),
  });
  ids.karachi = await hostel({
    name: 'Sea Breeze Residence',
    address: 'Block 13, Main Road',
    cityId: karachi.id,
    universityId: await university('University of Karachi'),
    createdAt: day(4),
  });
  ids.pindi = await hostel({
    name: 'Saddar Residence',
    address: 'Plot 5, Murree Road',
    cityId: rawalpindi.id,
    // A girls' hostel: "girls" in a search reads as the gender (issue 42 item 4).
    genderCategory: 'female',
    createdAt: day(5),
  });
  ids.gulberg = await hostel({
    name: 'Canal Residence',
    address: 'Plot 6, Main Boulevard',
    cityId: lahore.id,
    townId: gulberg.id,
    genderCategory: 'female',
    createdAt: day(6),
  });
  // Newer than the Gulberg hostel and only mentions it in its address: a weaker match.
  ids.nearGulberg = await hostel({
    name: 'Corner Residence',
    address: 'Plot 7, near Gulberg Main Market',
    cityId: lahore.id,
    townId: johar.id,
    createdAt: day(7),
  });
  // The newest, and its name starts with `lums`: a weaker match than the LUMS short name.
  ids.lumsden = await hostel({
    name: 'Lumsden House',
    address: 'Plot 8, Ferozepur Road',
    cityId: lahore.id,
    createdAt: day(8),
  });
});

afterAll(async () => {
  await context?.close();
});

async function search(text: string, extra = ''): Promise<string[]> {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/enhanced-hostels?limit=50&search=${encodeURIComponent(text)}${extra}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: HostelSummary[] }>().data.map((hostel) => hostel.id);
}

const sorted = (list: string[]) => [...list].sort();

describe('GET /api/enhanced-hostels?search= with the names people type', () => {
  it.each([
    ['LUMS', 'lums'],
    ['lums', 'lums'],
    ['nust', 'nust'],
    ['NUST', 'nust'],
    ['GCU', 'gcu'],
    ['gcu lahore', 'gcu'],
    ['Karachi University', 'karachi'],
    ['KU', 'karachi'],
  ] as const)('should find the hostels of a university by its short name %s', async (text, key) => {
    expect(await search(text)).toContain(ids[key]);
  });

  it('should answer a short name as near that university, by distance from its campus (issue 42)', async () => {
    // Every hostel here stands at the factory's Lahore point: NUST's campus in Islamabad has
    // only its tagged hostel within reach; LUMS's list is the list near LUMS.
    expect(await search('nust')).toEqual([ids.nust]);
    const nearLums = await search('', '&near_university=lahore-university-of-management-sciences');
    expect(await search('LUMS')).toEqual(nearLums);
    expect(nearLums).toContain(ids.lums);
  });

  it('should find the hostels of a misspelt city', async () => {
    expect(sorted(await search('Lahor'))).toEqual(
      sorted([ids.lums, ids.gcu, ids.gulberg, ids.nearGulberg, ids.lumsden]),
    );
    expect(await search('Rawalpndi')).toEqual([ids.pindi]);
    expect(await search('rawalpndi')).toEqual([ids.pindi]);
  });

  it('should find the hostels of a misspelt town or university', async () => {
    expect(await search('Gulbrg')).toContain(ids.gulberg);
    expect(await search('Lahore Universty of Managment Sciences')).toEqual([ids.lums]);
  });

  it('should find a university by its Urdu name', async () => {
    expect(await search('جامعہ کراچی')).toEqual([ids.karachi]);
  });

  it('should find Lahore typed on an Arabic keyboard (issue 42 item 5)', async () => {
    const lahore = sorted([ids.lums, ids.gcu, ids.gulberg, ids.nearGulberg, ids.lumsden]);
    expect(sorted(await search('لاهور'))).toEqual(lahore);
    expect(sorted(await search('لاہور'))).toEqual(lahore);
    expect(sorted(await search('لَاهُور ہاسٹل'))).toEqual(lahore);
  });

  it('should correct a misspelt place word by word inside a longer search (issue 42 item 5)', async () => {
    expect(sorted(await search('lahor hostel'))).toEqual(
      sorted([ids.lums, ids.gcu, ids.gulberg, ids.nearGulberg, ids.lumsden]),
    );
    expect(await search('rawalpndi girls')).toEqual([ids.pindi]);
    expect(await search('hostel in gulbrg')).toContain(ids.gulberg);
    expect(await search('girls hostel in lahor')).toContain(ids.gulberg);
    // The whole search naming a place keeps its words together: not every Lahore hostel.
    expect(await search('Lahore Universty of Managment Sciences')).toEqual([ids.lums]);
    expect(await search('rawalakot girls')).toEqual([]);
  });

  it('should not match a different city that only looks a little alike', async () => {
    expect(await search('Rawalakot')).toEqual([]);
  });
});

describe('sort=relevance', () => {
  it('should put the best match first by default when there is a search', async () => {
    // By newest the address mention (day 7) would come first; the town itself is the better match.
    expect(await search('gulberg')).toEqual([ids.gulberg, ids.nearGulberg]);
    expect(await search('gulberg', '&sort=relevance')).toEqual([ids.gulberg, ids.nearGulberg]);
    expect(await search('gulberg', '&sort=newest')).toEqual([ids.nearGulberg, ids.gulberg]);
  });

  it('should order a search naming a university by distance from its campus (issue 42)', async () => {
    const nearLums = await search('', '&near_university=lahore-university-of-management-sciences');
    expect(await search('lums')).toEqual(nearLums);
    const newest = await search('lums', '&sort=newest');
    expect(sorted(newest)).toEqual(sorted(nearLums));
    expect(newest[0]).toBe(ids.lumsden);
  });

  it('should rank equal matches newest first', async () => {
    // `lahor` starts the name of Lahore and of LUMS alike: every Lahore hostel scores the same.
    expect(await search('lahor')).toEqual([
      ids.lumsden,
      ids.nearGulberg,
      ids.gulberg,
      ids.gcu,
      ids.lums,
    ]);
  });

  it('should order as newest first without a search', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/enhanced-hostels?limit=50&sort=relevance',
    });
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: HostelSummary[] }>().data;
    const created = data.map((hostel) => hostel.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });
});
