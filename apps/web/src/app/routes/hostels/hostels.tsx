import { DEFAULT_PAGE_LIMIT } from '@hostelhub/shared';
import { Suspense } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { usePrefetchHostels } from '../../../features/hostel-search/api/get-hostels';
import { HostelBrowser } from '../../../features/hostel-search/components/hostel-browser';
import { useBrowseParams } from '../../../features/hostel-search/hooks/use-browse-params';
import {
  OPENED_FROM_LIST_STATE,
  wasOpenedFromList,
} from '../../../features/hostel-search/utils/opened-from-list';
import { RecentlyViewed } from '../../../features/recently-viewed/components/recently-viewed';
import { SaveSearchButton } from '../../../features/saved-searches/components/save-search-button';
import { paths } from '../../../config/paths';
import { usePrefetchHostel } from '../../../lib/get-hostel';
import { MessagesButton } from '../../../features/messaging/components/messages-button';
import { useT } from '../../../lib/i18n';
import { appText } from '../../i18n';

// Leaflet and the map view download only when the Map View tab opens (DESIGN.md 'maps').
const loadMapView = () => import('../../../features/hostel-map/components/hostels-map-view');

/**
 * /hostels and /student: the Find Hostels screen. /hostels/:id opened from its list renders
 * here too (the Outlet), as a dialog over the same screen, so the list stays mounted and
 * scrolled underneath; opened directly it is a page of its own (hostel.tsx, issue 25).
 */
export default function HostelsRoute() {
  // What the screen will show starts loading before the screen renders: the hostel of
  // /hostels/:id, and the list page (the same params as HostelResults; not in Map view or with
  // favourites only, which do not show it).
  const t = useT(appText);
  const { id } = useParams();
  usePrefetchHostel(id);
  const location = useLocation();
  // Issue 25: a hostel's link opened directly is a page of its own (hostel.tsx), not a dialog
  // over the list, so the list is neither built nor loaded.
  const hostelPage = id !== undefined && !wasOpenedFromList(location.state);
  const { page, filters, sort, view, favoritesOnly, isReady } = useBrowseParams();
  usePrefetchHostels(
    { page, limit: DEFAULT_PAGE_LIMIT, filters, sort },
    { enabled: isReady && view === 'list' && !favoritesOnly && !hostelPage },
  );
  // The page's code loads in the layout's boundary (its loading screen): a boundary of its own
  // here would hydrate after the layout's, leaving the page's buttons dead a while longer.
  if (hostelPage) return <Outlet />;
  return (
    <ContentLayout
      title={t('hostels.title')}
      description={t('hostels.description')}
      // Issue 29: a signed-in user saves the filters shown, to hear of new matches.
      actions={isReady && !favoritesOnly ? <SaveSearchButton filters={filters} /> : undefined}
    >
      <HostelBrowser loadMapView={loadMapView} messagesButton={<MessagesButton />} />
      {/* Issue 29: below the results, so appearing after load shifts nothing on screen. */}
      <RecentlyViewed
        hostelHref={(hostelId) => paths.hostels.detail.getHref(hostelId, location.search)}
        linkState={OPENED_FROM_LIST_STATE}
      />
      {/* Its own boundary: loading the dialog's code must not blank the list. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </ContentLayout>
  );
}
