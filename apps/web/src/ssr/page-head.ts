import {
  roomIsOpen,
  LANGUAGE_DIRECTIONS,
  LANGUAGE_LOCALES,
  ltrIsolate,
  parsePriceRange,
  formatRupeeRange,
  type HostelDetail,
  type HostelSummary,
  type Language,
} from '@hostelhub/shared';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import type { Place, PlaceKind } from '../features/hostel-search/api/get-place';
import type { HostelsPage } from '../features/hostel-search/api/get-hostels';
import { hostelSearchKeys } from '../features/hostel-search/api/query-keys';
import { i18n } from '../lib/i18n/i18n';
import { facilityLabel, listSeparator, placeName } from '../lib/place-names';
import { hostelKeys } from '../lib/query-keys';
import { roomWordsText } from '../lib/room-words/i18n';
import { roomWordsOf } from '../lib/room-words/use-room-words';
import { ssrText } from './i18n';

const SITE_NAME = 'Hostelhub';
/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** What a rendered URL turned out to be, with the data its head describes. */
export type PageOutcome =
  | { kind: 'home'; hostels: HostelSummary[] }
  | { kind: 'list'; page: number; offset: number; hostels: HostelSummary[] }
  | { kind: 'hostel'; hostel: HostelDetail }
  | {
      kind: PlaceKind;
      place: Place;
      page: number;
      offset: number;
      total: number;
      hostels: HostelSummary[];
    }
  | { kind: 'not-found' }
  /** A page with no head of its own (its data did not load): the site's. */
  | { kind: 'other' };

/** The `<head>` of a server-rendered page: `<html lang dir>` and the tags to add. */
export interface PageHead {
  lang: Language;
  dir: 'ltr' | 'rtl';
  /** `<title>`, description, canonical, hreflang, Open Graph, Twitter and JSON-LD tags. */
  tags: string;
}

/** Each landing page's words, by the kind of place. */
const PLACE_KEYS = {
  city: { title: 'city.title', titlePage: 'city.titlePage', description: 'city.description' },
  university: {
    title: 'university.title',
    titlePage: 'university.titlePage',
    description: 'university.description',
  },
} as const;
const GENDER_KEYS = { male: 'gender.male', female: 'gender.female' } as const;

const t = (key: NonNullable<typeof ssrText.keys>, values?: Record<string, string | number>) =>
  i18n._(`${ssrText.name}.${key}`, values);

/** The first list page in the cache that has data (the page's own list). */
function cachedList(queryClient: QueryClient): HostelsPage | undefined {
  const prefix = hostelSearchKeys.list({}).slice(0, 2);
  return queryClient
    .getQueriesData<HostelsPage>({ queryKey: prefix })
    .map(([, data]) => data)
    .find((data) => data !== undefined);
}

