import {
  canonicalFacilityName,
  FACILITIES,
  FACILITY_ALIASES,
  foldName,
  MAX_PRICE_RUPEES,
  type GenderCategory,
} from '@hostelhub/shared';

// Issue 42 item 4 ("plain words become filters") and item 2 (universities with several
// campuses), spec decision 22; docs/decisions/034-near-a-university.md, section "Plain words".
// A pure parser: the search text and the places its words name (looked up in the database by
// the caller, see searchWordPhrases) in, the filters the words read as and the words left over
// out. The list, the map and the server-rendered pages all parse through here, so they agree.

/** A city or an area a run of the search's words names. */
export interface WordPlace {
  id: string;
  name: string;
  nameUr: string | null;
  /** For an area: its city's id and name. */
  cityId?: string | null;
  cityName?: string | null;
}

/** A university (a campus) a run of the search's words names. */
export interface WordUniversity {
  id: string;
  slug: string;
  name: string;
  nameUr: string | null;
  aliases: readonly string[];
  cityId: string | null;
  cityName: string | null;
}

/** A facility with the names students type for it (English, Urdu, old names). */
export interface WordFacility {
  /** The kept facility name the `facilities` filter takes. */
  name: string;
  typed: readonly string[];
}

/** The reference lookups the parser reads (resolved from the database by the caller). */
export interface SearchWordLookups {
  cities: readonly WordPlace[];
  towns: readonly WordPlace[];
  universities: readonly WordUniversity[];
  facilities?: readonly WordFacility[];
}

/**
 * What the words of a search read as (issue 42 item 4): only the keys that were read. `city`
 * and `town` are names (the list's `city`/`town` filters take a name), `near_university` a
 * university's id; `search` the words left over (absent when none are).
 */
export interface InterpretedFilters {
  gender_category?: GenderCategory;
  city?: string;
  town?: string;
  near_university?: string;
  price_max?: number;
  facilities?: string[];
  mess_available?: true;
  search?: string;
}

/** One campus of a university whose short name names several (issue 42 item 2). */
export interface PlaceChoice {
  kind: 'university';
  id: string;
  name: string;
  city: string | null;
}

/** The parse of a search's words. */
export interface SearchWordsParse {
  /** What was read; absent when no word read as a filter (then the text searches as typed). */
  interpreted?: InterpretedFilters;
  /** The words left over (the whole text when nothing was read), or undefined when none. */
  search: string | undefined;
  /** Campuses of a short name naming several and no city choosing one (issue 42 item 2). */
  placeChoices?: PlaceChoice[];
  /** The words (as typed) that named the campuses of `placeChoices` ("FAST"). */
  placeChoicesWords?: string;
}

/** What the search already fixes (explicit filters), which the words' reading defers to. */
export interface SearchWordContext {
  /** The explicit `city` filter (an id or a name), which chooses among campuses and areas. */
  city?: string | undefined;
}

/**
 * Longest run of words compared with names: the longest university name (English or Urdu,
 * "Shaheed Zulfikar Ali Bhutto Institute of Science and Technology, Islamabad Campus") reads
 * whole.
 */
export const MAX_NAME_WORDS = 14;
/** Most words read from one search (SEARCH_TEXT_MAX is 100 characters). */
const MAX_WORDS = 24;

