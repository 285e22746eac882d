import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { findUniversity } from '../../../test/factories/discovery.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/**
 * Who sees pending and rejected hostels (spec part 1 section 4 'Hostel visibility';
 * DESIGN.md 'Permissions'): every actor against the list, the detail, the map and both
 * searches. Only the detail shows an owner their own hostel; only an admin may list others.
 */

let context: TestContext;
const ids = { approved: '', pending: '', rejected: '', pendingOwnersDraft: '' };
const actors: Record<string, string | undefined> = {};
const ACTORS = [
  'guest',
  'student',
  'pending owner',
  'owning owner',
  'another owner',
  'admin',
] as const;
type ActorName = (typeof ACTORS)[number];

// All near the University of the Punjab, so both searches reach them.
const NEAR_CAMPUS = { latitude: 31.497, longitude: 74.3 };

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const { jwtSecret } = context.settings;
  const owning = await createUser(db);
  const pendingOwner = await createUser(db, { ownerApprovalStatus: 'pending' });
  const base = { ownerId: owning.id, ...NEAR_CAMPUS };
  ids.approved = (await createHostel(db, { ...base, name: 'Seen Hostel' })).id;
  ids.pending = (await createHostel(db, { ...base, name: 'Waiting Hostel', status: 'pending' })).id;
  ids.rejected = (
    await createHostel(db, { ...base, name: 'Refused Hostel', status: 'rejected' })
  ).id;
  ids.pendingOwnersDraft = (
    await createHostel(db, {
      ...NEAR_CAMPUS,
      ownerId: pendingOwner.id,
      name: 'Draft Hostel',
      status: 'pending',
    })
  ).id;
  actors.guest = undefined;
  actors.student = await signIn(
    db,
    jwtSecret,
    await createUser(db, { role: 'student', ownerApprovalStatus: null }),
  );
  actors['pending owner'] = await signIn(db, jwtSecret, pendingOwner);
  actors['owning owner'] = await signIn(db, jwtSecret, owning);
  actors['another owner'] = await signIn(db, jwtSecret, await createUser(db));
  actors.admin = await signIn(
    db,
    jwtSecret,
    await createUser(db, { role: 'admin', ownerApprovalStatus: null }),
  );
});

afterAll(async () => {
  await context?.close();
});

async function call(actor: ActorName, method: 'GET' | 'POST', url: string, payload?: object) {
  const authorization = actors[actor];
  const response = await context.app.inject({
    method,
    url,
    ...(payload && { payload }),
    headers: authorization ? { authorization } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

const idsIn = (items: { id: string }[]) => items.map((item) => item.id).sort();

describe.each(ACTORS)('what %s sees', (actor) => {
  const isAdmin = actor === 'admin';
  // Only admins list other statuses: a guest is asked to sign in, other roles are refused.
  const refusal = actor === 'guest' ? 401 : 403;

  it('should list only approved hostels without a status filter', async () => {
    const { status, body } = await call(actor, 'GET', '/api/enhanced-hostels');
    expect(status).toBe(200);
    expect(idsIn(body.data)).toEqual([ids.approved]);
  });

  it(
    isAdmin
      ? 'should list pending and rejected hostels on request'
      : `should get ${refusal} for them`,
    async () => {
      const pending = await call(actor, 'GET', '/api/enhanced-hostels?status=pending');
      const rejected = await call(actor, 'GET', '/api/enhanced-hostels?status=rejected');
      if (isAdmin) {
        expect(idsIn(pending.body.data)).toEqual([ids.pending, ids.pendingOwnersDraft].sort());
        expect(idsIn(rejected.body.data)).toEqual([ids.rejected]);
      } else {
        expect([pending.status, rejected.status]).toEqual([refusal, refusal]);
        expect(pending.body.code).toBe(refusal === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
      }
    },
  );

  it('should show only approved hostels on the map without a status filter', async () => {
    const { status, body } = await call(actor, 'GET', '/api/hostels?hasLocation=true');
    expect(status).toBe(200);
    expect(idsIn(body.data.hostels)).toEqual([ids.approved]);
  });

  it(
    isAdmin
      ? 'should map pending hostels on request'
      : `should get ${refusal} mapping pending ones`,
    async () => {
      const { status, body } = await call(actor, 'GET', '/api/hostels?status=pending');
      if (isAdmin) {
        expect(idsIn(body.data.hostels)).toEqual([ids.pending, ids.pendingOwnersDraft].sort());
      } else {
        expect(status).toBe(refusal);
        expect(body).toMatchObject({
          success: false,
          code: refusal === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN',
        });
      }
    },
  );

  it('should find only approved hostels with either search', async () => {
    const byLocation = await call(actor, 'POST', '/api/enhanced-hostels/search/location', {
      ...NEAR_CAMPUS,
      radius_km: 5,
    });
    expect(idsIn(byLocation.body.data)).toEqual([ids.approved]);
    const university = await findUniversity(context.database.db, 'University of the Punjab');
    const byUniversity = await call(actor, 'POST', '/api/enhanced-hostels/search/university', {
      university_id: university.id,
    });
    expect(idsIn(byUniversity.body.data)).toEqual([ids.approved]);
  });

  it('should open the approved hostel', async () => {
    const { status } = await call(actor, 'GET', `/api/enhanced-hostels/${ids.approved}`);
    expect(status).toBe(200);
  });

  const opens: Record<ActorName, (keyof typeof ids)[]> = {
    guest: [],
    student: [],
    'pending owner': ['pendingOwnersDraft'],
    'owning owner': ['pending', 'rejected'],
    'another owner': [],
    admin: ['pending', 'rejected', 'pendingOwnersDraft'],
  };
  it(`should open ${opens[actor].join(', ') || 'no'} hidden hostels, 404 for the rest`, async () => {
    for (const key of ['pending', 'rejected', 'pendingOwnersDraft'] as const) {
      const { status, body } = await call(actor, 'GET', `/api/enhanced-hostels/${ids[key]}`);
      if (opens[actor].includes(key)) {
        expect(status, key).toBe(200);
        expect(body.data.id).toBe(ids[key]);
      } else {
        expect(status, key).toBe(404);
        expect(body).toEqual({
          success: false,
          code: 'HOSTEL_NOT_FOUND',
          error: 'Hostel not found',
        });
      }
    }
  });
});
