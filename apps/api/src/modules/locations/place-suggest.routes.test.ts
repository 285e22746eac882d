import type { PlaceSuggestion } from '@hostelhub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostels, towns, universities } from '../../db/schema/index.ts';
import { findCity, findTown, findUniversity } from '../../../test/factories/discovery.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';

/**
 * Issue 42 item 6: GET /api/places/suggest?q= answers universities (with their city), cities
 * and areas in English and Urdu, each with its approved-hostel count, best first.
 */

let context: TestContext;
let lumsId = '';
let lahoreId = '';

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const owner = await createUser(db);
  const lahore = await findCity(db, 'Lahore');
  lahoreId = lahore.id;
  const gulberg = await findTown(db, 'Lahore', 'Gulberg');
  const lums = await findUniversity(db, 'Lahore University of Management Sciences');
  lumsId = lums.id;
  const [campus] = await db
    .select({ lat: universities.latitude, lng: universities.longitude })
    .from(universities)
    .where(eq(universities.id, lums.id));
  const near = { latitude: (campus?.lat ?? 31.47) + 0.01, longitude: campus?.lng ?? 74.41 };
  const base = { ownerId: owner.id, cityId: lahore.id };
  // Two approved hostels by LUMS, one in Gulberg (16 km away: still within 20 km), one far
  // away in Lahore's reach but tagged, one pending (never counted).
  await createHostel(db, { ...base, townId: null, ...near });
  await createHostel(db, { ...base, townId: null, ...near });
  await createHostel(db, { ...base, townId: gulberg.id, latitude: 31.52, longitude: 74.35 });
  await createHostel(db, {
    ...base,
    townId: null,
    universityId: lums.id,
    latitude: 32.5,
    longitude: 74.5,
  });
  await createHostel(db, { ...base, townId: null, status: 'pending', ...near });
});

afterAll(async () => {
  await context?.close();
});

/** A signed-in user of `role`: their authorization header. */
async function createUserWithRole(role: 'admin'): Promise<string> {
  const user = await createUser(context.database.db, { role });
  return signIn(context.database.db, context.settings.jwtSecret, user);
}

async function suggest(q: string): Promise<PlaceSuggestion[]> {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/places/suggest?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PlaceSuggestion[] }>().data;
}

describe('GET /api/places/suggest', () => {
  it('should answer a university by its short name first, with its city and hostel count', async () => {
    const [first] = await suggest('LUMS');
    expect(first).toMatchObject({
      kind: 'university',
      id: lumsId,
      name: 'Lahore University of Management Sciences',
      city: 'Lahore',
      city_ur: 'لاہور',
      hostel_count: 4,
    });
    expect(first?.name_ur).toBeTruthy();
    expect(first?.slug).toBeTruthy();
  });

  it('should answer cities and areas with their approved hostels, names starting with the text first', async () => {
    const list = await suggest('lah');
    expect(list.length).toBeLessThanOrEqual(10);
    const lahore = list.find((row) => row.kind === 'city' && row.name === 'Lahore');
    expect(lahore).toMatchObject({ id: lahoreId, hostel_count: 4, city: null });
    const gulberg = (await suggest('gulberg')).find(
      (row) => row.kind === 'area' && row.city === 'Lahore',
    );
    expect(gulberg).toMatchObject({ hostel_count: 1, slug: null });
  });

  it('should answer Urdu, typed on an Arabic keyboard too', async () => {
    const [first] = await suggest('لاهور');
    expect(first).toMatchObject({ kind: 'city', name: 'Lahore', name_ur: 'لاہور' });
  });

  it('should suggest what a misspelling nearly spells, after exact and contained names', async () => {
    const list = await suggest('Rawalpndi');
    expect(list[0]).toMatchObject({ kind: 'city', name: 'Rawalpindi' });
  });

  it('should keep the counts as hostels change state', async () => {
    const { db } = context.database;
    const hostel = await createHostel(db, { cityId: lahoreId, townId: null, status: 'pending' });
    expect((await suggest('Lahore')).find((row) => row.id === lahoreId)?.hostel_count).toBe(4);
    await db.update(hostels).set({ status: 'approved' }).where(eq(hostels.id, hostel.id));
    expect((await suggest('Lahore')).find((row) => row.id === lahoreId)?.hostel_count).toBe(5);
    await db.delete(hostels).where(eq(hostels.id, hostel.id));
    expect((await suggest('Lahore')).find((row) => row.id === lahoreId)?.hostel_count).toBe(4);
  });

  it("should forget a renamed area's old name at once, though suggestions are kept a while", async () => {
    const { db } = context.database;
    const [area] = await db
      .insert(towns)
      .values({ cityId: lahoreId, name: 'Zebunnisa Colony', status: 'pending' })
      .returning();
    // A pending area is suggested while it has an approved hostel.
    await createHostel(db, { cityId: lahoreId, townId: area!.id });
    const names = async (q: string) => (await suggest(q)).map((row) => row.name);
    expect(await names('Zebunnisa Colony')).toContain('Zebunnisa Colony');
    const admin = await createUserWithRole('admin');
    const renamed = await context.app.inject({
      method: 'PATCH',
      url: `/api/admin/towns/${area!.id}`,
      headers: { authorization: admin },
      payload: { name: 'Zebunnisa Town' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names('Zebunnisa Colony')).not.toContain('Zebunnisa Colony');
    expect(await names('Zebunnisa')).toContain('Zebunnisa Town');
  });

  it('should refuse fewer than two letters with a sentence', async () => {
    for (const q of ['', 'a', ' b ']) {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/places/suggest?q=${encodeURIComponent(q)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/at least 2 characters/);
    }
    const missing = await context.app.inject({ method: 'GET', url: '/api/places/suggest' });
    expect(missing.statusCode).toBe(400);
  });
});
