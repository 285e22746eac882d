import { z } from 'zod';
import {
  DEFAULT_SEARCH_RADIUS_KM,
  HOSTEL_SORTS,
  MAX_CURSOR_LENGTH,
  MAX_SEARCH_RADIUS_KM,
} from '../constants/discovery.ts';
import { DISCOVERY_MESSAGES } from '../constants/discovery-messages.ts';
import { GENDER_CATEGORIES, HOSTEL_STATUSES } from '../constants/hostels.ts';
import { PaginationQuerySchema, PaginationSchema, UuidSchema } from './common.ts';
import { HostelFiltersSchema, queryListOf, RupeesSchema } from './hostel-filters.ts';
import { HostelSummarySchema, RoomSchema } from './hostels.ts';

/**
 * Discovery shapes (spec part 1 section 5 'Filters', section 7 'Discovery' and 'Favourites').
 * Query strings arrive as text, so numbers and booleans are coerced and a repeated parameter
 * (`facilities=WiFi&facilities=Gym`) or a single one both become a list.
 */

/**
 * Degrees rounded to 7 decimals (about 1 cm). A value as small as 1e-320 would otherwise
 * underflow PostgreSQL's distance arithmetic (radians, cos) and fail the query.
 */
export function roundCoordinate(degrees: number): number {
  return Math.round(degrees * 1e7) / 1e7;
}

/** Latitude in degrees, -90 to 90, coerced from text, rounded by roundCoordinate. */
export const LatitudeSchema = z.coerce
  .number({ error: 'Invalid location coordinates provided' })
  .min(-90, { error: 'Invalid location coordinates provided' })
  .max(90, { error: 'Invalid location coordinates provided' })
  .transform(roundCoordinate);

/** Longitude in degrees, -180 to 180, coerced from text, rounded by roundCoordinate. */
export const LongitudeSchema = z.coerce
  .number({ error: 'Invalid location coordinates provided' })
  .min(-180, { error: 'Invalid location coordinates provided' })
  .max(180, { error: 'Invalid location coordinates provided' })
  .transform(roundCoordinate);

/**
 * Query of GET /api/enhanced-hostels: the filters, pagination, `status` (only an admin may ask
 * for pending or rejected hostels; default approved), `sort` (default newest, or relevance
 * when there is a `search`, issue 28; `rating`: highest average first, hostels without reviews
 * last, issue 26) and an optional origin `lat` + `lng` (degrees) for `distance_km`. Errors:
 * 400 naming the field when a value is out of range, when only one of `lat`/`lng` is given, or
 * when `sort=distance` has no origin. `cursor` (issue 28): the previous page's `next_cursor`,
 * for infinite scroll and deep pages (400 when it is not one this list gave).
 * `near_university` (issue 42): hostels near that campus (see HostelFiltersSchema), nearest
 * first by default (`sort=distance` or `relevance` both mean the near order); a search naming
 * exactly one university (`search=LUMS`) answers the same.
 */
export const ListHostelsQuerySchema = PaginationQuerySchema.extend(HostelFiltersSchema.shape)
  .extend({
    status: z.enum(HOSTEL_STATUSES, { error: DISCOVERY_MESSAGES.statusInvalid }).optional(),
    // Unset: `relevance` with a search, else `newest` (issue 28; filled in below).
    sort: z.enum(HOSTEL_SORTS, { error: DISCOVERY_MESSAGES.sortInvalid }).optional(),
    lat: LatitudeSchema.optional(),
    lng: LongitudeSchema.optional(),
    // Issue 28: the `next_cursor` of the page before; replaces `page` (keyset pagination).
    cursor: z
      .string()
      .min(1)
      .max(MAX_CURSOR_LENGTH, { error: DISCOVERY_MESSAGES.cursorInvalid })
      .optional(),
  })
  .superRefine((query, context) => {
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [query.lat === undefined ? 'lat' : 'lng'],
        message: DISCOVERY_MESSAGES.latLngTogether,
      });
    }
    if (
      query.sort === 'distance' &&
      query.lat === undefined &&
      !query.university_id &&
      !query.near_university
    ) {
      context.addIssue({
        code: 'custom',
        path: ['sort'],
        message: DISCOVERY_MESSAGES.distanceNeedsOrigin,
      });
    }
    if (
      query.price_min !== undefined &&
      query.price_max !== undefined &&
      query.price_min > query.price_max
    ) {
      context.addIssue({
        code: 'custom',
        path: ['price_max'],
        message: DISCOVERY_MESSAGES.priceMaxBelowMin,
      });
    }
  })
  .transform((query) => ({
    ...query,
    // Issue 42: near a university, nearest the campus first unless another order is asked.
    sort:
      query.sort ??
      (query.near_university
        ? ('distance' as const)
        : query.search?.trim()
          ? ('relevance' as const)
          : ('newest' as const)),
  }));