const pageOf = (url: URL) => {
  const page = Number(url.searchParams.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
};

/**
 * Decides what a rendered URL is from the data its render fetched (issue 25): a hostel, a list,
 * a place's landing page, a 404 (an unknown hostel, city or university: `failures` holds each
 * failed query's HTTP status by its hash), or a permanent redirect (a place's old slug).
 */
export function pageOutcome(
  url: URL,
  queryClient: QueryClient,
  failures: ReadonlyMap<string, number>,
): PageOutcome | { kind: 'redirect'; location: string } {
  const list = cachedList(queryClient);
  // The list's own page (the API settles an out-of-range one), else the URL's.
  const page = list?.pagination.page ?? pageOf(url);
  const offset = (page - 1) * (list?.pagination.limit ?? 0);
  const failedWith = (queryKey: readonly unknown[]) => failures.get(hashKey(queryKey));
  const isClientError = (status: number | undefined) =>
    status !== undefined && status >= 400 && status < 500;

  if (matchPath(paths.home.path, url.pathname)) return { kind: 'home', hostels: list?.data ?? [] };
  if (matchPath(paths.hostels.list.path, url.pathname)) {
    return { kind: 'list', page, offset, hostels: list?.data ?? [] };
  }
  for (const kind of ['city', 'university'] as const) {
    const match = matchPath(paths.hostels[kind].path, url.pathname);
    if (!match) continue;
    const slug = match.params.slug ?? '';
    const key = hostelSearchKeys.place(kind, slug);
    const place = queryClient.getQueryData<Place>(key);
    if (!place) return isClientError(failedWith(key)) ? { kind: 'not-found' } : { kind: 'other' };
    if (place.slug !== slug) {
      return { kind: 'redirect', location: paths.hostels[kind].getHref(place.slug, url.search) };
    }
    return {
      kind,
      place,
      page,
      offset,
      total: list?.pagination.total ?? 0,
      hostels: list?.data ?? [],
    };
  }
  const detail = matchPath(paths.hostels.detail.path, url.pathname);
  if (detail) {
    const key = hostelKeys.detail(detail.params.id ?? '');
    const hostel = queryClient.getQueryData<HostelDetail>(key);
    if (hostel) return { kind: 'hostel', hostel };
    return isClientError(failedWith(key)) ? { kind: 'not-found' } : { kind: 'other' };
  }
  return { kind: 'other' };
}

/** Escapes text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside a `<script>` data block: `<` escaped so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function truncate(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

/**
 * `Rs 8,000 - 12,000 / month` in the page's language, or null without a readable price; in Urdu
 * the figure is a left-to-right isolate, as on the page (issue 40 item 2).
 */
function monthlyPrice(priceRange: string | null, language: Language): string | null {
  const range = parsePriceRange(priceRange);
  if (!range) return null;
  const price = formatRupeeRange(range, LANGUAGE_LOCALES[language]);
  return i18n._('lib.price.perMonth', { price: ltrIsolate(language, price) });
}

/** The link-preview image of a hostel: 1200x630, made from its primary photo. */
export function ogImagePath(hostelId: string): string {
  return `/og/hostels/${hostelId}.jpg`;
}

interface HeadContext {
  origin: string;
  url: URL;
  language: Language;
}

/**
 * The head of a page (issue 25): a unique title and description, the page's canonical in its
 * own language (`?lang=en` or `?lang=ur`, after `?page=` past the first: issue 41 item 1, so an
 * Urdu page is indexed as itself, not as a copy of the English one), `hreflang` alternates for
 * both languages and `x-default` for the bare URL (which negotiates the language), Open Graph
 * and Twitter card tags (`twitter:image:alt` with every image: issue 41 item 4), and JSON-LD
 * (`Hostel` with its rooms as offers and `BreadcrumbList` on a hostel page, `ItemList` on list
 * pages), whose URLs are the page language's canonicals. A 404 page is `noindex`.
 */
export function pageHead(outcome: PageOutcome, { origin, url, language }: HeadContext): PageHead {
  const page = 'page' in outcome ? outcome.page : 1;
  /** `path` (with `?page=` or no query) in `lang`: its canonical URL in that language. */
  const inLanguage = (path: string, lang: Language = language) =>
    `${origin}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
  const pagePath = `${url.pathname}${page > 1 ? `?page=${page}` : ''}`;
  const bare = `${origin}${pagePath}`;
  const canonical = inLanguage(pagePath);
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);
  const brand = (title: string) => `${title} · ${SITE_NAME}`;

  let title = brand(t('site.tagline'));
  let description = t('home.description');
  let image: string | null = null;
  let imageAlt = '';
  const jsonLd: unknown[] = [];

  const itemList = (hostels: HostelSummary[], offset: number) => ({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: hostels.map((hostel, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: inLanguage(paths.hostels.detail.getHref(hostel.id)),
      name: hostel.name,
    })),
  });
  const firstImage = (hostels: HostelSummary[]) => {
    const first = hostels.find((hostel) => hostel.image_url);
    return first ? { src: absolute(ogImagePath(first.id)), alt: first.name } : null;
  };

  switch (outcome.kind) {
    case 'home': {
      title = t('home.title');
      const preview = firstImage(outcome.hostels);
      if (preview) ({ src: image, alt: imageAlt } = preview);
      if (outcome.hostels.length > 0) jsonLd.push(itemList(outcome.hostels, 0));
      break;
    }
    case 'list': {
      title = brand(page > 1 ? t('list.titlePage', { page }) : t('list.title'));
      description = t('list.description');
      const preview = firstImage(outcome.hostels);
      if (preview) ({ src: image, alt: imageAlt } = preview);
      jsonLd.push(itemList(outcome.hostels, outcome.offset));
      break;
    }
    case 'city':
    case 'university': {
      const name = placeName(outcome.place, language);
      const values = { [outcome.kind]: name, page, count: outcome.total };
      const keys = PLACE_KEYS[outcome.kind];
      title = brand(page > 1 ? t(keys.titlePage, values) : t(keys.title, values));
      description = t(keys.description, values);
      const preview = firstImage(outcome.hostels);
      if (preview) ({ src: image, alt: imageAlt } = preview);
      jsonLd.push(itemList(outcome.hostels, outcome.offset));
      jsonLd.push(
        breadcrumbs([
          [t('breadcrumb.home'), inLanguage(paths.home.getHref())],
          [t('breadcrumb.hostels'), inLanguage(paths.hostels.list.getHref())],
          [t(keys.title, values), canonical],
        ]),
      );
      break;
    }
    case 'hostel': {
      const { hostel } = outcome;
      const place = [hostel.towns, hostel.cities]
        .filter((item) => item !== null)
        .map((item) => placeName(item, language))
        .join(listSeparator(language));
      const price =
        monthlyPrice(hostel.price_range, language) ?? i18n._('lib.price.contactForPrice');
      title = brand(
        t('hostel.title', { name: hostel.name, place: place || hostel.address, price }),
      );
      const facilities = hostel.facilities
        .slice(0, 5)
        .map((name) => facilityLabel(name, language))
        .join(listSeparator(language));
      description = `${t('hostel.description', {
        gender: t(GENDER_KEYS[hostel.gender_category]),
        place: place || hostel.address,
        price,
        rooms: hostel.rooms.length,
        facilities: facilities || 'none',
      })} ${hostel.description}`;
      image = absolute(ogImagePath(hostel.id));
      imageAlt = hostel.name;
      jsonLd.push(hostelJsonLd(hostel, { origin, id: bare, canonical, image }));
      jsonLd.push(
        breadcrumbs([
          [t('breadcrumb.home'), inLanguage(paths.home.getHref())],
          [t('breadcrumb.hostels'), inLanguage(paths.hostels.list.getHref())],
          [hostel.name, canonical],
        ]),
      );
      break;
    }
    case 'not-found':
      title = brand(t('notFound.title'));
      break;
    case 'other':
      break;
  }

  description = truncate(description, DESCRIPTION_LENGTH);
  const locale = LANGUAGE_LOCALES[language].replace('-', '_');
  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
  ];
  if (outcome.kind === 'not-found') {
    tags.push(meta('name', 'robots', 'noindex'));
  } else {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(canonical)}">`,
      `<link rel="alternate" hreflang="en" href="${escapeHtml(inLanguage(pagePath, 'en'))}">`,
      `<link rel="alternate" hreflang="ur" href="${escapeHtml(inLanguage(pagePath, 'ur'))}">`,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(bare)}">`,
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', canonical),
      meta('property', 'og:locale', locale),
      meta(
        'property',
        'og:locale:alternate',
        LANGUAGE_LOCALES[language === 'en' ? 'ur' : 'en'].replace('-', '_'),
      ),
      meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
    );
    if (image) {
      tags.push(
        meta('property', 'og:image', image),
        meta('property', 'og:image:width', '1200'),
        meta('property', 'og:image:height', '630'),
        meta('property', 'og:image:alt', imageAlt),
        meta('name', 'twitter:image', image),
        meta('name', 'twitter:image:alt', imageAlt),
      );
    }
    for (const data of jsonLd) {
      tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
    }
  }
  return { lang: language, dir: LANGUAGE_DIRECTIONS[language], tags: tags.join('\n    ') };
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

