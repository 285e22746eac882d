import { formatCalendarDate, formatKarachiDateTime, LANGUAGE_LOCALES } from '@hostelhub/shared';
import { paragraphMail } from '../../lib/mailer.ts';
import type { NoticeEvent, NoticeReader } from './notify.types.ts';

/** What a booking notice says: the hostel, who acted, when (a visit), the room and its dates. */
export interface BookingNoticeValues {
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

/** The steps of a visit or a reservation, as the catalogue names them (`booking.*`). */
const VISIT_STEPS = [
  'visitRequested',
  'visitAccepted',
  'visitDeclined',
  'visitProposed',
  'visitProposalAccepted',
  'visitProposalDeclined',
  'visitCancelled',
  'visitExpired',
  'visitReminder',
] as const;
const RESERVATION_STEPS = [
  'reservationRequested',
  'reservationAccepted',
  'reservationDeclined',
  'reservationCancelled',
  'reservationExpired',
  'reservationCheckedOut',
] as const;
export type BookingStep = (typeof VISIT_STEPS)[number] | (typeof RESERVATION_STEPS)[number];

/** A step's title, body and reason line in the reader's language (dates in its locale). */
function stepTexts({ t, language }: NoticeReader, step: BookingStep, values: BookingNoticeValues) {
  const locale = LANGUAGE_LOCALES[language];
  const texts = {
    hostel: values.hostel,
    who: values.who ?? '',
    when: values.when ? formatKarachiDateTime(values.when, locale) : '',
    room: values.room ?? '',
    moveIn: values.moveIn ? formatCalendarDate(`${values.moveIn}T12:00:00+05:00`, locale) : '',
    months: values.months ?? 0,
  };
  const title = t(`booking.${step}.title`, texts);
  const body = t(`booking.${step}.body`, texts);
  const reason = values.reason ? t('notification.reason', { reason: values.reason }) : null;
  return { title, body, reason };
}

/**
 * A step of a visit or a reservation told to one side of it (issue 27 'Around them'): an
 * in-app notification linking to /bookings, an email unless they turned hostel emails off
 * (decision 010), and for a new request an SMS to the owner's primary verified phone.
 */
function bookingEvent(step: BookingStep, sms: boolean): NoticeEvent<BookingNoticeValues> {
  return {
    notification: {
      type: step.startsWith('visit') ? 'visit' : 'reservation',
      texts: (reader, values) => {
        const { title, body, reason } = stepTexts(reader, step, values);
        return { title, body: reason ? `${body} ${reason}` : body, link: '/bookings' };
      },
    },
    email: {
      kind: 'booking',
      when: 'hostelUpdates',
      texts: (reader, values) => {
        const { t } = reader;
        const { title, body, reason } = stepTexts(reader, step, values);
        const lines = [t('mail.notice.greeting', { name: reader.name }), body];
        if (reason) lines.push(reason);
        lines.push(t('booking.open', { link: reader.url('/bookings') }));
        return { subject: title, ...paragraphMail(lines, reader.language) };
      },
    },
    ...(sms && {
      sms: {
        kind: 'booking',
        texts: (reader, values) => {
          const { title, body } = stepTexts(reader, step, values);
          return `${title}. ${body} ${reader.url('/bookings')}`;
        },
      },
    }),
  };
}

/** Every booking step's event; a new request also texts the owner. */
export const BOOKING_EVENTS = Object.fromEntries(
  [...VISIT_STEPS, ...RESERVATION_STEPS].map((step) => [
    step,
    bookingEvent(step, step === 'visitRequested' || step === 'reservationRequested'),
  ]),
) as Record<BookingStep, NoticeEvent<BookingNoticeValues>>;

/** Both people in a request: it changed, so their open pages reload it (live only). */
export const bookingsChanged: NoticeEvent<Record<string, never>> = {
  live: [{ type: 'bookings.changed' }],
};
