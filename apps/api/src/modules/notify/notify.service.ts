import { LANGUAGES, type Language, type LiveEvent } from '@hostelhub/shared';
import type { SQL } from 'drizzle-orm';
import type { LiveEventHub } from '../../lib/live-events.ts';
import { textsIn } from '../../lib/recipient-text.ts';
import type { DeliveriesRepository, NewDelivery } from '../deliveries/deliveries.repository.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import { NOTICE_EVENTS, type NoticeName, type NoticeValues } from './notify-events.texts.ts';
import { findRecipient, inRecipientLanguageSql } from './notify.repository.ts';
import type {
  AddressRecipient,
  EmailWish,
  FoundRecipient,
  NoticeEvent,
  NoticeReader,
  NoticeTx,
  Recipient,
  TellOptions,
} from './notify.types.ts';

/** What notify writes with, handed in by services.ts. */
export interface NotifyDeps {
  /** Writes in-app notifications (in the caller's transaction). */
  notifications: Pick<NotificationsRepository, 'create' | 'upsertSql'>;
  /** Writes outbox email and SMS (in the caller's transaction; docs/decisions/013). */
  deliveries: Pick<DeliveriesRepository, 'enqueue'>;
  /** Publishes live events through pg_notify in the caller's transaction (decision 007). */
  live: Pick<LiveEventHub, 'publish'>;
  /** The site's address (PUBLIC_URL), for links in emails and SMS. */
  publicUrl: string;
}

/** An address recipient as the channels see it: every email wish on, no user. */
function fromAddress(address: AddressRecipient): FoundRecipient {
  return {
    userId: null,
    name: address.name ?? '',
    language: address.language,
    email: address.email ?? null,
    phone: address.phone ?? null,
    wantsEmails: true,
    wantsHostelEmails: true,
  };
}

/** Whether `found` takes an email that waits for `when` (decision 010). */
function wants(found: FoundRecipient, when: EmailWish): boolean {
  if (when === 'always') return true;
  return when === 'emails' ? found.wantsEmails : found.wantsHostelEmails;
}

/**
 * The one door for telling a user (issue 43 item 2; docs/decisions/037-notify.md). Every
 * module tells people through `tell`: notify reads the recipient's language and wishes, writes
 * the in-app notification and the outbox email or SMS in the caller's transaction and publishes
 * the live events through pg_notify in that same transaction, so all of it commits with the
 * change or not at all. What each event sends is its entry in NOTICE_EVENTS.
 */
export function createNotify({ notifications, deliveries, live, publicUrl }: NotifyDeps) {
  const url = (path: string) => (/^https?:\/\//u.test(path) ? path : `${publicUrl}${path}`);

  /** What an event's texts read for a recipient in `language` named `name`. */
  function readerIn(language: Language, name: string): NoticeReader {
    return { language, name, t: textsIn(language), url };
  }

  return {
    /**
     * Tells `to` (a user id, an address `{ email | phone, language, name? }`, or a list of
     * them) about `event` with `values`, in `tx`, the caller's transaction: per recipient the
     * event's in-app notification(s) (users only), email (when they have an address and their
     * wishes allow it) and SMS (when they have a phone), then one pg_notify of the live events
     * (`notifications.changed` with a notification, and the event's own) to the users told,
     * then the outbox rows in one statement. A user id that matches nobody is skipped. A
     * live-only event reads no user. `options.writeNothing` runs the same statements writing
     * nothing (forgot password for an unknown email).
     */
    async tell<E extends NoticeName>(
      tx: NoticeTx,
      to: Recipient | readonly Recipient[],
      event: E,
      values: NoticeValues<E>,
      options: TellOptions = {},
    ): Promise<void> {
      const entry = NOTICE_EVENTS[event] as NoticeEvent<NoticeValues<E>>;
      const recipients: readonly Recipient[] =
        typeof to === 'string' || !Array.isArray(to) ? [to as Recipient] : to;
      const liveOnly = !entry.notification && !entry.email && !entry.sms;
      const liveTo: string[] = [];
      const outbox: NewDelivery[] = [];
      for (const recipient of recipients) {
        if (liveOnly) {
          if (typeof recipient === 'string') liveTo.push(recipient);
          continue;
        }
        const found =
          typeof recipient === 'string'
            ? await findRecipient(tx, recipient)
            : fromAddress(recipient);
        if (!found) continue;
        const reader = readerIn(found.language, found.name);
        if (found.userId !== null) {
          if (entry.notification) {
            const texts = entry.notification.texts(reader, values);
            for (const one of Array.isArray(texts) ? texts : [texts]) {
              await notifications.create(tx, {
                userId: found.userId,
                type: entry.notification.type,
                ...one,
              });
            }
          }
          if (entry.notification || entry.live) liveTo.push(found.userId);
        }
        if (entry.email && found.email && wants(found, entry.email.when)) {
          const { subject, text, html, headers } = entry.email.texts(reader, values);
          outbox.push({
            channel: 'email',
            kind: entry.email.kind,
            recipient: found.email,
            subject,
            text,
            html,
            ...(headers && { headers }),
          });
        }
        if (entry.sms && found.phone) {
          outbox.push({
            channel: 'sms',
            kind: entry.sms.kind,
            recipient: found.phone,
            subject: null,
            text: entry.sms.texts(reader, values),
            html: null,
          });
        }
      }
      const events: LiveEvent[] = [
        ...(entry.notification ? [{ type: 'notifications.changed' as const }] : []),
        ...(entry.live ?? []),
      ];
      if (liveTo.length > 0) await live.publish(tx, liveTo, events);
      await deliveries.enqueue(tx, outbox, { skip: options.writeNothing });
    },

    /**
     * The SQL that writes `event`'s in-app notification for user `userId`, for a write that
     * must stay one statement (a chat message: decision 007). Its texts are chosen by the
     * statement in the user's preferred_language (the same rule as `tell`); the caller sends
     * `notifications.changed` with its own live events.
     */
    inStatement<E extends NoticeName>(userId: string, event: E, values: NoticeValues<E>): SQL {
      const { notification } = NOTICE_EVENTS[event] as NoticeEvent<NoticeValues<E>>;
      if (!notification) throw new Error(`${event} has no in-app notification`);
      const texts = Object.fromEntries(
        LANGUAGES.map((language) => {
          const one = notification.texts(readerIn(language, ''), values);
          return [language, Array.isArray(one) ? one[0] : one];
        }),
      ) as Record<
        Language,
        { title: string; body: string; link: string | null; groupKey?: string | null }
      >;
      const of = (field: 'title' | 'body') =>
        inRecipientLanguageSql(
          userId,
          Object.fromEntries(
            LANGUAGES.map((language) => [language, texts[language][field]]),
          ) as Record<Language, string>,
        );
      const english = texts.en;
      return notifications.upsertSql({
        userId,
        type: notification.type,
        title: of('title'),
        body: of('body'),
        link: english.link,
        groupKey: english.groupKey ?? null,
      });
    },
  };
}

/** The notify module's one door, built once by services.ts. */
export type Notify = ReturnType<typeof createNotify>;
