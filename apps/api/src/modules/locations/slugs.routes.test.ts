import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, universities } from '../../db/schema/index.ts';
import { CITIES } from '../../db/seed/reference/cities.ts';
import { TOWNS } from '../../db/seed/reference/towns.ts';
import { UNIVERSITIES } from '../../db/seed/reference/universities.ts';
import { seedReferenceData, type ReferencePlaces } from '../../db/seed/seed-reference.ts';
import { createHostel } from '../../../test/factories/hostels.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';

/**
 * Slugs of cities and universities (issue 25): in every list, looked up by the current slug or
 * one from before a rename (the page server then redirects to the current one), 404 otherwise.
 */

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context?.close();
});

interface Place {
  id: string;
  name: string;
  slug: string;
}

async function list(url: string): Promise<Place[]> {
  const { status, body } = await callJson(context.app, 'GET', url);
  expect(status).toBe(200);
  return body.data as Place[];
}

async function lookUp(url: string): Promise<Place> {
  const { status, body } = await callJson(context.app, 'GET', url);
  expect(status, url).toBe(200);
  return body.data as Place;
}

const UET_LAHORE = 'University of Engineering and Technology, Lahore';
const UET_SLUG = 'university-of-engineering-and-technology-lahore';

describe('slugs in the lists', () => {
  it('should give every city and university of each list its slug', async () => {
    const allCities = await list('/api/enhanced-hostels/cities');
    expect(allCities.find((city) => city.name === 'Lahore')?.slug).toBe('lahore');
    const allUniversities = await list('/api/enhanced-hostels/universities');
    expect(allUniversities.find((university) => university.name === UET_LAHORE)?.slug).toBe(
      UET_SLUG,
    );
    expect((await list('/api/locations/cities?search=Lahore'))[0]?.slug).toBe('lahore');
    const found = await list('/api/locations/universities?search=Engineering and Technology, L');
    expect(found.map((university) => university.slug)).toContain(UET_SLUG);
  });
});

describe('GET /api/locations/{cities,universities}/by-slug/:slug', () => {
  it('should answer the city or university as the lists send it', async () => {
    const lahore = (await list('/api/enhanced-hostels/cities')).find((c) => c.name === 'Lahore');
    expect(await lookUp('/api/locations/cities/by-slug/lahore')).toEqual(lahore);
    const uet = (await list('/api/enhanced-hostels/universities')).find(
      (university) => university.name === UET_LAHORE,
    );
    expect(await lookUp(`/api/locations/universities/by-slug/${UET_SLUG}`)).toEqual(uet);
  });

  it('should answer 404 with the error envelope for a slug no place has had', async () => {
    const city = await callJson(context.app, 'GET', '/api/locations/cities/by-slug/atlantis');
    expect(city.status).toBe(404);
    expect(city.body).toEqual({ success: false, error: 'City not found', code: 'NOT_FOUND' });
    // A university's slug is no city's, and the other way round.
    const notCity = await callJson(context.app, 'GET', `/api/locations/cities/by-slug/${UET_SLUG}`);
    expect(notCity.status).toBe(404);
    const university = await callJson(
      context.app,
      'GET',
      '/api/locations/universities/by-slug/lahore',
    );
    expect(university.status).toBe(404);
    expect(university.body).toMatchObject({ error: 'University not found', code: 'NOT_FOUND' });
  });

  it('should answer a slug past the router limit (100 characters) with a 4xx error envelope', async () => {
    for (const length of [101, 500]) {
      const { status, body } = await callJson(
        context.app,
        'GET',
        `/api/locations/cities/by-slug/${'a'.repeat(length)}`,
      );
      expect([404, 414]).toContain(status);
      expect(body.success).toBe(false);
    }
  });
});

