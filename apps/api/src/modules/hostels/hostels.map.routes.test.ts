import { MapHostelsSchema, successEnvelope } from '@hostelhub/shared';
import { inArray } from 'drizzle-orm';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostels } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { findCity } from '../../../test/factories/discovery.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/** GET /api/hostels: the map's markers (spec part 1 section 2 'Map view', section 7). */

let context: TestContext;
const ids = { located: '', unlocated: '', cityless: '', pending: '' };
let student = '';
let admin = '';
const MARKER_KEYS = [
  'city',
  'city_ur',
  'gender_category',
  'id',
  'lat',
  'lng',
  'name',
  'price_range',
  'status',
];

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const karachi = await findCity(db, 'Karachi');
  const owner = await createUser(db);
  ids.located = (
    await createHostel(db, {
      ownerId: owner.id,
      name: 'Sea View "Boys" Hostel',
      cityId: karachi.id,
      townId: null,
      latitude: 24.8607123456,
      longitude: 67.0011987654,
      priceRange: '9,000 - 11,000',
      genderCategory: 'male',
    })
  ).id;
  ids.unlocated = (
    await createHostel(db, { ownerId: owner.id, latitude: null, longitude: null })
  ).id;
  ids.cityless = (
    await createHostel(db, {
      ownerId: owner.id,
      cityId: null,
      townId: null,
      priceRange: null,
      priceMin: null,
      priceMax: null,
      latitude: -33.8688,
      longitude: 151.2093,
      genderCategory: 'female',
    })
  ).id;
  ids.pending = (await createHostel(db, { ownerId: owner.id, status: 'pending' })).id;
  student = await signIn(
    db,
    context.settings.jwtSecret,
    await createUser(db, { role: 'student', ownerApprovalStatus: null }),
  );
  admin = await signIn(
    db,
    context.settings.jwtSecret,
    await createUser(db, { role: 'admin', ownerApprovalStatus: null }),
  );
});

afterAll(async () => {
  await context?.close();
});

interface Marker {
  id: string;
  lat: number | null;
  lng: number | null;
  name: string;
  city: string | null;
  price_range: string | null;
  gender_category: string;
  status: string;
}

async function map(query: string, authorization?: string) {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/hostels${query}`,
    headers: authorization ? { authorization } : {},
  });
  const body = response.json();
  return {
    status: response.statusCode,
    headers: response.headers,
    text: response.body,
    body,
    markers: (body.data?.hostels ?? []) as Marker[],
  };
}

describe('GET /api/hostels', () => {
  it('should answer exactly the documented marker fields', async () => {
    const { status, headers, body, markers } = await map('?status=approved&hasLocation=true');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(() => successEnvelope(MapHostelsSchema).parse(body)).not.toThrow();
    expect(Object.keys(body)).toEqual(['success', 'data']);
    expect(Object.keys(body.data)).toEqual(['hostels']);
    for (const marker of markers) expect(Object.keys(marker).sort()).toEqual(MARKER_KEYS);
  });

  it('should round coordinates to 5 decimals and carry the city and price text', async () => {
    const { markers } = await map('?status=approved&hasLocation=true');
    expect(markers.find((marker) => marker.id === ids.located)).toEqual({
      id: ids.located,
      lat: 24.86071,
      lng: 67.0012,
      name: 'Sea View "Boys" Hostel',
      city: 'Karachi',
      city_ur: 'کراچی',
      price_range: '9,000 - 11,000',
      gender_category: 'male',
      status: 'approved',
    });
    expect(markers.find((marker) => marker.id === ids.cityless)).toMatchObject({
      lat: -33.8688,
      lng: 151.2093,
      city: null,
      city_ur: null,
      price_range: null,
    });
  });

  it('should keep only hostels with coordinates when hasLocation=true', async () => {
    const { markers } = await map('?status=approved&hasLocation=true');
    expect(markers.map((marker) => marker.id).sort()).toEqual([ids.located, ids.cityless].sort());
  });

  it('should include hostels without coordinates, as nulls, otherwise', async () => {
    for (const query of ['', '?hasLocation=false']) {
      const { markers } = await map(query);
      expect(markers.map((marker) => marker.id).sort()).toEqual(
        [ids.located, ids.unlocated, ids.cityless].sort(),
      );
      expect(markers.find((marker) => marker.id === ids.unlocated)).toMatchObject({
        lat: null,
        lng: null,
      });
    }
  });

  it("should let shared caches keep the guests' approved map for 30 seconds", async () => {
    const guest = await map('?status=approved&hasLocation=true');
    expect(guest.headers['cache-control']).toBe('public, max-age=30');
  });

  it('should not let anyone store signed-in answers (issue 21 item 12)', async () => {
    const studentMap = await map('?status=approved&hasLocation=true', student);
    expect(studentMap.status).toBe(200);
    expect(studentMap.headers['cache-control']).toBe('no-store');
    const adminMap = await map('?status=pending', admin);
    expect(adminMap.markers.map((marker) => marker.id)).toEqual([ids.pending]);
    expect(adminMap.headers['cache-control']).toBe('no-store');
  });

  it('should refuse pending and rejected markers to guests with 401, other roles with 403', async () => {
    for (const [who, httpStatus, code] of [
      [undefined, 401, 'UNAUTHORIZED'],
      [student, 403, 'FORBIDDEN'],
    ] as const) {
      const { status, body, headers } = await map('?status=rejected', who);
      expect(status).toBe(httpStatus);
      expect(body).toEqual({
        success: false,
        code,
        error: 'Only administrators can list hostels that are not approved',
      });
      expect(headers['cache-control']).toBe('no-store');
    }
  });

  it('should refuse malformed parameters with a 400 naming them', async () => {
    for (const [query, field] of [
      ['?hasLocation=sometimes', 'hasLocation'],
      ['?status=archived', 'status'],
    ] as const) {
      const { status, body } = await map(query);
      expect(status).toBe(400);
      expect(body.details[0].field).toBe(field);
    }
  });

  it('should stay under 100 bytes a marker gzipped', async () => {
    const { db } = context.database;
    const owner = await createUser(db);
    const names = ['Al-Noor', 'Iqbal', 'Jinnah', 'Green View', 'Capital', 'Students'];
    const added = await db
      .insert(hostels)
      .values(
        Array.from({ length: 500 }, (_, index) => ({
          ownerId: owner.id,
          name: `${names[index % names.length]} Hostel ${index + 1}`,
          description: 'A hostel.',
          address: `House ${index + 1}`,
          genderCategory: index % 3 === 0 ? ('female' as const) : ('male' as const),
          priceRange: `${8000 + (index % 10) * 500}-${12000 + (index % 10) * 500}`,
          status: 'approved' as const,
          latitude: 24.8 + (index * 7919) / 1e7,
          longitude: 67 + (index * 104_729) / 1e8,
        })),
      )
      .returning({ id: hostels.id });
    try {
      const { text, markers } = await map('?status=approved&hasLocation=true');
      expect(markers.length).toBeGreaterThanOrEqual(500);
      expect(gzipSync(text).length / markers.length).toBeLessThan(100);
    } finally {
      await db.delete(hostels).where(
        inArray(
          hostels.id,
          added.map((row) => row.id),
        ),
      );
    }
  });
});
