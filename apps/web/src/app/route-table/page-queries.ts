import { DEFAULT_PAGE_LIMIT, FEATURED_HOSTELS_COUNT } from '@hostelhub/shared';
import { getHostelNearQueryOptions } from '../../features/hostel-detail/api/get-hostel-near';
import { getReviewsQueryOptions } from '../../features/hostel-detail/api/get-reviews';
import { getHostelsQueryOptions } from '../../features/hostel-search/api/get-hostels';
import {
  getPlaceQueryOptions,
  type Place,
  type PlaceKind,
} from '../../features/hostel-search/api/get-place';
import {
  parseBrowseParams,
  parsePageParam,
} from '../../features/hostel-search/hooks/use-browse-params';
import { getPlatformStatsQueryOptions } from '../../features/platform-stats/api/get-platform-stats';
import { getHostelQueryOptions } from '../../lib/get-hostel';

/**
 * The queries each public page renders from, built from its URL exactly as its components build
 * them (the same `queryOptions`, so the same keys): the route loaders fill them and the page
 * heads read them (issue 43 item 3). A page that starts asking for another query adds it here.
 */
export const pageQueries = {
  /** Home: the featured hostels (landing.tsx) and the platform's figures. */
  home: () => ({
    featured: getHostelsQueryOptions({ page: 1, limit: FEATURED_HOSTELS_COUNT }),
    stats: getPlatformStatsQueryOptions(),
  }),
  /**
   * The browse screen's list page (HostelResults' params), or null where the screen shows no
   * list: the map view and favourites only. Filters are read with the filter schemas already
   * loaded (the loader loads them first when the URL names a filter).
   */
  browseList: (url: URL) => {
    const { page, filters, sort, view, favoritesOnly } = parseBrowseParams(url.searchParams);
    if (view !== 'list' || favoritesOnly) return null;
    return getHostelsQueryOptions({ page, limit: DEFAULT_PAGE_LIMIT, filters, sort });
  },
  /** A landing page's city or university, by the slug in its URL. */
  place: (kind: PlaceKind, slug: string) => getPlaceQueryOptions(kind, slug),
  /** A landing page's hostels (place-hostels.tsx): a university's nearest its campus first. */
  placeList: (kind: PlaceKind, place: Place, url: URL) =>
    getHostelsQueryOptions({
      page: parsePageParam(url.searchParams.get('page')),
      limit: DEFAULT_PAGE_LIMIT,
      filters: kind === 'city' ? { city: place.id } : { near_university: place.id },
      sort: kind === 'university' ? 'distance' : 'newest',
    }),
  /** A hostel's own page. */
  hostel: (id: string) => getHostelQueryOptions(id),
  /** How far it is from a university's campus, opened from a near card (`?near={slug}`). */
  hostelNear: (id: string, university: string) => getHostelNearQueryOptions(id, university),
  /** Its first page of reviews, newest first, as a guest reads them (reviews-section.tsx). */
  hostelReviews: (id: string) =>
    getReviewsQueryOptions({ hostelId: id, sort: 'newest', page: 1 }, undefined),
};
