import { z } from 'zod';
import { TOWN_STATUSES } from '../constants/areas.ts';
import { UuidSchema } from './common.ts';

/** Reference lists: GET /api/enhanced-hostels/{cities,towns,universities,facilities,room-types}. */

/**
 * The Urdu name of a reference place or facility (issue 24), shown in Urdu mode; null where
 * none is known (an area an owner typed, a name nobody was sure of): the English `name` shows.
 */
export const NameUrSchema = z.string().nullable();

/** A point's approximate centre in WGS84 degrees, or null when the reference data has none. */
const centreFields = {
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
};

/**
 * A place's slug in page addresses (issue 25): lower case ASCII words joined by '-', made from
 * the English name ('lahore', 'university-of-engineering-and-technology-lahore'). It never
 * changes while the name stays; a renamed place gets a new one and its old one still finds it.
 */
export const PlaceSlugSchema = z.string();

/**
 * Path of GET /api/locations/{cities,universities}/by-slug/:slug: a current or former slug
 * (the router refuses one past 100 characters before it is read).
 */
export const PlaceSlugParamsSchema = z.object({ slug: z.string() });
export type PlaceSlugParams = z.infer<typeof PlaceSlugParamsSchema>;

/**
 * A city; with its centre (the map picker opens there and measures pins from it: issue 22 item
 * 3) and its slug (/hostels/in/lahore; issue 25).
 */
export const CitySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  name_ur: NameUrSchema,
  slug: PlaceSlugSchema,
  province: z.string(),
  ...centreFields,
});
export type City = z.infer<typeof CitySchema>;

/**
 * A town or area of a city; with its centre (the map picker opens there: issue 22 item 3) and
 * its `status`: `pending` for an area an owner added that no administrator has reviewed yet
 * (issue 22 item 17; docs/decisions/015).
 */
export const TownSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  name_ur: NameUrSchema,
  city_id: z.uuid(),
  ...centreFields,
  status: z.enum(TOWN_STATUSES),
});
export type Town = z.infer<typeof TownSchema>;

/** A university with the city of its main campus and its slug (/hostels/near/<slug>; issue 25). */
export const UniversitySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  name_ur: NameUrSchema,
  slug: PlaceSlugSchema,
  city_id: z.uuid().nullable(),
  city: z.string().nullable(),
});
export type University = z.infer<typeof UniversitySchema>;

export const FacilitySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  name_ur: NameUrSchema,
  icon: z.string(),
  description: z.string(),
});
export type Facility = z.infer<typeof FacilitySchema>;

export const RoomTypeSchema = z.object({
  name: z.string(),
  value: z.string(),
  description: z.string(),
});
export type RoomType = z.infer<typeof RoomTypeSchema>;

/** Query of GET /api/enhanced-hostels/towns: optionally only one city's towns. */
export const TownsQuerySchema = z.object({ city_id: UuidSchema.optional() });
export type TownsQuery = z.infer<typeof TownsQuerySchema>;

/** Live platform figures for the marketing pages (product decision 5): one source of truth. */
export const PlatformStatsSchema = z.object({
  hostels: z.number().int(),
  cities: z.number().int(),
  students: z.number().int(),
});
export type PlatformStats = z.infer<typeof PlatformStatsSchema>;
