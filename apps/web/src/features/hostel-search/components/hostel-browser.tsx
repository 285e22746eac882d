import {
  HOSTEL_SORTS,
  LANGUAGE_DIRECTIONS,
  countActiveFilters,
  effectiveFilters,
  type HostelSort,
  type PlaceSuggestion,
} from '@hostelhub/shared';
import * as Tabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import { Heart, List, Map as MapIcon, SlidersHorizontal } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useAuth } from '../../../lib/auth';
import { useLanguage, useT } from '../../../lib/i18n';
import { hostelSearchText } from '../i18n';
import { useRequireSignIn } from '../hooks/use-favorite-toggle';
import { toBrowseSearchParams, useBrowseParams } from '../hooks/use-browse-params';
import { OPENED_FROM_LIST_STATE } from '../utils/opened-from-list';
import { FavoriteResults } from './favorite-results';
import { FilterPanel } from './filter-panel';
import { HostelListSkeleton } from './hostel-list';
import { HostelResults } from './hostel-results';
import { MapAreaChip } from './map-area-chip';
import { MapPanel, type LoadMapView } from './map-panel';
import { SearchBox } from './search-box';

const SORT_LABELS = {
  newest: 'sort.newest',
  price_asc: 'sort.priceAsc',
  price_desc: 'sort.priceDesc',
  distance: 'sort.distance',
  rating: 'sort.rating',
  relevance: 'sort.relevance',
} as const satisfies Record<HostelSort, string>;

const tabClasses = clsx(
  'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
  'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
  'dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white',
  'focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none',
);

/**
 * The Find Hostels screen (part 1 section 2): search, filters, favourites-only, sort, List and
 * Map views. Everything lives in the URL query (product decision 12); opening a hostel goes to
 * /hostels/{id} with the same query, where the same screen shows under its dialog.
 */
