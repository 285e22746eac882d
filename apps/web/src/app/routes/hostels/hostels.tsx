import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { HostelBrowser } from '../../../features/hostel-search/components/hostel-browser';
import { MessagesButton } from '../../../features/messaging/components/messages-button';

// Leaflet and the map view download only when the Map View tab opens (DESIGN.md 'maps').
const loadMapView = () => import('../../../features/hostel-map/components/hostels-map-view');

/**
 * /hostels and /student: the Find Hostels screen. /hostels/:id renders here too (the Outlet),
 * as a dialog over the same screen, so the list stays mounted and scrolled underneath.
 */
export default function HostelsRoute() {
  return (
    <ContentLayout
      title="Find Hostels"
      description="Verified hostels across Pakistan. Compare prices, facilities and mess plans."
    >
      <HostelBrowser loadMapView={loadMapView} messagesButton={<MessagesButton />} />
      {/* Its own boundary: loading the dialog's code must not blank the list. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </ContentLayout>
  );
}
