// Plain discovery constants (spec part 1 section 5 'Filters', section 7 'Discovery'), apart from
// the schemas: a page that only needs a limit or the sort orders builds no zod schema (issue 11).

/** Orders a hostel list may take; `distance` needs an origin (`lat`/`lng` or `university_id`). */
export const HOSTEL_SORTS = ['newest', 'price_asc', 'price_desc', 'distance'] as const;
export type HostelSort = (typeof HOSTEL_SORTS)[number];

/**
 * Every order GET /api/enhanced-hostels takes: HOSTEL_SORTS and `rating` (issue 26: highest
 * average rating first, hostels without reviews last). Kept apart from HOSTEL_SORTS, the orders
 * the browse screen offers, until that screen shows ratings.
 */
export const HOSTEL_LIST_SORTS = [...HOSTEL_SORTS, 'rating'] as const;
export type HostelListSort = (typeof HOSTEL_LIST_SORTS)[number];

/** Longest search text, in characters. */
export const SEARCH_TEXT_MAX = 100;
/** Most facilities or room types one filter may select. */
export const MAX_FILTER_VALUES = 30;
/** Largest radius of a location search, in kilometres. */
export const MAX_SEARCH_RADIUS_KM = 200;
/** Radius of a location or university search when none is given, in kilometres. */
export const DEFAULT_SEARCH_RADIUS_KM = 10;
