import type { HostelListAnswer, MapView, SavedSearch } from '@hostelhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { findCity, findTown, findUniversity } from '../../../test/factories/discovery.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import { createHostelsRepository } from './hostels.repository.ts';

/**
 * Issue 42 (brief 42B items 1 and 2): one reader of a search's words (search-words.ts, folded)
 * for the list, the map and saved searches. The map answers the list's hostels for a
 * university's Urdu name typed on an Arabic keyboard, for "girls hostel near uet lahore" and for
 * plain words; a saved search made from plain words stores the filters they read as and the
 * radius in force.
 */

let context: TestContext;
let uetId = '';
let studentAuth = '';
const ids = new Map<string, string>();
/** UET Lahore's campus (reference seed). */
const UET = { lat: 31.579, lng: 74.356 };
const KM_PER_DEGREE = (6371 * Math.PI) / 180;
/** The whole of Lahore and around: every hostel here is inside. */
const BBOX = '73.5,30.5,75.5,32.5';
/** UET's Urdu name (reference seed) as an Arabic keyboard types it: ي for ی, ك for ک, ه for ہ. */
const UET_URDU_ARABIC_KEYBOARD = 'يونيورسٹي آف انجينئرنگ اينڈ ٹيكنالوجي لاهور';

async function list(query: string) {
  const { status, body } = await callJson(
    context.app,
    'GET',
    `/api/enhanced-hostels?limit=50&${query}`,
  );
  expect(status, query).toBe(200);
  return body as unknown as HostelListAnswer;
}

async function map(query: string) {
  const { status, body } = await callJson(
    context.app,
    'GET',
    `/api/hostels/map?bbox=${BBOX}&zoom=17&${query}`,
  );
  expect(status, query).toBe(200);
  return body.data as MapView;
}

const q = (text: string) => `search=${encodeURIComponent(text)}`;
const idsOf = (hostels: readonly { id: string }[]) => new Set(hostels.map((hostel) => hostel.id));

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const owner = await createUser(db);
  const lahore = await findCity(db, 'Lahore');
  const gulberg = await findTown(db, 'Lahore', 'Gulberg');
  uetId = (await findUniversity(db, 'University of Engineering and Technology, Lahore')).id;
  const near = (km: number) => ({ latitude: UET.lat + km / KM_PER_DEGREE, longitude: UET.lng });
  const add = async (
    name: string,
    values: Partial<Parameters<typeof createHostel>[1]>,
  ): Promise<void> => {
    const hostel = await createHostel(db, {
      ownerId: owner.id,
      name,
      cityId: lahore.id,
      ...values,
    });
    ids.set(name, hostel.id);
  };
  await add('UET Girls 1 km', { genderCategory: 'female', ...near(1) });
  await add('UET Boys 2 km', { genderCategory: 'male', ...near(2) });
  await add('UET Girls 3 km', { genderCategory: 'female', ...near(3) });
  const cheap = { priceMin: 8000, priceMax: 11000, priceRange: '8000-11000' };
  const dear = { priceMin: 15000, priceMax: 20000, priceRange: '15000-20000' };
  const inGulberg = { townId: gulberg.id, latitude: 31.52, longitude: 74.35 };
  await add('Gulberg Girls Cheap', { genderCategory: 'female', ...cheap, ...inGulberg });
  await add('Gulberg Girls Dear', { genderCategory: 'female', ...dear, ...inGulberg });
  await add('Gulberg Boys Cheap', { genderCategory: 'male', ...cheap, ...inGulberg });
  // Far from UET, in Lahore's south: the map's box holds it, a list near UET does not.
  await add('Far South Girls', { genderCategory: 'female', latitude: 31.2, longitude: 74.2 });
  const student = await createUser(db, { role: 'student', ownerApprovalStatus: null });
  studentAuth = await signIn(db, context.settings.jwtSecret, student);
});

afterAll(async () => {
  await context.close();
});

