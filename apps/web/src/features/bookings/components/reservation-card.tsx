import type { Reservation } from '@hostelhub/shared';
import { useFormatters, useT } from '../../../lib/i18n';
import { useRoomWords } from '../../../lib/room-words/use-room-words';
import { usePakistanTime } from '../hooks/use-pakistan-time';
import { bookingsText } from '../i18n';
import { answeringSide, sideOf } from '../utils/booking-actions';
import { ENDED_BADGE, STATUS_BADGES } from '../utils/labels';
import { BookingCard, Fact } from './booking-card';
import { BookingFacts } from './booking-facts';
import { ReservationActions } from './reservation-actions';

/**
 * A reservation on Visits & reservations (issue 27): the hostel, the other side, the status
 * (an accepted stay that ended reads "Stay ended"), the room and its price, the move-in day and
 * the months, the message, the reason, when an answer is due, and what the caller may do.
 */
export function ReservationCard({
  reservation,
  userId,
  openChat,
}: {
  reservation: Reservation;
  userId: string | undefined;
  openChat: ((chatId: string) => void) | undefined;
}) {
  const t = useT(bookingsText);
  const time = usePakistanTime();
  const format = useFormatters();
  const names = useRoomWords();
  const side = sideOf(reservation, userId);
  const badge =
    reservation.status === 'accepted' && reservation.ended_at
      ? ENDED_BADGE
      : STATUS_BADGES[reservation.status];
  const { room } = reservation;
  return (
    <BookingCard
      hostel={reservation.hostel}
      party={
        side === 'owner'
          ? t('card.student', { name: reservation.student.full_name })
          : t('card.owner', { name: reservation.owner.full_name })
      }
      badge={{ label: t(badge.label), tone: badge.tone }}
      actions={<ReservationActions reservation={reservation} side={side} openChat={openChat} />}
    >
      <Fact label={t('card.room')}>
        {t('card.roomLine', {
          room: names.title(room),
          price: format.rupees(room.price_per_month),
        })}
      </Fact>
      <Fact label={t('card.moveIn')}>{time.day(reservation.move_in)}</Fact>
      <Fact label={t('card.stay')}>
        {t('card.stayLine', { count: reservation.months, until: time.day(reservation.ends_on) })}
      </Fact>
      {reservation.ended_at ? (
        <Fact label={t('card.endedOn')}>{time.date(reservation.ended_at)}</Fact>
      ) : null}
      <BookingFacts
        booking={reservation}
        side={side}
        answerer={answeringSide(reservation.status)}
      />
    </BookingCard>
  );
}