describe('a place the reference seed renames', () => {
  /**
   * The real lists with the city named `from` or `to` called `to` and formerly `from`, and
   * University of the Punjab renamed Punjab University, Lahore.
   */
  function renamed(city: { from: string; to: string }): ReferencePlaces {
    const real = CITIES.some((entry) => entry.name === city.from) ? city.from : city.to;
    const cityName = (name: string) => (name === real ? city.to : name);
    return {
      cities: CITIES.map((entry) =>
        entry.name === real ? { ...entry, name: city.to, formerNames: [city.from] } : entry,
      ),
      towns: TOWNS.map((town) => ({ ...town, city: cityName(town.city) })),
      universities: UNIVERSITIES.map((entry) =>
        entry.name === 'University of the Punjab'
          ? { ...entry, name: 'Punjab University, Lahore', formerNames: [entry.name] }
          : { ...entry, city: cityName(entry.city) },
      ),
    };
  }

  it('should give it a new slug and keep finding it by the old one', async () => {
    const { db } = context.database;
    const faisalabad = await lookUp('/api/locations/cities/by-slug/faisalabad');
    const punjab = await lookUp('/api/locations/universities/by-slug/university-of-the-punjab');
    const hostel = await createHostel(db, { cityId: faisalabad.id, universityId: punjab.id });

    await seedReferenceData(db, renamed({ from: 'Faisalabad', to: 'Lyallpur' }));

    // The same rows, renamed, with new slugs; the old slugs answer with the current ones.
    const byOld = await lookUp('/api/locations/cities/by-slug/faisalabad');
    expect(byOld).toMatchObject({ id: faisalabad.id, name: 'Lyallpur', slug: 'lyallpur' });
    expect(await lookUp('/api/locations/cities/by-slug/lyallpur')).toEqual(byOld);
    const punjabByOld = await lookUp(
      '/api/locations/universities/by-slug/university-of-the-punjab',
    );
    expect(punjabByOld).toMatchObject({
      id: punjab.id,
      name: 'Punjab University, Lahore',
      slug: 'punjab-university-lahore',
    });
    expect(await db.$count(cities, eq(cities.name, 'Faisalabad'))).toBe(0);
    expect(await db.$count(universities, eq(universities.name, 'University of the Punjab'))).toBe(
      0,
    );
    const [row] = await db
      .select({ cityId: cities.id })
      .from(cities)
      .where(eq(cities.slug, 'lyallpur'));
    expect(row?.cityId).toBe(hostel.cityId);

    // Seeding the same lists again changes nothing.
    await seedReferenceData(db, renamed({ from: 'Faisalabad', to: 'Lyallpur' }));
    expect(await lookUp('/api/locations/cities/by-slug/faisalabad')).toEqual(byOld);

    // Renamed back, it gets its first slug back; the one in between still finds it.
    await seedReferenceData(db, renamed({ from: 'Lyallpur', to: 'Faisalabad' }));
    const back = await lookUp('/api/locations/cities/by-slug/lyallpur');
    expect(back).toMatchObject({ id: faisalabad.id, name: 'Faisalabad', slug: 'faisalabad' });
  });

  it("should never give a place's old slug to another place", async () => {
    const { db } = context.database;
    // Lahore becomes Lahore Metropolitan; then a new city called Lahore appears in the list.
    const lahore = await lookUp('/api/locations/cities/by-slug/lahore');
    const places = renamed({ from: 'Lahore', to: 'Lahore Metropolitan' });
    await seedReferenceData(db, {
      ...places,
      cities: [
        ...places.cities,
        { name: 'Lahore', province: 'Punjab', latitude: 31.5, longitude: 74.3 },
      ],
    });
    expect(await lookUp('/api/locations/cities/by-slug/lahore')).toMatchObject({
      id: lahore.id,
      slug: 'lahore-metropolitan',
    });
    const newcomer = await lookUp('/api/locations/cities/by-slug/lahore-punjab');
    expect(newcomer).toMatchObject({ name: 'Lahore', slug: 'lahore-punjab' });
    expect(newcomer.id).not.toBe(lahore.id);
  });
});
