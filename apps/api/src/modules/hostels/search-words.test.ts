import { describe, expect, it } from 'vitest';
import { searchWordPhrases } from './search-vocabulary.logic.ts';
import { parseSearchWords } from './search-words.logic.ts';
import type {
  InterpretedFilters,
  SearchWordLookups,
  WordPlace,
  WordUniversity,
} from './search-words.types.ts';

/**
 * Issue 42 item 4 ("plain words become filters") and item 2 (a short name of several
 * campuses): every parse is a case here, English, Urdu and both mixed.
 */

const city = (id: string, name: string, nameUr: string): WordPlace => ({ id, name, nameUr });
const cities = {
  lahore: city('c-lhr', 'Lahore', 'لاہور'),
  islamabad: city('c-isb', 'Islamabad', 'اسلام آباد'),
  karachi: city('c-khi', 'Karachi', 'کراچی'),
  faisalabad: city('c-fsd', 'Faisalabad', 'فیصل آباد'),
  peshawar: city('c-psh', 'Peshawar', 'پشاور'),
  chiniot: city('c-cht', 'Chiniot', 'چنیوٹ'),
  taxila: city('c-txl', 'Taxila', 'ٹیکسلا'),
};
const town = (id: string, name: string, nameUr: string, at: WordPlace): WordPlace => ({
  id,
  name,
  nameUr,
  cityId: at.id,
  cityName: at.name,
});
const university = (
  id: string,
  name: string,
  at: WordPlace,
  aliases: string[],
  nameUr: string | null = null,
): WordUniversity => ({
  id,
  slug: id,
  name,
  nameUr,
  aliases,
  cityId: at.id,
  cityName: at.name,
});

const lookups: SearchWordLookups = {
  cities: Object.values(cities),
  towns: [
    town('t-johar', 'Johar Town', 'جوہر ٹاؤن', cities.lahore),
    town('t-gulberg-lhr', 'Gulberg', 'گلبرگ', cities.lahore),
    town('t-gulberg-fsd', 'Gulberg', 'گلبرگ', cities.faisalabad),
    town('t-g9', 'G-9', 'جی-9', cities.islamabad),
    town('t-model-lhr', 'Model Town', 'ماڈل ٹاؤن', cities.lahore),
  ],
  universities: [
    university(
      'u-uet-lhr',
      'University of Engineering and Technology, Lahore',
      cities.lahore,
      ['UET', 'UET Lahore', 'UETL'],
      'یونیورسٹی آف انجینئرنگ اینڈ ٹیکنالوجی لاہور',
    ),
    university('u-uet-txl', 'University of Engineering and Technology, Taxila', cities.taxila, [
      'UET',
      'UET Taxila',
    ]),
    university(
      'u-lums',
      'Lahore University of Management Sciences',
      cities.lahore,
      ['LUMS'],
      'لاہور یونیورسٹی آف مینجمنٹ سائنسز',
    ),
    university(
      'u-pu',
      'University of the Punjab',
      cities.lahore,
      ['PU', 'Punjab University'],
      'جامعہ پنجاب',
    ),
    university(
      'u-fast-isb',
      'FAST National University of Computer and Emerging Sciences',
      cities.islamabad,
      ['FAST', 'NUCES', 'FAST Islamabad'],
      'فاسٹ نیشنل یونیورسٹی آف کمپیوٹر اینڈ ایمرجنگ سائنسز',
    ),
    university('u-fast-lhr', 'FAST National University, Lahore Campus', cities.lahore, [
      'FAST',
      'NUCES',
      'FAST Lahore',
    ]),
    university('u-fast-khi', 'FAST National University, Karachi Campus', cities.karachi, [
      'FAST',
      'NUCES',
      'FAST Karachi',
    ]),
    university('u-fast-psh', 'FAST National University, Peshawar Campus', cities.peshawar, [
      'FAST',
      'NUCES',
      'FAST Peshawar',
    ]),
    university(
      'u-fast-cfd',
      'FAST National University, Chiniot-Faisalabad Campus',
      cities.chiniot,
      ['FAST', 'NUCES', 'FAST Faisalabad'],
    ),
  ],
};

const FAST_CAMPUSES = ['u-fast-isb', 'u-fast-lhr', 'u-fast-khi', 'u-fast-psh', 'u-fast-cfd'];

