import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { addFacilities } from '../../../test/factories/discovery.ts';
import { createHostel } from '../../../test/factories/hostels.ts';

/**
 * Issue 22 item 15: "AC", "Meals" and "Generator" were merged into "Air Conditioning",
 * "Mess/Kitchen" and "Power Backup" (migration 0011); the old names still filter, so a
 * bookmarked `?facilities=AC` keeps finding air-conditioned hostels.
 */

let context: TestContext;
const ids = { cool: '', fed: '', plain: '' };

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  ids.cool = (await createHostel(db)).id;
  ids.fed = (await createHostel(db)).id;
  ids.plain = (await createHostel(db)).id;
  await addFacilities(db, ids.cool, ['Air Conditioning', 'WiFi']);
  await addFacilities(db, ids.fed, ['Mess/Kitchen', 'Power Backup', 'Air Conditioning']);
  await addFacilities(db, ids.plain, ['WiFi']);
});

afterAll(async () => {
  await context?.close();
});

async function idsOf(query: string): Promise<string[]> {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/enhanced-hostels?${query}`,
  });
  expect(response.statusCode, query).toBe(200);
  return response
    .json<{ data: { id: string }[] }>()
    .data.map((hostel) => hostel.id)
    .sort();
}

describe('old facility names in browse filters', () => {
  it('should find air-conditioned hostels with ?facilities=AC', async () => {
    expect(await idsOf('facilities=AC')).toEqual([ids.cool, ids.fed].sort());
    expect(await idsOf('facilities=ac')).toEqual(await idsOf('facilities=Air%20Conditioning'));
  });

  it('should read Meals as Mess/Kitchen and Generator as Power Backup, beside new names', async () => {
    expect(await idsOf('facilities=Meals')).toEqual([ids.fed]);
    expect(await idsOf('facilities=Generator&facilities=AC')).toEqual([ids.fed]);
    expect(await idsOf('facilities=AC&facilities=Air%20Conditioning&facilities=WiFi')).toEqual([
      ids.cool,
    ]);
  });

  it('should list only the kept names as facilities', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/enhanced-hostels/facilities',
    });
    const names = response.json<{ data: { name: string }[] }>().data.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining(['Air Conditioning', 'Mess/Kitchen', 'Power Backup']),
    );
    expect(names.filter((name) => ['AC', 'Meals', 'Generator'].includes(name))).toEqual([]);
  });
});
