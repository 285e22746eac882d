import {
  HOSTEL_FILTER_LIST_KEYS,
  HOSTEL_FILTER_SCALAR_KEYS,
  HOSTEL_SORTS,
  MAX_FILTER_VALUES,
  type HostelFilters,
  type HostelSort,
} from '@hostelhub/shared';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  loadedFilterSchemas,
  loadFilterSchemas,
  type FilterSchemas,
} from '../utils/filter-schemas';
import { useFilterSchemas } from './use-filter-schemas';

/**
 * The browse screen's state lives in the URL query (product decision 12), so a search can be
 * bookmarked and shared and Back undoes a change:
 * `?search=&gender_category=&location_type=&university_id=&near_university=&radius_km=&city=&town=`
 * `&mess_available=`
 * `&price_min=&price_max=&min_rating=&bbox=&facilities=…&room_types=…&favorites=1&sort=&view=map&page=`.
 * Filter names and values are those of the list API, so the query passes straight through.
 * `bbox` (`minLng,minLat,maxLng,maxLat`, 5 decimals) is the map's "Search this area" (issue 28).
 */

export const BROWSE_VIEWS = ['list', 'map'] as const;
export type BrowseView = (typeof BROWSE_VIEWS)[number];

export interface BrowseState {
  /** Every filter, the search text included (`search`). */
  filters: HostelFilters;
  page: number;
  sort: HostelSort;
  view: BrowseView;
  favoritesOnly: boolean;
}

/** The filter keys, one list shared with a saved search's link (issue 43). */
const SCALAR_KEYS = HOSTEL_FILTER_SCALAR_KEYS;
const LIST_KEYS = HOSTEL_FILTER_LIST_KEYS;

/** True when the query names a filter: reading it takes the filter schemas (zod). */
export function hasFilterParams(params: URLSearchParams): boolean {
  return [...SCALAR_KEYS, ...LIST_KEYS].some((key) => params.has(key));
}

/** Every query key this screen owns; any other key (a campaign tag) is left alone. */
const OWN_KEYS: readonly string[] = [
  ...SCALAR_KEYS,
  ...LIST_KEYS,
  'favorites',
  'sort',
  'view',
  'page',
];

