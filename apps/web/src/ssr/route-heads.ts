import {
  formatRupeeRange,
  LANGUAGE_LOCALES,
  ltrIsolate,
  parsePriceRange,
  type HostelSummary,
  type Language,
} from '@hostelhub/shared';
import type { HeadArgs, PageHeadKind } from '../app/route-table/route-data';
import { pageQueries } from '../app/route-table/page-queries';
import { paths } from '../config/paths';
import type { PlaceKind } from '../features/hostel-search/api/get-place';
import type { HostelsPage } from '../features/hostel-search/api/get-hostels';
import { parsePageParam } from '../features/hostel-search/hooks/use-browse-params';
import { i18n } from '../lib/i18n/i18n';
import { facilityLabel, listSeparator, placeName } from '../lib/place-names';
import { brandTitle, pageLinks, type HeadContent, type PageAddress } from './head-tags';
import { ssrText } from './i18n';
import { breadcrumbs, hostelJsonLd, itemList, ogImagePath } from './json-ld';

/**
 * Each public page's head (issue 25), built from the data its route's loader put in the query
 * cache (issue 43 item 3): a route's `handle.head` names one of these (app/route-table). The
 * titles and descriptions are unique per page and language; the JSON-LD's URLs are the page
 * language's canonicals (decision 021).
 */

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

/** The page's address; `list`'s own page number (the API settles one out of range), else the URL's. */
function addressOf({ url, language, origin }: HeadArgs, list?: HostelsPage): PageAddress {
  return {
    origin,
    url,
    language,
    page: list?.pagination.page ?? parsePageParam(url.searchParams.get('page')),
  };
}

/** The preview image of a list: its first hostel with a photo. */
function firstImage(address: PageAddress, hostels: HostelSummary[]) {
  const first = hostels.find((hostel) => hostel.image_url);
  return first
    ? { src: pageLinks(address).absolute(ogImagePath(first.id)), alt: first.name }
    : undefined;
}

/** The list's place in the whole list: hostels on the pages before it. */
const offsetOf = (list: HostelsPage | undefined) =>
  list ? (list.pagination.page - 1) * list.pagination.limit : 0;

/** A page whose data did not load (the API failed): the site's own head. */
export function siteHead(args: HeadArgs): HeadContent {
  return {
    address: { ...addressOf(args), page: 1 },
    title: brandTitle(t('site.tagline')),
    description: t('home.description'),
  };
}

/** The 404 page: its title, `noindex`. */
export function notFoundHead(args: Omit<HeadArgs, 'queryClient' | 'params'>): HeadContent {
  return {
    address: { origin: args.origin, url: args.url, language: args.language, page: 1 },
    title: brandTitle(t('notFound.title')),
    description: t('home.description'),
    noindex: true,
  };
}

/** `/`: the featured hostels as an ItemList. */
export function homeHead(args: HeadArgs): HeadContent {
  const list = args.queryClient.getQueryData(pageQueries.home().featured.queryKey);
  const address = { ...addressOf(args), page: 1 };
  const hostels = list?.data ?? [];
  return {
    address,
    title: t('home.title'),
    description: t('home.description'),
    image: firstImage(address, hostels),
    jsonLd: hostels.length > 0 ? [itemList(hostels, 0, pageLinks(address).inLanguage)] : [],
  };
}

/** `/hostels`: a unique title per page, its hostels as an ItemList. */
export function listHead(args: HeadArgs): HeadContent {
  const query = pageQueries.browseList(args.url);
  const list = query ? args.queryClient.getQueryData(query.queryKey) : undefined;
  const address = addressOf(args, list);
  const { page } = address;
  const hostels = list?.data ?? [];
  return {
    address,
    title: brandTitle(page > 1 ? t('list.titlePage', { page }) : t('list.title')),
    description: t('list.description'),
    image: firstImage(address, hostels),
    jsonLd: [itemList(hostels, offsetOf(list), pageLinks(address).inLanguage)],
  };
}

/** `/hostels/in/{city}` and `/hostels/near/{university}`: the place's words and breadcrumbs. */
export function placeHead(kind: PlaceKind) {
  return (args: HeadArgs): HeadContent => {
    const place = args.queryClient.getQueryData(
      pageQueries.place(kind, args.params.slug ?? '').queryKey,
    );
    if (!place) return siteHead(args);
    const list = args.queryClient.getQueryData(
      pageQueries.placeList(kind, place, args.url).queryKey,
    );
    const address = addressOf(args, list);
    const { page } = address;
    const { inLanguage, canonical } = pageLinks(address);
    const name = placeName(place, args.language);
    const values = { [kind]: name, page, count: list?.pagination.total ?? 0 };
    const keys = PLACE_KEYS[kind];
    const hostels = list?.data ?? [];
    return {
      address,
      title: brandTitle(page > 1 ? t(keys.titlePage, values) : t(keys.title, values)),
      description: t(keys.description, values),
      image: firstImage(address, hostels),
      jsonLd: [
        itemList(hostels, offsetOf(list), inLanguage),
        breadcrumbs([
          [t('breadcrumb.home'), inLanguage(paths.home.getHref())],
          [t('breadcrumb.hostels'), inLanguage(paths.hostels.list.getHref())],
          [t(keys.title, values), canonical],
        ]),
      ],
    };
  };
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

/** `/hostels/{id}`: name, place and price; its preview image; `Hostel` and breadcrumbs. */
export function hostelHead(args: HeadArgs): HeadContent {
  const hostel = args.queryClient.getQueryData(pageQueries.hostel(args.params.id ?? '').queryKey);
  if (!hostel) return siteHead(args);
  const { language } = args;
  const address = { ...addressOf(args), page: 1 };
  const { inLanguage, canonical, bare, absolute } = pageLinks(address);
  const place = [hostel.towns, hostel.cities]
    .filter((item) => item !== null)
    .map((item) => placeName(item, language))
    .join(listSeparator(language));
  const price = monthlyPrice(hostel.price_range, language) ?? i18n._('lib.price.contactForPrice');
  const facilities = hostel.facilities
    .slice(0, 5)
    .map((name) => facilityLabel(name, language))
    .join(listSeparator(language));
  const description = `${t('hostel.description', {
    gender: t(GENDER_KEYS[hostel.gender_category]),
    place: place || hostel.address,
    price,
    rooms: hostel.rooms.length,
    facilities: facilities || 'none',
  })} ${hostel.description}`;
  const image = absolute(ogImagePath(hostel.id));
  return {
    address,
    title: brandTitle(
      t('hostel.title', { name: hostel.name, place: place || hostel.address, price }),
    ),
    description,
    image: { src: image, alt: hostel.name },
    jsonLd: [
      hostelJsonLd(hostel, { origin: args.origin, id: bare, canonical, image }),
      breadcrumbs([
        [t('breadcrumb.home'), inLanguage(paths.home.getHref())],
        [t('breadcrumb.hostels'), inLanguage(paths.hostels.list.getHref())],
        [hostel.name, canonical],
      ]),
    ],
  };
}

/** Each head a public route's `handle.head` names (app/route-table/public-routes.tsx). */
export const routeHeads: Record<PageHeadKind, (args: HeadArgs) => HeadContent> = {
  home: homeHead,
  list: listHead,
  hostel: hostelHead,
  city: placeHead('city'),
  university: placeHead('university'),
};
