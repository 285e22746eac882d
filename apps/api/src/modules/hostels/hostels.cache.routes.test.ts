import { eq } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostels } from '../../db/schema/index.ts';
import { findCity } from '../../../test/factories/discovery.ts';
import { createRoom } from '../../../test/factories/rooms.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/**
 * The browse cache (BROWSE_CACHE_SECONDS, docs/SCALING.md): identical public list and map
 * requests share one answer until it expires or a hostel write drops it (issue 28: only the
 * answers that write can change); admin views of other statuses are never cached.
 */

let context: TestContext;
let ownerId = '';

beforeAll(async () => {
  context = await createTestContext({ BROWSE_CACHE_SECONDS: '60' });
  ownerId = (await createUser(context.database.db)).id;
  await createHostel(context.database.db, { ownerId, status: 'approved' });
});

afterAll(async () => {
  await context?.close();
});

const listTotal = async (url = '/api/enhanced-hostels') =>
  (await context.app.inject({ method: 'GET', url })).json<{ pagination: { total: number } }>()
    .pagination.total;
const markerCount = async () =>
  (await context.app.inject({ method: 'GET', url: '/api/hostels?hasLocation=true' })).json<{
    data: { hostels: unknown[] };
  }>().data.hostels.length;

describe('browse cache', () => {
  it('should answer identical list and map requests from the cache until it is cleared', async () => {
    const [listBefore, mapBefore] = [await listTotal(), await markerCount()];
    await createHostel(context.database.db, { ownerId, status: 'approved' });

    expect(await listTotal()).toBe(listBefore);
    expect(await markerCount()).toBe(mapBefore);
    // A different query is a different entry, so it sees the new hostel at once.
    expect(await listTotal('/api/enhanced-hostels?limit=20')).toBe(listBefore + 1);

    context.app.browseCache.clear();
    expect(await listTotal()).toBe(listBefore + 1);
    expect(await markerCount()).toBe(mapBefore + 1);
  });

  it('should never cache what only an admin may see', async () => {
    const adminUser = await createUser(context.database.db, {
      role: 'admin',
      ownerApprovalStatus: null,
    });
    const admin = await signIn(context.database.db, context.settings.jwtSecret, adminUser);
    const pendingTotal = async () =>
      (
        await context.app.inject({
          method: 'GET',
          url: '/api/enhanced-hostels?status=pending',
          headers: { authorization: admin },
        })
      ).json<{ pagination: { total: number } }>().pagination.total;
    const before = await pendingTotal();
    await createHostel(context.database.db, { ownerId, status: 'pending' });
    expect(await pendingTotal()).toBe(before + 1);
  });

  it('should send large cached answers gzipped to clients that accept gzip', async () => {
    for (let index = 0; index < 12; index += 1) {
      await createHostel(context.database.db, { ownerId, status: 'approved' });
    }
    context.app.browseCache.clear();
    const plain = await context.app.inject({ method: 'GET', url: '/api/enhanced-hostels' });
    const gzipped = await context.app.inject({
      method: 'GET',
      url: '/api/enhanced-hostels',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('Accept-Encoding');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('should drop only the answers a write can change (issue 28)', async () => {
    const { db } = context.database;
    const karachi = await findCity(db, 'Karachi');
    const owner = await createUser(db);
    const lahoreHostel = await createHostel(db, { ownerId, name: 'Ravi View Hostel' });
    const karachiHostel = await createHostel(db, {
      ownerId: owner.id,
      name: 'Sea Breeze Hostel',
      cityId: karachi.id,
      townId: null,
      latitude: 24.86,
      longitude: 67.01,
    });
    const room = await createRoom(db, karachiHostel.id, { roomType: 'double' });
    const names = async (url: string) =>
      (await context.app.inject({ method: 'GET', url }))
        .json<{ data: { name: string }[] }>()
        .data.map((hostel) => hostel.name);
    const mapNames = async () =>
      (
        await context.app.inject({
          method: 'GET',
          url: '/api/hostels/map?bbox=66.9,24.7,67.3,25.1&zoom=18',
        })
      )
        .json<{ data: { hostels: { name: string }[] } }>()
        .data.hostels.map((hostel) => hostel.name);
    // Cached: the Lahore list, a list the Karachi hostel does not match yet, Karachi's map.
    expect(await names('/api/enhanced-hostels?city=Lahore&limit=50')).toContain('Ravi View Hostel');
    expect(await names('/api/enhanced-hostels?room_types=single')).not.toContain(
      'Sea Breeze Hostel',
    );
    expect(await mapNames()).toEqual(['Sea Breeze Hostel']);

    // Renames no write hook sees: only answers dropped for another reason show them.
    await db
      .update(hostels)
      .set({ name: 'Ravi View (renamed)' })
      .where(eq(hostels.id, lahoreHostel.id));
    await db
      .update(hostels)
      .set({ name: 'Sea Breeze (renamed)' })
      .where(eq(hostels.id, karachiHostel.id));
    const ownerAuth = await signIn(db, context.settings.jwtSecret, owner);
    const edited = await context.app.inject({
      method: 'PUT',
      url: `/api/rooms/${room.id}`,
      headers: { authorization: ownerAuth },
      payload: { room_type: 'single', max_occupancy: 1 },
    });
    expect(edited.statusCode).toBe(200);

    // The Karachi room edit leaves the Lahore list cached...
    expect(await names('/api/enhanced-hostels?city=Lahore&limit=50')).toContain('Ravi View Hostel');
    // ...drops the list the hostel now matches and the map that shows it.
    expect(await names('/api/enhanced-hostels?room_types=single')).toContain(
      'Sea Breeze (renamed)',
    );
    expect(await mapNames()).toEqual(['Sea Breeze (renamed)']);
  });
});
