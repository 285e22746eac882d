import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilities, hostelFacilities, hostels, savedSearches } from '../src/db/schema/index.ts';
import { createHostel, createUser } from './factories/hostels.ts';
import { signIn } from './factories/sessions.ts';
import { callJson, createTestContext, type TestContext } from './helpers.ts';

/**
 * Issue 41 item 9: a body with keys its route does not know is refused with 400 naming the key,
 * and writes nothing (`PUT /api/enhanced-hostels/{id}` with `{"x":{}}` answered 200, bumped
 * `updated_at` and re-created the facility rows; `filters: {"$gt": ""}` saved a search matching
 * every hostel). An empty change changes nothing.
 */

const UNKNOWN = 'hostelhub_unknown_key';

let context: TestContext;
let owner = '';
let student = '';
let hostelId = '';
let savedSearchId = '';
const db = () => context.database.db;

beforeAll(async () => {
  context = await createTestContext();
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

describe('strict request bodies (issue 41 item 9)', () => {
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
