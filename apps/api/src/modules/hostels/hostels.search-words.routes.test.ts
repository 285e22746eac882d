import type { HostelListAnswer } from '@hostelhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import {
  addFacilities,
  createMessInfo,
  findCity,
  findTown,
  findUniversity,
} from '../../../test/factories/discovery.ts';
import { createHostel } from '../../../test/factories/hostels.ts';

/**
 * Issue 42 item 4 (plain words become filters) and item 2 (a short name of several campuses)
 * in GET /api/enhanced-hostels: the search's words read as filters on the server, the answer
 * says what it read (`interpreted`), explicit filters win, the words left over search names.
 */

let context: TestContext;

async function list(query: string) {
  const { status, body } = await callJson(context.app, 'GET', `/api/enhanced-hostels?${query}`);
  expect(status, query).toBe(200);
  return body as unknown as HostelListAnswer;
}
const names = (answer: HostelListAnswer) => answer.data.map((hostel) => hostel.name).sort();
const q = (text: string) => `search=${encodeURIComponent(text)}`;

let lums = '';

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const lahore = await findCity(db, 'Lahore');
  const gulberg = await findTown(db, 'Lahore', 'Gulberg');
  const johar = await findTown(db, 'Lahore', 'Johar Town');
  lums = (await findUniversity(db, 'Lahore University of Management Sciences')).id;
  const base = { cityId: lahore.id, latitude: 31.6, longitude: 74.2 };
  const hostel = (
    name: string,
    genderCategory: 'male' | 'female',
    townId: string,
    priceMin: number,
    priceMax: number,
    extra: Partial<Parameters<typeof createHostel>[1]> = {},
  ) =>
    createHostel(db, {
      ...base,
      name,
      genderCategory,
      townId,
      priceMin,
      priceMax,
      priceRange: `${priceMin}-${priceMax}`,
      ...extra,
    });
  await hostel('Gulberg Girls Cheap', 'female', gulberg.id, 8000, 11000);
  await hostel('Gulberg Girls Dear', 'female', gulberg.id, 15000, 20000);
  await hostel('Gulberg Boys Cheap', 'male', gulberg.id, 8000, 11000);
  await hostel('Johar Girls', 'female', johar.id, 9000, 12000);
  await hostel('Shaheen Girls Residence', 'female', johar.id, 9000, 12000);
  await hostel('Shaheen Boys Residence', 'male', johar.id, 9000, 12000);
  // 1 km north of LUMS, with air conditioning and mess; its twin without mess.
  const nearLums = { latitude: 31.479, longitude: 74.409 };
  const cool = await hostel('LUMS Cool Mess', 'male', johar.id, 9000, 12000, nearLums);
  const dry = await hostel('LUMS Cool Dry', 'male', johar.id, 9000, 12000, nearLums);
  await addFacilities(db, cool.id, ['Air Conditioning']);
  await addFacilities(db, dry.id, ['Air Conditioning']);
  await createMessInfo(db, cool.id);
});

afterAll(async () => {
  await context?.close();
});

describe('plain words become filters (issue 42 item 4)', () => {
  it('reads gender, area and price and lists by them', async () => {
    const answer = await list(q('girls hostel gulberg under 12000'));
    expect(answer.interpreted).toEqual({
      gender_category: 'female',
      town: 'Gulberg',
      price_max: 12000,
    });
    expect(names(answer)).toEqual(['Gulberg Girls Cheap']);
  });

  it('reads Urdu words', async () => {
    const answer = await list(q('لڑکیوں کا ہاسٹل جوہر ٹاؤن'));
    expect(answer.interpreted).toEqual({ gender_category: 'female', town: 'Johar Town' });
    expect(names(answer)).toEqual(['Johar Girls', 'Shaheen Girls Residence']);
  });

  it('reads facilities, mess and a university (near it by distance)', async () => {
    const answer = await list(q('hostel with ac and mess near lums'));
    expect(answer.interpreted).toEqual({
      facilities: ['Air Conditioning'],
      mess_available: true,
      near_university: lums,
    });
    expect(names(answer)).toEqual(['LUMS Cool Mess']);
  });

  it('the words left over search names', async () => {
    const answer = await list(q('Shaheen girls hostel'));
    expect(answer.interpreted).toEqual({ gender_category: 'female', search: 'Shaheen' });
    expect(names(answer)).toEqual(['Shaheen Girls Residence']);
  });

  it('a search no word of which reads as a filter answers no interpreted', async () => {
    const answer = await list(q('Shaheen'));
    expect(answer.interpreted).toBeUndefined();
    expect(names(answer)).toEqual(['Shaheen Boys Residence', 'Shaheen Girls Residence']);
  });

  it('explicit filters win over the words', async () => {
    const answer = await list(`${q('girls hostel gulberg under 12000')}&gender_category=male`);
    expect(answer.interpreted).toEqual({ town: 'Gulberg', price_max: 12000 });
    expect(names(answer)).toEqual(['Gulberg Boys Cheap']);
    const priced = await list(`${q('girls gulberg under 12000')}&price_max=25000`);
    expect(priced.interpreted).toEqual({ gender_category: 'female', town: 'Gulberg' });
    expect(names(priced)).toEqual(['Gulberg Girls Cheap', 'Gulberg Girls Dear']);
  });
});
