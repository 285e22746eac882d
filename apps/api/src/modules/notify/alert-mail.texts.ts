import {
  formatRupeeRange,
  hostelFiltersQuery,
  isolate,
  LANGUAGE_LOCALES,
  type HostelFilters,
  type Language,
} from '@hostelhub/shared';
import { escapeHtml, htmlIn, mailSmallText } from '../../lib/mailer.ts';
import { serverMessage } from '../../lib/server-messages.ts';
import type { MailTexts, NoticeReader } from './notify.types.ts';

/** What an alert shows of a hostel (the saved searches' AlertHostel, from the browse read model). */
export interface AlertHostelTexts {
  id: string;
  name: string;
  priceMin: number | null;
  priceMax: number | null;
  townName: string | null;
  townNameUr: string | null;
  cityName: string | null;
  cityNameUr: string | null;
  imageUrl: string | null;
}

/** The web app's pages an alert links to (APP_PATHS in packages/shared). */
export const ALERT_PAGES = {
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

/** A part of an alert email: a heading (a digest's search), its hostels, and the rest's link. */
export interface MailSection {
  heading: string | null;
  hostels: readonly AlertHostelTexts[];
  more: { count: number; link: string } | null;
}

/** `Rs 5,000 - 8,000 / month` (or one price, or 'Contact for price') in `language`. */
function priceText(reader: NoticeReader, hostel: AlertHostelTexts): string {
  const locale = LANGUAGE_LOCALES[reader.language];
  const { priceMin, priceMax } = hostel;
  if (priceMin === null || priceMax === null) {
    return serverMessage(reader.language, 'common.contactForPrice');
  }
  const price = formatRupeeRange({ min: priceMin, max: priceMax }, locale);
  return reader.t('alert.mail.price', { price });
}

/** What separates names in a run-in list: the Urdu comma in Urdu. */
export function nameSeparator(language: Language): string {
  return language === 'ur' ? '، ' : ', ';
}

/** The hostel's town and city, in Urdu where the names have it. */
function placeText(language: Language, hostel: AlertHostelTexts): string {
  const name = (english: string | null, urdu: string | null) =>
    language === 'ur' ? (urdu ?? english) : english;
  const parts = [
    name(hostel.townName, hostel.townNameUr),
    name(hostel.cityName, hostel.cityNameUr),
  ].filter((part): part is string => Boolean(part));
  return parts.map((part) => isolate(language, part)).join(nameSeparator(language));
}

/**
 * An alert email (issue 29; docs/decisions/032): greeting, intro, each section (a digest's
 * search: its heading, hostels with photo, name, price, place and link, and the link to the
 * rest), why it came, and how to stop it: the signed `unsubscribeToken` in its text and in
 * RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post` headers.
 */
export function alertMail(
  reader: NoticeReader,
  texts: { subject: string; intro: string; why: string },
  sections: readonly MailSection[],
  unsubscribeToken: string,
): MailTexts {
  const { language, t } = reader;
  const { subject, intro, why } = texts;
  const unsubscribePage = reader.url(ALERT_PAGES.unsubscribe(unsubscribeToken));
  const greeting = t('mail.notice.greeting', { name: reader.name });
  const parts = sections.map((section) => ({
    heading: section.heading,
    cards: section.hostels.map((hostel) => ({
      hostel,
      link: reader.url(ALERT_PAGES.hostel(hostel.id)),
      price: priceText(reader, hostel),
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
          ? `<a href="${escapeHtml(link)}"><img src="${escapeHtml(reader.url(hostel.imageUrl))}" alt="${escapeHtml(hostel.name)}" width="120" height="90" style="display:block;width:120px;height:90px;object-fit:cover;border-radius:8px"></a>`
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
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${reader.url(ONE_CLICK(unsubscribeToken))}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
