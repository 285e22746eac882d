import {
  ALERT_EMAIL_HOSTELS_MAX,
  formatRupees,
  isolate,
  LANGUAGE_LOCALES,
  type HostelFilters,
} from '@hostelhub/shared';
import {
  ALERT_PAGES,
  alertMail,
  nameSeparator,
  type AlertHostelTexts,
} from './alert-mail.texts.ts';
import type { NoticeEvent, NoticeReader } from './notify.types.ts';

/** A saved search as alerts name it. */
export type AlertSearch = { id: string; name: string; filters: HostelFilters };

/** One search's part of a daily digest: the search and its new matches (not empty). */
export interface DigestPart {
  search: AlertSearch;
  hostels: readonly AlertHostelTexts[];
}

/** A favourite's change the student is told about. */
export type FavoriteChangeNotice =
  { kind: 'price'; priceMin: number; before: number } | { kind: 'beds'; beds: number };

/**
 * The alerts of issue 29 (docs/decisions/032), to a student: an in-app notification, and an
 * email unless they turned hostel emails off (decision 010, as bookings'); every email carries
 * the signed `unsubscribeToken` the caller made for what it stops.
 */

/** `hostel` matches the instant saved search `search`. */
export const savedSearchMatched: NoticeEvent<{
  search: AlertSearch;
  hostel: AlertHostelTexts;
  unsubscribeToken: string;
}> = {
  notification: {
    type: 'saved_search_alert',
    texts: ({ t }, { search, hostel }) => ({
      title: t('alert.search.title', { search: search.name, hostel: hostel.name }),
      body: t('alert.search.body', { search: search.name, hostel: hostel.name }),
      link: ALERT_PAGES.hostel(hostel.id),
    }),
  },
  email: {
    kind: 'saved_search_alert',
    when: 'hostelUpdates',
    texts: (reader, { search, hostel, unsubscribeToken }) => {
      const { t } = reader;
      const names = { search: search.name, hostel: hostel.name };
      return alertMail(
        reader,
        {
          subject: t('alert.search.title', names),
          intro: t('alert.search.body', names),
          why: t('alert.mail.whySearch', {
            search: search.name,
            link: reader.url(ALERT_PAGES.savedSearches),
          }),
        },
        [{ heading: null, hostels: [hostel], more: null }],
        unsubscribeToken,
      );
    },
  },
};

/** A digest part's title: the search and how many new matches. */
const digestTitle = ({ t }: NoticeReader, part: DigestPart) =>
  t('alert.digest.title', { search: part.search.name, count: part.hostels.length });

/**
 * The daily digest of a student's searches (`parts`, each with its new matches, at least one):
 * one notification per search, linking to its list, and one email for them all, a section per
 * search (at most ALERT_EMAIL_HOSTELS_MAX hostels each, then a link to the rest).
 */
export const savedSearchDigest: NoticeEvent<{
  parts: readonly DigestPart[];
  unsubscribeToken: string;
}> = {
  notification: {
    type: 'saved_search_alert',
    texts: (reader, { parts }) =>
      parts.map((part) => ({
        title: digestTitle(reader, part),
        body: `${reader.t('alert.digest.body', { search: part.search.name })} ${part.hostels
          .map((hostel) => isolate(reader.language, hostel.name))
          .join(nameSeparator(reader.language))}`,
        link: ALERT_PAGES.browse(part.search.filters),
      })),
  },
  email: {
    kind: 'saved_search_alert',
    when: 'hostelUpdates',
    texts: (reader, { parts, unsubscribeToken }) => {
      const { t } = reader;
      const [only] = parts;
      const single = parts.length === 1 && only !== undefined;
      const sections = parts.map((part) => {
        const shown = part.hostels.slice(0, ALERT_EMAIL_HOSTELS_MAX);
        const rest = part.hostels.length - shown.length;
        return {
          heading: single ? null : digestTitle(reader, part),
          hostels: shown,
          more:
            rest > 0
              ? { count: rest, link: reader.url(ALERT_PAGES.browse(part.search.filters)) }
              : null,
        };
      });
      const total = parts.reduce((sum, part) => sum + part.hostels.length, 0);
      const manage = reader.url(ALERT_PAGES.savedSearches);
      const texts = single
        ? {
            subject: digestTitle(reader, only),
            intro: t('alert.digest.body', { search: only.search.name }),
            why: t('alert.mail.whySearch', { search: only.search.name, link: manage }),
          }
        : {
            subject: t('alert.digestAll.title', { count: total }),
            intro: t('alert.digestAll.body'),
            why: t('alert.mail.whySearches', { link: manage }),
          };
      return alertMail(reader, texts, sections, unsubscribeToken);
    },
  },
};

/** A favourite's title and body: its price went down, or beds came free. */
function favoriteTexts(
  { t, language }: NoticeReader,
  hostel: AlertHostelTexts,
  change: FavoriteChangeNotice,
) {
  const locale = LANGUAGE_LOCALES[language];
  if (change.kind === 'price') {
    return {
      title: t('alert.favoritePrice.title', { hostel: hostel.name }),
      body: t('alert.favoritePrice.body', {
        hostel: hostel.name,
        price: formatRupees(change.priceMin, locale),
        before: formatRupees(change.before, locale),
      }),
    };
  }
  return {
    title: t('alert.favoriteBeds.title', { hostel: hostel.name }),
    body: t('alert.favoriteBeds.body', { hostel: hostel.name, count: change.beds }),
  };
}

/** A student's favourite `hostel` went down in price or has beds free again. */
export const favoriteChanged: NoticeEvent<{
  hostel: AlertHostelTexts;
  change: FavoriteChangeNotice;
  unsubscribeToken: string;
}> = {
  notification: {
    type: 'favorite_alert',
    texts: (reader, { hostel, change }) => ({
      ...favoriteTexts(reader, hostel, change),
      link: ALERT_PAGES.hostel(hostel.id),
    }),
  },
  email: {
    kind: 'favorite_alert',
    when: 'hostelUpdates',
    texts: (reader, { hostel, change, unsubscribeToken }) => {
      const { title, body } = favoriteTexts(reader, hostel, change);
      const why = reader.t('alert.mail.whyFavorites', {
        link: reader.url(ALERT_PAGES.savedSearches),
      });
      const section = { heading: null, hostels: [hostel], more: null };
      return alertMail(reader, { subject: title, intro: body, why }, [section], unsubscribeToken);
    },
  },
};