function breadcrumbs(items: [name: string, url: string][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, item], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item,
    })),
  };
}

/**
 * A schema.org `Hostel`: name, address, geo, priceRange in PKR, images, amenities, the
 * telephone when it is a verified number (decision 008), `aggregateRating` (average to one
 * decimal, count) once the hostel has visible reviews (issue 26), and each room as an `Offer`
 * in `makesOffer` (issue 41 item 3).
 */
function hostelJsonLd(
  hostel: HostelDetail,
  {
    origin,
    id,
    canonical,
    image,
  }: { origin: string; id: string; canonical: string; image: string },
) {
  const range = parsePriceRange(hostel.price_range);
  const photos = hostel.hostel_images.map((photo) =>
    /^https?:\/\//.test(photo.image_url) ? photo.image_url : `${origin}${photo.image_url}`,
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Hostel',
    // One hostel in both languages: its bare URL names it, its page's canonical is `url`.
    '@id': id,
    name: hostel.name,
    description: hostel.description,
    url: canonical,
    image: [image, ...photos],
    address: {
      '@type': 'PostalAddress',
      streetAddress: hostel.formatted_address ?? hostel.address,
      ...(hostel.towns ? { addressLocality: hostel.towns.name } : {}),
      ...(hostel.cities
        ? { addressLocality: hostel.cities.name, addressRegion: hostel.cities.province }
        : {}),
      addressCountry: 'PK',
    },
    ...(hostel.latitude !== null && hostel.longitude !== null
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: hostel.latitude,
            longitude: hostel.longitude,
          },
        }
      : {}),
    ...(range
      ? {
          priceRange:
            range.min === range.max
              ? `PKR ${range.min} per month`
              : `PKR ${range.min}-${range.max} per month`,
          currenciesAccepted: 'PKR',
        }
      : {}),
    amenityFeature: hostel.facilities.map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    })),
    ...(hostel.rooms.length > 0 ? { makesOffer: hostel.rooms.map(roomOffer) } : {}),
    ...(hostel.contact_phone && hostel.contact_phone_verified
      ? { telephone: hostel.contact_phone }
      : {}),
    ...(hostel.rating_count && hostel.rating_average
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: hostel.rating_average,
            reviewCount: hostel.rating_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The room vocabulary in the page's language (the page's own room list speaks it). */
const roomWords = roomWordsOf((key, values) => i18n._(`${roomWordsText.name}.${key}`, values));

/**
 * A room as a schema.org `Offer` (issue 41 item 3): its title as the page shows it, its rent
 * per month in PKR (`priceSpecification` per month, UN/CEFACT `MON`), `InStock` while it is
 * available with a free bed (roomIsOpen, as the page's badge), else `SoldOut`; the room itself
 * (`HotelRoom`: type, beds, occupancy) as `itemOffered`.
 */
function roomOffer(room: HostelDetail['rooms'][number]) {
  const name = roomWords.title(room);
  return {
    '@type': 'Offer',
    name,
    price: room.price_per_month,
    priceCurrency: 'PKR',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: room.price_per_month,
      priceCurrency: 'PKR',
      unitCode: 'MON',
      unitText: 'month',
    },
    availability: roomIsOpen(room) ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    itemOffered: {
      '@type': 'HotelRoom',
      name,
      category: roomWords.typeName(room.room_type),
      bed: { '@type': 'BedDetails', typeOfBed: roomWords.bedName(room.bed_type) },
      occupancy: { '@type': 'QuantitativeValue', maxValue: room.max_occupancy },
    },
  };
}
