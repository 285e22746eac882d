import { DEFAULT_PAGE_LIMIT } from '@hostelhub/shared';
import { Suspense } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { usePrefetchHostels } from '../../../features/hostel-search/api/get-hostels';
import { HostelBrowser } from '../../../features/hostel-search/components/hostel-browser';
import { useBrowseParams } from '../../../features/hostel-search/hooks/use-browse-params';
import { wasOpenedFromList } from '../../../features/hostel-search/utils/opened-from-list';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { usePrefetchHostel } from '../../../lib/get-hostel';
import { MessagesButton } from '../../../features/messaging/components/messages-button';
import { useT } from '../../../lib/i18n';
import { appText } from '../../i18n';

// Leaflet and the map view download only when the Map View tab opens (DESIGN.md 'maps').
const loadMapView = () => import('../../../features/hostel-map/components/hostels-map-view');

/**
 * /hostels and /student: the Find Hostels screen. /hostels/:id renders here too (the Outlet),
 * as a dialog over the same screen, so the list stays mounted and scrolled underneath.
 */
export default function HostelsRoute() {
  // What the screen will show starts loading before the screen renders: the hostel of
  // /hostels/:id, and the list page (the same params as HostelResults; not in Map view or with
  // favourites only, which do not show it).
  const t = useT(appText);
  const { id } = useParams();
  usePrefetchHostel(id);
  // A hostel's link opened straight on a phone: its dialog fills the screen (under 768 px,
  // hostel-detail-dialog.tsx) and nothing in the list underneath could be seen or focused, so
  // the list is built when the dialog closes. Opened from the list, the list stays: it holds
  // the card that focus returns to.
  const location = useLocation();
  const fillsScreen = !useMediaQuery('(min-width: 48rem)');
  const holdResults = id !== undefined && fillsScreen && !wasOpenedFromList(location.state);
  const { page, filters, sort, view, favoritesOnly, isReady } = useBrowseParams();
  usePrefetchHostels(
    { page, limit: DEFAULT_PAGE_LIMIT, filters, sort },
    { enabled: isReady && view === 'list' && !favoritesOnly },
  );
  return (
    <ContentLayout title={t('hostels.title')} description={t('hostels.description')}>
      <HostelBrowser
        loadMapView={loadMapView}
        messagesButton={<MessagesButton />}
        holdResults={holdResults}
      />
      {/* Its own boundary: loading the dialog's code must not blank the list. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </ContentLayout>
  );
}