describe('one reader of a search naming a university (issue 42)', () => {
  it("should read UET's Urdu name typed with Arabic-keyboard letters alike in the list and the map", async () => {
    const listed = await list(q(UET_URDU_ARABIC_KEYBOARD));
    expect(listed.near_university?.id).toBe(uetId);
    expect(listed.interpreted?.search).toBeUndefined();
    const mapped = await map(q(UET_URDU_ARABIC_KEYBOARD));
    expect(idsOf(mapped.hostels)).toEqual(idsOf(listed.data));
    expect(idsOf(mapped.hostels).has(ids.get('Far South Girls') ?? '')).toBe(false);
    // The same as the university chosen by its id.
    const chosen = await map(`near_university=${uetId}`);
    expect(idsOf(chosen.hostels)).toEqual(idsOf(mapped.hostels));
  });

  it('should read "girls hostel near uet lahore" alike in the list and the map', async () => {
    const listed = await list(q('girls hostel near uet lahore'));
    expect(listed.interpreted).toMatchObject({
      gender_category: 'female',
      near_university: uetId,
    });
    expect(listed.data.every((hostel) => hostel.gender_category === 'female')).toBe(true);
    expect(listed.data.map((hostel) => hostel.name).slice(0, 2)).toEqual([
      'UET Girls 1 km',
      'UET Girls 3 km',
    ]);
    const mapped = await map(q('girls hostel near uet lahore'));
    expect(idsOf(mapped.hostels)).toEqual(idsOf(listed.data));
  });
});

describe('the map reads plain words as the list does (issue 42)', () => {
  it.each(['girls hostel gulberg under 12000', 'boys hostel gulberg under 12000', 'girls hostel'])(
    'should answer the hostels of the list for %j',
    async (search) => {
      const listed = await list(q(search));
      expect(listed.interpreted).toBeDefined();
      const mapped = await map(q(search));
      expect(idsOf(mapped.hostels)).toEqual(idsOf(listed.data));
      expect(mapped.total).toBe(listed.pagination.total);
    },
  );

  it('should keep explicit filters winning over the words on the map too', async () => {
    const query = `${q('girls hostel gulberg')}&gender_category=male`;
    const listed = await list(query);
    const mapped = await map(query);
    expect(idsOf(mapped.hostels)).toEqual(new Set([ids.get('Gulberg Boys Cheap')]));
    expect(idsOf(mapped.hostels)).toEqual(idsOf(listed.data));
  });
});

describe('saved searches read plain words as the list does (issue 42)', () => {
  async function save(search: string): Promise<SavedSearch> {
    const saved = await callJson(context.app, 'POST', '/api/saved-searches', studentAuth, {
      name: search,
      filters: { search },
      frequency: 'instant',
    });
    expect(saved.status).toBe(201);
    return saved.body.data as SavedSearch;
  }

  it('should store the filters plain words read as, and their alerts match as the list', async () => {
    const search = await save('girls hostel gulberg under 12000');
    expect(search.filters).toEqual({
      gender_category: 'female',
      town: 'Gulberg',
      price_max: 12000,
    });
    const repository = createHostelsRepository(context.database.db);
    const matches = await repository.matchingFilterSets(
      ['Gulberg Girls Cheap', 'Gulberg Girls Dear', 'Gulberg Boys Cheap'].map(
        (name) => ids.get(name) ?? '',
      ),
      [{ status: 'approved', filters: search.filters }],
    );
    expect(matches).toEqual([true]);
    const dear = await repository.matchingFilterSets(
      [ids.get('Gulberg Girls Dear') ?? '', ids.get('Gulberg Boys Cheap') ?? ''],
      [{ status: 'approved', filters: search.filters }],
    );
    expect(dear).toEqual([false]);
  });

  it('should store a university the words name with the radius in force', async () => {
    const listed = await list(q('girls hostel near uet lahore'));
    const search = await save('girls hostel near uet lahore');
    expect(search.filters).toEqual({
      gender_category: 'female',
      near_university: uetId,
      radius_km: listed.radius_km,
    });
  });
});
