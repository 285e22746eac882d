import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACILITIES, ROOM_TYPES } from '@hostelhub/shared';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { seedReferenceData } from '../../db/seed/seed-reference.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context?.close();
});

async function get(url: string) {
  const response = await context.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

describe('reference lists', () => {
  it('should list at least 150 cities of Pakistan, each with its province', async () => {
    const { status, body } = await get('/api/enhanced-hostels/cities');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(150);
    const lahore = body.data.find((city: { name: string }) => city.name === 'Lahore');
    expect(lahore.province).toBe('Punjab');
    const karachi = body.data.find((city: { name: string }) => city.name === 'Karachi');
    expect(karachi.province).toBe('Sindh');
    const provinces = new Set(body.data.map((city: { province: string }) => city.province));
    expect(provinces).toContain('Khyber Pakhtunkhwa');
    expect(provinces).toContain('Balochistan');
    expect(provinces).toContain('Islamabad Capital Territory');
  });

  it('should list towns of the twelve largest cities, filterable by city_id', async () => {
    const cities = (await get('/api/enhanced-hostels/cities')).body.data as {
      id: string;
      name: string;
    }[];
    for (const name of [
      'Karachi',
      'Lahore',
      'Faisalabad',
      'Rawalpindi',
      'Islamabad',
      'Multan',
      'Hyderabad',
      'Gujranwala',
      'Peshawar',
      'Quetta',
      'Sialkot',
      'Abbottabad',
    ]) {
      const city = cities.find((candidate) => candidate.name === name);
      expect(city, name).toBeDefined();
      const { body } = await get(`/api/enhanced-hostels/towns?city_id=${city?.id}`);
      expect(body.data.length, name).toBeGreaterThanOrEqual(5);
      for (const town of body.data) expect(town.city_id).toBe(city?.id);
    }
  });

  it('should refuse a city_id that is not a uuid', async () => {
    const { status, body } = await get('/api/enhanced-hostels/towns?city_id=lahore');
    expect(status).toBe(400);
    expect(body.error).toContain('city_id');
  });

  it('should list at least 60 universities with their cities', async () => {
    const { body } = await get('/api/enhanced-hostels/universities');
    expect(body.data.length).toBeGreaterThanOrEqual(60);
    const punjab = body.data.find(
      (university: { name: string }) => university.name === 'University of the Punjab',
    );
    expect(punjab?.city).toBe('Lahore');
    for (const university of body.data) expect(university.city).toBeTruthy();
  });

  it('should list every facility with an icon and every room type', async () => {
    const facilities = (await get('/api/enhanced-hostels/facilities')).body.data;
    expect(facilities.map((facility: { name: string }) => facility.name).sort()).toEqual(
      FACILITIES.map((facility) => facility.name).sort(),
    );
    for (const facility of facilities) expect(facility.icon).toBeTruthy();
    const roomTypes = (await get('/api/enhanced-hostels/room-types')).body.data;
    expect(roomTypes.map((type: { value: string }) => type.value)).toEqual(
      expect.arrayContaining(ROOM_TYPES.map((type) => type.value)),
    );
  });

  it.each(['cities', 'universities', 'facilities'])(
    'should send the %s list gzipped to browsers that accept it, with the same JSON',
    async (list) => {
      const url = `/api/enhanced-hostels/${list}`;
      const plain = await context.app.inject({ method: 'GET', url });
      const zipped = await context.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-type']).toContain('application/json');
      expect(zipped.headers['cache-control']).toBe('public, max-age=300');
      expect(String(zipped.headers.vary)).toContain('Accept-Encoding');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    },
  );

  it('should seed reference data idempotently', async () => {
    const before = await seedReferenceData(context.database.db);
    const after = await seedReferenceData(context.database.db);
    expect(after).toEqual(before);
  });
});

describe('GET /api/stats', () => {
  it('should count approved hostels, their cities and students from the database', async () => {
    const { status, body } = await get('/api/stats');
    expect(status).toBe(200);
    expect(body.data).toEqual({ hostels: 0, cities: 0, students: 0 });
  });
});

describe('GET /api/health', () => {
  it('should report the database reachable', async () => {
    const { status, body } = await get('/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { status: 'ok', database: 'up' } });
  });
});
