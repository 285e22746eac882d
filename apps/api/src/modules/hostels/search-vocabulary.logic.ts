import { FACILITIES, FACILITY_ALIASES, foldName, type GenderCategory } from '@hostelhub/shared';
import type { WordFacility } from './search-words.types.ts';

// Issue 42 item 4 (docs/decisions/034-near-a-university.md, "Plain words"): the words a search
// is read with (gender, mess, price, facility and filler words, English and Urdu), how a text
// splits into words and how names compare (folded, decision 029). Pure; search-words.logic.ts
// reads a search with them.

/**
 * Longest run of words compared with names: the longest university name (English or Urdu,
 * "Shaheed Zulfikar Ali Bhutto Institute of Science and Technology, Islamabad Campus") reads
 * whole.
 */
export const MAX_NAME_WORDS = 14;
/** Most words read from one search (SEARCH_TEXT_MAX is 100 characters). */
export const MAX_WORDS = 24;

/** What a typed word or phrase reads as. */
export type Meaning =
  | { kind: 'gender'; value: GenderCategory }
  | { kind: 'mess' }
  | { kind: 'facility'; name: string }
  | { kind: 'stop' }
  | { kind: 'priceBefore' }
  | { kind: 'priceAfter'; times: number }
  | { kind: 'currency' };

/** Typed forms (English and Urdu, folded on load) and what each reads as. */
const VOCABULARY: readonly (readonly [readonly string[], Meaning])[] = [
  [
    [
      'girls',
      'girl',
      "girl's",
      "girls'",
      'female',
      'females',
      'women',
      'womens',
      "women's",
      'ladies',
      'lady',
      'لڑکیوں',
      'لڑکیاں',
      'لڑکی',
      'خواتین',
      'گرلز',
      'گرل',
    ],
    { kind: 'gender', value: 'female' },
  ],
  [
    [
      'boys',
      'boy',
      "boy's",
      "boys'",
      'male',
      'males',
      'men',
      'mens',
      "men's",
      'gents',
      'لڑکوں',
      'لڑکے',
      'لڑکا',
      'بوائز',
      'بوائے',
      'مردانہ',
    ],
    { kind: 'gender', value: 'male' },
  ],
  [
    ['mess', 'meals', 'meal', 'food', 'with food', 'mess available', 'میس', 'کھانا', 'کھانے'],
    { kind: 'mess' },
  ],
  [
    [
      'hostel',
      'hostels',
      'hostal',
      'accommodation',
      'near',
      'nearby',
      'close to',
      'around',
      'in',
      'at',
      'by',
      'with',
      'and',
      'for',
      'the',
      'a',
      'an',
      'of',
      'to',
      '&',
      'student',
      'students',
      'ہاسٹل',
      'ہوسٹل',
      'ہاسٹلز',
      'کا',
      'کی',
      'کے',
      'میں',
      'اور',
      'قریب',
      'نزدیک',
      'پاس',
      'والا',
      'والی',
      'والے',
      'برائے',
      'لیے',
      'لئے',
      'ساتھ',
      'سے',
    ],
    { kind: 'stop' },
  ],
  [
    [
      'under',
      'below',
      'less than',
      'lower than',
      'upto',
      'up to',
      'max',
      'maximum',
      'within',
      'budget',
      'till',
      'not more than',
      '<',
    ],
    { kind: 'priceBefore' },
  ],
  [['k', 'thousand', 'hazar', 'hazaar', 'ہزار'], { kind: 'priceAfter', times: 1000 }],
  [
    [
      'تک',
      'سے کم',
      'یا کم',
      'or less',
      'or below',
      'per month',
      'a month',
      'monthly',
      '/month',
      'pm',
      'ماہانہ',
      'روپے',
      'روپیہ',
      'rupees',
      'rupee',
      'rs',
      'rs.',
      'pkr',
      '/-',
    ],
    { kind: 'priceAfter', times: 1 },
  ],
  [['rs', 'rs.', 'pkr', 'روپے'], { kind: 'currency' }],
];

