import { foldName, type HostelFilters } from '@hostelhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../lib/like-pattern.ts';
import { asParam, containsPattern, UUID_PATTERN, type Bind } from './list-bind.query.ts';

// The places a list's names stand for, looked up before the list is read (issue 28; split from
// hostel-query.ts, issue 42): a city, areas, facilities by name, and the places a search names.

/**
 * What a list's names stand for, looked up before the list is read (resolveFilters): with the
 * ids as values, the planner sees how many hostels each one has (a big city walks its index
 * newest first for one page; a rare facility is fetched by its GIN entries) instead of
 * guessing for an id a subquery will produce. Absent: the conditions look the names up in
 * subqueries themselves (the browse cache's invalidation checks many filter sets at once).
 */
export interface ResolvedFilters {
  /** The city given by name: its id, or null when no city has that name. */
  cityId?: string | null;
  /** The town given by name: every town of that name (names repeat across cities). */
  townIds?: string[];
  /** Each facility named (lower case): its ids (none when unknown: matches nothing). */
  facilityIds?: Record<string, string[]>;
  /** The places the search names (see placeMatches): ids and each one's score. */
  searchPlaces?: Record<string, number>;
}

/**
 * When a misspelt search names a place (issue 28), by pg_trgm similarities from 0 to 1: the
 * search is close to a run of whole words of the name (strict_word_similarity at least 0.5),
 * and the name is mostly found in the search (word_similarity at least 0.45). `Lahor` and
 * `Lahore` score 0.63 and 0.71, `Rawalpndi` and `Rawalpindi` 0.62 and 0.62; `Rawalpndi` and
 * `Rawalakot` 0.33, and `iqbal boys` and `Gulshan-e-Iqbal` 0.55 but 0.38, stay apart.
 */
export const FUZZY_PLACE_THRESHOLDS = { searchInName: 0.5, nameInSearch: 0.45 } as const;

/**
 * Whether `run` (a bound text) is a close misspelling of the name of the place `p`. The `<<%`
 * operator (strict word similarity at least pg_trgm.strict_word_similarity_threshold, 0.5
 * unless a server changes it) lets the places' trigram indexes find the candidates; the
 * functions decide.
 */
function fuzzyName(run: unknown): SQL {
  return sql`(${run} <<% p.name
    and strict_word_similarity(${run}, p.name) >= ${FUZZY_PLACE_THRESHOLDS.searchInName}
    and word_similarity(p.name, ${run}) >= ${FUZZY_PLACE_THRESHOLDS.nameInSearch})`;
}

/** The place tables a search looks in, each with whether it has short names (aliases). */
const PLACE_TABLES = ['cities', 'towns', 'universities'] as const;
type PlaceTable = (typeof PLACE_TABLES)[number];

/** The most words of a search tried one run at a time (searchRuns). */
const MAX_RUN_WORDS = 8;

/**
 * The runs of one to three consecutive words of a folded search of two words or more (issue
 * 42 item 5: "lahor hostel" gives "lahor", "hostel" and "lahor hostel"), each tried alone
 * against the place names when the whole search names no place; words of one or two letters
 * alone are left out. At most MAX_RUN_WORDS words are read. A one-word search has none.
 */
export function searchRuns(folded: string): string[] {
  const words = folded.split(/\s+/u).filter(Boolean).slice(0, MAX_RUN_WORDS);
  if (words.length < 2) return [];
  const runs = new Set<string>();
  for (let size = 1; size <= 3; size += 1) {
    for (let start = 0; start + size <= words.length; start += 1) {
      const run = words.slice(start, start + size).join(' ');
      if (size === 1 && [...run].length < 3) continue;
      if (size < words.length || words.length > 3) runs.add(run);
    }
  }
  runs.delete(words.join(' '));
  return [...runs];
}

/**
 * The places of `table` the whole (folded) search names, each with how well it answers the
 * search (issue 28, for `sort=relevance`): 4 when its name, Urdu name or an alias is the
 * search (any case; the Urdu name folded as the search is, issue 42 item 5), 3 when one
 * starts with it, 2 when one contains it, else its name's trigram similarity (at most 1) when
 * a close misspelling.
 */
