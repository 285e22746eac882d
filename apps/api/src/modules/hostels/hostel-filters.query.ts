import {
  foldName,
  parseBbox,
  type HostelFilters,
  type HostelSort,
  type HostelStatus,
} from '@hostelhub/shared';
import { and, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { hostelBrowse } from '../../db/schema/index.ts';
import {
  inBox,
  nearCondition,
  nearLookupCondition,
  radiusBox,
  withinRadius,
  type GeoPoint,
  type NearQuery,
} from './hostel-geo.query.ts';
import { browseRatingAverage } from './hostel-summary.query.ts';
import { asParam, containsPattern, UUID_PATTERN, uuidIn, type Bind } from './list-bind.query.ts';
import { searchPlaceScores, type ResolvedFilters } from './search-places.query.ts';

// The WHERE of a hostel list (hostel-query.ts until issue 43; issue 23 split of hostels.repository.ts): the browse filters over
// the browse read model (hostel_browse, 0021_hostel_browse.sql: one row per hostel kept by
// triggers, issue 28), and the key of a list's shape. Issue 42 split the rest by role:
// list-bind.query.ts (how values enter), hostel-geo.query.ts (distances, radii, near a
// university), search-places.query.ts (names looked up first), hostel-summary.query.ts (the
// card's columns), hostel-order.query.ts (orders, keyset), relevance-tiers.query.ts (a search's
// relevance read tier by tier) and hostel-list.query.ts (a list page's statement).

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

/**
 * The fewest letters of a one-word search for near misses of it to be searched (issue 42,
 * relevance tier 3): a shorter word ("GCU") shares a trigram with too many names, and a search
 * of several words ("Scale Hostel 3", "9 km") is near most names sharing one of its words.
 */
export const NEAR_MISS_MIN_LENGTH = 4;

const NEAR_MISS_WORD = new RegExp(`^\\p{L}{${NEAR_MISS_MIN_LENGTH},}$`, 'u');

/** The folded search when near misses of it are searched (one word, NEAR_MISS_MIN_LENGTH letters). */
export function nearMissText(search: string): string | undefined {
  const folded = foldName(search.trim());
  return NEAR_MISS_WORD.test(folded) ? folded : undefined;
}

/** The hostel's name as near misses compare it (migration 0029's trigram index). */
export const foldedName = sql`fold_name(${hostelBrowse.name})`;

/**
 * The hostel's name is a near miss of the folded search `folded` (issue 42, relevance tier 3):
 * pg_trgm's word similarity of the search to a run of the name's words is at least
 * pg_trgm.word_similarity_threshold (0.6 unless a server changes it): "Shaheem" finds
 * "Shaheen Boys Hostel" (0.75). The `%>` operator lets the trigram GIN index find them.
 */
export function nearMissCondition(folded: string, bind: Bind): SQL {
  return sql`${foldedName} %> ${bind(folded)}::text`;
}

/**
 * Search text anywhere in the name, address, city, town or university name, any case; the
 * place names in English or Urdu (issue 24: `search=لاہور` finds the Lahore hostels); a
 * university's short names (issue 28: `LUMS`, `nust`, `Karachi University`); and a city, town
 * or university name misspelt (`Lahor`, `Rawalpndi`) by trigram similarity. The browse row's
 * `search_text` holds every such text one per line, so one trigram index answers the
 * containment; the places the search names (resolved beforehand, or looked up here) are
 * matched by the place indexes. Since issue 42 also a hostel whose own name is a near miss of a
 * one-word search of NEAR_MISS_MIN_LENGTH letters or more (nearMissCondition).
 */
function searchCondition(search: string, resolved: ResolvedFilters | undefined, bind: Bind): SQL {
  // search_text is kept in lower case: LIKE on lower(pattern) skips ILIKE's case folding of
  // every candidate row (the trigram index serves both).
  // Both sides folded (issue 42 item 5): "لاهور" finds لاہور.
  const folded = nearMissText(search);
  const contains = sql`${hostelBrowse.searchText} like ${bind(containsPattern(foldName(search)))}`;
  const text = folded ? sql`(${contains} or ${nearMissCondition(folded, bind)})` : contains;
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
 * packages/shared/src/rules/hostel-filters.ts, in SQL over the browse read model alone.
 * `bind` decides how values enter it (parameters by default; placeholders for a statement
 * prepared per shape, whose key listShape writes from the same choices). `withSearch` false
 * leaves the search out (relevance tiers write their own part of it, issue 42).
 */
export function summaryConditions(
  query: Omit<SummaryQuery, 'sort' | 'limit' | 'offset'>,
  resolved?: ResolvedFilters,
  bind: Bind = asParam,
  withSearch = true,
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
  if (search && withSearch) conditions.push(searchCondition(search, resolved, bind));
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
    search && nearMissText(search) ? 'near-miss' : '',
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
