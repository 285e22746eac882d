import type { HostelBadge, HostelFilters, HostelSort, HostelStatus } from '@hostelhub/shared';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../../lib/like-pattern.ts';
import { cities, hostels, towns, universities } from '../../db/schema/index.ts';
import { primaryImageUrl } from '../../lib/primary-image.ts';
import { hostelBadges } from './hostel-badges.ts';

// The SQL a hostel list is built from (issue 23 split of hostels.repository.ts): the browse
// filters as a WHERE, the sort orders, distances on the spec's sphere and the summary columns.
// Only the hostels repository uses it, and the reviews repository its rating SQL (issue 26).

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

/** The exact average (no rounding) that `sort=rating` orders by; null without reviews. */
export const ratingOrderKey = sql<number | null>`(${hostels.ratingSum}::float8
  / nullif(${hostels.ratingCount}, 0))`;

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

/** `text` as an ILIKE pattern matching it anywhere, with `\`, `%` and `_` taken literally. */
function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

// ll_to_earth(latitude, longitude) built the way earthdistance builds it, minus the cast to
// its `earth` domain, whose checks cost about three times the rest of a distance per row.
const hostelPoint = sql`cube(cube(cube(
    earth() * cos(radians(${hostels.latitude})) * cos(radians(${hostels.longitude}))),
    earth() * cos(radians(${hostels.latitude})) * sin(radians(${hostels.longitude}))),
    earth() * sin(radians(${hostels.latitude})))`;

/**
 * Great-circle distance from `origin` on earthdistance's sphere of earth() metres (6378168),
 * as earth_distance computes it; null for a hostel without coordinates.
 */
export function earthMetres(origin: GeoPoint): SQL<number | null> {
  return sql<number | null>`sec_to_gc(cube_distance(
    ll_to_earth(${origin.lat}, ${origin.lng}), ${hostelPoint}))`;
}

/**
 * Earth metres as kilometres on the spec's 6371 km sphere (part 1 section 9), 2 decimals:
 * `earth_distance * 6371000 / earth() / 1000`.
 */
export function toDistanceKm(metres: SQL | SQL.Aliased | AnyPgColumn): SQL<number | null> {
  return sql<number | null>`round((${metres} * ${EARTH_RADIUS_KM} / earth())::numeric, 2)::float8`;
}

/**
 * Within `radiusKm` of `origin`: the cube box is a cheap first cut, the great-circle
 * distance decides.
 */
function withinRadius(origin: GeoPoint, radiusKm: number): SQL {
  const metres = sql`(${radiusKm}::float8 * earth() / ${EARTH_RADIUS_KM})`;
  return sql`(earth_box(ll_to_earth(${origin.lat}, ${origin.lng}), ${metres}) @> ${hostelPoint}
    and ${earthMetres(origin)} <= ${metres})`;
}

/** A place filter: the id when `wanted` is a uuid, else the name in any case. */
function placeCondition(
  column: typeof hostels.cityId | typeof hostels.townId,
  table: 'cities' | 'towns',
  wanted: string,
): SQL {
  if (UUID_PATTERN.test(wanted)) return eq(column, wanted);
  return sql`${column} in (select p.id from ${sql.identifier(table)} p
    where lower(p.name) = lower(${wanted}))`;
}

/**
 * When a misspelt search names a place (issue 28), by pg_trgm similarities from 0 to 1: the
 * search is close to a run of whole words of the name (strict_word_similarity at least 0.5),
 * and the name is mostly found in the search (word_similarity at least 0.45). `Lahor` and
 * `Lahore` score 0.63 and 0.71, `Rawalpndi` and `Rawalpindi` 0.62 and 0.62; `Rawalpndi` and
 * `Rawalakot` 0.33, and `iqbal boys` and `Gulshan-e-Iqbal` 0.55 but 0.38, stay apart.
 */
