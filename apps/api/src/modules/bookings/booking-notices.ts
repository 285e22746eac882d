import {
  formatCalendarDate,
  formatKarachiDateTime,
  LANGUAGE_LOCALES,
  type NotificationType,
} from '@hostelhub/shared';
import type { LiveEventHub } from '../../lib/live-events.ts';
import { paragraphMail } from '../../lib/mailer.ts';
import { textsIn } from '../../lib/recipient-text.ts';
import type { TransactionOf } from '../../lib/transaction.ts';
import { enqueueDeliveries } from '../deliveries/deliveries.repository.ts';
import { createNotification } from '../notifications/notifications.repository.ts';
import type { BookingsQueries, BookingsRepository } from './bookings.repository.ts';

/** One step of a visit or a reservation, as its notice names it (mail-en.ts `booking.*`). */
export type BookingEvent =
  | 'visitRequested'
  | 'visitAccepted'
  | 'visitDeclined'
  | 'visitProposed'
  | 'visitProposalAccepted'
  | 'visitProposalDeclined'
  | 'visitCancelled'
  | 'visitExpired'
  | 'visitReminder'
  | 'reservationRequested'
  | 'reservationAccepted'
  | 'reservationDeclined'
  | 'reservationCancelled'
  | 'reservationExpired'
  | 'reservationCheckedOut';

/** What a notice says: the hostel, who acted, when (a visit), the room and its dates. */
export interface NoticeValues {
  hostel: string;
  /** The name of who acted (the other side), when the text names them. */
  who?: string;
  /** A visit's time. */
  when?: Date;
  /** A reservation's room title (or type). */
  room?: string;
  /** A reservation's move-in day, `YYYY-MM-DD`. */
  moveIn?: string;
  months?: number;
  /** A decline's or cancellation's reason, shown as 'Reason: …'. */
  reason?: string | null;
}

type Tx = TransactionOf<BookingsRepository>;

/**
 * How a step of a visit or a reservation reaches the people in it (issue 27 'Around them'), in
 * the step's own transaction: an in-app notification in the recipient's language, the live
 * events `notifications.changed` and `bookings.changed` on commit, an email through the outbox
 * unless they turned hostel emails off (decision 9), and for a new request an SMS to the
 * owner's primary verified phone (sent after the commit like every delivery).
 */
export function createBookingNotices(live: Pick<LiveEventHub, 'publish'>, publicUrl: string) {
  return {
    /**
     * Tells `userId` about `event`; `type` is the notification's kind, `sms` sends a text to
     * their primary verified phone too (new requests, to owners).
     */
    async tell(
      queries: BookingsQueries,
      tx: Tx,
      userId: string,
      type: Extract<NotificationType, 'visit' | 'reservation'>,
      event: BookingEvent,
      values: NoticeValues,
      options: { sms?: boolean } = {},
    ): Promise<void> {
      const recipient = await queries.recipient(userId);
      if (!recipient) return;
      const t = textsIn(recipient.language);
      const locale = LANGUAGE_LOCALES[recipient.language];
      const texts = {
        hostel: values.hostel,
        who: values.who ?? '',
        when: values.when ? formatKarachiDateTime(values.when, locale) : '',
        room: values.room ?? '',
        moveIn: values.moveIn ? formatCalendarDate(`${values.moveIn}T12:00:00+05:00`, locale) : '',
        months: values.months ?? 0,
      };
      const title = t(`booking.${event}.title`, texts);
      const body = t(`booking.${event}.body`, texts);
      const reason = values.reason ? t('notification.reason', { reason: values.reason }) : null;
      await createNotification(tx, {
        userId,
        type,
        title,
        body: reason ? `${body} ${reason}` : body,
        link: '/bookings',
      });
      await live.publish(tx, [userId], [{ type: 'notifications.changed' }]);
      const link = `${publicUrl}/bookings`;
      const deliveries = [];
      if (recipient.wantsEmails) {
        const lines = [t('mail.notice.greeting', { name: recipient.fullName }), body];
        if (reason) lines.push(reason);
        lines.push(t('booking.open', { link }));
        deliveries.push({
          channel: 'email' as const,
          kind: 'booking' as const,
          recipient: recipient.email,
          subject: title,
          ...paragraphMail(lines, recipient.language),
        });
      }
      if (options.sms && recipient.primaryPhone) {
        deliveries.push({
          channel: 'sms' as const,
          kind: 'booking' as const,
          recipient: recipient.primaryPhone,
          subject: null,
          text: `${title}. ${body} ${link}`,
          html: null,
        });
      }
      if (deliveries.length > 0) await enqueueDeliveries(tx, deliveries);
    },

    /** Tells both people in a request that it changed, so their open pages reload it. */
    async changed(tx: Tx, userIds: readonly string[]): Promise<void> {
      await live.publish(tx, [...new Set(userIds)], [{ type: 'bookings.changed' }]);
    },
  };
}

export type BookingNotices = ReturnType<typeof createBookingNotices>;