function scoredPlaces(table: PlaceTable, folded: string, bind: Bind): SQL {
  const prefix = `${escapeLike(folded)}%`;
  const contains = containsPattern(folded);
  const exact = escapeLike(folded);
  const aliasLike = (pattern: string) =>
    table === 'universities'
      ? sql` or exists (select 1 from unnest(p.aliases) a where a ilike ${bind(pattern)})`
      : sql``;
  const namesLike = (pattern: string) =>
    sql`(p.name ilike ${bind(pattern)} or fold_name(p.name_ur) like ${bind(pattern)}${aliasLike(pattern)})`;
  return sql`select p.id, case
      when ${namesLike(exact)} then 4
      when ${namesLike(prefix)} then 3
      when ${namesLike(contains)} then 2
      else strict_word_similarity(${bind(folded)}, p.name) end as score
    from ${sql.identifier(table)} p
    where ${namesLike(contains)} or ${fuzzyName(bind(folded))}`;
}

/**
 * The places of `table` a run of the search's words names (issue 42 item 5), each with its
 * best score over the runs: 1 when its name, folded Urdu name or an alias is the run (any
 * case), else the name's trigram similarity when the run is a close misspelling of it
 * (FUZZY_PLACE_THRESHOLDS, decision 029). `runs` is bound as one text array.
 */
function runPlaces(table: PlaceTable, runs: unknown): SQL {
  const alias =
    table === 'universities'
      ? sql` or exists (select 1 from unnest(p.aliases) a where lower(a) = r.w)`
      : sql``;
  const exact = sql`(lower(p.name) = r.w or fold_name(p.name_ur) = r.w${alias})`;
  return sql`select p.id,
      max(case when ${exact} then 1 else strict_word_similarity(r.w, p.name) end) as score
    from unnest(${runs}::text[]) r(w)
    join ${sql.identifier(table)} p on ${exact} or ${fuzzyName(sql`r.w`)}
    group by p.id`;
}

/**
 * Every place (city, area, university) a search names, with its score (scoredPlaces): those
 * the whole search names; when it names none, those its runs of words name (runPlaces; issue
 * 42 item 5, "lahor hostel" and "rawalpndi girls").
 */
export function searchPlaceScores(search: string, bind: Bind = asParam): SQL {
  const folded = foldName(search);
  const whole = sql.join(
    PLACE_TABLES.map((table) => scoredPlaces(table, folded, bind)),
    sql` union all `,
  );
  const runs = bind(searchRuns(folded));
  const byRun = sql.join(
    PLACE_TABLES.map((table) => runPlaces(table, runs)),
    sql` union all `,
  );
  return sql`(with whole as (${whole})
    select id, score from whole where score > 0
    union all
    select id, score from (${byRun}) r where r.score > 0
      and not exists (select 1 from whole where whole.score > 0))`;
}

/**
 * One statement resolving a list's names (ResolvedFilters): the city and towns named, the
 * facilities named, and the places a search names with their scores. Undefined when the
 * filters name nothing that needs it.
 */
export function resolveFiltersQuery(filters: HostelFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.city && !UUID_PATTERN.test(filters.city)) {
    parts.push(sql`(select p.id from cities p where lower(p.name) = lower(${filters.city})
      order by p.name limit 1) as city_id`);
  }
  if (filters.town && !UUID_PATTERN.test(filters.town)) {
    parts.push(sql`array(select p.id from towns p where lower(p.name) = lower(${filters.town}))
      as town_ids`);
  }
  if (filters.facilities?.length) {
    const names = [...new Set(filters.facilities.map((name) => name.toLowerCase()))];
    parts.push(sql`(select coalesce(json_object_agg(x.n, x.ids), '{}') from (
      select lower(f.name) as n, array_agg(f.id) as ids from facilities f
      where lower(f.name) = any(${sql.param(names)}::text[]) group by 1) x) as facility_ids`);
  }
  const search = filters.search?.trim();
  if (search) {
    parts.push(sql`(select coalesce(json_object_agg(s.id, s.score), '{}') from (
      select id, max(score) as score from ${searchPlaceScores(search)} x group by id) s)
      as search_places`);
  }
  return parts.length ? sql`select ${sql.join(parts, sql`, `)}` : undefined;
}

/** The row resolveFiltersQuery answers, as ResolvedFilters. */
export function toResolvedFilters(row: Record<string, unknown> | undefined): ResolvedFilters {
  const resolved: ResolvedFilters = {};
  if (!row) return resolved;
  const json = <T>(value: unknown): T =>
    (typeof value === 'string' ? JSON.parse(value) : value) as T;
  if ('city_id' in row) resolved.cityId = (row.city_id as string | null) ?? null;
  if ('town_ids' in row) resolved.townIds = (row.town_ids as string[] | null) ?? [];
  if ('facility_ids' in row) resolved.facilityIds = json(row.facility_ids) ?? {};
  if ('search_places' in row) resolved.searchPlaces = json(row.search_places) ?? {};
  return resolved;
}
