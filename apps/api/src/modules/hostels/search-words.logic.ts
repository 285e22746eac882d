import { canonicalFacilityName, foldName, MAX_PRICE_RUPEES } from '@hostelhub/shared';
import {
  FACILITY_LOOKUPS,
  MAX_NAME_WORDS,
  readNumber,
  tokens,
  VOCABULARY_BY_KEY,
  wordKey,
  type Meaning,
} from './search-vocabulary.logic.ts';
import type {
  InterpretedFilters,
  PlaceChoice,
  SearchWordContext,
  SearchWordLookups,
  SearchWordsParse,
  WordFacility,
  WordPlace,
  WordUniversity,
} from './search-words.types.ts';

// Issue 42 item 4 ("plain words become filters") and item 2 (universities with several
// campuses), spec decision 22; docs/decisions/034-near-a-university.md, section "Plain words".
// A pure parser: the search text and the places its words name (looked up in the database by
// the caller, see searchWordPhrases) in, the filters the words read as and the words left over
// out. The list, the map and the server-rendered pages all parse through here, so they agree.

type Segment =
  | { start: number; end: number; kind: 'number'; value: number; times: number; priced: boolean }
  | { start: number; end: number; kind: 'meanings'; meanings: Meaning[] }
  | { start: number; end: number; kind: 'city'; places: WordPlace[] }
  | { start: number; end: number; kind: 'town'; places: WordPlace[] }
  | { start: number; end: number; kind: 'university'; universities: WordUniversity[] }
  | { start: number; end: number; kind: 'word' };

/** The facility names by wordKey of each typed name, made once per facility list. */
const FACILITY_KEYS = new WeakMap<readonly WordFacility[], Map<string, string>>();

/**
 * Each name typed for a facility (as wordKey gives it) to the facility's kept name, made once
 * per list (issue 46: the keys of FACILITY_LOOKUPS cost a list's search about 0.08 ms of CPU
 * when made on every parse). The lists are never changed once made.
 */
function facilityKeys(facilities: readonly WordFacility[]): Map<string, string> {
  let byKey = FACILITY_KEYS.get(facilities);
  if (!byKey) {
    byKey = new Map();
    for (const facility of facilities) {
      for (const name of facility.typed) byKey.set(wordKey(name), facility.name);
    }
    FACILITY_KEYS.set(facilities, byKey);
  }
  return byKey;
}

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
  const facilityByKey = facilityKeys(lookups.facilities ?? FACILITY_LOOKUPS);

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