/** Reads a 1-based page number from text; anything else is page 1. */
export function parsePageParam(value: string | null): number {
  if (!value || !/^\d+$/u.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

function isSet(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
}

/** Drops unset keys and settles combinations the API would refuse. */
function normalizeFilters(filters: HostelFilters): HostelFilters {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) if (isSet(value)) result[key] = value;
  const clean = result as HostelFilters;
  // The screen offers only "mess available"; "no mess" is not a choice it can show.
  if (clean.mess_available === false) delete clean.mess_available;
  if (
    clean.price_min !== undefined &&
    clean.price_max !== undefined &&
    clean.price_min > clean.price_max
  ) {
    delete clean.price_max;
  }
  return clean;
}

/** The order a list takes when none is chosen: best match while searching, else newest. */
export function defaultSort(filters: HostelFilters): HostelSort {
  // Issue 42: near a university, nearest its campus first (the server's default too).
  if (filters.near_university) return 'distance';
  return filters.search ? 'relevance' : 'newest';
}

/**
 * Distance needs an origin (the screen's only origin is the chosen university's campus);
 * relevance needs a search (issue 28). Otherwise the default order.
 */
function settleSort(sort: HostelSort, filters: HostelFilters): HostelSort {
  if (sort === 'distance' && !filters.university_id && !filters.near_university) {
    return defaultSort(filters);
  }
  if (sort === 'relevance' && !filters.search) return 'newest';
  return sort;
}

/**
 * The browse state a URL query describes. Each value is checked with the shared filter schema;
 * a bad one is dropped on its own (never an error), so an old or hand-edited link still opens.
 * Filters are read only with `schemas` (by default those already loaded): without them a query
 * reads as unfiltered, so a caller with `hasFilterParams` loads them first (`useBrowseParams`).
 */
export function parseBrowseParams(
  params: URLSearchParams,
  schemas: FilterSchemas | undefined = loadedFilterSchemas(),
): BrowseState {
  const filters: Record<string, unknown> = {};
  const shape = schemas?.HostelFiltersSchema.shape;
  if (shape) {
    for (const key of SCALAR_KEYS) {
      const raw = params.get(key);
      // Blank is unset (and number coercion would read it as 0).
      if (raw === null || raw.trim() === '') continue;
      const parsed = shape[key].safeParse(raw);
      if (parsed.success) filters[key] = parsed.data;
    }
    for (const key of LIST_KEYS) {
      const values = new Set<string>();
      for (const raw of params.getAll(key)) {
        const parsed = shape[key].safeParse([raw]);
        const value = parsed.success ? parsed.data?.[0] : undefined;
        if (value !== undefined && values.size < MAX_FILTER_VALUES) values.add(value);
      }
      filters[key] = [...values];
    }
  }
  const clean = normalizeFilters(filters);
  const sort = params.get('sort');
  return {
    filters: clean,
    page: parsePageParam(params.get('page')),
    sort: settleSort(HOSTEL_SORTS.find((option) => option === sort) ?? defaultSort(clean), clean),
    view: params.get('view') === 'map' ? 'map' : 'list',
    favoritesOnly: params.get('favorites') === '1' || params.get('favorites') === 'true',
  };
}

/**
 * The URL query of a browse state, in a fixed order, defaults left out. Keys the screen does not
 * own are kept from `base`.
 */
export function toBrowseSearchParams(
  state: BrowseState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of OWN_KEYS) params.delete(key);
  const filters = normalizeFilters(state.filters);
  for (const key of SCALAR_KEYS) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  for (const key of LIST_KEYS) for (const value of filters[key] ?? []) params.append(key, value);
  if (state.favoritesOnly) params.set('favorites', '1');
  const sort = settleSort(state.sort, filters);
  if (sort !== defaultSort(filters)) params.set('sort', sort);
  if (state.view !== 'list') params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A filter change: `undefined` (or an empty list or text) clears a key; the page goes back to 1. */
export function withFilterChange(state: BrowseState, change: Partial<HostelFilters>): BrowseState {
  const filters = normalizeFilters({ ...state.filters, ...change });
  // A new search starts in best-match order, a chosen university nearest first (issue 42);
  // clearing them goes back to newest. A sort the student chose stays.
  const sort =
    defaultSort(filters) !== defaultSort(state.filters) && state.sort === defaultSort(state.filters)
      ? defaultSort(filters)
      : state.sort;
  return { ...state, filters, page: 1, sort: settleSort(sort, filters) };
}

export interface ChangeOptions {
  /** Replace the current history entry instead of adding one (typing). */
  replace?: boolean;
}

/**
 * The browse state from the URL, and setters that write it back. Discrete changes (a select, a
 * checkbox, a page) add a history entry; typing replaces the current one so Back is not flooded.
 * Any filter change goes back to page 1.
 *
 * `isReady` is false while a URL with filters waits for the filter schemas (zod) that read it:
 * the screen shows placeholders and asks for nothing until then, instead of the unfiltered
 * list. An unfiltered URL is ready at once, without zod. If the schemas cannot load (offline)
 * the hook throws, for the route's error screen.
 */
export function useBrowseParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const needsSchemas = hasFilterParams(searchParams);
  const { schemas, error } = useFilterSchemas(needsSchemas);
  const isReady = schemas !== undefined || !needsSchemas;
  if (!isReady && error) throw error;
  const state = useMemo(() => parseBrowseParams(searchParams, schemas), [searchParams, schemas]);

  // React Router hands a functional update the query of the last render, not of the last
  // navigation: two changes before a re-render (a city, then at once a gender) would lose the
  // first. Each change therefore starts from the query the previous change asked for, until
  // the page has rendered it.
  const latest = useRef(searchParams);
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  const update = useCallback(
    (change: (current: BrowseState) => BrowseState, { replace = false }: ChangeOptions = {}) => {
      const apply = () => {
        const current = latest.current;
        const next = toBrowseSearchParams(change(parseBrowseParams(current)), current);
        latest.current = next;
        // The results change under a fixed header; the page must not jump to the top.
        setSearchParams(next, { replace, preventScrollReset: true });
      };
      // The change may add a filter, which takes the schemas to read back: wait for them, so
      // the screen never suspends on a click and a quick second change keeps the first. Changes
      // keep their order (they queue on one promise). If the schemas cannot load (offline), the
      // change is not made: reading the URL would drop the user's filters.
      if (loadedFilterSchemas()) apply();
      else void loadFilterSchemas().then(apply, () => undefined);
    },
    [setSearchParams],
  );

  const actions = useMemo(
    () => ({
      setFilters: (change: Partial<HostelFilters>, options?: ChangeOptions) =>
        update((current) => withFilterChange(current, change), options),
      setSearch: (text: string) =>
        update((current) => withFilterChange(current, { search: text.trim() || undefined }), {
          replace: true,
        }),
      /** Clears every filter; the search text too unless `keepSearch`. */
      clearFilters: ({ keepSearch = false }: { keepSearch?: boolean } = {}) =>
        update((current) => {
          const filters: HostelFilters =
            keepSearch && current.filters.search ? { search: current.filters.search } : {};
          return { ...current, filters, page: 1, sort: settleSort(current.sort, filters) };
        }),
      setPage: (page: number) => update((current) => ({ ...current, page: Math.max(1, page) })),
      setSort: (sort: HostelSort) => update((current) => ({ ...current, sort, page: 1 })),
      setView: (view: BrowseView) => update((current) => ({ ...current, view })),
      setFavoritesOnly: (favoritesOnly: boolean) =>
        update((current) => ({ ...current, favoritesOnly, page: 1 })),
    }),
    [update],
  );

  return { ...state, isReady, ...actions };
}
