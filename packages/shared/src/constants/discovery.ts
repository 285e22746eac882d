// Plain discovery constants (spec part 1 section 5 'Filters', section 7 'Discovery'), apart from
// the schemas: a page that only needs a limit or the sort orders builds no zod schema (issue 11).

/**
 * Orders a hostel list may take; `distance` needs an origin (`lat`/`lng`, `university_id` or
 * `near_university`, issue 42);
 * `rating` (issue 26): highest average rating first, hostels without reviews last;
 * `relevance` (issue 28): best match of the search first, the default when there is a search
 * (without one it orders as `newest`).
 */
export const HOSTEL_SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'distance',
  'rating',
  'relevance',
] as const;
export type HostelSort = (typeof HOSTEL_SORTS)[number];

/** Longest search text, in characters. */
export const SEARCH_TEXT_MAX = 100;
/** Most facilities or room types one filter may select. */
export const MAX_FILTER_VALUES = 30;
/** Largest radius of a location search, in kilometres. */
export const MAX_SEARCH_RADIUS_KM = 200;
/** Radius of a location or university search when none is given, in kilometres. */
export const DEFAULT_SEARCH_RADIUS_KM = 10;

/**
 * The radii of "near a university" in kilometres (issue 42, spec decision 22): a list's
 * `radius_km` is one of them; without one the list starts at NEAR_DEFAULT_RADIUS_KM and widens
 * to the next while fewer than NEAR_WIDEN_BELOW hostels are inside, stopping at the last.
 */
export const NEAR_RADII_KM = [2, 5, 10, 20] as const;
export type NearRadiusKm = (typeof NEAR_RADII_KM)[number];
/** Where "near a university" starts when no radius is asked for (issue 42). */
export const NEAR_DEFAULT_RADIUS_KM = 5;
/** The radii widening steps through from the default, in order (issue 42): 5, 10, 20 km. */
export const NEAR_WIDENING_KM = [5, 10, 20] as const;
/** Fewer hostels than this inside the radius widen it (issue 42). */
export const NEAR_WIDEN_BELOW = 6;

/** Highest web map zoom level the map viewport endpoint accepts (issue 28). */
export const MAX_MAP_ZOOM = 22;
/** Longest keyset cursor accepted, in characters (issue 28). */
export const MAX_CURSOR_LENGTH = 300;
/**
 * Up to this many matches a list counts exactly; past it `total` is the planner's estimate and
 * `total_exact` is false (issue 28: counting every match of a broad filter cost more than the
 * page itself at 100,000 hostels).
 */
export const EXACT_TOTAL_LIMIT = 1000;
