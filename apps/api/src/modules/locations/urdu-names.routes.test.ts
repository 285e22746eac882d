import { FACILITIES } from '@hostelhub/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, facilities, towns, universities } from '../../db/schema/index.ts';
import { seedReferenceData } from '../../db/seed/seed-reference.ts';
import { cityNameUr, townNameUr, universityNameUr } from '../../db/seed/reference/urdu/index.ts';
import { findTown, findUniversity } from '../../../test/factories/discovery.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';

/**
 * Issue 24: the reference data has Urdu names (`name_ur`) in every list, lookup and hostel,
 * null for an area an owner typed; searches match them; seeding fills them in a database
 * seeded before they existed.
 */

interface Named {
  id: string;
  name: string;
  name_ur: string | null;
}

let context: TestContext;
const db = () => context.database.db;
const place = { lahore: '', gulberg: '', karachi: '', clifton: '' };
const hostel = { lahore: '', karachi: '', ownArea: '' };
let ownerAuth = '';
let ownArea: Named;

async function data<T>(url: string, authorization?: string): Promise<T> {
  const { status, body } = await callJson(context.app, 'GET', url, authorization);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as T;
}

beforeAll(async () => {
  context = await createTestContext();
  const gulberg = await findTown(db(), 'Lahore', 'Gulberg');
  const clifton = await findTown(db(), 'Karachi', 'Clifton');
  Object.assign(place, {
    lahore: gulberg.cityId,
    gulberg: gulberg.id,
    karachi: clifton.cityId,
    clifton: clifton.id,
  });
  const owner = await createUser(db());
  ownerAuth = await signIn(db(), context.settings.jwtSecret, owner);
  const punjab = await findUniversity(db(), 'University of the Punjab');
  hostel.lahore = (
    await createHostel(db(), {
      cityId: place.lahore,
      townId: place.gulberg,
      universityId: punjab.id,
    })
  ).id;
  hostel.karachi = (
    await createHostel(db(), {
      cityId: place.karachi,
      townId: place.clifton,
      // Where Clifton is: hostels default to a point in Lahore.
      latitude: 24.8138,
      longitude: 67.0299,
    })
  ).id;
  const created = await callJson(context.app, 'POST', '/api/towns', ownerAuth, {
    city_id: place.lahore,
    name: 'Nayi Basti Urdu Test',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  ownArea = created.body.data as Named;
  hostel.ownArea = (
    await createHostel(db(), { ownerId: owner.id, cityId: place.lahore, townId: ownArea.id })
  ).id;
});

afterAll(async () => {
  await context?.close();
});

describe('Urdu names in the reference lists', () => {
  it('should give every city, confirmed town and university its Urdu name', async () => {
    const cityList = await data<Named[]>('/api/enhanced-hostels/cities');
    expect(cityList.find((city) => city.name === 'Lahore')?.name_ur).toBe(cityNameUr('Lahore'));
    expect(cityNameUr('Lahore')).toBe('لاہور');
    for (const city of cityList) expect(city.name_ur, city.name).toBe(cityNameUr(city.name));

    const townList = await data<(Named & { status: string })[]>('/api/enhanced-hostels/towns');
    expect(townList.find((town) => town.id === place.gulberg)?.name_ur).toBe('گلبرگ');
    for (const town of townList.filter((row) => row.status === 'confirmed')) {
      expect(town.name_ur, town.name).toBe(townNameUr(town.name));
    }

    const universityList = await data<Named[]>('/api/enhanced-hostels/universities');
    expect(universityList.length).toBeGreaterThan(0);
    for (const university of universityList) {
      expect(university.name_ur, university.name).toBe(universityNameUr(university.name));
    }
  });

  it('should give every facility its Urdu name', async () => {
    const list = await data<Named[]>('/api/enhanced-hostels/facilities');
    expect(list).toHaveLength(FACILITIES.length);
    for (const facility of list) {
      const known = FACILITIES.find((definition) => definition.name === facility.name);
      expect(facility.name_ur, facility.name).toBe(known?.name_ur);
    }
  });

  it('should give an area an owner typed no Urdu name', async () => {
    expect(ownArea.name_ur).toBeNull();
    const listed = await data<Named[]>(
      `/api/enhanced-hostels/towns?city_id=${place.lahore}`,
      ownerAuth,
    );
    expect(listed.find((town) => town.id === ownArea.id)?.name_ur).toBeNull();
    const looked = await data<Named[]>(
      `/api/locations/towns?city_id=${place.lahore}&search=Nayi`,
      ownerAuth,
    );
    expect(looked.map((town) => [town.name, town.name_ur])).toEqual([
      ['Nayi Basti Urdu Test', null],
    ]);
  });

  it("should give a hostel's city, town and university their Urdu names", async () => {
    const detail = await data<Record<string, Named | null>>(
      `/api/enhanced-hostels/${hostel.lahore}`,
    );
    expect(detail.cities?.name_ur).toBe('لاہور');
    expect(detail.towns?.name_ur).toBe('گلبرگ');
    expect(detail.universities?.name_ur).toBe(universityNameUr('University of the Punjab'));
    const list = await data<Record<string, Named | null>[]>(
      `/api/enhanced-hostels?search=${encodeURIComponent('Nayi Basti Urdu')}`,
    );
    expect(list.map((item) => [item.towns?.name, item.towns?.name_ur])).toEqual([
      ['Nayi Basti Urdu Test', null],
    ]);
  });
});

describe('Urdu searches', () => {
  async function hostelIds(search: string): Promise<string[]> {
    const list = await data<{ id: string }[]>(
      `/api/enhanced-hostels?limit=50&search=${encodeURIComponent(search)}`,
    );
    return list.map((item) => item.id);
  }

  it('should find the Lahore hostels by the Urdu name of their city, town or university', async () => {
    const byCity = await hostelIds('لاہور');
    expect(byCity).toContain(hostel.lahore);
    expect(byCity).toContain(hostel.ownArea);
    expect(byCity).not.toContain(hostel.karachi);
    expect(await hostelIds('گلبرگ')).toEqual([hostel.lahore]);
    // A university's name lists the hostels near its campus (issue 42, decision 034): the one
    // tagged to it among them, none in Karachi.
    const byUniversity = await hostelIds('جامعہ پنجاب');
    expect(byUniversity).toContain(hostel.lahore);
    expect(byUniversity).not.toContain(hostel.karachi);
    expect(await hostelIds('کلفٹن')).toEqual([hostel.karachi]);
  });

  it('should find cities, towns and universities in the picker by their Urdu names', async () => {
    const found = await data<Named[]>(`/api/locations/cities?search=${encodeURIComponent('لاہ')}`);
    expect(found[0]?.name).toBe('Lahore');
    expect(found[0]?.name_ur).toBe('لاہور');
    const areas = await data<Named[]>(
      `/api/locations/towns?city_id=${place.lahore}&search=${encodeURIComponent('گلبر')}`,
    );
    expect(areas.map((town) => town.name)).toContain('Gulberg');
    const campuses = await data<Named[]>(
      `/api/locations/universities?search=${encodeURIComponent('جامعہ پنجاب')}`,
    );
    expect(campuses.map((university) => university.name)).toContain('University of the Punjab');
  });

  it('should still order English searches by the English names', async () => {
    const found = await data<Named[]>('/api/locations/cities?search=LAH');
    expect(found[0]?.name).toBe('Lahore');
  });
});

describe('seeding the Urdu names', () => {
  it('should fill them in a database seeded before they existed, and change nothing after', async () => {
    // As after migration 0014 on a database seeded before it: every Urdu name still null.
    await db().update(cities).set({ nameUr: null });
    await db().update(towns).set({ nameUr: null });
    await db().update(universities).set({ nameUr: null });
    await db().update(facilities).set({ nameUr: null });

    const first = await seedReferenceData(db());
    const second = await seedReferenceData(db());
    expect(second).toEqual(first);

    const [lahore] = await db().select().from(cities).where(eq(cities.id, place.lahore));
    expect(lahore?.nameUr).toBe(cityNameUr('Lahore'));
    const areas = await db()
      .select({ id: towns.id, nameUr: towns.nameUr })
      .from(towns)
      .where(inArray(towns.id, [place.gulberg, ownArea.id]));
    expect(new Map(areas.map((row) => [row.id, row.nameUr]))).toEqual(
      new Map([
        [place.gulberg, 'گلبرگ'],
        [ownArea.id, null],
      ]),
    );
    const [wifi] = await db().select().from(facilities).where(eq(facilities.name, 'WiFi'));
    expect(wifi?.nameUr).toBe(FACILITIES.find((facility) => facility.name === 'WiFi')?.name_ur);
    const filled = await db()
      .select({ name: universities.name, nameUr: universities.nameUr })
      .from(universities);
    for (const row of filled) expect(row.nameUr, row.name).toBe(universityNameUr(row.name));
  });
});