/** Facility words beyond each facility's own names and FACILITY_ALIASES. */
const FACILITY_WORDS: Readonly<Record<string, readonly string[]>> = {
  WiFi: ['wifi', 'wi-fi', 'wi fi', 'internet', 'انٹرنیٹ', 'وائی فائی', 'وائی-فائی'],
  'Air Conditioning': [
    'ac',
    'a/c',
    'a.c',
    'a.c.',
    'air conditioned',
    'air-conditioned',
    'air conditioner',
    'aircon',
    'اے سی',
    'ائیر کنڈیشنر',
  ],
  'Power Backup': ['generator', 'ups', 'solar', 'backup', 'جنریٹر', 'یو پی ایس'],
  'CCTV Cameras': ['cctv', 'camera', 'cameras', 'کیمرے'],
  Security: ['guard', 'guards', 'secure', 'سیکیورٹی'],
  Laundry: ['washing', 'لانڈری'],
  'Mess/Kitchen': ['kitchen', 'کچن'],
  'Study Room': ['study room', 'study area'],
  'Prayer Room': ['prayer room', 'prayer area', 'namaz'],
  Parking: ['parking', 'پارکنگ'],
};

/**
 * The facilities with every name students type for them (issue 42 item 4): the kept name,
 * its Urdu name, the old names of FACILITY_ALIASES and FACILITY_WORDS.
 */
export const FACILITY_LOOKUPS: readonly WordFacility[] = FACILITIES.map((facility) => ({
  name: facility.name,
  typed: [
    facility.name,
    facility.name_ur,
    ...Object.entries(FACILITY_ALIASES)
      .filter(([, kept]) => kept === facility.name)
      .map(([old]) => old),
    ...(FACILITY_WORDS[facility.name] ?? []),
  ],
}));

/** A name as the parser compares it: folded, punctuation between words as spaces. */
export function wordKey(text: string): string {
  return tokens(text)
    .map((token) => foldName(token))
    .join(' ');
}

/** The words of `text`: split at spaces and at punctuation that does not sit inside a word. */
export function tokens(text: string): string[] {
  return text
    .replace(/[,،؛;:!?؟()"“”[\]{}|]+(?!\d)/gu, ' ')
    .replace(/(\d)([a-z\u0600-\u06ff])/giu, '$1 $2')
    .replace(/([a-z\u0600-\u06ff])(\d)/giu, (match, letter: string, digit: string) =>
      /^(rs|pkr)$/iu.test(letter) ? `${letter} ${digit}` : match,
    )
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/** The vocabulary, keyed by folded phrase (several meanings a phrase may have). */
export const VOCABULARY_BY_KEY = (() => {
  const map = new Map<string, Meaning[]>();
  const add = (typed: string, meaning: Meaning) => {
    const key = wordKey(typed);
    if (!key) return;
    map.set(key, [...(map.get(key) ?? []), meaning]);
  };
  for (const [words, meaning] of VOCABULARY) for (const word of words) add(word, meaning);
  return map;
})();

/**
 * The runs of one to MAX_NAME_WORDS consecutive words of `text`, as wordKey gives them: what
 * the caller looks up among the cities', areas' and universities' names, Urdu names and
 * aliases (each compared as wordKey gives it) before calling parseSearchWords.
 */
export function searchWordPhrases(text: string): string[] {
  const words = tokens(text).map((token) => foldName(token));
  const runs = new Set<string>();
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 1; end <= Math.min(words.length, start + MAX_NAME_WORDS); end += 1) {
      runs.add(words.slice(start, end).join(' '));
    }
  }
  return [...runs];
}

/** A number a price can be: "12000", "12,000", "12k", "12.5k", "rs12000". */
export function readNumber(
  token: string,
): { value: number; times: number; currency: boolean } | null {
  const match = /^(rs\.?|pkr)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(k|\/-)?$/u.exec(token);
  if (!match) return null;
  const value = Number((match[2] ?? '').replace(/,/g, ''));
  if (!Number.isFinite(value)) return null;
  return {
    value,
    times: match[3] === 'k' ? 1000 : 1,
    currency: Boolean(match[1]) || match[3] === '/-',
  };
}
