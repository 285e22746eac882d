import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/**
 * The browse cache (BROWSE_CACHE_SECONDS, docs/SCALING.md): identical public list and map
 * requests share one answer until it expires or a hostel write clears it; admin views of
 * other statuses are never cached.
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
});