export const FUZZY_PLACE_THRESHOLDS = { searchInName: 0.5, nameInSearch: 0.45 } as const;

/** Whether the search is a close misspelling of the name of the place `p`. */
function fuzzyName(search: string): SQL {
  return sql`(strict_word_similarity(${search}, p.name) >= ${FUZZY_PLACE_THRESHOLDS.searchInName}
    and word_similarity(p.name, ${search}) >= ${FUZZY_PLACE_THRESHOLDS.nameInSearch})`;
}

/**
 * The place `p` (alias of a cities, towns or universities row) matches the search: its English
 * or Urdu name contains it (any case), a university alias contains it (`lums`, `uet lahore`),
 * or its English name is a close misspelling of it (issue 28).
 */
function placeMatches(search: string, pattern: string, hasAliases: boolean): SQL {
  const aliases = hasAliases
    ? sql` or exists (select 1 from unnest(p.aliases) a where a ilike ${pattern})`
    : sql``;
  return sql`(p.name ilike ${pattern} or p.name_ur ilike ${pattern}${aliases}
    or ${fuzzyName(search)})`;
}

/**
 * Search text anywhere in the name, address, city, town or university name, any case; the
 * place names in English or Urdu (issue 24: `search=لاہور` finds the Lahore hostels); a
 * university's short names (issue 28: `LUMS`, `nust`, `Karachi University`); and a city, town
 * or university name misspelt (`Lahor`, `Rawalpndi`) by trigram similarity.
 * Written as a union of five indexable lookups so the trigram indexes on name and address
 * (and the place id indexes) serve it instead of a scan of every hostel; the place tables are
 * reference-sized, so their similarity is computed row by row.
 */
function searchCondition(search: string): SQL {
  const pattern = containsPattern(search);
  return sql`${hostels.id} in (
    select s.id from hostels s where s.name ilike ${pattern}
    union select s.id from hostels s where s.address ilike ${pattern}
    union select s.id from hostels s
      where s.city_id in (select p.id from cities p where ${placeMatches(search, pattern, false)})
    union select s.id from hostels s
      where s.town_id in (select p.id from towns p where ${placeMatches(search, pattern, false)})
    union select s.id from hostels s
      where s.university_id in (select p.id from universities p
        where ${placeMatches(search, pattern, true)}))`;
}

/**
 * How well the place `p` answers the search, for `sort=relevance` (issue 28): 4 when its
 * name, Urdu name or an alias is the search (any case), 3 when one starts with it, 2 when one
 * contains it, else its name's trigram similarity (at most 1) when close enough, else 0.
 */
function placeScore(search: string, hasAliases: boolean): SQL {
  const prefix = `${escapeLike(search)}%`;
  const contains = containsPattern(search);
  // An alias like `pattern` (ILIKE, so any case; the search escaped, so `exact` is equality).
  const aliasLike = (pattern: string) =>
    hasAliases
      ? sql` or exists (select 1 from unnest(p.aliases) a where a ilike ${pattern})`
      : sql``;
  const exact = escapeLike(search);
  return sql`case
    when p.name ilike ${exact} or p.name_ur = ${search}${aliasLike(exact)} then 4
    when p.name ilike ${prefix} or p.name_ur ilike ${prefix}${aliasLike(prefix)} then 3
    when p.name ilike ${contains} or p.name_ur ilike ${contains}${aliasLike(contains)} then 2
    when ${fuzzyName(search)} then strict_word_similarity(${search}, p.name)
    else 0 end`;
}

/**
 * The relevance of a hostel to `search` (higher first; `sort=relevance`, issue 28): the best of
 * its name (4 the same, 3 starting with it, 2 containing it), its address (1.5 containing it)
 * and its city's, town's and university's placeScore. Columns are named in full: a one-table
 * select leaves Drizzle's own columns unqualified, which the subqueries would capture.
 */
