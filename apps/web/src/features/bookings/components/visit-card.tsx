import type { Visit } from '@hostelhub/shared';
import { useT } from '../../../lib/i18n';
import { usePakistanTime } from '../hooks/use-pakistan-time';
import { bookingsText } from '../i18n';
import { answeringSide, sideOf } from '../utils/booking-actions';
import { STATUS_BADGES } from '../utils/labels';
import { BookingCard, Fact } from './booking-card';
import { BookingFacts } from './booking-facts';
import { VisitActions } from './visit-actions';

/**
 * A visit on Visits & reservations (issue 27): the hostel, the other side, the status, the time
 * (asked and proposed while a new time waits), the message, the reason, when an answer is due,
 * and what the caller's side may do.
 */
export function VisitCard({
  visit,
  userId,
  openChat,
}: {
  visit: Visit;
  userId: string | undefined;
  openChat: ((chatId: string) => void) | undefined;
}) {
  const t = useT(bookingsText);
  const time = usePakistanTime();
  const side = sideOf(visit, userId);
  const badge = STATUS_BADGES[visit.status];
  const answerer = answeringSide(visit.status);
  return (
    <BookingCard
      hostel={visit.hostel}
      party={
        side === 'owner'
          ? t('card.student', { name: visit.student.full_name })
          : t('card.owner', { name: visit.owner.full_name })
      }
      badge={{ label: t(badge.label), tone: badge.tone }}
      actions={<VisitActions visit={visit} side={side} openChat={openChat} />}
    >
      {visit.status === 'proposed' && visit.proposed_starts_at ? (
        <>
          <Fact label={t('card.askedFor')}>{time.dateTime(visit.starts_at)}</Fact>
          <Fact label={t('card.proposedTime')}>
            <strong className="font-semibold">{time.dateTime(visit.proposed_starts_at)}</strong>
          </Fact>
        </>
      ) : (
        <Fact label={t('card.visitTime')}>{time.dateTime(visit.starts_at)}</Fact>
      )}
      <BookingFacts booking={visit} side={side} answerer={answerer} />
    </BookingCard>
  );
}
