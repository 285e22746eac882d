import type { BoundingBox } from '@hostelhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { hostelBrowse } from '../../db/schema/index.ts';
import { asParam, UUID_PATTERN, type Bind } from './list-bind.query.ts';

// Distances and places on the map for hostel lists (split from hostel-query.ts, issue 42):
// great-circle distances on the spec's sphere, boxes, radii and the near-a-university rule.

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
 * The straight-line (chord) distance in earth() metres from `origin` to the hostel, written as
 * the GiST index hostel_browse_earth_idx (migration 0030) is built, `point <-> origin`: an
 * order by it is read nearest first from that index, stopping at the page's rows, instead of
 * computing every match's distance and sorting (issue 42, tier 1 of a search's relevance).
 * The chord grows with the great-circle distance, so the order is the same; null for a hostel
 * without coordinates.
 */
export function earthChord(origin: GeoPoint, bind: Bind = asParam): SQL<number | null> {
  return sql<number | null>`(${hostelPoint} <-> ${originCube(origin, bind)})`;
}

/** `origin` as a point in earthdistance's cube space, written as hostelPoint is. */
function originCube(origin: GeoPoint, bind: Bind): SQL {
  const lat = sql`${bind(origin.lat)}::float8`;
  const lng = sql`${bind(origin.lng)}::float8`;
  return sql`cube(cube(cube(
    earth() * cos(radians(${lat})) * cos(radians(${lng}))),
    earth() * cos(radians(${lat})) * sin(radians(${lng}))),
    earth() * sin(radians(${lat})))`;
}

/** The hostel has no point (no coordinates): its key in hostel_browse_earth_idx is null. */
export const withoutPoint = sql`(${hostelPoint}) is null`;

/**
 * The hostel's point lies in the cube of half-side `chord` metres (plus one, for rounding)
 * around `origin`: every hostel within that chord does, and the GiST index
 * hostel_browse_earth_idx finds them (`<@`). Exact with `earthChord(origin) <= chord`.
 */
export function withinChordBox(origin: GeoPoint, chord: SQL, bind: Bind = asParam): SQL {
  return sql`${hostelPoint} <@ cube_enlarge(${originCube(origin, bind)}, (${chord}) + 1, 3)`;
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
export function withinRadius(origin: GeoPoint, radiusKm: number, bind: Bind): SQL {
  const metres = sql`(${bind(radiusKm)}::float8 * earth() / ${EARTH_RADIUS_KM})`;
  const box = radiusBox(origin, radiusKm);
  const exact = sql`${earthMetres(origin, bind)} <= ${metres}`;
  return box ? sql`(${inBox(box, bind)} and ${exact})` : exact;
}

/**
 * Near a university, resolved (issue 42): within the radius of the campus `origin`, or tagged
 * to the university; only tagged when the campus has no coordinates.
 */
export function nearCondition(origin: GeoPoint | undefined, near: NearQuery, bind: Bind): SQL {
  const tagged = sql`${hostelBrowse.universityId} = ${bind(near.universityId)}`;
  if (!origin || near.radiusKm === null) return tagged;
  return sql`(${withinRadius(origin, near.radiusKm, bind)} or ${tagged})`;
}

/**
 * A `near_university` filter (id or slug) not resolved beforehand (issue 42): the browse
 * cache's invalidation and the saved searches' alerts evaluate it on a few rows. Within
 * `radius_km` of the campus (NEAR_LOOKUP_RADIUS_KM without one) or tagged to it.
 */
export function nearLookupCondition(wanted: string, radiusKm: number | undefined, bind: Bind): SQL {
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
