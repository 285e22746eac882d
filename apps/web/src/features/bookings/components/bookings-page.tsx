import {
  REQUEST_ANSWER_HOURS,
  RESERVATION_STATUSES,
  VISIT_STATUSES,
  type ReservationStatus,
  type VisitStatus,
} from '@hostelhub/shared';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { useReservations } from '../api/get-reservations';
import { useVisits } from '../api/get-visits';
import { bookingsText } from '../i18n';
import { BookingSection } from './booking-section';
import { ReservationCard } from './reservation-card';
import { StatusFilter } from './status-filter';
import { VisitCard } from './visit-card';

/** The filters' query parameters: `/bookings?visits=accepted&reservations=requested`. */
const VISITS_PARAM = 'visits';
const RESERVATIONS_PARAM = 'reservations';

function pick<Status extends string>(
  value: string | null,
  statuses: readonly Status[],
): Status | undefined {
  return statuses.find((status) => status === value);
}

export interface BookingsPageProps {
  /** Opens the chat about a request's hostel (messaging, plugged in by the route). */
  openChat?: ((chatId: string) => void) | undefined;
}

/**
 * Visits & reservations (issue 27): the signed-in student's requests, or the owner's requests
 * for their hostels, in two sections, each filtered by status (kept in the URL) and refreshed
 * live on `bookings.changed`. Times are Pakistan time.
 */
export function BookingsPage({ openChat }: BookingsPageProps) {
  const t = useT(bookingsText);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const visitStatus = pick<VisitStatus>(params.get(VISITS_PARAM), VISIT_STATUSES);
  const reservationStatus = pick<ReservationStatus>(
    params.get(RESERVATIONS_PARAM),
    RESERVATION_STATUSES,
  );
  const visits = useVisits(visitStatus);
  const reservations = useReservations(reservationStatus);
  const filterId = useId();
  const isOwner = user?.role === 'owner';

  const setFilter = (name: string, status: string | undefined) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (status) next.set(name, status);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <ContentLayout
      title={t('page.title')}
      description={
        isOwner
          ? t('page.descriptionOwner', { hours: REQUEST_ANSWER_HOURS })
          : t('page.descriptionStudent')
      }
    >
      <div className="space-y-12">
        <BookingSection
          title={t('visits.title')}
          filter={
            <StatusFilter
              id={`${filterId}-visits`}
              label={t('filter.visits')}
              statuses={VISIT_STATUSES}
              value={visitStatus}
              onChange={(status) => setFilter(VISITS_PARAM, status)}
            />
          }
          query={visits}
          listLabel={t('visits.list')}
          loadingLabel={t('visits.loading')}
          failedTitle={t('visits.failed')}
          emptyText={
            visitStatus
              ? t('visits.emptyFiltered')
              : isOwner
                ? t('visits.emptyOwner')
                : t('visits.emptyStudent')
          }
          renderItem={(visit) => <VisitCard visit={visit} userId={user?.id} openChat={openChat} />}
        />
        <BookingSection
          title={t('reservations.title')}
          filter={
            <StatusFilter
              id={`${filterId}-reservations`}
              label={t('filter.reservations')}
              statuses={RESERVATION_STATUSES}
              value={reservationStatus}
              onChange={(status) => setFilter(RESERVATIONS_PARAM, status)}
            />
          }
          query={reservations}
          listLabel={t('reservations.list')}
          loadingLabel={t('reservations.loading')}
          failedTitle={t('reservations.failed')}
          emptyText={
            reservationStatus
              ? t('reservations.emptyFiltered')
              : isOwner
                ? t('reservations.emptyOwner')
                : t('reservations.emptyStudent')
          }
          renderItem={(reservation) => (
            <ReservationCard reservation={reservation} userId={user?.id} openChat={openChat} />
          )}
        />
      </div>
    </ContentLayout>
  );
}
