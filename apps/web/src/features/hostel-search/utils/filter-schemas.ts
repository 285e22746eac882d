/**
 * The browse filter schemas (`@hostelhub/shared/schemas/hostel-filters`), loaded on first need.
 * They bring zod (about 25 KB gzipped), which the browse screen needs only to read a URL that
 * names a filter and to check a typed price: an unfiltered first visit paints without it
 * (issue 11, Lighthouse on a phone).
 */
import type * as HostelFilterSchemas from '@hostelhub/shared/schemas/hostel-filters';

/** The module's exports: `HostelFiltersSchema`, `RupeesSchema` and the rest. */
export type FilterSchemas = typeof HostelFilterSchemas;

let pending: Promise<FilterSchemas> | undefined;
let loaded: FilterSchemas | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the schemas once and answers the same promise to every caller. A failed load (offline)
 * is forgotten, so the next call tries again.
 */
export function loadFilterSchemas(): Promise<FilterSchemas> {
  pending ??= import('@hostelhub/shared/schemas/hostel-filters').then(
    (schemas) => {
      loaded = schemas;
      for (const listener of listeners) listener();
      return schemas;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The schemas once they have loaded, else undefined (nothing is started). */
export function loadedFilterSchemas(): FilterSchemas | undefined {
  return loaded;
}

/** Calls `listener` once the schemas have loaded (React's `useSyncExternalStore`). */
export function subscribeFilterSchemas(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts loading the schemas ahead of a change that will need them; a failure shows later. */
export function preloadFilterSchemas(): void {
  loadFilterSchemas().catch(() => undefined);
}
