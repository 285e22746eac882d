import type { HostelSort } from '@hostelhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { hostelBrowse } from '../../db/schema/index.ts';
import { earthChord, type GeoPoint, type NearQuery } from './hostel-geo.query.ts';
import { ratingOrderKey } from './hostel-summary.query.ts';
import type { KeysetPosition } from './browse-keyset.types.ts';
import { asParam, type Bind } from './list-bind.query.ts';

// The orders of a hostel list and where a keyset page resumes (issue 28; split from
// hostel-query.ts, issue 42). `sort=relevance` with a search is read in tiers instead
// (relevance-tiers.query.ts).

/**
 * The point a list is ordered nearest to, if it is: near a university (its campus) with
 * `distance` or `relevance`, or `distance` from the student's `lat`/`lng` (issue 42).
 */
export function nearestOrigin(
  sort: HostelSort,
  options: { origin?: GeoPoint | undefined; near?: NearQuery | undefined },
): GeoPoint | undefined {
  if (!options.origin) return undefined;
  if (sort === 'distance' || (options.near && sort === 'relevance')) return options.origin;
  return undefined;
}

/**
 * The expression `sort` orders by first (before newest first and the id), and whether
 * higher comes first; null for `newest` and `relevance` (a search's relevance is read in
 * tiers, relevanceTiers; without a search it is newest first). Nulls sort last either way.
 */
export function sortKey(
  sort: HostelSort,
  options: {
    origin?: GeoPoint | undefined;
    /** Not read (a search's relevance is read in tiers); kept for callers that pass them. */
    search?: string | undefined;
    searchPlaces?: Record<string, number> | undefined;
    /** Near a university (issue 42): `distance` and `relevance` take the near order. */
    near?: NearQuery | undefined;
  },
  bind: Bind = asParam,
): { key: SQL; descending: boolean } | null {
  // Issue 42: near a university, nearest the campus first. Hostels inside the radius are
  // nearer than tagged ones outside it, so one distance order puts those after them, and
  // hostels without coordinates (null) last.
  // The distance is the chord from the point (earthChord): the order of the great-circle
  // distance, read from the GiST index nearest first (nearestOrigin, nearest-first.query.ts).
  const nearest = nearestOrigin(sort, options);
  if (nearest) return { key: earthChord(nearest, bind), descending: false };
  switch (sort) {
    case 'price_asc':
      return { key: sql`${hostelBrowse.priceMin}`, descending: false };
    case 'price_desc':
      return { key: sql`${hostelBrowse.priceMax}`, descending: true };
    case 'distance':
      return { key: sql`null::float8`, descending: false };
    case 'rating':
      // Highest average first, hostels without reviews last (issue 26).
      return { key: ratingOrderKey, descending: true };
    case 'relevance':
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

export type { KeysetPosition } from './browse-keyset.types.ts';

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
  const tier = position.tier === undefined ? '' : `-t${position.tier}`;
  return `${position.value === null || position.value === undefined ? 'after-null' : 'after'}${tier}`;
}
