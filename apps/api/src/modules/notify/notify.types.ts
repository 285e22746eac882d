import type { Language, LiveEvent, NotificationType } from '@hostelhub/shared';
import type { MailMessageKey } from '@hostelhub/shared/i18n/server';
import type { Executor } from '../../db/client.ts';
import type { TextValues } from '../../lib/recipient-text.ts';
import type { DeliveryKind } from '../deliveries/deliveries.repository.ts';

/**
 * Whom a notice goes to (issue 43 item 2; docs/decisions/037-notify.md): a user, by id (notify
 * reads their language, name, email, primary verified phone and email wishes), or an address
 * that has no account or is not yet verified (the team inbox, a sign-up's email, a password
 * reset's address) with the language to write in.
 */
export type Recipient = string | AddressRecipient;

/** An address to write to, in `language`; `name` is the greeting's (empty: none known). */
export interface AddressRecipient {
  email?: string;
  phone?: string;
  language: Language;
  name?: string;
}

/** A recipient as notify found them: what the channels need. */
export interface FoundRecipient {
  /** The user's id; null for an address (no in-app notification, no live event). */
  userId: string | null;
  name: string;
  language: Language;
  email: string | null;
  /** A user's primary verified phone (+92 form), or the address's phone. */
  phone: string | null;
  /** Email at all (users.notify_email); true for an address. */
  wantsEmails: boolean;
  /** Email about their hostels, bookings and alerts (notify_email and notify_hostel_updates). */
  wantsHostelEmails: boolean;
}

/** What an event's texts read: the recipient's language, name and the site's address. */
export interface NoticeReader {
  language: Language;
  /** The recipient's name (a greeting's), '' when unknown. */
  name: string;
  /** The catalogue text `key` in the recipient's language (lib/recipient-text.ts). */
  t: (key: MailMessageKey, values?: TextValues) => string;
  /** `path` on the site (PUBLIC_URL + path); an absolute address as it is. */
  url: (path: string) => string;
}

/** An in-app notification's texts; one with a `groupKey` refreshes the unread one with it. */
export interface NotificationTexts {
  title: string;
  body: string;
  /** An in-app path, or null. */
  link: string | null;
  groupKey?: string | null;
}

/** An email's texts (the HTML already set for the language: lib/mailer.ts htmlIn). */
export interface MailTexts {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/**
 * Whose wishes an email waits for (decision 010): `always` (transactional: sign-in links, the
 * team inbox), `emails` (notify_email), `hostelUpdates` (notify_email and
 * notify_hostel_updates: decisions, bookings, alerts).
 */
export type EmailWish = 'always' | 'emails' | 'hostelUpdates';

/**
 * One event notify can tell, with values `V`: the channels it uses and each channel's texts.
 * A channel left out is not used. Every in-app notification is announced live as
 * `notifications.changed` to its user on commit; `live` adds events (or is the only channel).
 */
export interface NoticeEvent<V> {
  notification?: {
    type: NotificationType;
    /** One notification, or several (a digest: one per saved search). */
    texts: (reader: NoticeReader, values: V) => NotificationTexts | NotificationTexts[];
  };
  email?: {
    kind: DeliveryKind;
    when: EmailWish;
    texts: (reader: NoticeReader, values: V) => MailTexts;
  };
  /** An SMS to the user's primary verified phone (or the address's phone), when there is one. */
  sms?: { kind: DeliveryKind; texts: (reader: NoticeReader, values: V) => string };
  live?: readonly LiveEvent[];
}

/** Options of one `tell`. */
export interface TellOptions {
  /**
   * Runs the very same statements writing nothing (forgot password with an unknown email:
   * issue 21 item 4, a caller whose work must not reveal whether it sent).
   */
  writeNothing?: boolean;
}

/** The transaction a notice is written in: the caller's (any Drizzle executor). */
export type NoticeTx = Executor;