export type ListHostelsQuery = z.infer<typeof ListHostelsQuerySchema>;

/**
 * The university a list is near (issue 42): the campus `distance_km` is measured from, and
 * the label cards use ("1.2 km from LUMS": `short_name`, its first alias, else null).
 */
export const NearUniversitySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  name_ur: z.string().nullable(),
  /** The first alias students type (LUMS, NUST), or null. */
  short_name: z.string().nullable(),
  city: z.string().nullable(),
  city_ur: z.string().nullable(),
});
export type NearUniversity = z.infer<typeof NearUniversitySchema>;

/**
 * What a list near a university answers beside its page (issue 42, spec decision 22):
 * `near_university` the university; `radius_km` the radius in force (null when the campus has
 * no coordinates: then only hostels tagged to it); `widened_from_km` the radius it started at
 * (5) when fewer than 6 hostels were inside and it widened, else null; `widened_from_count`
 * how many were inside that first radius (0 to 5) when this request widened, else null (a
 * cursor's later page keeps the radius without counting again).
 */
export const NearAnswerSchema = z.object({
  near_university: NearUniversitySchema,
  radius_km: z.number().int().nullable(),
  widened_from_km: z.number().int().nullable(),
  widened_from_count: z.number().int().nullable(),
});
export type NearAnswer = z.infer<typeof NearAnswerSchema>;

/**
 * What the words of a list's search read as (issue 42 item 4), only the keys read and applied
 * (explicit filters win): `city`/`town` names, `near_university` a university id, `price_max`
 * rupees a month, `facilities` kept facility names, `search` the words left over for names.
 */
export const InterpretedFiltersSchema = z.object({
  gender_category: z.enum(GENDER_CATEGORIES).optional(),
  city: z.string().optional(),
  town: z.string().optional(),
  near_university: z.string().optional(),
  price_max: z.number().int().optional(),
  facilities: z.array(z.string()).optional(),
  mess_available: z.literal(true).optional(),
  search: z.string().optional(),
});
export type InterpretedFilters = z.infer<typeof InterpretedFiltersSchema>;

/**
 * A campus of a university whose short name (FAST, COMSATS, NUST, Bahria, UET) names campuses
 * in several cities (issue 42 item 2): offered instead of guessing one.
 */
export const PlaceChoiceSchema = z.object({
  kind: z.literal('university'),
  id: UuidSchema,
  name: z.string(),
  city: z.string().nullable(),
});
export type PlaceChoice = z.infer<typeof PlaceChoiceSchema>;

/**
 * `data` envelope of GET /api/enhanced-hostels: the page, its pagination, and with a university
 * in force (`near_university`, or a search naming one) its NearAnswer fields (issue 42).
 */
export const HostelListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(HostelSummarySchema),
  pagination: PaginationSchema,
  near_university: NearUniversitySchema.optional(),
  radius_km: z.number().int().nullable().optional(),
  widened_from_km: z.number().int().nullable().optional(),
  widened_from_count: z.number().int().nullable().optional(),
  interpreted: InterpretedFiltersSchema.optional(),
  place_choices: z.array(PlaceChoiceSchema).optional(),
  /** The words of the search, as typed, that named the campuses of `place_choices` ("FAST"). */
  place_choices_words: z.string().optional(),
});
export type HostelListAnswer = z.infer<typeof HostelListAnswerSchema>;

/**
 * A search radius in kilometres, more than 0 and at most MAX_SEARCH_RADIUS_KM. Below 1 metre
 * it counts as 1 metre: a radius like 1e-320 km would underflow the distance query.
 */
const RadiusKmSchema = z.coerce
  .number({ error: DISCOVERY_MESSAGES.radiusNotNumber })
  .positive({ error: DISCOVERY_MESSAGES.radiusNotPositive })
  .max(MAX_SEARCH_RADIUS_KM, { error: DISCOVERY_MESSAGES.radiusTooLarge })
  .transform((km) => Math.max(km, 0.001));

