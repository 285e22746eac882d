import { randomUUID } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilities, hostelFacilities, hostels, savedSearches } from '../src/db/schema/index.ts';
import { createHostel, createUser } from './factories/hostels.ts';
import { signIn } from './factories/sessions.ts';
import { ROUTE_POLICY, routeKey, type PolicyActor } from '../src/policy/route-policy.ts';
import { callJson, createTestContext, type TestContext } from './helpers.ts';

/**
 * Issue 41 item 9: a body with keys its route does not know is refused with 400 naming the key,
 * and writes nothing (`PUT /api/enhanced-hostels/{id}` with `{"x":{}}` answered 200, bumped
 * `updated_at` and re-created the facility rows; `filters: {"$gt": ""}` saved a search matching
 * every hostel). An empty change changes nothing.
 */

const UNKNOWN = 'hostelhub_unknown_key';

/**
 * Write routes that take no JSON body, so have nothing to be strict about: multipart uploads
 * (their fields are parts) and routes whose request carries no body (ids in the path, a
 * token in the URL or a cookie). Any other POST, PUT, PATCH or DELETE Fastify registers must
 * declare a body schema, and is called below with an unknown key.
 */
const MULTIPART = [
  'POST /api/images/hostels/:hostelId',
  'POST /api/images/rooms/:roomId',
  'POST /api/images/mess/:id',
  'POST /api/upload/single',
  'POST /api/upload/multiple',
];
const BODYLESS = [
  'DELETE /api/admin/users/:id',
  'DELETE /api/contact/messages/:id',
  'DELETE /api/enhanced-hostels/:id',
  'DELETE /api/enhanced-hostels/:id/changes/pending',
  'DELETE /api/enhanced-hostels/:id/staff/:staffId',
  'DELETE /api/enhanced-rooms/:id',
  'DELETE /api/images/hostels/:hostelId/:imageId',
  'DELETE /api/images/mess/:id',
  'DELETE /api/images/rooms/:roomId/:imageId',
  'DELETE /api/notifications/:id',
  'DELETE /api/phone/:id',
  'DELETE /api/residents/:id/notice',
  'DELETE /api/reviews/:id',
  'DELETE /api/rooms/:id',
  'DELETE /api/saved-searches/:id',
  'DELETE /api/users/favorites/:hostelId',
  'PATCH /api/notifications/:id/read',
  'PATCH /api/notifications/mark-all-read',
  'POST /api/admin/deliveries/:id/retry',
  'POST /api/admin/towns/:id/confirm',
  // The one-click unsubscribe of RFC 8058: a form post whose token is in the URL.
  'POST /api/alerts/unsubscribe',
  'POST /api/auth/logout',
  'POST /api/auth/refresh',
  'POST /api/auth/two-factor/setup',
  'POST /api/residents/:id/reveal-cnic',
  'POST /api/reviews/:id/helpful',
  'POST /api/staff-invitations/:token/accept',
  'POST /api/users/favorites/:hostelId',
  'PUT /api/phone/:id/primary',
];
const NO_JSON_BODY = new Set([...MULTIPART, ...BODYLESS]);

// Fastify announces each new instance on this channel; an onRoute hook added there sees every
// route the app registers with its options, so a new write route is covered without a list.
const writeRoutes: { method: string; url: string; hasBody: boolean }[] = [];
function watchRoutes(message: unknown): void {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      writeRoutes.push({ method, url: route.url, hasBody: route.schema?.body !== undefined });
    }
  });
}

let context: TestContext;
let owner = '';
let student = '';
let admin = '';
let pendingOwner = '';
let hostelId = '';
let savedSearchId = '';
const db = () => context.database.db;

beforeAll(async () => {
  diagnostics.subscribe('fastify.initialization', watchRoutes);
  try {
    context = await createTestContext();
  } finally {
    diagnostics.unsubscribe('fastify.initialization', watchRoutes);
  }
  admin = await signIn(
    db(),
    context.settings.jwtSecret,
    await createUser(db(), { role: 'admin', ownerApprovalStatus: null }),
  );
  pendingOwner = await signIn(
    db(),
    context.settings.jwtSecret,
    await createUser(db(), { ownerApprovalStatus: 'pending' }),
  );
  const ownerRow = await createUser(db());
  owner = await signIn(db(), context.settings.jwtSecret, ownerRow);
  student = await signIn(
    db(),
    context.settings.jwtSecret,
    await createUser(db(), { role: 'student', ownerApprovalStatus: null }),
  );
  const hostel = await createHostel(db(), {
    ownerId: ownerRow.id,
    updatedAt: new Date('2026-01-01T00:00:00Z'),
  });
  hostelId = hostel.id;
  const [facility] = await db().select({ id: facilities.id }).from(facilities).limit(1);
  if (!facility) throw new Error('no reference facilities');
  await db().insert(hostelFacilities).values({ hostelId, facilityId: facility.id });
  const saved = await callJson(context.app, 'POST', '/api/saved-searches', student, {
    name: 'Girls in Lahore',
    filters: { gender_category: 'female' },
    frequency: 'daily',
  });
  expect(saved.status).toBe(201);
  savedSearchId = (saved.body.data as { id: string }).id;
});

