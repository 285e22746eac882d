import type { HostelListAnswer } from '@hostelhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { findUniversity } from '../../../test/factories/discovery.ts';

/**
 * Issue 42 item 2: a short name of campuses in several cities (FAST, COMSATS, NUST, Bahria,
 * UET) answers `place_choices` and lists as the text search would, unless the city already
 * chosen picks one campus (then the list is near it). Every campus row carries the short names
 * students use (apps/api/src/db/seed/reference/universities.ts, rewritten on every start).
 */

let context: TestContext;
let fastLahore = '';

async function list(query: string) {
  const { status, body } = await callJson(context.app, 'GET', `/api/enhanced-hostels?${query}`);
  expect(status, query).toBe(200);
  return body as unknown as HostelListAnswer;
}
const q = (text: string) => `search=${encodeURIComponent(text)}`;
const cities = (answer: HostelListAnswer) =>
  (answer.place_choices ?? []).map((choice) => choice.city).sort();

beforeAll(async () => {
  context = await createTestContext();
  fastLahore = (
    await findUniversity(context.database.db, 'FAST National University, Lahore Campus')
  ).id;
});

afterAll(async () => {
  await context?.close();
});

describe('a short name of several campuses (issue 42 item 2)', () => {
  it('offers the campuses and lists as the text search would', async () => {
    const answer = await list(q('FAST'));
    expect(answer.interpreted).toBeUndefined();
    expect(cities(answer)).toEqual(['Chiniot', 'Islamabad', 'Karachi', 'Lahore', 'Peshawar']);
    expect(answer.place_choices?.every((choice) => choice.kind === 'university')).toBe(true);
    expect(answer.near_university).toBeUndefined();
    expect(answer.place_choices_words).toBe('FAST');
  });

  it('takes the campus in the city already chosen', async () => {
    const answer = await list(`${q('girls hostel near fast')}&city=Lahore`);
    expect(answer.place_choices).toBeUndefined();
    expect(answer.interpreted).toEqual({ gender_category: 'female', near_university: fastLahore });
    expect(answer.near_university?.id).toBe(fastLahore);
  });
});

describe('every campus answers to its short names (issue 42 item 2)', () => {
  it.each([
    ['COMSATS', ['Abbottabad', 'Attock', 'Islamabad', 'Lahore', 'Sahiwal', 'Vehari', 'Wah Cantt']],
    ['cui', ['Abbottabad', 'Attock', 'Islamabad', 'Lahore', 'Sahiwal', 'Vehari', 'Wah Cantt']],
    ['NUCES', ['Chiniot', 'Islamabad', 'Karachi', 'Lahore', 'Peshawar']],
    ['Bahria', ['Islamabad', 'Karachi', 'Lahore']],
    ['NUST', ['Islamabad', 'Karachi', 'Rawalpindi', 'Rawalpindi', 'Rawalpindi', 'Risalpur']],
  ] as const)('%s offers its campuses', async (text, expected) => {
    expect(cities(await list(q(text)))).toEqual(expected);
  });

  it('UET offers its campuses, and in Taxila is UET Taxila', async () => {
    expect(cities(await list(q('UET')))).toEqual(
      expect.arrayContaining(['Lahore', 'Taxila', 'Peshawar', 'Mardan', 'Gujranwala', 'Bannu']),
    );
    const taxila = await list(`${q('boys hostel near uet')}&city=Taxila`);
    expect(taxila.place_choices).toBeUndefined();
    expect(taxila.near_university?.name).toBe('University of Engineering and Technology, Taxila');
  });
});
