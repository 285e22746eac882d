/**
 * The browse filter rules of spec part 1 section 4 'Favourites' and section 5 'Filters', as pure
 * functions. The API applies the same rules in SQL; the web app uses these for the
 * favourites-only view (a short list filtered in the browser) and for the filter counts.
 */
import type { HostelSummary } from '../schemas/hostels.ts';
import type { HostelFilters } from '../schemas/hostel-filters.ts';
import { parseBbox } from '../domain/bounding-box.ts';
import { priceRangeMatches } from '../domain/price-range.ts';

/**
 * Every browse filter with one value, as the list's URL query names them and in the order it
 * writes them (product decision 12): the web's browse screen reads and writes these keys and a
 * saved search's link (its page and alert emails) is built from them, so both use this one list
 * (issue 43). The same names GET /api/enhanced-hostels reads.
 */
export const HOSTEL_FILTER_SCALAR_KEYS = [
  'search',
  'gender_category',
  'location_type',
  'university_id',
  'near_university',
  'radius_km',
  'city',
  'town',
  'mess_available',
  'price_min',
  'price_max',
  'min_rating',
  'bbox',
] as const satisfies readonly (keyof HostelFilters)[];

/** The browse filters that repeat in the URL query (`facilities=WiFi&facilities=Gym`), after the others. */
export const HOSTEL_FILTER_LIST_KEYS = [
  'facilities',
  'room_types',
] as const satisfies readonly (keyof HostelFilters)[];

/**
 * The filters that place a hostel; favourites-only mode ignores them (section 4). `bbox` is the
 * map area of "Search this area" (issue 28).
 */
export const LOCATION_FILTER_KEYS = [
  'location_type',
  'university_id',
  'near_university',
  'radius_km',
  'city',
  'town',
  'bbox',
] as const;

/**
 * The five basic filters shown above the fold (section 5 'five basics'): gender, location
 * type, university (the owner's tag, or near its campus: issue 42), city and mess. Everything else (town, price, facilities, room types) is
 * advanced. `search` has its own box and is not counted.
 */
export const BASIC_FILTER_KEYS = [
  'gender_category',
  'location_type',
  'university_id',
  'city',
  'mess_available',
] as const;

/**
 * The filters that apply: in favourites-only mode the location filters (type, university,
 * city, town) are dropped, every other filter stays.
 */
export function effectiveFilters(filters: HostelFilters, favouritesOnly: boolean): HostelFilters {
  if (!favouritesOnly) return filters;
  const rest = { ...filters };
  for (const key of LOCATION_FILTER_KEYS) delete rest[key];
  return rest;
}

/** The hostel fields the filter rules read. */
export type FilterableHostel = Pick<
  HostelSummary,
  | 'name'
  | 'address'
  | 'price_range'
  | 'gender_category'
  | 'location_type'
  | 'cities'
  | 'towns'
  | 'universities'
  | 'facilities'
  | 'room_types'
  | 'mess_available'
  | 'rating_average'
> &
  Partial<Pick<HostelSummary, 'latitude' | 'longitude'>>;

/** Whether the hostel's map point lies in the `bbox` filter's box (edges included). */
function inBbox(hostel: FilterableHostel, bbox: string | undefined): boolean {
  if (!bbox) return true;
  const box = parseBbox(bbox);
  const { latitude, longitude } = hostel;
  if (!box || latitude == null || longitude == null) return false;
  return (
    longitude >= box.minLng &&
    longitude <= box.maxLng &&
    latitude >= box.minLat &&
    latitude <= box.maxLat
  );
}

function sameText(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}

/** A place filter given as an id or a name matches that place. */
function placeMatches(place: { id: string; name: string } | null, wanted: string): boolean {
  return place !== null && (place.id === wanted || sameText(place.name, wanted));
}

/**
 * True when `search` (any case) occurs in the name, address, or the English or Urdu name of
 * the city, town or university (the API's search, issue 24).
 */
export function searchMatches(hostel: FilterableHostel, search: string | undefined): boolean {
  const needle = search?.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [
    hostel.name,
    hostel.address,
    hostel.cities?.name,
    hostel.cities?.name_ur,
    hostel.towns?.name,
    hostel.towns?.name_ur,
    hostel.universities?.name,
    hostel.universities?.name_ur,
  ].some((text) => text?.toLocaleLowerCase().includes(needle));
}

/**
 * Whether a hostel passes every given filter (section 5): the price range overlaps the price
 * filter (unreadable ranges fail an active price filter), all selected facilities are offered,
 * any one selected room type exists, mess matches, places and gender match exactly, and the
 * average rating (one decimal) reaches `min_rating` (a hostel without reviews fails it), and
 * the map point lies in `bbox` (issue 28; a hostel without one fails it).
 */
export function hostelMatchesFilters(hostel: FilterableHostel, filters: HostelFilters): boolean {
  if (filters.gender_category && hostel.gender_category !== filters.gender_category) return false;
  if (filters.location_type && hostel.location_type !== filters.location_type) return false;
  if (filters.university_id && hostel.universities?.id !== filters.university_id) return false;
  if (filters.city && !placeMatches(hostel.cities, filters.city)) return false;
  if (filters.town && !placeMatches(hostel.towns, filters.town)) return false;
  if (!inBbox(hostel, filters.bbox)) return false;
  if (filters.mess_available !== undefined && hostel.mess_available !== filters.mess_available) {
    return false;
  }
  if (
    filters.min_rating !== undefined &&
    (hostel.rating_average == null || hostel.rating_average < filters.min_rating)
  ) {
    return false;
  }
  if (!priceRangeMatches(hostel.price_range, { min: filters.price_min, max: filters.price_max })) {
    return false;
  }
  if (filters.facilities?.some((wanted) => !hostel.facilities.some((f) => sameText(f, wanted)))) {
    return false;
  }
  if (
    filters.room_types?.length &&
    !filters.room_types.some((t) => hostel.room_types.includes(t))
  ) {
    return false;
  }
  return searchMatches(hostel, filters.search);
}

function isActive(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== '';
}

/**
 * How many filters are set (section 5 'Filter counts'): each basic filter counts once, as do
 * the price bounds, town, the minimum rating and the map area (bbox), and each selected facility and room type; `advanced` is the
 * total minus the basics.
 */
export function countActiveFilters(filters: HostelFilters): {
  basic: number;
  advanced: number;
  total: number;
} {
  // Issue 42: the university choice is near its campus (`near_university`), counted as the
  // university filter is; its radius is part of that choice.
  const basic =
    BASIC_FILTER_KEYS.filter((key) => isActive(filters[key])).length +
    (isActive(filters.near_university) && !isActive(filters.university_id) ? 1 : 0);
  const total =
    basic +
    [filters.town, filters.price_min, filters.price_max, filters.min_rating, filters.bbox].filter(
      isActive,
    ).length +
    (filters.facilities?.length ?? 0) +
    (filters.room_types?.length ?? 0);
  return { basic, advanced: total - basic, total };
}
