import type { Reservation, Visit } from '@hostelhub/shared';
import { useT } from '../../../lib/i18n';
import { usePakistanTime } from '../hooks/use-pakistan-time';
import { bookingsText } from '../i18n';
import type { BookingSide } from '../utils/booking-actions';
import { Fact } from './booking-card';

/** The facts visits and reservations share: message, reason, who cancelled, answer due. */
export function BookingFacts({
  booking,
  side,
  answerer,
}: {
  booking: Pick<Visit, 'message' | 'reason' | 'cancelled_by' | 'expires_at'> & {
    status: Visit['status'] | Reservation['status'];
  };
  side: BookingSide | null;
  answerer: BookingSide | null;
}) {
  const t = useT(bookingsText);
  const time = usePakistanTime();
  let cancelledBy: string | null = null;
  if (booking.status === 'cancelled' && booking.cancelled_by) {
    if (booking.cancelled_by === side) cancelledBy = t('card.byYou');
    else cancelledBy = booking.cancelled_by === 'owner' ? t('card.byOwner') : t('card.byStudent');
  }
  return (
    <>
      {booking.message ? (
        <Fact label={t('card.message')}>
          <span dir="auto" className="whitespace-pre-line">
            {booking.message}
          </span>
        </Fact>
      ) : null}
      {cancelledBy ? <Fact label={t('card.cancelledBy')}>{cancelledBy}</Fact> : null}
      {booking.reason ? (
        <Fact label={t('card.reason')}>
          <span dir="auto" className="whitespace-pre-line">
            {booking.reason}
          </span>
        </Fact>
      ) : null}
      {answerer && booking.expires_at ? (
        <Fact label={answerer === side ? t('card.answerBy') : t('card.answerDue')}>
          {time.dateTime(booking.expires_at)}
        </Fact>
      ) : null}
    </>
  );
}
