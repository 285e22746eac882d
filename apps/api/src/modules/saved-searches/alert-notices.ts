import {
  ALERT_EMAIL_HOSTELS_MAX,
  formatRupees,
  formatWholeNumber,
  hostelFiltersQuery,
  LANGUAGE_LOCALES,
  type HostelFilters,
  type Language,
} from '@hostelhub/shared';
import type { LiveEventHub } from '../../lib/live-events.ts';
import { escapeHtml, htmlIn } from '../../lib/mailer.ts';
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
  const price =
    priceMin === priceMax
      ? formatRupees(priceMin, locale)
      : `${formatRupees(priceMin, locale)} - ${formatWholeNumber(priceMax, locale)}`;
  return textsIn(language)('alert.mail.price', { price });
}

/** The hostel's town and city, in Urdu where the names have it. */
function placeText(language: Language, hostel: AlertHostel): string {
  const name = (english: string | null, urdu: string | null) =>
    language === 'ur' ? (urdu ?? english) : english;
  const parts = [
    name(hostel.townName, hostel.townNameUr),
    name(hostel.cityName, hostel.cityNameUr),
  ].filter((part): part is string => Boolean(part));
  return parts.join(language === 'ur' ? '، ' : ', ');
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

  /** The email: greeting, intro, the hostels, why it came, and how to stop it. */
  async function alertMail(
    recipient: AlertRecipient,
    subject: string,
    intro: string,
    hostels: readonly AlertHostel[],
    more: { count: number; link: string } | null,
    why: string,
    unsubscribe: UnsubscribeClaims,
  ) {
    const { language } = recipient;
    const t = textsIn(language);
    const token = await tokens.sign(unsubscribe);
    const unsubscribePage = absolute(PAGES.unsubscribe(token));
    const greeting = t('mail.notice.greeting', { name: recipient.fullName });
    const cards = hostels.map((hostel) => ({
      hostel,
      link: absolute(PAGES.hostel(hostel.id)),
      price: priceText(language, hostel),
      place: placeText(language, hostel),
    }));
    const moreLine = more ? t('alert.mail.more', { count: more.count, link: more.link }) : null;
    const stopLine = t('alert.mail.unsubscribe', { link: unsubscribePage });

    const text = [
      greeting,
      intro,
      ...cards.map((card) =>
        [card.hostel.name, card.price, card.place, card.link].filter(Boolean).join('\n'),
      ),
      ...(moreLine ? [moreLine] : []),
      why,
      stopLine,
    ].join('\n\n');

    const rows = cards
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
    const html = htmlIn(
      language,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
        `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;max-width:560px">${rows}</table>` +
        (moreLine ? `<p>${escapeHtml(moreLine)}</p>` : '') +
        `<p style="font-size:12px;color:#64748b">${escapeHtml(why)}</p>` +
        `<p style="font-size:12px"><a href="${escapeHtml(unsubscribePage)}">${escapeHtml(t('alert.mail.unsubscribeAction'))}</a></p>`,
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
    /**
     * Tells `recipient` that `hostels` match their saved search `search`: one hostel at once
     * (`instant`), or the day's matches in one digest. `hostels` is not empty.
     */
    async searchMatched(
      tx: Executor,
      recipient: AlertRecipient,
      search: { id: string; name: string; filters: HostelFilters },
      hostels: readonly AlertHostel[],
      mode: 'instant' | 'digest',
    ): Promise<void> {
      const [first] = hostels;
      if (!first) return;
      const t = textsIn(recipient.language);
      const isSingle = mode === 'instant' && hostels.length === 1;
      const title = isSingle
        ? t('alert.search.title', { search: search.name, hostel: first.name })
        : t('alert.digest.title', { search: search.name, count: hostels.length });
      const body = isSingle
        ? t('alert.search.body', { search: search.name, hostel: first.name })
        : t('alert.digest.body', { search: search.name });
      await createNotification(tx, {
        userId: recipient.id,
        type: 'saved_search_alert',
        title,
        body: isSingle
          ? body
          : `${body} ${hostels.map((hostel) => hostel.name).join(recipient.language === 'ur' ? '، ' : ', ')}`,
        link: isSingle ? PAGES.hostel(first.id) : PAGES.browse(search.filters),
      });
      await live.publish(tx, [recipient.id], [{ type: 'notifications.changed' }]);
      if (!recipient.wantsEmails) return;
      const shown = hostels.slice(0, ALERT_EMAIL_HOSTELS_MAX);
      const more =
        hostels.length > shown.length
          ? { count: hostels.length - shown.length, link: absolute(PAGES.browse(search.filters)) }
          : null;
      const why = t('alert.mail.whySearch', {
        search: search.name,
        link: absolute(PAGES.savedSearches),
      });
      const mail = await alertMail(recipient, title, body, shown, more, why, {
        scope: 'saved_search',
        userId: recipient.id,
        savedSearchId: search.id,
      });
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
      const mail = await alertMail(recipient, title, body, [hostel], null, why, {
        scope: 'favorites',
        userId: recipient.id,
      });
      await enqueueDeliveries(tx, [{ ...mail, kind: 'favorite_alert' }]);
    },
  };
}

export type AlertNotices = ReturnType<typeof createAlertNotices>;
