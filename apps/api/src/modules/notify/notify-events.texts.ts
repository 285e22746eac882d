import { escapeHtml, htmlIn, paragraphMail } from '../../lib/mailer.ts';
import { emailVerification, passwordReset } from './account-events.texts.ts';
import { favoriteChanged, savedSearchDigest, savedSearchMatched } from './alert-events.texts.ts';
import { BOOKING_EVENTS, bookingsChanged } from './booking-events.texts.ts';
import {
  hostelApproved,
  hostelChangeApproved,
  hostelChangeRejected,
  hostelRejected,
  ownerApproved,
  ownerRejected,
  reportResolved,
} from './decision-events.texts.ts';
import type { NoticeEvent } from './notify.types.ts';
import { staffInvitation } from './staff-events.texts.ts';
import { dueReminder, dueReminderInApp, receiptEmail } from './due-events.texts.ts';

/**
 * A contact form message, to the team inbox (an address recipient in the team's language,
 * English: its subject drives mail rules). Always sent.
 */
const contactMessage: NoticeEvent<{
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
}> = {
  email: {
    kind: 'contact_message',
    when: 'always',
    texts: ({ t, language }, { name, email, category, subject, message }) => {
      const text = `${t('mail.contact.wrote', { name, email, category })}\n\n${subject}\n\n${message}`;
      return {
        subject: t('mail.contact.subject', { subject }),
        text,
        html: htmlIn(
          language,
          `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(text)}</pre>`,
        ),
      };
    },
  },
};

/** Messages of a chat about `hostel` unread for 15 minutes (issue 10), if they take email. */
const unreadMessages: NoticeEvent<{ hostel: string; unread: number }> = {
  email: {
    kind: 'unread_messages',
    when: 'emails',
    texts: (reader, { hostel, unread }) => ({
      subject: reader.t('mail.unread.subject', { hostel }),
      ...paragraphMail(
        [
          reader.t('mail.notice.greeting', { name: reader.name }),
          reader.t('mail.unread.body', { count: unread, hostel }),
          reader.t('mail.unread.reply', { link: reader.url('/hostels') }),
          reader.t('mail.unread.optOut'),
        ],
        reader.language,
      ),
    }),
  },
};

/**
 * A chat's new message, as its receiver's one unread notification per chat (decision 010):
 * written by the send statement itself (notify.inStatement), its live events sent with the
 * message's (messaging's named exception).
 */
const newMessage: NoticeEvent<{ chatId: string; text: string }> = {
  notification: {
    type: 'new_message',
    texts: ({ t }, { chatId, text }) => ({
      title: t('notification.newMessage.title'),
      body: text.length > 140 ? `${text.slice(0, 139)}…` : text,
      link: null,
      groupKey: `chat:${chatId}`,
    }),
  },
};

/**
 * Every event notify tells (issue 43 item 2; docs/decisions/037-notify.md), by name: its
 * channels and their texts, which come from the server catalogues (mail-en.ts, mail-ur.ts).
 * A new notice is a new entry here (and its catalogue keys), not a new notifier.
 */
export const NOTICE_EVENTS = {
  emailVerification,
  passwordReset,
  hostelApproved,
  hostelRejected,
  hostelChangeApproved,
  hostelChangeRejected,
  ownerApproved,
  ownerRejected,
  reportResolved,
  ...BOOKING_EVENTS,
  bookingsChanged,
  savedSearchMatched,
  savedSearchDigest,
  favoriteChanged,
  contactMessage,
  unreadMessages,
  newMessage,
  staffInvitation,
  dueReminder,
  dueReminderInApp,
  receiptEmail,
};

/** An event's name. */
export type NoticeName = keyof typeof NOTICE_EVENTS;
/** The values event `E`'s texts take. */
export type NoticeValues<E extends NoticeName> =
  (typeof NOTICE_EVENTS)[E] extends NoticeEvent<infer V> ? V : never;
