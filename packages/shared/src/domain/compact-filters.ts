/**
 * `filters` without the unset ones (undefined, null, blank text, an empty list), so a saved
 * search stores and compares only what it filters by (issue 29). Generic over the filters'
 * shape (HostelFilters in practice), so it needs no schema.
 */
export function compactFilters<T extends object>(filters: T): T {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    result[key] = value;
  }
  return result as T;
}
