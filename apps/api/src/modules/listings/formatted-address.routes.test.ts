import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, hostels, towns } from '../../db/schema/index.ts';
import {
  callJson,
  createTestContext,
  type ApiEnvelope,
  type TestContext,
} from '../../../test/helpers.ts';
import { addVerifiedPhone, createHostel, createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/**
 * Issue 22 item 2: when the geocoder is unreachable the map picker has only the coordinates as
 * text (decision 11). That text is never stored or served as a hostel's formatted address, so
 * students see the owner's typed address.
 */

const COORDINATES = '33.688924, 73.065948';
const TYPED = 'House 12, Street 4, Gulberg III';

let context: TestContext;
let owner = '';
const place = { city: '', town: '' };

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const [lahore] = await db.select().from(cities).where(eq(cities.name, 'Lahore'));
  const [town] = lahore
    ? await db.select().from(towns).where(eq(towns.cityId, lahore.id)).limit(1)
    : [];
  if (!lahore || !town) throw new Error('reference places missing');
  place.city = lahore.id;
  place.town = town.id;
  const user = await createUser(db);
  await addVerifiedPhone(db, user.id, '03001234567');
  owner = await signIn(db, context.settings.jwtSecret, user);
});

afterAll(async () => {
  await context?.close();
});

type Detail = { id: string; address: string; formatted_address: string | null };

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const { status, body } = await callJson(context.app, method, url, owner, payload);
  return { status, body: body as ApiEnvelope & { data?: Detail } };
}

async function storedFormattedAddress(id: string): Promise<string | null | undefined> {
  const [row] = await context.database.db
    .select({ formattedAddress: hostels.formattedAddress })
    .from(hostels)
    .where(eq(hostels.id, id));
  return row?.formattedAddress;
}

function hostelBody(formatted_address: string | null) {
  return {
    name: 'Iqbal Boys Hostel',
    description: 'Clean rooms five minutes from the campus gate.',
    address: TYPED,
    location_type: 'city',
    city_id: place.city,
    town_id: place.town,
    price_range: '8000 - 12000',
    gender_category: 'male',
    contact_phone: '03001234567',
    facilities: ['WiFi'],
    latitude: 31.5204,
    longitude: 74.3587,
    formatted_address,
  };
}

describe("a hostel's formatted address", () => {
  it('should not store coordinates as text on create, keeping the typed address', async () => {
    const created = await call('POST', '/api/enhanced-hostels', hostelBody(COORDINATES));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data?.id ?? '';
    expect(created.body.data).toMatchObject({ address: TYPED, formatted_address: null });
    expect(await storedFormattedAddress(id)).toBeNull();
  });

  it('should keep a geocoded address, and drop it for coordinates when the pin moves', async () => {
    const created = await call(
      'POST',
      '/api/enhanced-hostels',
      hostelBody('Main Boulevard, Gulberg III, Lahore'),
    );
    const id = created.body.data?.id ?? '';
    expect(await storedFormattedAddress(id)).toBe('Main Boulevard, Gulberg III, Lahore');
    for (const text of [COORDINATES, '31.5204,74.3587', ' -31.5 74.35 ']) {
      const updated = await call('PUT', `/api/enhanced-hostels/${id}`, {
        latitude: 31.5304,
        longitude: 74.3487,
        formatted_address: text,
      });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body.data).toMatchObject({ address: TYPED, formatted_address: null });
      expect(await storedFormattedAddress(id)).toBeNull();
    }
  });

  it('should never serve coordinates stored before the fix as the address students see', async () => {
    const { db } = context.database;
    const hostel = await createHostel(db, { formattedAddress: COORDINATES });
    const { status, body } = await callJson(
      context.app,
      'GET',
      `/api/enhanced-hostels/${hostel.id}`,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ address: hostel.address, formatted_address: null });
  });
});
