import {
  parsePriceRange,
  roomIsOpen,
  type HostelDetail,
  type HostelSummary,
} from '@hostelhub/shared';
import { paths } from '../config/paths';
import { i18n } from '../lib/i18n/i18n';
import { roomWordsText } from '../lib/room-words/i18n';
import { roomWordsOf } from '../lib/room-words/use-room-words';

/** The link-preview image of a hostel: 1200x630, made from its primary photo. */
export function ogImagePath(hostelId: string): string {
  return `/og/hostels/${hostelId}.jpg`;
}

/**
 * A list page's hostels as a schema.org `ItemList`: each at its position in the whole list
 * (`offset` before this page) and its page's URL in the page's language (`hostelUrl`).
 */
export function itemList(
  hostels: HostelSummary[],
  offset: number,
  hostelUrl: (path: string) => string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: hostels.map((hostel, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: hostelUrl(paths.hostels.detail.getHref(hostel.id)),
      name: hostel.name,
    })),
  };
}

/** A schema.org `BreadcrumbList` of `[name, url]` items, the page itself last. */
export function breadcrumbs(items: [name: string, url: string][]) {
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
export function hostelJsonLd(
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
