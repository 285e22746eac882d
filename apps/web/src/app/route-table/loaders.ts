import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import type { PlaceKind } from '../../features/hostel-search/api/get-place';
import { hasFilterParams } from '../../features/hostel-search/hooks/use-browse-params';
import { loadFilterSchemas } from '../../features/hostel-search/utils/filter-schemas';
import { pageQueries } from './page-queries';
import { fill, pageLoader, type RouteData } from './route-data';

/**
 * The public pages' loaders (issue 43 item 3, decision 021): each fills the query cache with
 * what its page renders (pageQueries), and says a missing hostel, city or university is a 404
 * and a place's old slug a permanent redirect. The page server renders the page once, after
 * them (entry-server.tsx).
 */
export function publicLoaders(context: RouteData) {
  return {
    home: pageLoader(async () => {
      const { featured, stats } = pageQueries.home();
      await Promise.all([fill(context, featured), fill(context, stats)]);
    }),

    /** /hostels: the list page its URL asks for; not under a hostel's own page (hostel.tsx). */
    hostels: pageLoader(async ({ request, params }: LoaderFunctionArgs) => {
      if (params.id !== undefined) return;
      const url = new URL(request.url);
      // A URL naming a filter is read with the filter schemas (zod), as useBrowseParams does.
      if (hasFilterParams(url.searchParams)) await loadFilterSchemas();
      const list = pageQueries.browseList(url);
      if (list) await fill(context, list);
    }),

    /**
     * /hostels/{id}: the hostel (404 when the API has none for a guest), then its reviews, and
     * its distance from the campus a near card named (`?near=`; none for an unknown one).
     */
    hostel: pageLoader(async ({ params, request }: LoaderFunctionArgs) => {
      const id = params.id ?? '';
      const near = new URL(request.url).searchParams.get('near');
      const [hostel] = await Promise.all([
        fill(context, pageQueries.hostel(id), { missingIsNotFound: true }),
        near ? fill(context, pageQueries.hostelNear(id, near)) : undefined,
      ]);
      // A hostel the detail says has no reviews asks for none (reviews-section.tsx).
      if (hostel && (hostel.rating_count === undefined || hostel.rating_count > 0)) {
        await fill(context, pageQueries.hostelReviews(id));
      }
    }),

    /** /hostels/in/{slug} and /hostels/near/{slug}: the place (404, or its new slug), its list. */
    place: (kind: PlaceKind) =>
      pageLoader(async ({ request, params }: LoaderFunctionArgs) => {
        const slug = params.slug ?? '';
        const url = new URL(request.url);
        const place = await fill(context, pageQueries.place(kind, slug), {
          missingIsNotFound: true,
        });
        if (!place) return;
        if (place.slug !== slug) {
          throw redirect(paths.hostels[kind].getHref(place.slug, url.search), 301);
        }
        await fill(context, pageQueries.placeList(kind, place, url));
      }),
  };
}

/** The public pages' loaders, for one page's query cache. */
export type PublicLoaders = ReturnType<typeof publicLoaders>;
