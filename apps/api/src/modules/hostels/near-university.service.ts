import {
  AppError,
  DISCOVERY_MESSAGES,
  distanceKm,
  MESSAGES,
  NEAR_DEFAULT_RADIUS_KM,
  NEAR_RADII_KM,
  NEAR_WIDEN_BELOW,
  NEAR_WIDENING_KM,
  type HostelFilters,
  type HostelNear,
  type HostelStatus,
  type NearAnswer,
  type NearUniversity,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import { canView } from './hostel-summary.logic.ts';
import type { GeoPoint, HostelsRepository, NearUniversityRow } from './hostels.repository.ts';

// Issue 42, spec decision 22 (docs/decisions/034-near-a-university.md): "near a university"
// means distance from its campus, not the owner's tag. This module decides which university a
// list is near (its `near_university` filter: explicit, or read from the search's words by the
// one reader of a search, search-words.logic.ts through interpretSearch) and the radius in force
// (asked for, carried by a cursor, or found by widening 5 -> 10 -> 20 km while fewer than 6
// hostels are inside). The list, the map, the university page and saved searches all resolve
// it here, after the same reading of their words, so they agree.

/** A list near a university, resolved (issue 42). */
export interface NearResolution {
  university: NearUniversityRow;
  /** The campus, or undefined when the university has no coordinates (then: tagged only). */
  origin: GeoPoint | undefined;
  /** The radius in force in km; null without a campus point. */
  radiusKm: number | null;
  /** The radius the list started at when it widened (5 km), else null. */
  widenedFromKm: number | null;
  /** When it widened on this request: how many hostels were inside the first radius (0-5). */
  widenedFromCount: number | null;
  /** The filters the list reads, `near_university` the university's id. */
  filters: HostelFilters;
}

/** What resolveNear reads. */
type NearRepository = Pick<HostelsRepository, 'findNearUniversity' | 'countInside'>;

/**
 * The university a list is near and the radius in force (issue 42), or undefined when the
 * filters name none. The university is `near_university` (id or slug); a search naming one has
 * been read into it before (interpretSearch, the one reader of a search's words, folded: Urdu
 * typed on an Arabic keyboard reads too). The radius: `radius_km` when asked (never widened),
 * else the one a cursor carries (`cursorRadiusKm`), else 5 km widened to 10 and then 20 while
 * fewer than NEAR_WIDEN_BELOW hostels of the list (every other filter applied, hostels tagged
 * to it counted like any other) are inside. Throws VALIDATION_ERROR (400, field
 * `near_university`) when no university has the id or slug.
 */
export async function resolveNear(
  repository: NearRepository,
  status: HostelStatus,
  filters: HostelFilters,
  options: { cursorRadiusKm?: number | undefined } = {},
): Promise<NearResolution | undefined> {
  if (!filters.near_university) return undefined;
  const university = await repository.findNearUniversity(filters.near_university);
  if (!university) {
    const message = DISCOVERY_MESSAGES.nearUniversityUnknown;
    throw new AppError('VALIDATION_ERROR', `near_university: ${message}`, [
      { field: 'near_university', message },
    ]);
  }
  const nearFilters: HostelFilters = { ...filters, near_university: university.id };
  const origin =
    university.latitude !== null && university.longitude !== null
      ? { lat: university.latitude, lng: university.longitude }
      : undefined;
  const base = { university, origin, filters: nearFilters };
  if (!origin) return { ...base, radiusKm: null, widenedFromKm: null, widenedFromCount: null };
  if (filters.radius_km !== undefined) {
    return { ...base, radiusKm: filters.radius_km, widenedFromKm: null, widenedFromCount: null };
  }
  if (options.cursorRadiusKm !== undefined) {
    const widened = options.cursorRadiusKm !== NEAR_DEFAULT_RADIUS_KM;
    return {
      ...base,
      radiusKm: options.cursorRadiusKm,
      widenedFromKm: widened ? NEAR_DEFAULT_RADIUS_KM : null,
      widenedFromCount: null,
    };
  }
  // The other filters alone: the radius decides which hostels are inside.
  const others: HostelFilters = { ...nearFilters };
  delete others.near_university;
  delete others.radius_km;
  let firstCount = 0;
  for (const radiusKm of NEAR_WIDENING_KM) {
    const last = radiusKm === NEAR_WIDENING_KM.at(-1);
    const inside = last
      ? NEAR_WIDEN_BELOW
      : await repository.countInside(
          { status, filters: others, origin, radiusKm },
          NEAR_WIDEN_BELOW,
        );
    if (radiusKm === NEAR_DEFAULT_RADIUS_KM) firstCount = inside;
    if (inside >= NEAR_WIDEN_BELOW) {
      const widened = radiusKm !== NEAR_DEFAULT_RADIUS_KM;
      return {
        ...base,
        radiusKm,
        widenedFromKm: widened ? NEAR_DEFAULT_RADIUS_KM : null,
        widenedFromCount: widened ? firstCount : null,
      };
    }
  }
  // Unreachable: the last radius always answers.
  return {
    ...base,
    radiusKm: NEAR_RADII_KM.at(-1) ?? null,
    widenedFromKm: null,
    widenedFromCount: null,
  };
}

/** A university as a near list or a hostel page names it (issue 42): `short_name` its first alias. */
export function nearUniversityOf(university: NearUniversityRow): NearUniversity {
  return {
    id: university.id,
    slug: university.slug,
    name: university.name,
    name_ur: university.nameUr,
    short_name: university.aliases[0] ?? null,
    city: university.cityName,
    city_ur: university.cityNameUr,
  };
}

/** The NearAnswer fields of a list near `near` (issue 42). */
export function nearAnswer(near: NearResolution): NearAnswer {
  return {
    near_university: nearUniversityOf(near.university),
    radius_km: near.radiusKm,
    widened_from_km: near.widenedFromKm,
    widened_from_count: near.widenedFromCount,
  };
}

/**
 * GET /api/enhanced-hostels/{id}/near/{university} (issue 42): how far hostel `id` is from the
 * campus of the university `wanted` names (its slug, a former slug or its id), for the hostel
 * page opened from a near card (`?near=`): great-circle km (2 decimals, as the list's
 * `distance_km`), null when the hostel or the campus has no coordinates. Throws
 * HOSTEL_NOT_FOUND (404) for a hostel `actor` may not see (as the detail does), NOT_FOUND
 * (404) for an unknown university.
 */
export async function hostelNearUniversity(
  repository: Pick<HostelsRepository, 'findSummaryById' | 'findNearUniversity'>,
  actor: Actor | null,
  id: string,
  wanted: string,
): Promise<HostelNear> {
  const row = await repository.findSummaryById(id);
  if (!row || !canView(actor, row)) {
    throw new AppError('HOSTEL_NOT_FOUND', MESSAGES.hostelNotFound);
  }
  const university = await repository.findNearUniversity(wanted);
  if (!university) throw new AppError('NOT_FOUND', MESSAGES.universityNotFound);
  const { latitude, longitude } = university;
  const campus = latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null;
  const hostel =
    row.latitude !== null && row.longitude !== null
      ? { lat: row.latitude, lng: row.longitude }
      : null;
  const km = campus && hostel ? distanceKm(campus, hostel) : null;
  return {
    near_university: nearUniversityOf(university),
    distance_km: km === null ? null : Math.round(km * 100) / 100,
  };
}