/**
 * Body of POST /api/enhanced-hostels/search/location: approved hostels within `radius_km`
 * (default 10) of the point, nearest first, with `distance_km`; optional gender filter.
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const LocationSearchSchema = PaginationQuerySchema.strict().extend({
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  radius_km: RadiusKmSchema.default(DEFAULT_SEARCH_RADIUS_KM),
  gender_category: z
    .enum(GENDER_CATEGORIES, { error: DISCOVERY_MESSAGES.genderInvalid })
    .optional(),
});
export type LocationSearch = z.infer<typeof LocationSearchSchema>;

/**
 * Body of POST /api/enhanced-hostels/search/university: approved hostels nearest the
 * university's campus, within `radius_km` (default 10), nearest first, with `distance_km`.
 * Errors: 404 when the university does not exist or has no known location.
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const UniversitySearchSchema = PaginationQuerySchema.strict().extend({
  university_id: UuidSchema,
  radius_km: RadiusKmSchema.default(DEFAULT_SEARCH_RADIUS_KM),
  gender_category: z
    .enum(GENDER_CATEGORIES, { error: DISCOVERY_MESSAGES.genderInvalid })
    .optional(),
});
export type UniversitySearch = z.infer<typeof UniversitySearchSchema>;

// The map's schemas (GET /api/hostels, GET /api/hostels/map-view) are in map.ts.
export * from './map.ts';

/** Which rooms a room list keeps: all (default), only available, or only occupied. */
export const ROOM_AVAILABILITIES = ['all', 'available', 'occupied'] as const;
export type RoomAvailability = (typeof ROOM_AVAILABILITIES)[number];

const RoomAvailabilitySchema = z.preprocess(
  (value) => (value === 'true' ? 'available' : value === 'false' ? 'occupied' : value),
  z.enum(ROOM_AVAILABILITIES, { error: DISCOVERY_MESSAGES.availabilityInvalid }),
);

/**
 * Query of GET /api/enhanced-rooms/hostel/{id}: pagination, `availability`, and
 * `min_price`/`max_price` on `price_per_month` (rupees). Cheapest first.
 */
export const HostelRoomsQuerySchema = PaginationQuerySchema.extend({
  availability: RoomAvailabilitySchema.default('all'),
  min_price: RupeesSchema.optional(),
  max_price: RupeesSchema.optional(),
});
export type HostelRoomsQuery = z.infer<typeof HostelRoomsQuerySchema>;

/**
 * Body of POST /api/enhanced-rooms/search: rooms of approved hostels, cheapest first, by
 * hostel, city (id or name), gender, any of `room_types`, monthly price bounds (rupees) and
 * availability. Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const RoomSearchSchema = PaginationQuerySchema.strict().extend({
  hostel_id: UuidSchema.optional(),
  city: z.string().trim().min(1).max(80).optional(),
  gender_category: z
    .enum(GENDER_CATEGORIES, { error: DISCOVERY_MESSAGES.genderInvalid })
    .optional(),
  room_types: queryListOf('room types').optional(),
  min_price: RupeesSchema.optional(),
  max_price: RupeesSchema.optional(),
  availability: RoomAvailabilitySchema.default('all'),
});
export type RoomSearch = z.infer<typeof RoomSearchSchema>;

/** A room found by a search, with the hostel it belongs to. */
export const RoomSearchResultSchema = RoomSchema.extend({
  hostel: z.object({ id: z.uuid(), name: z.string(), city: z.string().nullable() }),
});
export type RoomSearchResult = z.infer<typeof RoomSearchResultSchema>;

/** `{ hostelId }` path parameters of the favourites routes. */
export const FavoriteParamsSchema = z.object({ hostelId: UuidSchema });

/**
 * `data` of GET /api/users/favorites: the caller's favourite hostels that are still visible
 * (approved), most recently saved first, and their ids.
 */
export const FavoritesSchema = z.object({
  favorites: z.array(HostelSummarySchema),
  hostel_ids: z.array(z.uuid()),
});
export type Favorites = z.infer<typeof FavoritesSchema>;

/** `data` of POST and DELETE /api/users/favorites/{hostelId}: the state after the call. */
export const FavoriteStateSchema = z.object({ hostel_id: z.uuid(), is_favorite: z.boolean() });
export type FavoriteState = z.infer<typeof FavoriteStateSchema>;

/** `data` of GET /api/config: what the browser needs to know of the server's settings. */
export const PublicConfigSchema = z.object({
  /** Leaflet tile URL template with `{z}/{x}/{y}` (product decision 11). */
  map_tile_url: z.string(),
  /** Nominatim-compatible geocoder base URL. */
  geocoder_url: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