export function relevanceScore(search: string): SQL<number> {
  const prefix = `${escapeLike(search)}%`;
  const contains = containsPattern(search);
  const column = (name: string) => sql.raw(`"hostels"."${name}"`);
  const place = (table: string, key: string, hasAliases: boolean) =>
    sql`coalesce((select ${placeScore(search, hasAliases)} from ${sql.identifier(table)} p
      where p.id = ${column(key)}), 0)`;
  return sql<number>`greatest(
    case when lower(${column('name')}) = lower(${search}) then 4
      when ${column('name')} ilike ${prefix} then 3
      when ${column('name')} ilike ${contains} then 2 else 0 end,
    case when ${column('address')} ilike ${contains} then 1.5 else 0 end,
    ${place('cities', 'city_id', false)},
    ${place('towns', 'town_id', false)},
    ${place('universities', 'university_id', true)})::float8`;
}

/** Every facility named (any case) is offered; each is looked up by its facility id index. */
function facilitiesCondition(names: readonly string[]): SQL[] {
  const wanted = [...new Set(names.map((name) => name.toLowerCase()))];
  return wanted.map(
    (name) => sql`${hostels.id} in (select hf.hostel_id from hostel_facilities hf
      where hf.facility_id in (select f.id from facilities f where lower(f.name) = lower(${name})))`,
  );
}

/**
 * The WHERE of a hostel list: the same rules as `hostelMatchesFilters` in
 * packages/shared/src/domain/hostel-filters.ts, in SQL over the hostels table alone.
 */
export function summaryConditions(query: Omit<SummaryQuery, 'sort' | 'limit' | 'offset'>): SQL {
  const { filters, origin, radiusKm } = query;
  const conditions: (SQL | undefined)[] = [eq(hostels.status, query.status)];
  if (filters.gender_category) {
    conditions.push(eq(hostels.genderCategory, filters.gender_category));
  }
  if (filters.location_type) conditions.push(eq(hostels.locationType, filters.location_type));
  if (filters.university_id) conditions.push(eq(hostels.universityId, filters.university_id));
  if (filters.city) conditions.push(placeCondition(hostels.cityId, 'cities', filters.city));
  if (filters.town) conditions.push(placeCondition(hostels.townId, 'towns', filters.town));
  if (filters.price_min !== undefined || filters.price_max !== undefined) {
    // An unparseable price_range has null bounds and drops out of any price filter.
    conditions.push(isNotNull(hostels.priceMin), isNotNull(hostels.priceMax));
    if (filters.price_min !== undefined) {
      conditions.push(sql`${hostels.priceMax} >= ${filters.price_min}`);
    }
    if (filters.price_max !== undefined) {
      conditions.push(sql`${hostels.priceMin} <= ${filters.price_max}`);
    }
  }
  if (filters.mess_available !== undefined) {
    const offersMess = sql`exists (select 1 from hostel_mess_info m
      where m.hostel_id = ${hostels.id} and m.mess_available)`;
    conditions.push(filters.mess_available ? offersMess : sql`not ${offersMess}`);
  }
  if (filters.facilities?.length) conditions.push(...facilitiesCondition(filters.facilities));
  if (filters.room_types?.length) {
    conditions.push(sql`${hostels.id} in (select r.hostel_id from rooms r
      where r.room_type in ${filters.room_types})`);
  }
  const search = filters.search?.trim();
  if (search) conditions.push(searchCondition(search));
  if (origin && radiusKm !== undefined) conditions.push(withinRadius(origin, radiusKm));
  // The shown (rounded) average, so a hostel showing 4.0 passes min_rating=4; none: out.
  if (filters.min_rating !== undefined) {
    conditions.push(sql`${ratingAverage} >= ${filters.min_rating}`);
  }
  return and(...conditions) ?? sql`true`;
}

