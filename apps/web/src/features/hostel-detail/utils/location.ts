import type { HostelSummary } from '@hostelhub/shared';

type LocationSource = Pick<HostelSummary, 'location_type' | 'cities' | 'towns' | 'universities'>;

/** A point on the map in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A place's shown name: lib/place-names' `usePlaceName()` for the page's language. */
type NameOf = (place: { name: string; name_ur: string | null }) => string;

const englishName: NameOf = (place) => place.name;

/**
 * The detail dialog's location line (part 1 section 2): "City - Town", or "University, City"
 * for a hostel located by university. Empty when the hostel has none of these. `nameOf` names
 * each place (its Urdu name on Urdu pages, issue 24), English by default; `separator` is the
 * page language's list separator.
 */
export function formatDetailLocationLine(
  hostel: LocationSource,
  nameOf: NameOf = englishName,
  separator = ', ',
): string {
  const city = hostel.cities && nameOf(hostel.cities);
  if (hostel.location_type === 'university' && hostel.universities) {
    return [nameOf(hostel.universities), city].filter(Boolean).join(separator);
  }
  return [city, hostel.towns && nameOf(hostel.towns)].filter(Boolean).join(' - ');
}

/**
 * The hostel's position, or null when it has none or an impossible one (part 1 section 5
 * 'Map': latitude -90 to 90, longitude -180 to 180).
 */
export function hostelPosition(hostel: Pick<HostelSummary, 'latitude' | 'longitude'>) {
  const { latitude: lat, longitude: lng } = hostel;
  if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng } satisfies LatLng;
}

/** A `tel:` link for a phone number as people type it ("+92 300 1234567"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/gu, '')}`;
}
