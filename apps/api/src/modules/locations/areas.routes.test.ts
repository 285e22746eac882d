import { AREA_MESSAGES, LISTING_MESSAGES, MAX_PENDING_AREAS_PER_OWNER } from '@hostelhub/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostels, towns, type users } from '../../db/schema/index.ts';
import { seedReferenceData } from '../../db/seed/seed-reference.ts';
import { findTown } from '../../../test/factories/discovery.ts';
import { addVerifiedPhone, createHostel, createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import {
  callJson,
  createTestContext,
  type ApiEnvelope,
  type TestContext,
} from '../../../test/helpers.ts';

/**
 * Issue 22 item 17 (docs/decisions/015): an owner types an area the picker lacks; it is created
 * pending, usable at once for that owner's hostels, shown to students once such a hostel is
 * approved, and confirmed, renamed or merged into an existing area by an administrator.
 */

interface TownData {
  id: string;
  name: string;
  city_id: string;
  status: 'confirmed' | 'pending';
}

let context: TestContext;
const place = { lahore: '', gulberg: '', karachi: '', clifton: '' };
const auth = {
  owner: '',
  otherOwner: '',
  reviewOwner: '',
  student: '',
  pendingOwner: '',
  admin: '',
};
const ids = { owner: '', otherOwner: '', reviewOwner: '' };
let sequence = 0;
const db = () => context.database.db;

async function session(overrides: Partial<typeof users.$inferInsert>) {
  const user = await createUser(db(), overrides);
  return { id: user.id, auth: await signIn(db(), context.settings.jwtSecret, user) };
}

beforeAll(async () => {
  context = await createTestContext();
  const gulberg = await findTown(db(), 'Lahore', 'Gulberg');
  const clifton = await findTown(db(), 'Karachi', 'Clifton');
  Object.assign(place, {
    lahore: gulberg.cityId,
    gulberg: gulberg.id,
    karachi: clifton.cityId,
    clifton: clifton.id,
  });
  const owner = await session({});
  const otherOwner = await session({});
  ids.owner = owner.id;
  ids.otherOwner = otherOwner.id;
  auth.owner = owner.auth;
  auth.otherOwner = otherOwner.auth;
  // The review tests' areas belong to their own owner, apart from the limit of pending ones.
  const reviewOwner = await session({});
  ids.reviewOwner = reviewOwner.id;
  auth.reviewOwner = reviewOwner.auth;
  await addVerifiedPhone(db(), owner.id, '03001110001');
  await addVerifiedPhone(db(), otherOwner.id, '03001110002');
  auth.student = (await session({ role: 'student', ownerApprovalStatus: null })).auth;
  auth.pendingOwner = (await session({ ownerApprovalStatus: 'pending' })).auth;
  auth.admin = (await session({ role: 'admin', ownerApprovalStatus: null })).auth;
});

afterAll(async () => {
  await context?.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  authorization?: string,
  payload?: unknown,
) {
  return callJson(context.app, method, url, authorization, payload);
}

const dataOf = <T>(body: ApiEnvelope) => body.data as T;

/** A new area name no other test uses. */
function uniqueName(base = 'Satellite Colony'): string {
  sequence += 1;
  return `${base} ${sequence}`;
}

/** Adds the area as `authorization` through the route; returns it. */
async function addArea(authorization: string, name: string, cityId = place.lahore) {
  const { status, body } = await call('POST', '/api/towns', authorization, {
    city_id: cityId,
    name,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return dataOf<TownData>(body);
}

/** Inserts a pending area straight into the table (names the route would refuse or merge). */
async function insertPending(
  name: string,
  createdBy: string | null = ids.owner,
  cityId = place.lahore,
) {
  const [row] = await db()
    .insert(towns)
    .values({ cityId, name, status: 'pending', createdBy })
    .returning();
  if (!row) throw new Error('town insert returned nothing');
  return row;
}

function hostelBody(townId: string, phone: string) {
  return {
    name: `Area Test Hostel ${++sequence}`,
    description: 'Clean rooms five minutes from the campus gate.',
    address: 'House 12, Street 4',
    location_type: 'city',
    city_id: place.lahore,
    town_id: townId,
    price_range: '8000 - 12000',
    gender_category: 'male',
    contact_phone: phone,
    facilities: ['WiFi'],
  };
}

/** The town names a list answers the caller. */
async function listed(url: string, authorization?: string): Promise<TownData[]> {
  const { status, body } = await call('GET', url, authorization);
  expect(status).toBe(200);
  return dataOf<TownData[]>(body);
}

describe('POST /api/towns', () => {
  it("should add a pending area of the owner's, its name tidied, answering 201", async () => {
    const name = uniqueName("Officers' Colony Phase-2/B");
    const created = await call('POST', '/api/towns', auth.owner, {
      city_id: place.lahore,
      // As a phone types it: a typographic apostrophe, doubled spaces.
      name: `  ${name.replace("'", '’').replace(' ', '   ')} `,
    });
    expect(created.status).toBe(201);
    const town = dataOf<TownData>(created.body);
    expect(town).toMatchObject({ name, city_id: place.lahore, status: 'pending' });
    const [row] = await db().select().from(towns).where(eq(towns.id, town.id));
    expect(row).toMatchObject({ status: 'pending', createdBy: ids.owner, latitude: null });
  });

  it("should answer a confirmed area or the owner's own pending one of that name, in any case", async () => {
    const confirmed = await call('POST', '/api/towns', auth.owner, {
      city_id: place.lahore,
      name: ' gulberg ',
    });
    expect(confirmed.status).toBe(200);
    expect(dataOf<TownData>(confirmed.body)).toMatchObject({
      id: place.gulberg,
      name: 'Gulberg',
      status: 'confirmed',
    });

    const name = uniqueName('Canal View Block');
    const mine = await addArea(auth.owner, name);
    const again = await call('POST', '/api/towns', auth.owner, {
      city_id: place.lahore,
      name: name.toUpperCase(),
    });
    expect(again.status).toBe(200);
    expect(dataOf<TownData>(again.body).id).toBe(mine.id);

    // Another owner's pending area is not theirs to use: they get their own.
    const theirs = await addArea(auth.otherOwner, name);
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.status).toBe('pending');

    // The same name in another city is another area.
    const elsewhere = await addArea(auth.owner, name, place.karachi);
    expect(elsewhere.id).not.toBe(mine.id);
    const rows = await db()
      .select({ id: towns.id })
      .from(towns)
      .where(inArray(towns.id, [mine.id, theirs.id, elsewhere.id]));
    expect(rows).toHaveLength(3);
  });

  it.each([
    ['a one-letter name', { name: 'A' }, 'name'],
    ['a name over 100 characters', { name: 'B'.repeat(101) }, 'name'],
    ['markup', { name: 'Town <script>' }, 'name'],
    ['no letter', { name: '12-34' }, 'name'],
    ['no name', { name: undefined }, 'name'],
    ['a city id that is not a uuid', { city_id: 'lahore' }, 'city_id'],
    ['an unknown city', { city_id: '00000000-0000-4000-8000-000000000000' }, 'city_id'],
  ])('should refuse %s with 400', async (_case, change, field) => {
    const { status, body } = await call('POST', '/api/towns', auth.owner, {
      city_id: place.lahore,
      name: uniqueName(),
      ...change,
    });
    expect(status).toBe(400);
    expect(body.details?.map((detail) => detail.field)).toContain(field);
  });

  it(`should refuse an owner's area beyond ${MAX_PENDING_AREAS_PER_OWNER} waiting for review`, async () => {
    const busy = await session({});
    const names: string[] = [];
    for (let index = 0; index < MAX_PENDING_AREAS_PER_OWNER; index += 1) {
      names.push(uniqueName('Busy Scheme'));
      await addArea(busy.auth, names[index] ?? '');
    }
    const refused = await call('POST', '/api/towns', busy.auth, {
      city_id: place.lahore,
      name: uniqueName('Busy Scheme'),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(AREA_MESSAGES.tooManyPending);
    // Their own areas and confirmed ones are still answered.
    const own = await call('POST', '/api/towns', busy.auth, {
      city_id: place.lahore,
      name: names[0],
    });
    expect(own.status).toBe(200);
  });

  it('should refuse guests 401, and students, owners awaiting approval and admins 403', async () => {
    const body = { city_id: place.lahore, name: uniqueName() };
    expect((await call('POST', '/api/towns', undefined, body)).status).toBe(401);
    for (const who of [auth.student, auth.pendingOwner, auth.admin]) {
      expect((await call('POST', '/api/towns', who, body)).status).toBe(403);
    }
    const [row] = await db().select().from(towns).where(eq(towns.name, body.name));
    expect(row).toBeUndefined();
  });
});

describe('which areas the lists show', () => {
  it('should show a pending area to its owner only, and to everyone once its hostel is approved', async () => {
    const area = await addArea(auth.owner, uniqueName('Model Colony'));
    const browse = `/api/enhanced-hostels/towns?city_id=${place.lahore}`;
    const picker = `/api/locations/towns?city_id=${place.lahore}&search=${encodeURIComponent(area.name)}`;
    const has = (list: TownData[]) => list.some((town) => town.id === area.id);

    for (const who of [undefined, auth.student, auth.otherOwner, auth.admin]) {
      expect(has(await listed(browse, who))).toBe(false);
      expect(has(await listed(picker, who))).toBe(false);
    }
    const own = await listed(browse, auth.owner);
    expect(own.find((town) => town.id === area.id)?.status).toBe('pending');
    expect(has(await listed(picker, auth.owner))).toBe(true);
    // Every town carries its status.
    expect(own.find((town) => town.id === place.gulberg)?.status).toBe('confirmed');

    // The owner's list is theirs alone: never cached; everyone else's stays public.
    const guest = await context.app.inject({ method: 'GET', url: browse });
    expect(guest.headers['cache-control']).toBe('public, max-age=300');
    const mine = await context.app.inject({
      method: 'GET',
      url: browse,
      headers: { authorization: auth.owner },
    });
    expect(mine.headers['cache-control']).toBe('no-store');

    // Usable at once for the owner's own hostel.
    const created = await call(
      'POST',
      '/api/enhanced-hostels',
      auth.owner,
      hostelBody(area.id, '03001110001'),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const hostel = dataOf<{ id: string; towns: { name: string } | null }>(created.body);
    expect(hostel.towns?.name).toBe(area.name);
    // A pending hostel shows the area to no one else yet.
    expect(has(await listed(browse))).toBe(false);

    await db().update(hostels).set({ status: 'approved' }).where(eq(hostels.id, hostel.id));
    for (const who of [undefined, auth.student, auth.otherOwner, auth.admin]) {
      const list = await listed(browse, who);
      expect(list.find((town) => town.id === area.id)?.status).toBe('pending');
    }
    const detail = await call('GET', `/api/enhanced-hostels/${hostel.id}`);
    expect(dataOf<{ towns: { name: string } | null }>(detail.body).towns?.name).toBe(area.name);
    // The picker offers only what a save accepts: not another owner's pending area.
    expect(has(await listed(picker, auth.otherOwner))).toBe(false);
  });
});

describe('hostels in pending areas', () => {
  it("should refuse another owner's pending area as it refuses an unknown town", async () => {
    const area = await addArea(auth.owner, uniqueName('Garden Block'));
    const theirs = await call(
      'POST',
      '/api/enhanced-hostels',
      auth.otherOwner,
      hostelBody(area.id, '03001110002'),
    );
    const unknown = await call(
      'POST',
      '/api/enhanced-hostels',
      auth.otherOwner,
      hostelBody('00000000-0000-4000-8000-000000000000', '03001110002'),
    );
    expect(theirs.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(theirs.body.details).toEqual([
      { field: 'town_id', message: LISTING_MESSAGES.unknownLocation },
    ]);
    expect(theirs.body.details).toEqual(unknown.body.details);

    // Nor may they move their own hostel there.
    const own = await call(
      'POST',
      '/api/enhanced-hostels',
      auth.otherOwner,
      hostelBody(place.gulberg, '03001110002'),
    );
    const ownId = dataOf<{ id: string }>(own.body).id;
    const moved = await call('PUT', `/api/enhanced-hostels/${ownId}`, auth.otherOwner, {
      town_id: area.id,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.details?.[0]?.field).toBe('town_id');
  });

  it('should let the owner move a hostel to their pending area and an admin edit it there', async () => {
    const area = await addArea(auth.owner, uniqueName('Lake City Sector'));
    const created = await call(
      'POST',
      '/api/enhanced-hostels',
      auth.owner,
      hostelBody(place.gulberg, '03001110001'),
    );
    const id = dataOf<{ id: string }>(created.body).id;
    const moved = await call('PUT', `/api/enhanced-hostels/${id}`, auth.owner, {
      town_id: area.id,
    });
    expect(moved.status).toBe(200);
    const edited = await call('PUT', `/api/enhanced-hostels/${id}`, auth.admin, {
      description: 'Edited by an administrator, area unchanged.',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(dataOf<{ towns: { id: string } | null }>(edited.body).towns?.id).toBe(area.id);
  });
});

describe('reviewing areas', () => {
  async function auditOf(entityId: string) {
    const { body } = await call('GET', '/api/admin/audit?limit=100', auth.admin);
    return dataOf<
      {
        action: string;
        entity_type: string;
        entity_id: string;
        entity_name: string | null;
        before: Record<string, unknown> | null;
        after: Record<string, unknown> | null;
      }[]
    >(body).filter((entry) => entry.entity_id === entityId);
  }

  it('should list pending areas with their city, owner and hostels, for admins only', async () => {
    const area = await addArea(auth.reviewOwner, uniqueName('Review Town'));
    const hostel = await createHostel(db(), {
      ownerId: ids.reviewOwner,
      townId: area.id,
      status: 'pending',
      name: 'Review Town Hostel',
    });
    const { status, body } = await call('GET', '/api/admin/towns', auth.admin);
    expect(status).toBe(200);
    const row = dataOf<
      {
        id: string;
        city: string;
        created_by: { id: string } | null;
        hostels: { id: string; name: string; status: string }[];
      }[]
    >(body).find((candidate) => candidate.id === area.id);
    expect(row).toMatchObject({
      city: 'Lahore',
      created_by: { id: ids.reviewOwner },
      hostels: [{ id: hostel.id, name: 'Review Town Hostel', status: 'pending' }],
    });
    expect((await call('GET', '/api/admin/towns')).status).toBe(401);
    expect((await call('GET', '/api/admin/towns', auth.owner)).status).toBe(403);
  });

  it('should confirm a pending area once, with an audit record', async () => {
    const area = await addArea(auth.reviewOwner, uniqueName('Confirm Park'));
    const { status, body } = await call(
      'POST',
      `/api/admin/towns/${area.id}/confirm`,
      auth.admin,
      {},
    );
    expect(status).toBe(200);
    expect(dataOf<TownData>(body)).toMatchObject({ id: area.id, status: 'confirmed' });
    // Everyone sees it now.
    const list = await listed(`/api/enhanced-hostels/towns?city_id=${place.lahore}`);
    expect(list.some((town) => town.id === area.id)).toBe(true);

    const again = await call('POST', `/api/admin/towns/${area.id}/confirm`, auth.admin, {});
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(AREA_MESSAGES.onlyPendingAreas);
    const [entry] = await auditOf(area.id);
    expect(entry).toMatchObject({
      action: 'town.confirm',
      entity_type: 'town',
      entity_name: area.name,
      before: { name: area.name, city: 'Lahore', status: 'pending' },
      after: { status: 'confirmed' },
    });
  });

  it('should refuse to confirm a pending area under the name of a confirmed one', async () => {
    const row = await insertPending('GULBERG', ids.reviewOwner);
    const { status, body } = await call(
      'POST',
      `/api/admin/towns/${row.id}/confirm`,
      auth.admin,
      {},
    );
    expect(status).toBe(409);
    expect(body.error).toBe(AREA_MESSAGES.nameTaken);
  });

  it('should rename a pending area, confirming it, and refuse a taken or bad name', async () => {
    const area = await addArea(auth.reviewOwner, uniqueName('Wapda Twn'));
    const fixed = uniqueName('Wapda Town Phase');
    const { status, body } = await call('PATCH', `/api/admin/towns/${area.id}`, auth.admin, {
      name: ` ${fixed} `,
    });
    expect(status).toBe(200);
    expect(dataOf<TownData>(body)).toMatchObject({ id: area.id, name: fixed, status: 'confirmed' });
    const [entry] = await auditOf(area.id);
    expect(entry).toMatchObject({
      action: 'town.rename',
      entity_name: fixed,
      before: { name: area.name, status: 'pending' },
      after: { name: fixed, status: 'confirmed' },
    });

    const other = await addArea(auth.reviewOwner, uniqueName('Johar Twn'));
    const taken = await call('PATCH', `/api/admin/towns/${other.id}`, auth.admin, {
      name: 'gulberg',
    });
    expect(taken.status).toBe(409);
    const bad = await call('PATCH', `/api/admin/towns/${other.id}`, auth.admin, { name: '<b>' });
    expect(bad.status).toBe(400);
    const missing = await call(
      'PATCH',
      '/api/admin/towns/00000000-0000-4000-8000-000000000000',
      auth.admin,
      { name: 'Anywhere' },
    );
    expect(missing.status).toBe(404);
    const notId = await call('PATCH', '/api/admin/towns/not-an-id', auth.admin, {
      name: 'Anywhere',
    });
    expect(notId.status).toBe(400);
  });

  it('should merge a pending area into a confirmed one of its city, moving every hostel', async () => {
    const area = await addArea(auth.reviewOwner, uniqueName('Gulbrg'));
    const first = await createHostel(db(), { ownerId: ids.reviewOwner, townId: area.id });
    const second = await createHostel(db(), {
      ownerId: ids.reviewOwner,
      townId: area.id,
      status: 'pending',
    });
    const { status, body } = await call('POST', `/api/admin/towns/${area.id}/merge`, auth.admin, {
      into_town_id: place.gulberg,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(dataOf<{ hostels_moved: number; into: TownData }>(body)).toMatchObject({
      hostels_moved: 2,
      into: { id: place.gulberg, name: 'Gulberg', status: 'confirmed' },
    });
    const rows = await db()
      .select({ townId: hostels.townId })
      .from(hostels)
      .where(inArray(hostels.id, [first.id, second.id]));
    expect(rows.map((row) => row.townId)).toEqual([place.gulberg, place.gulberg]);
    expect(await db().select().from(towns).where(eq(towns.id, area.id))).toEqual([]);
    const detail = await call('GET', `/api/enhanced-hostels/${first.id}`);
    expect(dataOf<{ towns: { name: string } | null }>(detail.body).towns?.name).toBe('Gulberg');

    // The log still names the merged area.
    const [entry] = await auditOf(area.id);
    expect(entry).toMatchObject({
      action: 'town.merge',
      entity_name: area.name,
      after: { merged_into_id: place.gulberg, merged_into: 'Gulberg', hostels_moved: 2 },
    });
    const gone = await call('POST', `/api/admin/towns/${area.id}/confirm`, auth.admin, {});
    expect(gone.status).toBe(404);
  });

  it("should refuse a merge into another city's area, a pending one, itself or none", async () => {
    const area = await addArea(auth.reviewOwner, uniqueName('Cross City'));
    const hostel = await createHostel(db(), { ownerId: ids.reviewOwner, townId: area.id });
    const otherPending = await addArea(auth.reviewOwner, uniqueName('Also Pending'));
    const cases: [string, unknown, number][] = [
      [place.clifton, AREA_MESSAGES.mergeTargetOtherCity, 400],
      [otherPending.id, AREA_MESSAGES.mergeTargetPending, 400],
      [area.id, AREA_MESSAGES.mergeTargetSelf, 400],
      ['00000000-0000-4000-8000-000000000000', AREA_MESSAGES.mergeTargetMissing, 400],
      ['karachi', undefined, 400],
    ];
    for (const [into, message, expected] of cases) {
      const { status, body } = await call('POST', `/api/admin/towns/${area.id}/merge`, auth.admin, {
        into_town_id: into,
      });
      expect(status, String(into)).toBe(expected);
      expect(body.details?.[0]?.field).toBe('into_town_id');
      if (message) expect(body.error).toBe(message);
    }
    const [row] = await db().select().from(towns).where(eq(towns.id, area.id));
    expect(row?.status).toBe('pending');
    const [kept] = await db()
      .select({ townId: hostels.townId })
      .from(hostels)
      .where(eq(hostels.id, hostel.id));
    expect(kept?.townId).toBe(area.id);
    expect(await auditOf(area.id)).toEqual([]);
  });

  it("should leave an owner's pending area of a seeded name apart when the reference data is seeded again", async () => {
    const row = await insertPending('Gulberg', ids.otherOwner);
    await seedReferenceData(db());
    const rows = await db()
      .select({ id: towns.id, status: towns.status })
      .from(towns)
      .where(inArray(towns.id, [row.id, place.gulberg]));
    expect(rows.sort((a, b) => a.status.localeCompare(b.status))).toEqual([
      { id: place.gulberg, status: 'confirmed' },
      { id: row.id, status: 'pending' },
    ]);
  });
});
