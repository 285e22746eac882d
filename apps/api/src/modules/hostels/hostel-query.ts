import {
  foldName,
  parseBbox,
  type BoundingBox,
  type HostelBadge,
  type HostelFilters,
  type HostelSort,
  type HostelStatus,
} from '@hostelhub/shared';
import { and, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { hostelBrowse, hostels } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like-pattern.ts';
import { browseBadges } from './hostel-badges.ts';

// The SQL a hostel list is built from (issue 23 split of hostels.repository.ts): the browse
// filters as a WHERE, the sort orders, distances on the spec's sphere and the summary columns.
// Since issue 28 every list reads the browse read model (hostel_browse, 0021_hostel_browse.sql:
// one row per hostel kept by triggers), never the joins behind it. Only the hostels repository
// uses this, and the reviews repository its rating SQL on the hostels row (issue 26).

/** A list near a university, resolved (issue 42): its id and the radius in force in km. */
export interface NearQuery {
  universityId: string;
  radiusKm: number | null;
}

/**
 * The widest radius of a list near a university (issue 42): a `near_university` filter without
 * a `radius_km`, evaluated without resolving it first (the browse cache's invalidation), covers
 * every radius the list can widen to.
 */
export const NEAR_LOOKUP_RADIUS_KM = 20;

/** A point in WGS84 degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Earth radius of every distance the API reports, in kilometres (spec part 1 section 9). */
export const EARTH_RADIUS_KM = 6371;

/**
 * What a hostel list selects: a moderation state, the browse filters (part 1 section 5),
 * optionally an origin (then each row gets `distanceKm`) and a radius around it, an order
 * and a page window.
 */
export interface SummaryQuery {
  status: HostelStatus;
  filters: HostelFilters;
  /** Where distances are measured from; without it `distanceKm` is null. */
  origin?: GeoPoint | undefined;
  /** Keep only hostels within this many kilometres of `origin`. */
  radiusKm?: number | undefined;
  /**
   * Near a university (issue 42, spec decision 22), resolved beforehand (`origin` is then its
   * campus): hostels within `radiusKm` of the campus or tagged to `universityId`; null
   * `radiusKm` (a campus without coordinates): only the tagged ones. Without it a
   * `near_university` filter is looked up in the statement itself (nearLookupCondition).
   */
  near?: NearQuery | undefined;
  sort: HostelSort;
  limit: number;
  offset: number;
}

/**
 * The hostel's average rating over its visible reviews as shown, one decimal (4.3), null
 * without any (issue 26). Read from the counts the reviews triggers keep on the hostel row
 * (0016_reviews.sql), so no list reads the reviews table.
 */
export const ratingAverage = sql<number | null>`(case when ${hostels.ratingCount} > 0
  then round(${hostels.ratingSum}::numeric / ${hostels.ratingCount}, 1)::float8 end)`;

/** The same average on the browse row (its counts copy the hostel's). */
const browseRatingAverage = sql<number | null>`(case when ${hostelBrowse.ratingCount} > 0
  then round(${hostelBrowse.ratingSum}::numeric / ${hostelBrowse.ratingCount}, 1)::float8 end)`;

/** The exact average (no rounding) that `sort=rating` orders by; null without reviews. */
export const ratingOrderKey = sql<number | null>`(${hostelBrowse.ratingSum}::float8
  / nullif(${hostelBrowse.ratingCount}, 0))`;

/**
 * How many visible reviews of the hostel `hostelId` gave 1, 2, 3, 4 and 5 stars, as an
 * array of five counts (issue 26); one index scan of the hostel's visible reviews. The id is
 * a value, not a column: Drizzle leaves the columns of a one-table select unqualified, and an
 * unqualified `"id"` here would mean the review's own id.
 */
export function ratingStarCounts(hostelId: string): SQL<number[]> {
  const stars = [1, 2, 3, 4, 5].map(
    (star) => sql`count(*) filter (where r.rating = ${sql.raw(String(star))})::int`,
  );
  return sql<number[]>`(select array[${sql.join(stars, sql`, `)}] from reviews r
    where r.hostel_id = ${hostelId}::uuid and r.hidden_at is null)`;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * How a value enters a list statement (issue 28). `asParam` makes it a parameter of this
 * statement; a binder of `placeholderValues()` puts a named placeholder in its place and
 * keeps the value, so a statement prepared once per list shape (listShape) serves every value.
 */
export type Bind = (value: unknown) => unknown;

/** Values as parameters; an array stays one array parameter (Drizzle would spread it). */
export const asParam: Bind = (value) => (Array.isArray(value) ? sql.param(value) : value);

/**
 * A binder that names each value `p0`, `p1`, ... in the order the statement is built, and
 * the values by those names, for a prepared statement's `execute`.
 */
export function placeholderValues(): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  let next = 0;
  return {
    values,
    bind: (value) => {
      const name = `p${next}`;
      next += 1;
      values[name] = value;
      return sql.placeholder(name);
    },
  };
}

/** `text` as an ILIKE pattern matching it anywhere, with `\`, `%` and `_` taken literally. */
function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

// ll_to_earth(latitude, longitude) built the way earthdistance builds it, minus the cast to
// its `earth` domain, whose checks cost about three times the rest of a distance per row.
const hostelPoint = sql`cube(cube(cube(
    earth() * cos(radians(${hostelBrowse.latitude})) * cos(radians(${hostelBrowse.longitude}))),
    earth() * cos(radians(${hostelBrowse.latitude})) * sin(radians(${hostelBrowse.longitude}))),
    earth() * sin(radians(${hostelBrowse.latitude})))`;

/**
 * Great-circle distance from `origin` on earthdistance's sphere of earth() metres (6378168),
 * as earth_distance computes it; null for a hostel without coordinates.
 */
export function earthMetres(origin: GeoPoint, bind: Bind = asParam): SQL<number | null> {
  return sql<number | null>`sec_to_gc(cube_distance(
    ll_to_earth(${bind(origin.lat)}, ${bind(origin.lng)}), ${hostelPoint}))`;
}

/**
 * Earth metres as kilometres on the spec's 6371 km sphere (part 1 section 9), 2 decimals:
 * `earth_distance * 6371000 / earth() / 1000`.
 */
export function toDistanceKm(metres: SQL | SQL.Aliased | AnyPgColumn): SQL<number | null> {
  return sql<number | null>`round((${metres} * ${EARTH_RADIUS_KM} / earth())::numeric, 2)::float8`;
}

/** The hostel's map point lies in `box` (edges included), by the GiST index on `location`. */
export function inBox(box: BoundingBox, bind: Bind = asParam): SQL {
  return sql`${hostelBrowse.location} <@ box(point(${bind(box.minLng)}, ${bind(box.minLat)}),
    point(${bind(box.maxLng)}, ${bind(box.maxLat)}))`;
}

/**
 * The box in degrees that holds every point within `radiusKm` of `origin` on the spec's
 * sphere (a tenth of a percent wider), or undefined when it would wrap a pole or the 180th
 * meridian (then only the exact distance decides). Longitudes span asin(sin d / cos lat).
 */
export function radiusBox(origin: GeoPoint, radiusKm: number): BoundingBox | undefined {
  const angle = (radiusKm / EARTH_RADIUS_KM) * 1.001;
  const latSpan = (angle * 180) / Math.PI;
  const cosLat = Math.cos((origin.lat * Math.PI) / 180);
  if (origin.lat + latSpan >= 90 || origin.lat - latSpan <= -90 || Math.sin(angle) >= cosLat) {
    return undefined;
  }
  const lngSpan = (Math.asin(Math.sin(angle) / cosLat) * 180) / Math.PI;
  if (origin.lng - lngSpan < -180 || origin.lng + lngSpan > 180) return undefined;
  return {
    minLng: origin.lng - lngSpan,
    minLat: origin.lat - latSpan,
    maxLng: origin.lng + lngSpan,
    maxLat: origin.lat + latSpan,
  };
}

/**
 * Within `radiusKm` of `origin`: the box around the circle is the indexed first cut, the
 * great-circle distance decides.
 */
function withinRadius(origin: GeoPoint, radiusKm: number, bind: Bind): SQL {
  const metres = sql`(${bind(radiusKm)}::float8 * earth() / ${EARTH_RADIUS_KM})`;
  const box = radiusBox(origin, radiusKm);
  const exact = sql`${earthMetres(origin, bind)} <= ${metres}`;
  return box ? sql`(${inBox(box, bind)} and ${exact})` : exact;
}

/**
 * Near a university, resolved (issue 42): within the radius of the campus `origin`, or tagged
 * to the university; only tagged when the campus has no coordinates.
 */
function nearCondition(origin: GeoPoint | undefined, near: NearQuery, bind: Bind): SQL {
  const tagged = sql`${hostelBrowse.universityId} = ${bind(near.universityId)}`;
  if (!origin || near.radiusKm === null) return tagged;
  return sql`(${withinRadius(origin, near.radiusKm, bind)} or ${tagged})`;
}

/**
 * A `near_university` filter (id or slug) not resolved beforehand (issue 42): the browse
 * cache's invalidation and the saved searches' alerts evaluate it on a few rows. Within
 * `radius_km` of the campus (NEAR_LOOKUP_RADIUS_KM without one) or tagged to it.
 */
function nearLookupCondition(wanted: string, radiusKm: number | undefined, bind: Bind): SQL {
  const byKey = UUID_PATTERN.test(wanted)
    ? sql`u.id = ${bind(wanted)}::uuid`
    : sql`lower(u.slug) = lower(${bind(wanted)})`;
  const metres = sql`(${bind(radiusKm ?? NEAR_LOOKUP_RADIUS_KM)}::float8 * earth() / ${EARTH_RADIUS_KM})`;
  return sql`exists (select 1 from universities u where ${byKey}
    and (u.id = ${hostelBrowse.universityId}
      or (u.latitude is not null and u.longitude is not null
        and sec_to_gc(cube_distance(ll_to_earth(u.latitude, u.longitude), ${hostelPoint}))
          <= ${metres})))`;
}

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
 * A place filter: the id when `wanted` is a uuid, else the name in any case (the resolved ids
 * when given). City names are unique, so a city by name is one id; town names repeat across
 * cities, so a town by name is any of them.
 */
function placeCondition(
  column: typeof hostelBrowse.cityId | typeof hostelBrowse.townId,
  table: 'cities' | 'towns',
  wanted: string,
  resolved: ResolvedFilters | undefined,
  bind: Bind,
): SQL {
  const form = placeForm(table, wanted, resolved);
  if (form === 'id') return sql`${column} = ${bind(wanted)}`;
  if (form === 'none') return sql`false`;
  if (form === 'city') return sql`${column} = ${bind(resolved?.cityId)}`;
  if (form === 'towns') return uuidIn(column, resolved?.townIds ?? [], bind);
  return sql`${column} = any(array(select p.id from ${sql.identifier(table)} p
    where lower(p.name) = lower(${bind(wanted)})))`;
}

/**
 * Which condition placeCondition writes (part of a list's shape): by id, the resolved city,
 * the resolved towns, nothing matches (a city name no city has, no town of that name), or a
 * subquery by name when nothing was resolved.
 */
function placeForm(
  table: 'cities' | 'towns',
  wanted: string,
  resolved: ResolvedFilters | undefined,
): 'id' | 'city' | 'towns' | 'none' | 'lookup' {
  if (UUID_PATTERN.test(wanted)) return 'id';
  if (table === 'cities' && resolved && 'cityId' in resolved) {
    return resolved.cityId ? 'city' : 'none';
  }
  if (table === 'towns' && resolved?.townIds) return resolved.townIds.length ? 'towns' : 'none';
  return 'lookup';
}

/** `column` is one of `ids` (false for none), the ids sent as one array value. */
function uuidIn(column: AnyPgColumn, ids: readonly string[], bind: Bind): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${column} = any(${bind([...ids])}::uuid[])`;
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
function searchPlaceScores(search: string, bind: Bind = asParam): SQL {
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

/**
 * Search text anywhere in the name, address, city, town or university name, any case; the
 * place names in English or Urdu (issue 24: `search=لاہور` finds the Lahore hostels); a
 * university's short names (issue 28: `LUMS`, `nust`, `Karachi University`); and a city, town
 * or university name misspelt (`Lahor`, `Rawalpndi`) by trigram similarity. The browse row's
 * `search_text` holds every such text one per line, so one trigram index answers the
 * containment; the places the search names (resolved beforehand, or looked up here) are
 * matched by the place indexes.
 */
function searchCondition(search: string, resolved: ResolvedFilters | undefined, bind: Bind): SQL {
  // search_text is kept in lower case: LIKE on lower(pattern) skips ILIKE's case folding of
  // every candidate row (the trigram index serves both).
  // Both sides folded (issue 42 item 5): "لاهور" finds لاہور.
  const text = sql`${hostelBrowse.searchText} like ${bind(containsPattern(foldName(search)))}`;
  if (resolved?.searchPlaces) {
    const ids = Object.keys(resolved.searchPlaces);
    if (ids.length === 0) return text;
    return sql`(${text} or ${uuidIn(hostelBrowse.cityId, ids, bind)}
      or ${uuidIn(hostelBrowse.townId, ids, bind)}
      or ${uuidIn(hostelBrowse.universityId, ids, bind)})`;
  }
  const placeIds = () => sql`array(select id from ${searchPlaceScores(search, bind)} x)`;
  return sql`(${text}
    or ${hostelBrowse.cityId} = any(${placeIds()})
    or ${hostelBrowse.townId} = any(${placeIds()})
    or ${hostelBrowse.universityId} = any(${placeIds()}))`;
}

/**
 * The relevance of a hostel to `search` (higher first; `sort=relevance`, issue 28): the best of
 * its name (4 the same, 3 starting with it, 2 containing it), its address (1.5 containing it)
 * and the scores of its city, town and university among `places` (scoredPlaces).
 */
export function relevanceScore(
  search: string,
  places: Record<string, number>,
  bind: Bind = asParam,
): SQL<number> {
  const prefix = `${escapeLike(search)}%`;
  const contains = containsPattern(search);
  const scores = JSON.stringify(places);
  const place = (column: AnyPgColumn) =>
    sql`coalesce((${bind(scores)}::jsonb ->> ${column}::text)::float8, 0)`;
  return sql<number>`greatest(
    case when lower(${hostelBrowse.name}) = lower(${bind(search)}) then 4
      when ${hostelBrowse.name} ilike ${bind(prefix)} then 3
      when ${hostelBrowse.name} ilike ${bind(contains)} then 2 else 0 end,
    case when ${hostelBrowse.address} ilike ${bind(contains)} then 1.5 else 0 end,
    ${place(hostelBrowse.cityId)}, ${place(hostelBrowse.townId)},
    ${place(hostelBrowse.universityId)})::float8`;
}

/**
 * Every facility named (any case) is offered: each name's ids (one, or none for an unknown
 * name, which then matches nothing) overlap the row's facility ids, by their GIN index.
 */
function facilitiesCondition(
  names: readonly string[],
  resolved: ResolvedFilters | undefined,
  bind: Bind,
): SQL[] {
  return facilityForms(names, resolved).map(([name, form]) => {
    if (form === 'ids') {
      return sql`${hostelBrowse.facilityIds} && ${bind(resolved?.facilityIds?.[name])}::uuid[]`;
    }
    if (form === 'none') return sql`false`;
    return sql`${hostelBrowse.facilityIds} && array(select f.id from facilities f
      where lower(f.name) = ${bind(name)})`;
  });
}

/**
 * Each facility named once (lower case) with the condition facilitiesCondition writes for it
 * (part of a list's shape): its resolved ids, nothing (an unknown name), or a lookup by name.
 */
function facilityForms(
  names: readonly string[],
  resolved: ResolvedFilters | undefined,
): [name: string, form: 'ids' | 'none' | 'lookup'][] {
  const wanted = [...new Set(names.map((name) => name.toLowerCase()))];
  return wanted.map((name) => {
    if (!resolved?.facilityIds) return [name, 'lookup'];
    return [name, resolved.facilityIds[name]?.length ? 'ids' : 'none'];
  });
}

/**
 * The WHERE of a hostel list: the same rules as `hostelMatchesFilters` in
 * packages/shared/src/domain/hostel-filters.ts, in SQL over the browse read model alone.
 * `bind` decides how values enter it (parameters by default; placeholders for a statement
 * prepared per shape, whose key listShape writes from the same choices).
 */
export function summaryConditions(
  query: Omit<SummaryQuery, 'sort' | 'limit' | 'offset'>,
  resolved?: ResolvedFilters,
  bind: Bind = asParam,
): SQL {
  const { filters, origin, radiusKm } = query;
  const equals = (column: AnyPgColumn, value: unknown) => sql`${column} = ${bind(value)}`;
  const conditions: (SQL | undefined)[] = [equals(hostelBrowse.status, query.status)];
  if (filters.gender_category) {
    conditions.push(equals(hostelBrowse.genderCategory, filters.gender_category));
  }
  if (filters.location_type) {
    conditions.push(equals(hostelBrowse.locationType, filters.location_type));
  }
  if (filters.university_id) {
    conditions.push(equals(hostelBrowse.universityId, filters.university_id));
  }
  if (filters.city) {
    conditions.push(placeCondition(hostelBrowse.cityId, 'cities', filters.city, resolved, bind));
  }
  if (filters.town) {
    conditions.push(placeCondition(hostelBrowse.townId, 'towns', filters.town, resolved, bind));
  }
  if (filters.price_min !== undefined || filters.price_max !== undefined) {
    // An unparseable price_range has null bounds and drops out of any price filter.
    conditions.push(isNotNull(hostelBrowse.priceMin), isNotNull(hostelBrowse.priceMax));
    if (filters.price_min !== undefined) {
      conditions.push(sql`${hostelBrowse.priceMax} >= ${bind(filters.price_min)}`);
    }
    if (filters.price_max !== undefined) {
      conditions.push(sql`${hostelBrowse.priceMin} <= ${bind(filters.price_max)}`);
    }
  }
  if (filters.mess_available !== undefined) {
    conditions.push(equals(hostelBrowse.messAvailable, filters.mess_available));
  }
  if (filters.facilities?.length) {
    conditions.push(...facilitiesCondition(filters.facilities, resolved, bind));
  }
  if (filters.room_types?.length) {
    conditions.push(sql`${hostelBrowse.roomTypes} && ${bind([...filters.room_types])}::text[]`);
  }
  const search = filters.search?.trim();
  if (search) conditions.push(searchCondition(search, resolved, bind));
  if (origin && radiusKm !== undefined) conditions.push(withinRadius(origin, radiusKm, bind));
  if (query.near) {
    conditions.push(nearCondition(origin, query.near, bind));
  } else if (filters.near_university) {
    conditions.push(nearLookupCondition(filters.near_university, filters.radius_km, bind));
  }
  const box = filters.bbox ? parseBbox(filters.bbox) : undefined;
  if (box) conditions.push(inBox(box, bind));
  // The shown (rounded) average, so a hostel showing 4.0 passes min_rating=4; none: out.
  if (filters.min_rating !== undefined) {
    conditions.push(sql`${browseRatingAverage} >= ${bind(filters.min_rating)}`);
  }
  return and(...conditions) ?? sql`true`;
}

/**
 * What decides the text of a list's WHERE and order (issue 28), as a string: which filters
 * are given and in which form (summaryConditions' choices: a place by id, resolved or
 * unknown; each facility known or not; a search naming places or not; a radius with or
 * without its box), and the order. Every value is a placeholder, so lists of one shape
 * share one prepared statement (hostels.repository.ts; under the test runner each statement
 * is built again and its text compared with the shared one).
 */
export function listShape(
  query: Omit<SummaryQuery, 'limit' | 'offset'>,
  resolved: ResolvedFilters | undefined,
): string {
  const { filters } = query;
  const search = filters.search?.trim();
  const parts: unknown[] = [
    query.sort,
    query.origin ? 'origin' : '',
    query.origin && query.radiusKm !== undefined
      ? radiusBox(query.origin, query.radiusKm)
        ? 'radius+box'
        : 'radius'
      : '',
    filters.gender_category ? 'gender' : '',
    filters.location_type ? 'location' : '',
    filters.university_id ? 'university' : '',
    filters.city ? placeForm('cities', filters.city, resolved) : '',
    filters.town ? placeForm('towns', filters.town, resolved) : '',
    filters.price_min !== undefined ? 'min' : '',
    filters.price_max !== undefined ? 'max' : '',
    filters.mess_available !== undefined ? 'mess' : '',
    filters.facilities?.length
      ? facilityForms(filters.facilities, resolved).map(([, form]) => form)
      : '',
    filters.room_types?.length ? 'rooms' : '',
    !search
      ? ''
      : !resolved?.searchPlaces
        ? 'search-lookup'
        : Object.keys(resolved.searchPlaces).length
          ? 'search-places'
          : 'search-text',
    filters.bbox && parseBbox(filters.bbox) ? 'bbox' : '',
    filters.min_rating !== undefined ? 'rating' : '',
    nearShape(query),
  ];
  return JSON.stringify(parts);
}

/** Which near condition and order a list writes (issue 42; part of its shape). */
function nearShape(query: Omit<SummaryQuery, 'limit' | 'offset'>): string {
  if (query.near) {
    if (!query.origin || query.near.radiusKm === null) return 'near-tagged';
    return radiusBox(query.origin, query.near.radiusKm) ? 'near+box' : 'near';
  }
  const wanted = query.filters.near_university;
  if (!wanted) return '';
  return UUID_PATTERN.test(wanted) ? 'near-lookup-id' : 'near-lookup-slug';
}

/**
 * The expression `sort` orders by first (before newest first and the id), and whether
 * higher comes first; null for `newest` (and for `relevance` without a search). Nulls sort
 * last either way.
 */
export function sortKey(
  sort: HostelSort,
  options: {
    origin?: GeoPoint | undefined;
    search?: string | undefined;
    /** The search's places and scores (ResolvedFilters.searchPlaces). */
    searchPlaces?: Record<string, number> | undefined;
    /** Near a university (issue 42): `distance` and `relevance` take the near order. */
    near?: NearQuery | undefined;
  },
  bind: Bind = asParam,
): { key: SQL; descending: boolean } | null {
  // Issue 42: near a university, nearest the campus first. Hostels inside the radius are
  // nearer than tagged ones outside it, so one distance order puts those after them, and
  // hostels without coordinates (null) last.
  if (options.near && options.origin && (sort === 'distance' || sort === 'relevance')) {
    return { key: earthMetres(options.origin, bind), descending: false };
  }
  switch (sort) {
    case 'price_asc':
      return { key: sql`${hostelBrowse.priceMin}`, descending: false };
    case 'price_desc':
      return { key: sql`${hostelBrowse.priceMax}`, descending: true };
    case 'distance':
      return options.origin
        ? { key: earthMetres(options.origin, bind), descending: false }
        : { key: sql`null::float8`, descending: false };
    case 'rating':
      // Highest average first, hostels without reviews last (issue 26).
      return { key: ratingOrderKey, descending: true };
    case 'relevance':
      // Best match first (issue 28); without a search: newest first.
      return options.search
        ? {
            key: relevanceScore(options.search, options.searchPlaces ?? {}, bind),
            descending: true,
          }
        : null;
    case 'newest':
      return null;
  }
}

/**
 * The ORDER BY of a sort key (nulls last); newest first breaks ties and the id after it, so
 * pages never overlap and a keyset cursor has one place to resume.
 */
export function summaryOrder(key: { key: SQL; descending: boolean } | null): SQL[] {
  // `nulls last` as the browse indexes are built (created_at is never null): an order the
  // index gives lets a page stop after `limit` rows instead of sorting every match.
  const newestFirst = [
    sql`${hostelBrowse.createdAt} desc nulls last`,
    sql`${hostelBrowse.hostelId} asc`,
  ];
  if (!key) return newestFirst;
  return [sql`${key.key} ${sql.raw(key.descending ? 'desc' : 'asc')} nulls last`, ...newestFirst];
}

/** Where a keyset page resumes: the last row's sort value, creation time (text) and id. */
export interface KeysetPosition {
  /** The sort key's value (null sorts last), absent for newest first. */
  value?: number | null;
  /** `created_at` as PostgreSQL's text, microseconds kept. */
  createdAt: string;
  id: string;
}

/**
 * Rows after `position` in the order of `summaryOrder(key)`: (value, created_at desc, id asc)
 * with nulls of the value last (issue 28, keyset pagination).
 */
export function keysetAfter(
  key: { key: SQL; descending: boolean } | null,
  position: KeysetPosition,
  bind: Bind = asParam,
): SQL {
  const createdAt = bind(position.createdAt);
  const tieBreak = sql`(${hostelBrowse.createdAt} < ${createdAt}::timestamptz
    or (${hostelBrowse.createdAt} = ${createdAt}::timestamptz
      and ${hostelBrowse.hostelId} > ${bind(position.id)}::uuid))`;
  if (!key) return tieBreak;
  if (position.value === null || position.value === undefined) {
    return sql`(${key.key} is null and ${tieBreak})`;
  }
  const beyond = key.descending ? sql`<` : sql`>`;
  const value = bind(position.value);
  return sql`(${key.key} ${beyond} ${value}::float8 or ${key.key} is null
    or (${key.key} = ${value}::float8 and ${tieBreak}))`;
}

/** Which form keysetAfter writes (part of a list statement's shape). */
export function keysetForm(position: KeysetPosition | undefined): string {
  if (!position) return '';
  return position.value === null || position.value === undefined ? 'after-null' : 'after';
}

/**
 * What lists and cards need of a hostel, read from its browse row alone: one builder for the
 * list, the searches, favourites and the detail view. `distanceKm` is kilometres (2
 * decimals) from the origin, or null.
 */
export function summaryColumns(distanceKm: SQL<number | null>) {
  const b = hostelBrowse;
  return {
    id: b.hostelId,
    ownerId: b.ownerId,
    name: b.name,
    description: b.description,
    address: b.address,
    formattedAddress: b.formattedAddress,
    priceRange: b.priceRange,
    genderCategory: b.genderCategory,
    locationType: b.locationType,
    status: b.status,
    latitude: b.latitude,
    longitude: b.longitude,
    createdAt: b.createdAt,
    cityId: b.cityId,
    cityName: b.cityName,
    cityNameUr: b.cityNameUr,
    cityProvince: b.cityProvince,
    townId: b.townId,
    townName: b.townName,
    townNameUr: b.townNameUr,
    universityId: b.universityId,
    universityName: b.universityName,
    universityNameUr: b.universityNameUr,
    facilities: b.facilities,
    roomTypes: b.roomTypes,
    messAvailable: b.messAvailable,
    imageUrl: b.imageUrl,
    imageFullUrl: b.imageFullUrl,
    imageCount: b.imageCount,
    ratingAverage: browseRatingAverage,
    ratingCount: b.ratingCount,
    // Issue 26: earned badges; only "Replies fast" reads beyond the row, for the page's rows.
    badges: browseBadges,
    distanceKm,
  };
}

/** A hostel summary row: the hostel, its place names, facilities, room types and distance. */
export interface HostelSummaryRow {
  id: string;
  ownerId: string;
  name: string;
  description: string;
  address: string;
  formattedAddress: string | null;
  priceRange: string | null;
  genderCategory: (typeof hostels.$inferSelect)['genderCategory'];
  locationType: (typeof hostels.$inferSelect)['locationType'];
  status: HostelStatus;
  latitude: number | null;
  longitude: number | null;
  createdAt: Date;
  cityId: string | null;
  cityName: string | null;
  /** Urdu names of the places (issue 24), null where none is known. */
  cityNameUr: string | null;
  cityProvince: string | null;
  townId: string | null;
  townName: string | null;
  townNameUr: string | null;
  universityId: string | null;
  universityName: string | null;
  universityNameUr: string | null;
  facilities: string[];
  roomTypes: string[];
  messAvailable: boolean;
  imageUrl: string | null;
  /** The primary photo's full-size URL (imageUrl is its thumbnail when it has one). */
  imageFullUrl: string | null;
  imageCount: number;
  /** The average of the visible reviews, one decimal; null without any (issue 26). */
  ratingAverage: number | null;
  /** How many visible reviews the hostel has (issue 26). */
  ratingCount: number;
  /** The badges the hostel has earned, in HOSTEL_BADGES order (issue 26; hostel-badges.ts). */
  badges: HostelBadge[];
  /** Kilometres from the query's origin, 2 decimals; null without an origin or coordinates. */
  distanceKm: number | null;
}
