import type { City, HostelFilters } from '@hostelhub/shared';

/** The filters a summary names one by one; every other set filter counts in "+N more". */
const NAMED_KEYS = ['search', 'city', 'gender_category', 'price_min', 'price_max'] as const;

/** One part of a saved search's summary, for its catalogue text. */
export type SummaryPart =
  | { kind: 'search'; text: string }
  | { kind: 'city'; city: string | City }
  | { kind: 'gender'; gender: 'male' | 'female' }
  | { kind: 'price'; min: number | undefined; max: number | undefined }
  | { kind: 'more'; count: number };

/** Whether a filter value is set (a list with entries, a text that is not blank). */
function isSet(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return value !== undefined && value !== null;
}

/**
 * What a saved search looks for, in parts (issue 29): its search text, city (the reference
 * city when `cities` knows its id or name), gender, price range, and how many other filters it
 * sets. Empty for a search of every hostel.
 */
export function filterSummary(filters: HostelFilters, cities: readonly City[] = []): SummaryPart[] {
  const parts: SummaryPart[] = [];
  if (filters.search?.trim()) parts.push({ kind: 'search', text: filters.search.trim() });
  if (filters.city) {
    const wanted = filters.city.trim().toLowerCase();
    const city = cities.find(
      (candidate) => candidate.id === filters.city || candidate.name.toLowerCase() === wanted,
    );
    parts.push({ kind: 'city', city: city ?? filters.city });
  }
  if (filters.gender_category) parts.push({ kind: 'gender', gender: filters.gender_category });
  if (filters.price_min !== undefined || filters.price_max !== undefined) {
    parts.push({ kind: 'price', min: filters.price_min, max: filters.price_max });
  }
  const others = Object.entries(filters).filter(
    ([key, value]) => !(NAMED_KEYS as readonly string[]).includes(key) && isSet(value),
  );
  const more = others.reduce(
    (count, [, value]) => count + (Array.isArray(value) ? value.length : 1),
    0,
  );
  if (more > 0) parts.push({ kind: 'more', count: more });
  return parts;
}