export function HostelBrowser({
  loadMapView,
  messagesButton,
}: {
  loadMapView: LoadMapView;
  /** The Messages button with its unread badge, shown to signed-in users (from messaging). */
  messagesButton?: ReactNode;
}) {
  const browse = useBrowseParams();
  const { filters, page, sort, view, favoritesOnly, isReady } = browse;
  const { setFilters, setSearch, clearFilters, setPage, setSort, setView, setFavoritesOnly } =
    browse;
  const { status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const requireSignIn = useRequireSignIn();
  const t = useT(hostelSearchText);
  const { language } = useLanguage();
  const [areFiltersOpen, setAreFiltersOpen] = useState(false);
  // Tailwind's lg breakpoint, where the filters always show beside the results. On a phone they
  // are built when first opened: until then the lists of universities and cities (hundreds of
  // options) are neither fetched nor rendered (issue 11, a phone's first load).
  const isWide = useMediaQuery('(min-width: 64rem)');
  const [wereFiltersShown, setWereFiltersShown] = useState(false);
  if ((isWide || areFiltersOpen) && !wereFiltersShown) setWereFiltersShown(true);

  const hostelHref = useCallback(
    (id: string) => paths.hostels.detail.getHref(id, location.search),
    [location.search],
  );
  const openHostel = useCallback(
    (id: string) =>
      void navigate(hostelHref(id), { state: OPENED_FROM_LIST_STATE, preventScrollReset: true }),
    [navigate, hostelHref],
  );

  // Issue 42 item 6: a picked suggestion becomes its filter, and the search text goes. A
  // university is near its campus (the radius back to its default), an area sits in its city.
  const pickPlace = useCallback(
    (place: PlaceSuggestion) => {
      if (place.kind === 'university') {
        setFilters({ search: undefined, near_university: place.id, radius_km: undefined });
      } else if (place.kind === 'city') {
        setFilters({ search: undefined, city: place.id, town: undefined });
      } else {
        setFilters({ search: undefined, city: place.city ?? undefined, town: place.id });
      }
    },
    [setFilters],
  );

  // Issue 28: the map's view becomes the list's area filter (a history entry of its own).
  const searchArea = useCallback((bbox: string) => setFilters({ bbox }), [setFilters]);

  const toggleFavoritesOnly = () => {
    if (favoritesOnly) {
      setFavoritesOnly(false);
      return;
    }
    // A guest who signs in comes back with favourites on.
    const query = toBrowseSearchParams(
      { filters, page: 1, sort, view, favoritesOnly: true },
      searchParams,
    ).toString();
    if (!requireSignIn(`${location.pathname}?${query}`)) return;
    setFavoritesOnly(true);
  };

  const goToPage = (next: number) => {
    setPage(next);
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  };

  const filterCount = countActiveFilters(effectiveFilters(filters, favoritesOnly)).total;
  const canSortByDistance =
    Boolean(filters.near_university ?? filters.university_id) && !favoritesOnly;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <div className="md:flex-1">
          <SearchBox value={filters.search ?? ''} onSearch={setSearch} onPick={pickPlace} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            className="lg:hidden"
            aria-expanded={areFiltersOpen}
            aria-controls="browse-filters"
            onClick={() => setAreFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
            {filterCount > 0 ? t('filters.titleCount', { count: filterCount }) : t('filters.title')}
          </Button>
          <Button
            variant={favoritesOnly ? 'primary' : 'outline'}
            aria-pressed={favoritesOnly}
            onClick={toggleFavoritesOnly}
          >
            <Heart
              aria-hidden="true"
              className="h-4 w-4"
              fill={favoritesOnly ? 'currentColor' : 'none'}
            />
            {t('browse.favoritesOnly')}
          </Button>
          {status === 'signed-in' ? messagesButton : null}
        </div>
      </div>

      <div className="grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <aside
          id="browse-filters"
          aria-label={t('filters.title')}
          className={clsx(
            'rounded-xl border border-slate-200 p-4 lg:block lg:self-start dark:border-slate-800',
            areFiltersOpen ? 'block' : 'hidden',
          )}
        >
          {wereFiltersShown && isReady ? (
            <FilterPanel
              filters={filters}
              favoritesOnly={favoritesOnly}
              onChange={setFilters}
              onClearAll={() => clearFilters({ keepSearch: true })}
            />
          ) : null}
        </aside>

        <div className="min-w-0">
          <h2 className="sr-only">{t('browse.results')}</h2>
          {/* The panels hold their own links and the map: not a Tab stop of their own. */}
          {/* Radix sets dir on the tabs' root, "ltr" unless told: on an Urdu page the cards
              would run left to right. */}
          <Tabs.Root
            dir={LANGUAGE_DIRECTIONS[language]}
            value={view}
            onValueChange={(next) => setView(next === 'map' ? 'map' : 'list')}
            className="space-y-6"
          >
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div className="flex flex-wrap items-center gap-3">
                <Tabs.List
                  aria-label={t('browse.resultsView')}
                  className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
                >
                  <Tabs.Trigger value="list" className={tabClasses}>
                    <List aria-hidden="true" className="h-4 w-4" />
                    {t('browse.listView')}
                  </Tabs.Trigger>
                  <Tabs.Trigger value="map" className={tabClasses}>
                    <MapIcon aria-hidden="true" className="h-4 w-4" />
                    {t('browse.mapView')}
                  </Tabs.Trigger>
                </Tabs.List>
                {/* Issue 28: the applied "Search this area", beside the results in both views
                    (on a phone the filters are folded away). Favourites ignore it. */}
                {filters.bbox && !favoritesOnly ? (
                  <MapAreaChip onRemove={() => setFilters({ bbox: undefined })} />
                ) : null}
              </div>
              {view === 'list' ? (
                <div className="flex items-center gap-2">
                  <label
                    htmlFor="hostel-sort"
                    className="text-sm font-medium whitespace-nowrap text-slate-800 dark:text-slate-200"
                  >
                    {t('browse.sortBy')}
                  </label>
                  <Select
                    id="hostel-sort"
                    value={sort}
                    onChange={(event) => {
                      const next = HOSTEL_SORTS.find((option) => option === event.target.value);
                      if (next) setSort(next);
                    }}
                    className="w-auto"
                  >
                    {HOSTEL_SORTS.filter(
                      // Best match orders a search (issue 28): offered only while searching.
                      (option) => option !== 'relevance' || Boolean(filters.search),
                    ).map((option) => (
                      <option
                        key={option}
                        value={option}
                        disabled={option === 'distance' && !canSortByDistance}
                      >
                        {option === 'distance' && !canSortByDistance
                          ? t('sort.distanceNeedsUniversity')
                          : t(SORT_LABELS[option])}
                      </option>
                    ))}
                  </Select>
                </div>
              ) : null}
            </div>

            <Tabs.Content value="list" tabIndex={-1} className="focus-visible:outline-none">
              {/* Placeholders while the URL's filters load. */}
              {!isReady ? (
                <HostelListSkeleton />
              ) : favoritesOnly ? (
                <FavoriteResults
                  filters={filters}
                  sort={sort}
                  onClearFilters={() => clearFilters()}
                  onShowAll={() => setFavoritesOnly(false)}
                  hostelHref={hostelHref}
                />
              ) : (
                <HostelResults
                  filters={filters}
                  sort={sort}
                  page={page}
                  onPageChange={goToPage}
                  onClearFilters={() => clearFilters()}
                  hostelHref={hostelHref}
                  onFiltersChange={setFilters}
                />
              )}
            </Tabs.Content>
            <Tabs.Content value="map" tabIndex={-1} className="focus-visible:outline-none">
              <MapPanel
                onOpenHostel={openHostel}
                loadMapView={loadMapView}
                filters={filters}
                onSearchArea={searchArea}
                isReady={isReady}
              />
            </Tabs.Content>
          </Tabs.Root>
        </div>
      </div>
    </div>
  );
}
