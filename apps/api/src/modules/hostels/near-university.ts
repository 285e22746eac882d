import {
  AppError,
  DISCOVERY_MESSAGES,
  NEAR_DEFAULT_RADIUS_KM,
  NEAR_RADII_KM,
  NEAR_WIDEN_BELOW,
  NEAR_WIDENING_KM,
  type HostelFilters,
  type HostelStatus,
  type NearAnswer,
} from '@hostelhub/shared';
import type { GeoPoint, HostelsRepository, NearUniversityRow } from './hostels.repository.ts';

// Issue 42, spec decision 22 (docs/decisions/034-near-a-university.md): "near a university"
// means distance from its campus, not the owner's tag. This module decides which university a
// list is near (a `near_university` filter, or a search naming exactly one university) and the
// radius in force (asked for, carried by a cursor, or found by widening 5 -> 10 -> 20 km while
// fewer than 6 hostels are inside). The list, the map, the university page and saved searches
// all resolve it here, so they agree.

/** Longest run of a search's words compared with university names (issue 42). */
const MAX_PHRASE_WORDS = 8;

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
  /**
   * The filters the list reads: `near_university` the university's id, and a `search` that
   * named it without the words that did (absent when nothing is left).
   */
  filters: HostelFilters;
}

/**
 * The runs of consecutive words of `search` (lower case, at most MAX_PHRASE_WORDS words),
 * longest first, each with the words it spans (issue 42: a search naming a university).
 */
export function searchPhrases(search: string): { phrase: string; start: number; end: number }[] {
  const words = search.toLowerCase().split(/\s+/u).filter(Boolean);
  const runs: { phrase: string; start: number; end: number }[] = [];
  for (let length = Math.min(words.length, MAX_PHRASE_WORDS); length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      runs.push({
        phrase: words.slice(start, start + length).join(' '),
        start,
        end: start + length,
      });
    }
  }
  return runs;
}

/**
 * The one university a search names (issue 42): the longest run of its words that is a
 * university's English name, Urdu name or an alias (any case), when that run names exactly one
 * university; and the search without that run. Undefined when no run names one, or when the
 * longest names several (an acronym of several campuses: issue 42 part B offers the choice).
 */
export function universityInSearch(
  search: string,
  candidates: readonly NearUniversityRow[],
): { university: NearUniversityRow; rest: string } | undefined {
  const words = search.split(/\s+/u).filter(Boolean);
  for (const run of searchPhrases(search)) {
    const named = candidates.filter((university) =>
      [university.name, university.nameUr ?? '', ...university.aliases].some(
        (name) => name.toLowerCase() === run.phrase,
      ),
    );
    const ids = new Set(named.map((university) => university.id));
    if (ids.size > 1) return undefined;
    const [university] = named;
    if (university) {
      const rest = [...words.slice(0, run.start), ...words.slice(run.end)].join(' ');
      return { university, rest };
    }
  }
  return undefined;
}

/** What resolveNear reads. */
type NearRepository = Pick<
  HostelsRepository,
  'findNearUniversity' | 'universitiesNamed' | 'countInside'
>;

/**
 * The university a list is near and the radius in force (issue 42), or undefined when the
 * filters name none. `near_university` (id or slug) wins; else a search whose words name
 * exactly one university. The radius: `radius_km` when asked (never widened), else the one a
 * cursor carries (`cursorRadiusKm`), else 5 km widened to 10 and then 20 while fewer than
 * NEAR_WIDEN_BELOW hostels of the list (every other filter applied, hostels tagged to it
 * counted like any other) are inside. Throws VALIDATION_ERROR (400, field `near_university`)
 * when no university has the id or slug.
 */
export async function resolveNear(
  repository: NearRepository,
  status: HostelStatus,
  filters: HostelFilters,
  options: { cursorRadiusKm?: number | undefined } = {},
): Promise<NearResolution | undefined> {
  let university: NearUniversityRow | undefined;
  let rest: HostelFilters = filters;
  if (filters.near_university) {
    university = await repository.findNearUniversity(filters.near_university);
    if (!university) {
      const message = DISCOVERY_MESSAGES.nearUniversityUnknown;
      throw new AppError('VALIDATION_ERROR', `near_university: ${message}`, [
        { field: 'near_university', message },
      ]);
    }
  } else if (filters.search?.trim()) {
    const search = filters.search.trim();
    const phrases = searchPhrases(search).map((run) => run.phrase);
    const found = universityInSearch(search, await repository.universitiesNamed(phrases));
    if (!found) return undefined;
    university = found.university;
    const others: HostelFilters = { ...filters };
    delete others.search;
    rest = found.rest ? { ...others, search: found.rest } : others;
  }
  if (!university) return undefined;
  const nearFilters: HostelFilters = { ...rest, near_university: university.id };
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

/** The NearAnswer fields of a list near `near` (issue 42). */
export function nearAnswer(near: NearResolution): NearAnswer {
  const { university } = near;
  return {
    near_university: {
      id: university.id,
      slug: university.slug,
      name: university.name,
      name_ur: university.nameUr,
      short_name: university.aliases[0] ?? null,
      city: university.cityName,
      city_ur: university.cityNameUr,
    },
    radius_km: near.radiusKm,
    widened_from_km: near.widenedFromKm,
    widened_from_count: near.widenedFromCount,
  };
}
