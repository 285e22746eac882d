import type { HostelFilters } from '@hostelhub/shared';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { LocationsRepository } from '../locations/locations.repository.ts';
import type { HostelsRepository } from './hostels.repository.ts';

// What a hostel write drops from the browse cache (issue 28; docs/decisions/030). Before, every
// write cleared every cached answer, so under a normal mix of owners' room edits few cached
// lists lived out their few seconds. Now a write names the hostels it changed and drops only
// the answers it can have changed:
// - a list or map answer showing one of them (its ids are kept with the answer);
// - a list or map answer whose filters one of them matches now (it may have entered the list
//   or moved in its order), decided by the list's own WHERE on the hostels' browse rows;
// - the server-rendered pages and the old all-hostels map (`map:`), cheap to rebuild and not
//   described closely enough to tell;
// and every answer still loading (it may have read before the write). The reference lists
// stay. A write without hostel ids (moderation, account removal, areas) still clears all.
//
// Not dropped: a list the hostel has just left without being on the cached page (its total
// and later pages are off by one until the entry expires, at most BROWSE_CACHE_SECONDS).

/** What a cached list or map answer says about itself (the `meta` of its cache entry). */
export type BrowseEntryMeta =
  | { kind: 'list'; filters: HostelFilters; ids: readonly string[] }
  | { kind: 'map'; filters: HostelFilters; ids: readonly string[] };

/** Keys of answers every hostel write drops (pages and the old map). */
const ALWAYS_DROPPED = ['page:', 'map:'];

function isBrowseMeta(meta: unknown): meta is BrowseEntryMeta {
  return (
    typeof meta === 'object' &&
    meta !== null &&
    ((meta as { kind?: unknown }).kind === 'list' || (meta as { kind?: unknown }).kind === 'map')
  );
}

/**
 * The browse cache's write hook: `hostelsChanged(ids)` drops what a write to those hostels can
 * have changed (see above), `hostelsChanged()` everything. Resolves once the answers are gone,
 * so the writer's next read is fresh.
 */
export function createBrowseInvalidation(deps: {
  cache: ResponseCache;
  hostels: Pick<HostelsRepository, 'matchingFilterSets' | 'forgetNames'>;
  /** The place suggestions kept per text (issue 42 item 6), forgotten with everything. */
  places: Pick<LocationsRepository, 'forgetSuggestions'>;
}) {
  return async function hostelsChanged(hostelIds?: readonly string[]): Promise<void> {
    if (!hostelIds) {
      // Also the places a search names and the estimated totals: areas may have changed.
      deps.hostels.forgetNames();
      deps.places.forgetSuggestions();
      deps.cache.clear();
      return;
    }
    if (hostelIds.length === 0) return;
    const changed = new Set(hostelIds);
    // Phase 1: what is stored now, by filter set (answers of one set share one check).
    const seen = new Map<string, string>();
    const sets = new Map<string, HostelFilters>();
    for (const { key, meta } of deps.cache.described()) {
      if (!isBrowseMeta(meta) || meta.ids.some((id) => changed.has(id))) continue;
      const setKey = JSON.stringify(meta.filters);
      seen.set(key, setKey);
      sets.set(setKey, meta.filters);
    }
    const setKeys = [...sets.keys()];
    const matches = await deps.hostels.matchingFilterSets(
      hostelIds,
      setKeys.map((setKey) => ({ status: 'approved', filters: sets.get(setKey) ?? {} })),
    );
    const matched = new Set(setKeys.filter((_setKey, index) => matches[index]));
    // Phase 2: drop (and abort loads still running). An answer stored since phase 1 may have
    // read before the write: dropped.
    deps.cache.invalidate((key, meta) => {
      if (ALWAYS_DROPPED.some((prefix) => key.startsWith(prefix))) return true;
      if (!isBrowseMeta(meta)) return false;
      const setKey = seen.get(key);
      return setKey === undefined || matched.has(setKey);
    });
  };
}

export type BrowseInvalidation = ReturnType<typeof createBrowseInvalidation>;
