import {
  ALERT_EMAIL_HOSTELS_MAX,
  formatRupees,
  formatRupeeRange,
  hostelFiltersQuery,
  isolate,
  LANGUAGE_LOCALES,
  type HostelFilters,
  type Language,
} from '@hostelhub/shared';
import type { LiveEventHub } from '../../lib/live-events.ts';
import { escapeHtml, htmlIn, mailSmallText } from '../../lib/mailer.ts';
import { textsIn } from '../../lib/recipient-text.ts';
import { serverMessage } from '../../lib/server-messages.ts';
import type { Executor } from '../../db/client.ts';
import { enqueueDeliveries } from '../deliveries/deliveries.repository.ts';
import { createNotification } from '../notifications/notifications.repository.ts';
import type { AlertHostel, AlertRecipient } from './saved-searches.repository.ts';
import type { UnsubscribeClaims, UnsubscribeTokens } from './unsubscribe-token.ts';

/** The web app's pages an alert links to (APP_PATHS in packages/shared). */
const PAGES = {
  hostel: (id: string) => `/hostels/${encodeURIComponent(id)}`,
  browse: (filters: HostelFilters) => {
    const query = hostelFiltersQuery(filters);
    return query ? `/hostels?${query}` : '/hostels';
  },
  savedSearches: '/saved-searches',
  unsubscribe: (token: string) => `/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
};

/** The API route a mail client posts to for RFC 8058's one-click unsubscribe. */
const ONE_CLICK = (token: string) => `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

/** A favourite's change the student is told about. */
export type FavoriteChangeNotice =
  { kind: 'price'; priceMin: number; before: number } | { kind: 'beds'; beds: number };

/** A part of an alert email: a heading (a digest's search), its hostels, and the rest's link. */
interface MailSection {
  heading: string | null;
  hostels: readonly AlertHostel[];
  more: { count: number; link: string } | null;
}

/** A saved search as alerts name it. */
type AlertSearch = { id: string; name: string; filters: HostelFilters };

/** One search's part of a daily digest: the search and its new matches (not empty). */
export interface DigestPart {
  search: AlertSearch;
  hostels: readonly AlertHostel[];
}

/** What the notices need besides a transaction. */
export interface AlertNoticesDeps {
  live: Pick<LiveEventHub, 'publish'>;
  /** The site's address (PUBLIC_URL), for links and photos in emails. */
  publicUrl: string;
  tokens: UnsubscribeTokens;
}

/** `Rs 5,000 - 8,000 / month` (or one price, or 'Contact for price') in `language`. */
function priceText(language: Language, hostel: AlertHostel): string {
  const locale = LANGUAGE_LOCALES[language];
  const { priceMin, priceMax } = hostel;
  if (priceMin === null || priceMax === null) {
    return serverMessage(language, 'common.contactForPrice');
  }
  const price = formatRupeeRange({ min: priceMin, max: priceMax }, locale);
  return textsIn(language)('alert.mail.price', { price });
}

/** What separates names in a run-in list: the Urdu comma in Urdu. */
function nameSeparator(language: Language): string {
  return language === 'ur' ? '، ' : ', ';
}

/** The hostel's town and city, in Urdu where the names have it. */
function placeText(language: Language, hostel: AlertHostel): string {
  const name = (english: string | null, urdu: string | null) =>
    language === 'ur' ? (urdu ?? english) : english;
  const parts = [
    name(hostel.townName, hostel.townNameUr),
    name(hostel.cityName, hostel.cityNameUr),
  ].filter((part): part is string => Boolean(part));
  return parts.map((part) => isolate(language, part)).join(nameSeparator(language));
}

/**
 * How alerts reach a student (issue 29; docs/decisions/032), in the caller's transaction: an
 * in-app notification in their language, the live `notifications.changed` on commit, and an
 * email through the outbox unless they turned hostel emails off (decision 010, as bookings'
 * notices). Each email lists the hostels with photo, name, price, place and link, and carries a
 * signed unsubscribe link in its text and in RFC 8058's `List-Unsubscribe` and
 * `List-Unsubscribe-Post` headers.
 */
export function createAlertNotices({ live, publicUrl, tokens }: AlertNoticesDeps) {
  const absolute = (path: string) => (/^https?:\/\//u.test(path) ? path : `${publicUrl}${path}`);

  /**
   * The email: greeting, intro, each section (a digest's search: its heading, hostels and the
   * link to the rest), why it came, and how to stop it.
   */
  async function alertMail(
    recipient: AlertRecipient,
    subject: string,
    intro: string,
    sections: readonly MailSection[],
    why: string,
    unsubscribe: UnsubscribeClaims,
  ) {
    const { language } = recipient;
    const t = textsIn(language);
    const token = await tokens.sign(unsubscribe);
    const unsubscribePage = absolute(PAGES.unsubscribe(token));
    const greeting = t('mail.notice.greeting', { name: recipient.fullName });
    const parts = sections.map((section) => ({
      heading: section.heading,
      cards: section.hostels.map((hostel) => ({
        hostel,
        link: absolute(PAGES.hostel(hostel.id)),
        price: priceText(language, hostel),
        place: placeText(language, hostel),
      })),
      moreLine: section.more
        ? t('alert.mail.more', { count: section.more.count, link: section.more.link })
        : null,
    }));
    const stopLine = t('alert.mail.unsubscribe', { link: unsubscribePage });

    const text = [
      greeting,
      intro,
      ...parts.flatMap((part) => [
        ...(part.heading ? [part.heading] : []),
        ...part.cards.map((card) =>
          [card.hostel.name, card.price, card.place, card.link].filter(Boolean).join('\n'),
        ),
        ...(part.moreLine ? [part.moreLine] : []),
      ]),
      why,
      stopLine,
    ].join('\n\n');

    const cardRows = (cards: (typeof parts)[number]['cards']) =>
      cards
        .map(({ hostel, link, price, place }) => {
          const photo = hostel.imageUrl
            ? `<a href="${escapeHtml(link)}"><img src="${escapeHtml(absolute(hostel.imageUrl))}" alt="${escapeHtml(hostel.name)}" width="120" height="90" style="display:block;width:120px;height:90px;object-fit:cover;border-radius:8px"></a>`
            : '';
          return (
            `<tr><td style="padding:8px 0;vertical-align:top;width:128px">${photo}</td>` +
            `<td style="padding:8px 12px;vertical-align:top">` +
            `<a href="${escapeHtml(link)}" style="font-weight:bold;color:#0f766e">${escapeHtml(hostel.name)}</a>` +
            `<br>${escapeHtml(price)}` +
            (place ? `<br>${escapeHtml(place)}` : '') +
            `<br><a href="${escapeHtml(link)}">${escapeHtml(t('alert.mail.view'))}</a></td></tr>`
          );
        })
        .join('');
    const sectionsHtml = parts
      .map(
        (part) =>
          (part.heading
            ? `<h2 style="font-size:16px;margin:20px 0 4px">${escapeHtml(part.heading)}</h2>`
            : '') +
          `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;max-width:560px">${cardRows(part.cards)}</table>` +
          (part.moreLine ? `<p>${escapeHtml(part.moreLine)}</p>` : ''),
      )
      .join('');
    const html = htmlIn(
      language,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
        sectionsHtml +
        `<p style="font-size:${mailSmallText(language)};color:#64748b">${escapeHtml(why)}</p>` +
        `<p style="font-size:${mailSmallText(language)}"><a href="${escapeHtml(unsubscribePage)}">${escapeHtml(t('alert.mail.unsubscribeAction'))}</a></p>`,
    );
    return {
      channel: 'email' as const,
      recipient: recipient.email,
      subject,
      text,
      html,
      headers: {
        'List-Unsubscribe': `<${absolute(ONE_CLICK(token))}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  return {
    /** Tells `recipient` at once that `hostel` matches their instant saved search `search`. */
    async searchMatched(
      tx: Executor,
      recipient: AlertRecipient,
      search: AlertSearch,
      hostel: AlertHostel,
    ): Promise<void> {
      const t = textsIn(recipient.language);
      const title = t('alert.search.title', { search: search.name, hostel: hostel.name });
      const body = t('alert.search.body', { search: search.name, hostel: hostel.name });
      await createNotification(tx, {
        userId: recipient.id,
        type: 'saved_search_alert',
        title,
        body,
        link: PAGES.hostel(hostel.id),
      });
      await live.publish(tx, [recipient.id], [{ type: 'notifications.changed' }]);
      if (!recipient.wantsEmails) return;
      const why = t('alert.mail.whySearch', {
        search: search.name,
        link: absolute(PAGES.savedSearches),
      });
      const mail = await alertMail(
        recipient,
        title,
        body,
        [{ heading: null, hostels: [hostel], more: null }],
        why,
        { scope: 'saved_search', userId: recipient.id, savedSearchIds: [search.id] },
      );
      await enqueueDeliveries(tx, [{ ...mail, kind: 'saved_search_alert' }]);
    },

    /**
     * The daily digest of `recipient`'s searches (`parts`, each with its new matches): one
     * in-app notification per search, linking to its list, and one email for them all, a
     * section per search (at most ALERT_EMAIL_HOSTELS_MAX hostels each, then a link to the
     * rest), whose unsubscribe link pauses every search in it.
     */
    async digest(
      tx: Executor,
      recipient: AlertRecipient,
      parts: readonly DigestPart[],
    ): Promise<void> {
      const [only] = parts;
      if (!only) return;
      const t = textsIn(recipient.language);
      const titleOf = (part: DigestPart) =>
        t('alert.digest.title', { search: part.search.name, count: part.hostels.length });
      for (const part of parts) {
        await createNotification(tx, {
          userId: recipient.id,
          type: 'saved_search_alert',
          title: titleOf(part),
          body: `${t('alert.digest.body', { search: part.search.name })} ${part.hostels
            .map((hostel) => isolate(recipient.language, hostel.name))
            .join(nameSeparator(recipient.language))}`,
          link: PAGES.browse(part.search.filters),
        });
      }
      await live.publish(tx, [recipient.id], [{ type: 'notifications.changed' }]);
      if (!recipient.wantsEmails) return;
      const single = parts.length === 1;
      const sections = parts.map((part) => {
        const shown = part.hostels.slice(0, ALERT_EMAIL_HOSTELS_MAX);
        const rest = part.hostels.length - shown.length;
        return {
          heading: single ? null : titleOf(part),
          hostels: shown,
          more:
            rest > 0 ? { count: rest, link: absolute(PAGES.browse(part.search.filters)) } : null,
        };
      });
      const total = parts.reduce((sum, part) => sum + part.hostels.length, 0);
      const manage = absolute(PAGES.savedSearches);
      const mail = await alertMail(
        recipient,
        single ? titleOf(only) : t('alert.digestAll.title', { count: total }),
        single ? t('alert.digest.body', { search: only.search.name }) : t('alert.digestAll.body'),
        sections,
        single
          ? t('alert.mail.whySearch', { search: only.search.name, link: manage })
          : t('alert.mail.whySearches', { link: manage }),
        {
          scope: 'saved_search',
          userId: recipient.id,
          savedSearchIds: parts.map((part) => part.search.id),
        },
      );
      await enqueueDeliveries(tx, [{ ...mail, kind: 'saved_search_alert' }]);
    },

    /** Tells `recipient` that their favourite `hostel`'s price went down or beds came free. */
    async favoriteChanged(
      tx: Executor,
      recipient: AlertRecipient,
      hostel: AlertHostel,
      change: FavoriteChangeNotice,
    ): Promise<void> {
      const { language } = recipient;
      const t = textsIn(language);
      const locale = LANGUAGE_LOCALES[language];
      const title =
        change.kind === 'price'
          ? t('alert.favoritePrice.title', { hostel: hostel.name })
          : t('alert.favoriteBeds.title', { hostel: hostel.name });
      const body =
        change.kind === 'price'
          ? t('alert.favoritePrice.body', {
              hostel: hostel.name,
              price: formatRupees(change.priceMin, locale),
              before: formatRupees(change.before, locale),
            })
          : t('alert.favoriteBeds.body', { hostel: hostel.name, count: change.beds });
      await createNotification(tx, {
        userId: recipient.id,
        type: 'favorite_alert',
        title,
        body,
        link: PAGES.hostel(hostel.id),
      });
      await live.publish(tx, [recipient.id], [{ type: 'notifications.changed' }]);
      if (!recipient.wantsEmails) return;
      const why = t('alert.mail.whyFavorites', { link: absolute(PAGES.savedSearches) });
      const section = { heading: null, hostels: [hostel], more: null };
      const mail = await alertMail(recipient, title, body, [section], why, {
        scope: 'favorites',
        userId: recipient.id,
      });
      await enqueueDeliveries(tx, [{ ...mail, kind: 'favorite_alert' }]);
    },
  };
}

export type AlertNotices = ReturnType<typeof createAlertNotices>;
