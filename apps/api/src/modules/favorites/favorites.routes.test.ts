import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, hostels } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { addFacilities } from '../../../test/factories/discovery.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createRoom } from '../../../test/factories/rooms.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/** GET, POST and DELETE /api/users/favorites (spec part 1 sections 4 and 7 'Favourites'). */

let context: TestContext;
const ids = { first: '', second: '', third: '', pending: '', rejected: '', later: '' };
const users = { a: '', b: '' };
const auth = { a: '', b: '', pendingOwner: '', owning: '', admin: '' };
const UNKNOWN = '7d1c3b9e-4f0a-4c2b-9a6e-2f1e0d9c8b7a';

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const { jwtSecret } = context.settings;
  const owner = await createUser(db);
  ids.first = (await createHostel(db, { ownerId: owner.id, name: 'First Hostel' })).id;
  ids.second = (await createHostel(db, { ownerId: owner.id, name: 'Second Hostel' })).id;
  ids.third = (await createHostel(db, { ownerId: owner.id, name: 'Third Hostel' })).id;
  ids.later = (await createHostel(db, { ownerId: owner.id, name: 'Later Rejected' })).id;
  ids.pending = (await createHostel(db, { ownerId: owner.id, status: 'pending' })).id;
  ids.rejected = (await createHostel(db, { ownerId: owner.id, status: 'rejected' })).id;
  await addFacilities(db, ids.second, ['WiFi']);
  await createRoom(db, ids.second, { roomType: 'triple' });
  const a = await createUser(db, { role: 'student', ownerApprovalStatus: null });
  const b = await createUser(db, { role: 'student', ownerApprovalStatus: null });
  users.a = a.id;
  users.b = b.id;
  auth.a = await signIn(db, jwtSecret, a);
  auth.b = await signIn(db, jwtSecret, b);
  auth.pendingOwner = await signIn(
    db,
    jwtSecret,
    await createUser(db, { ownerApprovalStatus: 'pending' }),
  );
  auth.owning = await signIn(db, jwtSecret, owner);
  auth.admin = await signIn(
    db,
    jwtSecret,
    await createUser(db, { role: 'admin', ownerApprovalStatus: null }),
  );
});

afterAll(async () => {
  await context?.close();
});

async function call(method: 'GET' | 'POST' | 'DELETE', path: string, authorization?: string) {
  const response = await context.app.inject({
    method,
    url: `/api/users/favorites${path}`,
    headers: authorization ? { authorization } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

async function favouriteIds(authorization: string): Promise<string[]> {
  const { status, body } = await call('GET', '', authorization);
  expect(status).toBe(200);
  expect(body.data.hostel_ids).toEqual(body.data.favorites.map((h: { id: string }) => h.id));
  return body.data.hostel_ids;
}

async function rowsFor(userId: string, hostelId: string) {
  return context.database.db.$count(
    favorites,
    and(eq(favorites.userId, userId), eq(favorites.hostelId, hostelId)),
  );
}

describe('favourites for guests', () => {
  it.each([
    ['GET', ''],
    ['POST', `/${UNKNOWN}`],
    ['DELETE', `/${UNKNOWN}`],
  ] as const)('should answer 401 to %s', async (method, path) => {
    const { status, body } = await call(method, path);
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('should answer 401 to an invalid token', async () => {
    const { status } = await call('GET', '', 'Bearer not.a.token');
    expect(status).toBe(401);
  });
});

describe('favourites of a signed-in user', () => {
  it('should start empty', async () => {
    const { body } = await call('GET', '', auth.a);
    expect(body).toEqual({ success: true, data: { favorites: [], hostel_ids: [] } });
  });

  it('should save a hostel and say so', async () => {
    const { status, body } = await call('POST', `/${ids.first}`, auth.a);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { hostel_id: ids.first, is_favorite: true } });
    expect(await favouriteIds(auth.a)).toEqual([ids.first]);
  });

  it('should save the same hostel twice as once', async () => {
    const again = await call('POST', `/${ids.first}`, auth.a);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ hostel_id: ids.first, is_favorite: true });
    expect(await rowsFor(users.a, ids.first)).toBe(1);
  });

  it('should list the most recently saved first, as hostel summaries', async () => {
    await call('POST', `/${ids.second}`, auth.a);
    await call('POST', `/${ids.third}`, auth.a);
    expect(await favouriteIds(auth.a)).toEqual([ids.third, ids.second, ids.first]);
    const { body } = await call('GET', '', auth.a);
    const second = body.data.favorites[1];
    expect(second).toMatchObject({
      id: ids.second,
      name: 'Second Hostel',
      status: 'approved',
      facilities: ['WiFi'],
      room_types: ['triple'],
      distance_km: null,
    });
  });

  it("should keep each user's favourites apart", async () => {
    await call('POST', `/${ids.second}`, auth.b);
    expect(await favouriteIds(auth.b)).toEqual([ids.second]);
    expect(await favouriteIds(auth.a)).toEqual([ids.third, ids.second, ids.first]);
  });

  it("should remove only the caller's favourite", async () => {
    const { status, body } = await call('DELETE', `/${ids.second}`, auth.a);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { hostel_id: ids.second, is_favorite: false } });
    expect(await favouriteIds(auth.a)).toEqual([ids.third, ids.first]);
    expect(await favouriteIds(auth.b)).toEqual([ids.second]);
    expect(await rowsFor(users.b, ids.second)).toBe(1);
  });

  it('should remove a hostel that is not saved as a no-op', async () => {
    const first = await call('DELETE', `/${ids.second}`, auth.a);
    const second = await call('DELETE', `/${ids.second}`, auth.a);
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ hostel_id: ids.second, is_favorite: false });
    }
    expect(await favouriteIds(auth.a)).toEqual([ids.third, ids.first]);
  });

  it('should stop listing a favourite whose hostel is no longer approved', async () => {
    await call('POST', `/${ids.later}`, auth.a);
    expect(await favouriteIds(auth.a)).toEqual([ids.later, ids.third, ids.first]);
    await context.database.db
      .update(hostels)
      .set({ status: 'rejected' })
      .where(eq(hostels.id, ids.later));
    expect(await favouriteIds(auth.a)).toEqual([ids.third, ids.first]);
  });

  it('should refuse an id that is not a uuid with a 400', async () => {
    const { status, body } = await call('POST', '/not-a-uuid', auth.a);
    expect(status).toBe(400);
    expect(body.details[0].field).toBe('hostelId');
  });
});

describe('favourites of hostels that are not visible', () => {
  it.each(['a', 'pendingOwner', 'owning', 'admin'] as const)(
    'should answer 404 to %s for unknown, pending and rejected hostels',
    async (who) => {
      for (const id of [UNKNOWN, ids.pending, ids.rejected]) {
        for (const method of ['POST', 'DELETE'] as const) {
          const { status, body } = await call(method, `/${id}`, auth[who]);
          expect(status, `${method} ${id}`).toBe(404);
          expect(body).toEqual({
            success: false,
            code: 'HOSTEL_NOT_FOUND',
            error: 'Hostel not found',
          });
        }
      }
      expect(await favouriteIds(auth[who])).not.toContain(ids.pending);
    },
  );

  it('should save nothing for a hostel it refused', async () => {
    expect(await context.database.db.$count(favorites, eq(favorites.hostelId, ids.pending))).toBe(
      0,
    );
  });
});
