import { compactFilters } from '../domain/compact-filters.ts';
import type { HostelFilters } from '../schemas/hostel-filters.ts';
import { HOSTEL_FILTER_LIST_KEYS, HOSTEL_FILTER_SCALAR_KEYS } from './hostel-filters.ts';

/**
 * The browse list's URL query for `filters` (`city=Lahore&facilities=WiFi&facilities=Gym`),
 * without a leading `?`: the link a saved search opens, on its page and in its alert emails
 * (issue 29). The same keys GET /api/enhanced-hostels reads.
 */
export function hostelFiltersQuery(filters: HostelFilters): string {
  const clean = compactFilters(filters);
  const pairs: [string, string][] = [];
  for (const key of HOSTEL_FILTER_SCALAR_KEYS) {
    const value = clean[key];
    if (value !== undefined) pairs.push([key, String(value)]);
  }
  for (const key of HOSTEL_FILTER_LIST_KEYS)
    for (const value of clean[key] ?? []) pairs.push([key, value]);
  // The shared package has no URLSearchParams (no DOM or Node types): encoded by hand.
  return pairs
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}