/** [text, what it reads as]; `interpreted` undefined: nothing read, the text searches. */
const CASES: readonly (readonly [string, InterpretedFilters | undefined])[] = [
  // The four.
  ['girls hostel near uet lahore', { gender_category: 'female', near_university: 'u-uet-lhr' }],
  [
    'boys hostel gulberg under 12000',
    { gender_category: 'male', town: 'Gulberg', price_max: 12000 },
  ],
  ['لڑکیوں کا ہاسٹل جوہر ٹاؤن', { gender_category: 'female', town: 'Johar Town' }],
  [
    'hostel with ac and mess near fast',
    { facilities: ['Air Conditioning'], mess_available: true, search: 'fast' },
  ],
  // Prices.
  ['hostel under 10k', { price_max: 10000 }],
  ['hostels below 10,000', { price_max: 10000 }],
  ['less than 15000 lahore', { price_max: 15000, city: 'Lahore' }],
  ['girls hostel 8k', { gender_category: 'female', price_max: 8000 }],
  ['lahore hostel Rs 9000', { city: 'Lahore', price_max: 9000 }],
  ['up to 12.5k boys', { price_max: 12500, gender_category: 'male' }],
  ['لاہور میں ہاسٹل 10 ہزار تک', { city: 'Lahore', price_max: 10000 }],
  ['ہاسٹل 15000 سے کم', { price_max: 15000 }],
  ['۱۲ ہزار تک لڑکوں کا ہاسٹل', { price_max: 12000, gender_category: 'male' }],
  ['10 hazar hostel karachi', { price_max: 10000, city: 'Karachi' }],
  // Places.
  ['hostel near LUMS', { near_university: 'u-lums' }],
  ['جامعہ پنجاب کے قریب ہاسٹل', { near_university: 'u-pu' }],
  [
    'girls hostel in gulberg faisalabad',
    { gender_category: 'female', town: 'Gulberg', city: 'Faisalabad' },
  ],
  ['G-9 islamabad wifi', { town: 'G-9', city: 'Islamabad', facilities: ['WiFi'] }],
  ['fast lahore hostel', { near_university: 'u-fast-lhr' }],
  ['hostel near fast in karachi', { near_university: 'u-fast-khi' }],
  ['uet taxila boys', { near_university: 'u-uet-txl', gender_category: 'male' }],
  // Arabic keyboard: ه and ي for ہ and ی.
  ['لاهور گرلز هاسٹل', { city: 'Lahore', gender_category: 'female' }],
  // Facilities and mess, by any name.
  [
    'hostel with wifi, generator and cctv',
    { facilities: ['WiFi', 'Power Backup', 'CCTV Cameras'] },
  ],
  ['وائی فائی اور میس والا ہاسٹل', { facilities: ['WiFi'], mess_available: true }],
  [
    'air conditioned rooms for girls',
    { facilities: ['Air Conditioning'], gender_category: 'female', search: 'rooms' },
  ],
  // Words left over search names.
  [
    'Shaheen girls hostel model town',
    { gender_category: 'female', town: 'Model Town', search: 'Shaheen' },
  ],
  [
    'Al-Noor boys hostel under 9,000',
    { gender_category: 'male', price_max: 9000, search: 'Al-Noor' },
  ],
  // Nothing read: the text searches as typed.
  ['Shaheen Hostel', undefined],
  ['Street 5 hostel', undefined],
  // A filter word inside a hostel's own name is part of the name (the keyboard-only journey
  // searches 'Madina Girls Residency').
  ['Madina Girls Residency', undefined],
  ['Al Noor Mess Wala Hostel', undefined],
  ['fast', undefined],
  // A place alone searches as text (spec decision 23: the place first, then names naming it).
  ['gulberg', undefined],
  ['hostel in johar town lahore', undefined],
];

describe('parseSearchWords (issue 42 item 4)', () => {
  it.each(CASES)('reads %j', (text, expected) => {
    const parse = parseSearchWords(text, lookups);
    expect(parse.interpreted).toEqual(expected);
    if (expected) expect(parse.search).toBe(expected.search);
    else expect(parse.search).toBe(text);
  });

  it('a short name of campuses in several cities offers them and keeps searching the words', () => {
    const parse = parseSearchWords('hostel with ac and mess near fast', lookups);
    expect(parse.placeChoices?.map((choice) => choice.id)).toEqual(FAST_CAMPUSES);
    expect(parse.placeChoices?.[1]).toEqual({
      kind: 'university',
      id: 'u-fast-lhr',
      name: 'FAST National University, Lahore Campus',
      city: 'Lahore',
    });
    expect(parseSearchWords('FAST', lookups)).toEqual({
      search: 'FAST',
      placeChoices: expect.arrayContaining([expect.objectContaining({ id: 'u-fast-khi' })]),
      placeChoicesWords: 'FAST',
    });
  });

  it('the city already chosen picks its campus and its area', () => {
    expect(parseSearchWords('near fast', lookups, { city: 'Lahore' })).toEqual({
      interpreted: { near_university: 'u-fast-lhr' },
      search: undefined,
    });
    expect(parseSearchWords('UET', lookups, { city: 'c-txl' }).interpreted).toEqual({
      near_university: 'u-uet-txl',
    });
    expect(parseSearchWords('girls gulberg', lookups, { city: 'Faisalabad' }).interpreted).toEqual({
      gender_category: 'female',
      town: 'Gulberg',
    });
  });

  it('a price out of range or a bare number is not a price', () => {
    expect(parseSearchWords('hostel under 0', lookups).interpreted).toBeUndefined();
    expect(parseSearchWords('girls 12000', lookups).interpreted).toEqual({
      gender_category: 'female',
      search: '12000',
    });
  });

  it('phrases to look up are the runs of folded words', () => {
    expect(searchWordPhrases('UET  Lahore, هاسٹل')).toEqual([
      'uet',
      'uet lahore',
      'uet lahore ہاسٹل',
      'lahore',
      'lahore ہاسٹل',
      'ہاسٹل',
    ]);
  });
});
