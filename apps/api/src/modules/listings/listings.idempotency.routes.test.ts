import { and, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, hostels, idempotencyKeys, rooms, towns } from '../../db/schema/index.ts';
import { createIdempotencyStore, scheduleIdempotencyKeySweep } from '../../lib/idempotency.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { addVerifiedPhone, createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/**
 * Issue 22 item 1: `POST /api/enhanced-hostels` honours an `Idempotency-Key` for 24 hours, so
 * a second Create of the same wizard session answers the first hostel instead of a copy.
 */

let context: TestContext;
const place = { lahore: '', gulberg: '' };
const auth = { ownerA: '', ownerB: '' };
const users = { ownerA: '', ownerB: '' };

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const [lahore] = await db.select().from(cities).where(eq(cities.name, 'Lahore'));
  if (!lahore) throw new Error('reference cities missing');
  const [gulberg] = await db.select().from(towns).where(eq(towns.cityId, lahore.id)).limit(1);
  if (!gulberg) throw new Error('reference towns missing');
  place.lahore = lahore.id;
  place.gulberg = gulberg.id;
  const ownerA = await createUser(db);
  const ownerB = await createUser(db);
  await addVerifiedPhone(db, ownerA.id, '03001234567');
  await addVerifiedPhone(db, ownerB.id, '03001234567');
  users.ownerA = ownerA.id;
  users.ownerB = ownerB.id;
  auth.ownerA = await signIn(db, context.settings.jwtSecret, ownerA);
  auth.ownerB = await signIn(db, context.settings.jwtSecret, ownerB);
});

afterAll(async () => {
  await context?.close();
});

function hostelBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Iqbal Boys Hostel',
    description: 'Clean rooms five minutes from the campus gate.',
    address: 'House 12, Street 4, Gulberg III',
    location_type: 'city',
    city_id: place.lahore,
    town_id: place.gulberg,
    price_range: '8000 - 12000',
    gender_category: 'male',
    contact_phone: '03001234567',
    facilities: ['WiFi'],
    latitude: 31.5204,
    longitude: 74.3587,
    formatted_address: 'Gulberg III, Lahore',
    rooms: [{ room_title: 'Room 1', price_per_month: 9000 }],
    ...overrides,
  };
}

async function create(body: unknown, key?: string, authorization = auth.ownerA) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/enhanced-hostels',
    headers: { authorization, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body as Record<string, unknown>,
  });
  const json = response.json<{
    success: boolean;
    error?: string;
    code?: string;
    data?: { id: string; name: string };
  }>();
  return { status: response.statusCode, body: json, headers: response.headers };
}

const countOwned = async (ownerId: string) =>
  context.database.db.$count(hostels, eq(hostels.ownerId, ownerId));

describe('POST /api/enhanced-hostels with an Idempotency-Key (issue 22 item 1)', () => {
  it('should answer the first hostel again for the same key and create nothing more', async () => {
    const before = await countOwned(users.ownerA);
    const first = await create(hostelBody(), 'wizard-session-1');
    expect(first.status).toBe(201);
    const again = await create(hostelBody(), 'wizard-session-1');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await countOwned(users.ownerA)).toBe(before + 1);
    const roomCount = await context.database.db.$count(
      rooms,
      eq(rooms.hostelId, first.body.data?.id ?? ''),
    );
    expect(roomCount).toBe(1);
  });

  it('should create one hostel when two requests with the same key race', async () => {
    const before = await countOwned(users.ownerA);
    const [one, two] = await Promise.all([
      create(hostelBody({ name: 'Race Hostel' }), 'race-key'),
      create(hostelBody({ name: 'Race Hostel' }), 'race-key'),
    ]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(one.body.data?.id).toBe(two.body.data?.id);
    expect(await countOwned(users.ownerA)).toBe(before + 1);
  });

  it('should refuse the same key with a different body with 409 and create nothing', async () => {
    await create(hostelBody({ name: 'Key Reuse Hostel' }), 'reused-key');
    const before = await countOwned(users.ownerA);
    const other = await create(hostelBody({ name: 'Another Hostel' }), 'reused-key');
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('CONFLICT');
    expect(other.body.error).toMatch(/already used with different details/);
    expect(await countOwned(users.ownerA)).toBe(before);
  });

  it('should keep keys per user: another owner may use the same key', async () => {
    const mine = await create(hostelBody(), 'shared-key');
    const theirs = await create(hostelBody(), 'shared-key', auth.ownerB);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data?.id).not.toBe(mine.body.data?.id);
  });

  it('should store nothing for a refused request, so a corrected retry may use the key', async () => {
    const refused = await create(hostelBody({ name: ' ' }), 'fix-and-retry');
    expect(refused.status).toBe(400);
    const fixed = await create(hostelBody({ name: 'Fixed Hostel' }), 'fix-and-retry');
    expect(fixed.status).toBe(201);
    expect(fixed.body.data?.name).toBe('Fixed Hostel');
  });

  it('should create again once the key is older than 24 hours, replacing the old row', async () => {
    const first = await create(hostelBody({ name: 'Old Key Hostel' }), 'old-key');
    const { db } = context.database;
    await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'old-key'));
    const later = await create(hostelBody({ name: 'Old Key Hostel' }), 'old-key');
    expect(later.status).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.body.data?.id).not.toBe(first.body.data?.id);
    expect(await db.$count(idempotencyKeys, eq(idempotencyKeys.key, 'old-key'))).toBe(1);
  });

  it('should refuse a malformed key with 400 and create nothing', async () => {
    const before = await countOwned(users.ownerA);
    const bad = await create(hostelBody(), 'has spaces and ; semicolons');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Idempotency-Key/);
    expect(await countOwned(users.ownerA)).toBe(before);
  });
});

describe('the idempotency key sweep (issue 22 item 1)', () => {
  const keysOf = (userId: string, key: string) =>
    context.database.db.$count(
      idempotencyKeys,
      and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)),
    );
  const age = (key: string, hours: number) =>
    context.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(and(eq(idempotencyKeys.userId, users.ownerB), eq(idempotencyKeys.key, key)));

  it('should delete keys older than 24 hours and keep younger ones', async () => {
    await create(hostelBody({ name: 'Swept Hostel' }), 'sweep-old', auth.ownerB);
    await create(hostelBody({ name: 'Kept Hostel' }), 'sweep-young', auth.ownerB);
    await age('sweep-old', 25);
    await age('sweep-young', 23);
    expect(await createIdempotencyStore(context.database.db).sweep()).toBeGreaterThanOrEqual(1);
    expect(await keysOf(users.ownerB, 'sweep-old')).toBe(0);
    expect(await keysOf(users.ownerB, 'sweep-young')).toBe(1);
  });

  it('should sweep on its interval once the app is ready, and stop when it closes', async () => {
    const app = Fastify({ logger: false });
    scheduleIdempotencyKeySweep(app, createIdempotencyStore(context.database.db), 20);
    await app.ready();
    await create(hostelBody({ name: 'Interval Hostel' }), 'sweep-interval', auth.ownerB);
    await age('sweep-interval', 25);
    await expect.poll(() => keysOf(users.ownerB, 'sweep-interval'), { timeout: 5_000 }).toBe(0);

    await app.close();
    await create(hostelBody({ name: 'After Close Hostel' }), 'sweep-closed', auth.ownerB);
    await age('sweep-closed', 25);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await keysOf(users.ownerB, 'sweep-closed')).toBe(1);
  });
});
