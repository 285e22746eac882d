import type { HostelFilters } from '@hostelhub/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, towns, universities } from '../../db/schema/index.ts';
import { searchWordPhrases, wordKey } from './search-vocabulary.logic.ts';
import { parseSearchWords } from './search-words.logic.ts';
import type {
  InterpretedFilters,
  PlaceChoice,
  SearchWordLookups,
  WordPlace,
  WordUniversity,
} from './search-words.types.ts';

// Issue 42 items 2 and 4 (docs/decisions/034-near-a-university.md, "Plain words"): the list's
// search read as filters, the reference names it needs read from the database, and the rule
// that explicit filters win over what the words read as.

/** How long the names index is kept (ms): reference places change rarely. */
const NAMES_TTL_MS = 60_000;

/** Reads the places a search's words may name (issue 42 item 4). */
export interface SearchWordsReader {
  /** The cities, confirmed areas and universities some phrase (searchWordPhrases) names. */
  lookups(phrases: readonly string[]): Promise<SearchWordLookups>;
}

type Named =
  | { kind: 'city'; place: WordPlace }
  | { kind: 'town'; place: WordPlace }
  | { kind: 'university'; university: WordUniversity };

/**
 * The names index over cities, confirmed areas and universities (English and Urdu names and
 * the universities' aliases, each as wordKey compares it), read at most once a minute.
 */
export function createSearchWordsReader(db: Db): SearchWordsReader {
  let index: { at: number; byKey: Map<string, Named[]> } | undefined;
  let loading: Promise<Map<string, Named[]>> | undefined;

  async function load(): Promise<Map<string, Named[]>> {
    const [cityRows, townRows, universityRows] = await Promise.all([
      db.select({ id: cities.id, name: cities.name, nameUr: cities.nameUr }).from(cities),
      db
        .select({
          id: towns.id,
          name: towns.name,
          nameUr: towns.nameUr,
          cityId: towns.cityId,
          cityName: cities.name,
        })
        .from(towns)
        .innerJoin(cities, eq(cities.id, towns.cityId))
        .where(eq(towns.status, 'confirmed')),
      db
        .select({
          id: universities.id,
          slug: universities.slug,
          name: universities.name,
          nameUr: universities.nameUr,
          aliases: universities.aliases,
          cityId: universities.cityId,
          cityName: cities.name,
        })
        .from(universities)
        .leftJoin(cities, eq(cities.id, universities.cityId)),
    ]);
    const byKey = new Map<string, Named[]>();
    const add = (names: readonly (string | null)[], named: Named) => {
      for (const key of new Set(names.map((name) => (name ? wordKey(name) : '')))) {
        if (key) byKey.set(key, [...(byKey.get(key) ?? []), named]);
      }
    };
    for (const place of cityRows) add([place.name, place.nameUr], { kind: 'city', place });
    for (const place of townRows) add([place.name, place.nameUr], { kind: 'town', place });
    for (const university of universityRows) {
      add([university.name, university.nameUr, ...university.aliases], {
        kind: 'university',
        university,
      });
    }
    return byKey;
  }

  async function names(): Promise<Map<string, Named[]>> {
    if (index && Date.now() - index.at < NAMES_TTL_MS) return index.byKey;
    loading ??= load().finally(() => {
      loading = undefined;
    });
    const byKey = await loading;
    index = { at: Date.now(), byKey };
    return byKey;
  }

  return {
    async lookups(phrases) {
      const byKey = await names();
      const found: SearchWordLookups = { cities: [], towns: [], universities: [] };
      const seen = new Set<string>();
      for (const phrase of phrases) {
        for (const named of byKey.get(phrase) ?? []) {
          const id = named.kind === 'university' ? named.university.id : named.place.id;
          if (seen.has(`${named.kind}:${id}`)) continue;
          seen.add(`${named.kind}:${id}`);
          if (named.kind === 'city') (found.cities as WordPlace[]).push(named.place);
          else if (named.kind === 'town') (found.towns as WordPlace[]).push(named.place);
          else (found.universities as WordUniversity[]).push(named.university);
        }
      }
      return found;
    },
  };
}

/** A list's filters after its search was read (issue 42 item 4). */
export interface InterpretedSearch {
  /** The filters the list reads: explicit ones, then what the words read as, `search` the rest. */
  filters: HostelFilters;
  /** What the words read as and the list applies (explicit filters left out), if anything. */
  interpreted?: InterpretedFilters;
  /** The campuses of a short name naming several (issue 42 item 2). */
  placeChoices?: PlaceChoice[];
  /** The words (as typed) that named them ("FAST"). */
  placeChoicesWords?: string;
}

/**
 * Reads `filters.search` as filters (parseSearchWords) and applies what it read under the
 * explicit filters: explicit `gender_category`, `city`, `town`, `near_university`, `price_max`
 * and `mess_available` win over the words' (whose words then leave the search all the same);
 * facilities the words name are added to explicit ones. The explicit `city` chooses among
 * campuses and areas of one name. Unchanged filters when there is no search or no word reads
 * as a filter. Issue 42 item 4 ("explicit filters always win"), item 2 (place_choices).
 */
export async function interpretSearch(
  reader: SearchWordsReader,
  filters: HostelFilters,
): Promise<InterpretedSearch> {
  const text = filters.search?.trim();
  if (!text) return { filters };
  const lookups = await reader.lookups(searchWordPhrases(text));
  const parse = parseSearchWords(text, lookups, { city: filters.city });
  const choices = parse.placeChoices
    ? { placeChoices: parse.placeChoices, placeChoicesWords: parse.placeChoicesWords ?? '' }
    : {};
  if (!parse.interpreted) return { filters, ...choices };
  const read = parse.interpreted;
  const applied: InterpretedFilters = {};
  if (read.gender_category && filters.gender_category === undefined) {
    applied.gender_category = read.gender_category;
  }
  if (read.near_university && filters.near_university === undefined) {
    applied.near_university = read.near_university;
  }
  if (read.city && filters.city === undefined) applied.city = read.city;
  if (read.town && filters.town === undefined) applied.town = read.town;
  if (read.price_max !== undefined && filters.price_max === undefined) {
    applied.price_max = read.price_max;
  }
  if (read.mess_available && filters.mess_available === undefined) applied.mess_available = true;
  const added = (read.facilities ?? []).filter((name) => !filters.facilities?.includes(name));
  if (added.length) applied.facilities = added;
  if (parse.search) applied.search = parse.search;

  const next: HostelFilters = { ...filters, ...applied };
  if (applied.facilities) next.facilities = [...(filters.facilities ?? []), ...added];
  if (!parse.search) delete next.search;
  const anything = Object.keys(applied).some((key) => key !== 'search');
  return { filters: next, ...(anything ? { interpreted: applied } : {}), ...choices };
}
