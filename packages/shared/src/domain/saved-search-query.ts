import type { HostelFilters } from '../schemas/hostel-filters.ts';

/**
 * The browse filters in the order the list's URL query writes them (the web's browse screen
 * reads the same keys, product decision 12): single values, then the repeated lists.
 */
const SCALAR_KEYS = [
  'search',
  'gender_category',
  'location_type',
  'university_id',
  'city',
  'town',
  'mess_available',
  'price_min',
  'price_max',
  'min_rating',
  'bbox',
] as const satisfies readonly (keyof HostelFilters)[];
const LIST_KEYS = ['facilities', 'room_types'] as const satisfies readonly (keyof HostelFilters)[];

/**
 * `filters` without the unset ones (undefined, blank text, an empty list), so a saved search
 * stores and compares only what it filters by (issue 29).
 */
export function compactFilters(filters: HostelFilters): HostelFilters {
  const result: HostelFilters = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    (result as Record<string, unknown>)[key] = value;
  }
  return result;
}

/**
 * The browse list's URL query for `filters` (`city=Lahore&facilities=WiFi&facilities=Gym`),
 * without a leading `?`: the link a saved search opens, on its page and in its alert emails
 * (issue 29). The same keys GET /api/enhanced-hostels reads.
 */
export function hostelFiltersQuery(filters: HostelFilters): string {
  const clean = compactFilters(filters);
  const pairs: [string, string][] = [];
  for (const key of SCALAR_KEYS) {
    const value = clean[key];
    if (value !== undefined) pairs.push([key, String(value)]);
  }
  for (const key of LIST_KEYS) for (const value of clean[key] ?? []) pairs.push([key, value]);
  // The shared package has no URLSearchParams (no DOM or Node types): encoded by hand.
  return pairs
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}