/** The columns an order reads; `distance` is earth metres from the origin, or null. */
interface OrderColumns {
  id: SQL | SQL.Aliased | AnyPgColumn;
  createdAt: SQL | SQL.Aliased | AnyPgColumn;
  priceMin: SQL | SQL.Aliased | AnyPgColumn;
  priceMax: SQL | SQL.Aliased | AnyPgColumn;
  distance: SQL | SQL.Aliased | AnyPgColumn;
  /** The exact average rating (ratingOrderKey), null without reviews. */
  rating: SQL | SQL.Aliased | AnyPgColumn;
  /** The search relevance (relevanceScore), null without a search. */
  relevance: SQL | SQL.Aliased | AnyPgColumn;
}

/**
 * The ORDER BY of `sort` (nulls last); newest first breaks ties and the id after it, so
 * pages never overlap.
 */
export function summaryOrder(sort: HostelSort, columns: OrderColumns): SQL[] {
  const newestFirst = [sql`${columns.createdAt} desc`, sql`${columns.id} asc`];
  switch (sort) {
    case 'price_asc':
      return [sql`${columns.priceMin} asc nulls last`, ...newestFirst];
    case 'price_desc':
      return [sql`${columns.priceMax} desc nulls last`, ...newestFirst];
    case 'distance':
      return [sql`${columns.distance} asc nulls last`, ...newestFirst];
    case 'rating':
      // Highest average first, hostels without reviews last (issue 26).
      return [sql`${columns.rating} desc nulls last`, ...newestFirst];
    case 'relevance':
      // Best match first (issue 28); without a search every score is null: newest first.
      return [sql`${columns.relevance} desc nulls last`, ...newestFirst];
    case 'newest':
      return newestFirst;
  }
}

/**
 * What lists and cards need of a hostel, joined with its place names: one builder for the
 * list, the searches, favourites and the detail view. `distanceKm` is kilometres (2
 * decimals) from the origin, or null.
 */
export function summaryColumns(distanceKm: SQL<number | null>) {
  return {
    id: hostels.id,
    ownerId: hostels.ownerId,
    name: hostels.name,
    description: hostels.description,
    address: hostels.address,
    formattedAddress: hostels.formattedAddress,
    priceRange: hostels.priceRange,
    genderCategory: hostels.genderCategory,
    locationType: hostels.locationType,
    status: hostels.status,
    latitude: hostels.latitude,
    longitude: hostels.longitude,
    createdAt: hostels.createdAt,
    cityId: cities.id,
    cityName: cities.name,
    cityNameUr: cities.nameUr,
    cityProvince: cities.province,
    townId: towns.id,
    townName: towns.name,
    townNameUr: towns.nameUr,
    universityId: universities.id,
    universityName: universities.name,
    universityNameUr: universities.nameUr,
    facilities: sql<string[]>`coalesce((
      select array_agg(f.name order by f.name)
      from hostel_facilities hf join facilities f on f.id = hf.facility_id
      where hf.hostel_id = ${hostels.id}), '{}')`,
    roomTypes: sql<string[]>`coalesce((
      select array_agg(distinct r.room_type order by r.room_type)
      from rooms r where r.hostel_id = ${hostels.id}), '{}')`,
    messAvailable: sql<boolean>`coalesce((
      select m.mess_available from hostel_mess_info m where m.hostel_id = ${hostels.id}), false)`,
    imageUrl: primaryImageUrl(hostels.id),
    // The same photo's full-size URL: its sizes make the card's srcset (issue 25).
    imageFullUrl: sql<string | null>`(
      select i.image_url from hostel_images i where i.hostel_id = ${hostels.id}
      order by i.is_primary desc, i.display_order asc limit 1)`,
    imageCount: sql<number>`(select count(*)::int from hostel_images i where i.hostel_id = ${hostels.id})`,
    ratingAverage,
    ratingCount: hostels.ratingCount,
    // Issue 26: earned badges, computed here so a page of cards stays one statement.
    badges: hostelBadges,
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