type Meaning =
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
function tokens(text: string): string[] {
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
const VOCABULARY_BY_KEY = (() => {
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
function readNumber(token: string): { value: number; times: number; currency: boolean } | null {
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

type Segment =
  | { start: number; end: number; kind: 'number'; value: number; times: number; priced: boolean }
  | { start: number; end: number; kind: 'meanings'; meanings: Meaning[] }
  | { start: number; end: number; kind: 'city'; places: WordPlace[] }
  | { start: number; end: number; kind: 'town'; places: WordPlace[] }
  | { start: number; end: number; kind: 'university'; universities: WordUniversity[] }
  | { start: number; end: number; kind: 'word' };

function sameCity(place: { cityId?: string | null; cityName?: string | null }, city: string) {
  const wanted = foldName(city.trim());
  return (place.cityId ?? '').toLowerCase() === wanted || foldName(place.cityName ?? '') === wanted;
}

/**
 * Reads the words of a search as filters (issue 42 item 4; item 2 for campuses):
 * - gender ("girls", "boys", "لڑکیوں", ...) as `gender_category`;
 * - a city, an area or a university (its name, Urdu name or an alias, the longest run of words
 *   first) as `city`, `town` or `near_university`; an area or a short name of several campuses
 *   takes the one in the city named or chosen (`context.city`); a short name of campuses in
 *   several cities and no city: `placeChoices`, and its words keep searching names;
 * - a price with "under", "below", "less than", "up to", "تک", "سے کم", "k", "ہزار", "Rs"
 *   ("under 12000", "10k", "10,000 تک", "10 ہزار") as `price_max` (rupees a month; a bare
 *   number is a name's);
 * - facilities by any of their names (FACILITY_LOOKUPS) as `facilities`; "mess", "meals",
 *   "میس" as `mess_available`;
 * - the words left over search names (`search`), without "hostel", "near", "کا" and the like.
 * Nothing read, or only a city or an area (which the text search already ranks first, spec
 * decision 23): `interpreted` absent and `search` the text as typed.
 */
export function parseSearchWords(
  text: string,
  lookups: SearchWordLookups,
  context: SearchWordContext = {},
): SearchWordsParse {
  const typed = tokens(text);
  const words = typed.map((token) => foldName(token));
  const whole = text.trim() || undefined;
  if (words.length === 0) return { search: whole };

  const placesByKey = new Map<string, Segment[]>();
  const addPlace = (names: readonly (string | null)[], segment: (key: string) => Segment) => {
    for (const name of new Set(names.filter(Boolean).map((name) => wordKey(name ?? '')))) {
      if (!name) continue;
      placesByKey.set(name, [...(placesByKey.get(name) ?? []), segment(name)]);
    }
  };
  for (const city of lookups.cities) {
    addPlace([city.name, city.nameUr], () => ({ start: 0, end: 0, kind: 'city', places: [city] }));
  }
  for (const town of lookups.towns) {
    addPlace([town.name, town.nameUr], () => ({ start: 0, end: 0, kind: 'town', places: [town] }));
  }
  for (const university of lookups.universities) {
    addPlace([university.name, university.nameUr, ...university.aliases], () => ({
      start: 0,
      end: 0,
      kind: 'university',
      universities: [university],
    }));
  }
  const facilityByKey = new Map<string, string>();
  for (const facility of lookups.facilities ?? FACILITY_LOOKUPS) {
    for (const name of facility.typed) facilityByKey.set(wordKey(name), facility.name);
  }

  /** What the run words[start, end) names: a place before a facility before a word's sense. */
  const meaningOf = (start: number, end: number): Segment | undefined => {
    const key = words.slice(start, end).join(' ');
    const places = placesByKey.get(key);
    if (places?.length) {
      // A university wins over a city or area of the same name; several of a kind merge.
      const universities = places.flatMap((p) => (p.kind === 'university' ? p.universities : []));
      if (universities.length) return { start, end, kind: 'university', universities };
      const towns = places.flatMap((p) => (p.kind === 'town' ? p.places : []));
      const cities = places.flatMap((p) => (p.kind === 'city' ? p.places : []));
      if (cities.length) return { start, end, kind: 'city', places: cities };
      if (towns.length) return { start, end, kind: 'town', places: towns };
    }
    const facility = facilityByKey.get(key);
    const meanings = [...(VOCABULARY_BY_KEY.get(key) ?? [])];
    // "mess" reads as mess_available, not as the Mess/Kitchen facility.
    if (facility && !meanings.some((m) => m.kind === 'mess')) {
      meanings.unshift({ kind: 'facility', name: facility });
    }
    if (meanings.length) return { start, end, kind: 'meanings', meanings };
    if (end - start === 1) {
      const number = readNumber(words[start] ?? '');
      if (number) {
        return {
          start,
          end,
          kind: 'number',
          value: number.value,
          times: number.times,
          priced: number.currency || number.times > 1,
        };
      }
    }
    return undefined;
  };

  // Longest run first, left to right.
  const segments: Segment[] = [];
  for (let start = 0; start < words.length;) {
    let found: Segment | undefined;
    for (let end = Math.min(words.length, start + MAX_NAME_WORDS); end > start; end -= 1) {
      found = meaningOf(start, end);
      if (found) break;
    }
    const segment = found ?? { start, end: start + 1, kind: 'word' as const };
    segments.push(segment);
    start = segment.end;
  }

  const used = new Set<number>();
  const use = (segment: Segment) => {
    for (let index = segment.start; index < segment.end; index += 1) used.add(index);
  };
  const has = (segment: Segment | undefined, kind: Meaning['kind']) =>
    segment?.kind === 'meanings' && segment.meanings.some((meaning) => meaning.kind === kind);
  const interpreted: InterpretedFilters = {};

  // Prices: a number with a word before ("under") or after ("k", "تک", "Rs") saying so.
  segments.forEach((segment, index) => {
    if (segment.kind !== 'number' || interpreted.price_max !== undefined) return;
    const before = segments[index - 1];
    const beforeThat = segments[index - 2];
    const marked: Segment[] = [];
    let times = segment.times;
    let priced = segment.priced;
    if (has(before, 'priceBefore')) marked.push(before as Segment);
    if (has(before, 'currency')) {
      priced = true;
      marked.push(before as Segment);
      if (has(beforeThat, 'priceBefore')) marked.push(beforeThat as Segment);
    }
    for (let next = index + 1; next < segments.length; next += 1) {
      const after = segments[next];
      if (after?.kind !== 'meanings') break;
      const sense = after.meanings.find((meaning) => meaning.kind === 'priceAfter');
      if (!sense || sense.kind !== 'priceAfter') break;
      if (sense.times > 1 && times > 1) break;
      times *= sense.times;
      priced = true;
      marked.push(after);
    }
    if (!priced && !marked.some((m) => has(m, 'priceBefore'))) return;
    const rupees = Math.round(segment.value * times);
    if (rupees <= 0 || rupees > MAX_PRICE_RUPEES) return;
    interpreted.price_max = rupees;
    use(segment);
    marked.forEach(use);
  });

  // A word between two words that mean nothing is part of a name ("Madina Girls Residency"),
  // not a filter: the whole name keeps searching as typed.
  const insideName = (index: number) =>
    segments[index - 1]?.kind === 'word' && segments[index + 1]?.kind === 'word';
  for (const [index, segment] of segments.entries()) {
    if (segment.kind !== 'meanings' || used.has(segment.start) || insideName(index)) continue;
    const [meaning] = segment.meanings;
    if (meaning?.kind === 'gender' && !interpreted.gender_category) {
      interpreted.gender_category = meaning.value;
      use(segment);
    } else if (meaning?.kind === 'mess') {
      interpreted.mess_available = true;
      use(segment);
    } else if (meaning?.kind === 'facility') {
      interpreted.facilities = [
        ...new Set([...(interpreted.facilities ?? []), canonicalFacilityName(meaning.name)]),
      ];
      use(segment);
    }
  }

  // Places: a city chooses among areas and campuses of the same name.
  const citySegment = segments.find((s) => s.kind === 'city');
  const namedCity = citySegment?.kind === 'city' ? citySegment.places[0] : undefined;
  const cityInForce = context.city ?? namedCity?.name;
  const inCity = <T extends { cityId?: string | null; cityName?: string | null }>(
    places: readonly T[],
  ): readonly T[] => {
    if (!cityInForce) return places;
    const here = places.filter((place) => sameCity(place, cityInForce));
    return here.length ? here : places;
  };
  let placeChoices: PlaceChoice[] | undefined;
  let placeChoicesWords: string | undefined;
  let cityUsedByCampus = false;
  for (const segment of segments) {
    if (segment.kind === 'university' && !interpreted.near_university && !placeChoices) {
      const unique = [...new Map(segment.universities.map((u) => [u.id, u])).values()];
      const here = inCity(unique);
      const chosen =
        here.length === 1 && (unique.length === 1 || cityInForce) ? here[0] : undefined;
      if (chosen) {
        interpreted.near_university = chosen.id;
        if (unique.length > 1 || (namedCity && sameCity(chosen, namedCity.name))) {
          cityUsedByCampus = true;
        }
        use(segment);
      } else {
        placeChoicesWords = typed.slice(segment.start, segment.end).join(' ');
        placeChoices = here.map((u) => ({
          kind: 'university',
          id: u.id,
          name: u.name,
          city: u.cityName,
        }));
      }
    } else if (segment.kind === 'town' && !interpreted.town) {
      const here = inCity(segment.places);
      const [town] = here;
      if (town) {
        interpreted.town = town.name;
        use(segment);
      }
    }
  }
  if (namedCity && citySegment) {
    if (!cityUsedByCampus) interpreted.city = namedCity.name;
    use(citySegment);
  }

  // A city or an area alone keeps searching as text: spec decision 23 ranks the hostels at the
  // place first and then those whose own name mentions it, which a filter would drop.
  const anything = Object.keys(interpreted).some((key) => key !== 'city' && key !== 'town');
  if (!anything) {
    return placeChoices ? { search: whole, placeChoices, placeChoicesWords } : { search: whole };
  }
  const left = segments
    .filter((segment) => !used.has(segment.start))
    .filter((segment) => !(segment.kind === 'meanings' && has(segment, 'stop')))
    .flatMap((segment) => typed.slice(segment.start, segment.end));
  const search = left.length ? left.join(' ') : undefined;
  if (search) interpreted.search = search;
  return { interpreted, search, ...(placeChoices ? { placeChoices, placeChoicesWords } : {}) };
}
