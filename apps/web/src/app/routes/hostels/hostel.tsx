import type { HostelDetail, Room } from '@hostelhub/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ReserveBedAction } from '../../../features/bookings/components/reserve-bed-action';
import { VisitRequestAction } from '../../../features/bookings/components/visit-request-action';
import { HostelDetailDialog } from '../../../features/hostel-detail/components/hostel-detail-dialog';
import { HostelDetailPage } from '../../../features/hostel-detail/components/hostel-detail-page';
import { getMyHostelsQueryOptions } from '../../../features/listings/api/get-my-hostels';
import { useMessagingContext } from '../../../features/messaging/context/messaging-provider';
import { ReportAction } from '../../../features/reports/components/report-action';
import type { ReportTarget } from '../../../features/hostel-detail/components/slots';
import { useAuth } from '../../../lib/auth';
import { FavoriteToggleButton } from '../../../features/hostel-search/components/favorite-toggle-button';
import { CompareToggle } from '../../../features/compare/components/compare-toggle';
import { useRecordRecentlyViewed } from '../../../features/recently-viewed/hooks/use-record-recently-viewed';
import { useHostel } from '../../../lib/get-hostel';
import { wasOpenedFromList } from '../../../features/hostel-search/utils/opened-from-list';

// Leaflet downloads only when the dialog shows a map (DESIGN.md 'maps').
const loadLocationMap = () => import('../../../features/hostel-map/components/hostel-location-map');
const renderFavorite = (hostel: HostelDetail) => <FavoriteToggleButton hostel={hostel} />;
// Issue 29: compare it with others (kept in the browser, for guests too).
const renderCompare = (hostel: HostelDetail) => <CompareToggle hostel={hostel} variant="detail" />;
// Issue 26: report the hostel or a review (the detail leaves it off one's own).
const renderReport = ({ type, id }: ReportTarget) => (
  <ReportAction targetType={type} targetId={id} />
);
// Issue 27: a student reserves a bed in a room open for reservations (features/bookings).
const renderReserveRoom = (hostel: HostelDetail, room: Room) => (
  <ReserveBedAction hostel={hostel} room={room} />
);

/**
 * /hostels/:id (product decision 12): opened from a list, the hostel's detail dialog over the
 * browse screen, with the browse query kept, and closing goes Back; opened directly (a shared
 * link, a search result), a page of its own, rendered on the server (issue 25).
 */
export default function HostelRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openedFromList = wasOpenedFromList(location.state);
  // Issue 42: opened from a near card (`?near={university-slug}`), the detail says how far the
  // hostel is from that campus; the browse link back leaves it out (no filter of the list).
  const query = new URLSearchParams(location.search);
  const nearUniversity = query.get('near') ?? undefined;
  query.delete('near');
  const browseSearch = query.toString();
  const { createOrGetChat, openMessages } = useMessagingContext();
  // Issue 29: the browse screen's Recently viewed (the dialog's own query, not a second call).
  useRecordRecentlyViewed(useHostel(id).data);

  // Part 1 section 5: Contact Hostel opens the student's chat with it, creating it first time.
  const openChat = useCallback(
    async (hostel: HostelDetail) => {
      const chat = await createOrGetChat(hostel.id);
      openMessages(chat.id);
    },
    [createOrGetChat, openMessages],
  );

  // Issue 27: a student asks to visit; without visiting hours, the chat is offered instead.
  const renderVisitRequest = useCallback(
    (hostel: HostelDetail) => (
      <VisitRequestAction hostel={hostel} openChat={() => openChat(hostel)} />
    ),
    [openChat],
  );

  // Issue 26: the owner replies to their hostel's reviews. The detail names no owner, so an
  // owner's own hostels (listings) tell; nobody else asks for them.
  const { user } = useAuth();
  const myHostels = useQuery({
    ...getMyHostelsQueryOptions(),
    enabled: user?.role === 'owner',
    refetchInterval: false,
  });
  const isOwnHostel = useCallback(
    (hostel: HostelDetail) =>
      user?.role === 'owner' && (myHostels.data?.some((mine) => mine.id === hostel.id) ?? false),
    [user?.role, myHostels.data],
  );

  const close = useCallback(() => {
    if (openedFromList) {
      void navigate(-1);
      return;
    }
    void navigate(paths.hostels.list.getHref(browseSearch), {
      replace: true,
      preventScrollReset: true,
    });
  }, [openedFromList, navigate, browseSearch]);

  if (!openedFromList) {
    return (
      <HostelDetailPage
        hostelId={id}
        backHref={paths.hostels.list.getHref(browseSearch)}
        nearUniversity={nearUniversity}
        onClose={close}
        renderFavorite={renderFavorite}
        renderCompare={renderCompare}
        openChat={openChat}
        isOwnHostel={isOwnHostel}
        renderReport={renderReport}
        renderVisitRequest={renderVisitRequest}
        renderReserveRoom={renderReserveRoom}
        loadLocationMap={loadLocationMap}
      />
    );
  }
  return (
    <HostelDetailDialog
      hostelId={id}
      nearUniversity={nearUniversity}
      onClose={close}
      renderFavorite={renderFavorite}
      renderCompare={renderCompare}
      openChat={openChat}
      isOwnHostel={isOwnHostel}
      renderReport={renderReport}
      renderVisitRequest={renderVisitRequest}
      renderReserveRoom={renderReserveRoom}
      loadLocationMap={loadLocationMap}
    />
  );
}