afterAll(async () => {
  await context?.close();
});

/** The hostel's `updated_at` and its facility rows' ids: what a rewrite would change. */
async function hostelState() {
  const [row] = await db()
    .select({ updatedAt: hostels.updatedAt })
    .from(hostels)
    .where(eq(hostels.id, hostelId));
  const rows = await db()
    .select({ id: hostelFacilities.id })
    .from(hostelFacilities)
    .where(eq(hostelFacilities.hostelId, hostelId));
  return { updatedAt: row?.updatedAt.toISOString(), facilityRows: rows.map((r) => r.id).sort() };
}

/**
 * The caller a route's policy row allows first (an approved owner acting on their own), so the
 * body is checked as its real callers send it; `undefined` for a public route.
 */
function actorFor(method: string, url: string): string | undefined {
  const row = ROUTE_POLICY.find((policy) => routeKey(policy) === routeKey({ method, url }));
  if (!row) throw new Error(`no policy row for ${method} ${url}`);
  const sessions: Partial<Record<PolicyActor, string>> = {
    approvedOwner: owner,
    student,
    admin,
    pendingOwner,
  };
  const order: PolicyActor[] = ['approvedOwner', 'student', 'admin', 'pendingOwner'];
  const access = row.cases[0].access;
  if (access.guest === 'allow') return undefined;
  const actor = order.find((candidate) => access[candidate] === 'allow');
  if (!actor) throw new Error(`nobody may call ${method} ${url}`);
  return sessions[actor];
}

describe('strict request bodies (issue 41 item 9)', () => {
  it('should declare a JSON body schema on every write route but the listed ones', () => {
    expect(writeRoutes.length).toBeGreaterThan(40);
    const withoutBody = writeRoutes.filter((route) => !route.hasBody).map(routeKey);
    expect(withoutBody.sort()).toEqual([...NO_JSON_BODY].sort());
  });

  it('should answer 400 naming an unknown key on every write route with a JSON body', async () => {
    const accepted: string[] = [];
    for (const route of writeRoutes.filter((candidate) => candidate.hasBody)) {
      const url = route.url.replace(/:[A-Za-z]+/g, () => randomUUID());
      const { status, body } = await callJson(
        context.app,
        route.method as 'POST',
        url,
        actorFor(route.method, route.url),
        { [UNKNOWN]: 1 },
      );
      if (status !== 400 || !body.error?.includes(UNKNOWN)) {
        accepted.push(`${routeKey(route)} -> ${status} ${body.error ?? ''}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it.each([
    ['POST', '/api/enhanced-hostels', () => owner, { name: 'Strict Hostel' }],
    ['PUT', '/api/enhanced-hostels/{hostel}', () => owner, {}],
    ['POST', '/api/saved-searches', () => student, { name: 'x', frequency: 'daily', filters: {} }],
    ['PATCH', '/api/saved-searches/{search}', () => student, { paused: true }],
  ] as const)(
    'should answer 400 naming an unknown key on %s %s',
    async (method, path, auth, body) => {
      const url = path.replace('{hostel}', hostelId).replace('{search}', savedSearchId);
      const { status, body: answer } = await callJson(context.app, method, url, auth(), {
        ...body,
        [UNKNOWN]: 1,
      });
      expect(status).toBe(400);
      expect(answer).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(answer.error).toContain(UNKNOWN);
    },
  );

  it('should refuse {"x":{}} on a hostel and leave it as it was, and change nothing on {}', async () => {
    const before = await hostelState();
    expect(before.facilityRows).toHaveLength(1);
    const refused = await callJson(context.app, 'PUT', `/api/enhanced-hostels/${hostelId}`, owner, {
      x: {},
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('"x"');
    expect(await hostelState()).toEqual(before);

    const empty = await callJson(
      context.app,
      'PUT',
      `/api/enhanced-hostels/${hostelId}`,
      owner,
      {},
    );
    expect(empty.status).toBe(200);
    expect(await hostelState()).toEqual(before);
  });

  it('should refuse filters {"$gt": ""} on a saved search and save nothing', async () => {
    const before = await db().select({ id: savedSearches.id }).from(savedSearches);
    const refused = await callJson(context.app, 'POST', '/api/saved-searches', student, {
      name: 'Everything',
      filters: { $gt: '' },
      frequency: 'instant',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('$gt');
    expect(await db().select({ id: savedSearches.id }).from(savedSearches)).toHaveLength(
      before.length,
    );
    // The list's own query keys that are not filters are still taken, and dropped.
    const copied = await callJson(context.app, 'POST', '/api/saved-searches', student, {
      name: 'From the list',
      filters: { gender_category: 'male', sort: 'newest', page: 2 },
      frequency: 'daily',
    });
    expect(copied.status).toBe(201);
    expect((copied.body.data as { filters: unknown }).filters).toEqual({ gender_category: 'male' });
  });
});
