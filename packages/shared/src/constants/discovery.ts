// Plain discovery constants (spec part 1 section 5 'Filters', section 7 'Discovery'), apart from
// the schemas: a page that only needs a limit or the sort orders builds no zod schema (issue 11).

/**
 * Orders a hostel list may take; `distance` needs an origin (`lat`/`lng` or `university_id`);
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
