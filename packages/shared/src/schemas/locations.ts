import { z } from 'zod';
import { UuidSchema } from './common.ts';
import { LatitudeSchema, LongitudeSchema } from './discovery.ts';

/**
 * Location picker and map picker lookups (spec part 2 section 2 'Location picker' and 'Map
 * picker', section 9 'Location dropdown'; product decision 11). Every list answers 10 items
 * without `search` and up to 20 with one, best match first.
 */

/** Query of GET /api/locations/{cities,universities}: optional `search` text (any case). */
export const LocationLookupQuerySchema = z.object({
  search: z.string().trim().max(100, { error: 'search must be at most 100 characters' }).optional(),
});
export type LocationLookupQuery = z.infer<typeof LocationLookupQuerySchema>;

/** Query of GET /api/locations/towns: the towns of `city_id`, optionally matching `search`. */
export const TownLookupQuerySchema = LocationLookupQuerySchema.extend({ city_id: UuidSchema });
export type TownLookupQuery = z.infer<typeof TownLookupQuerySchema>;

/** Query of GET /api/geocode/reverse: a point in degrees. */
export const ReverseGeocodeQuerySchema = z.object({
  lat: LatitudeSchema,
  lng: LongitudeSchema,
});
export type ReverseGeocodeQuery = z.infer<typeof ReverseGeocodeQuerySchema>;

/** Query of GET /api/geocode/search: a place or address in Pakistan. */
export const PlaceSearchQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(2, { error: 'q must be at least 2 characters' })
    .max(200, { error: 'q must be at most 200 characters' }),
});
export type PlaceSearchQuery = z.infer<typeof PlaceSearchQuerySchema>;

/**
 * A map location (part 2 section 3 'Map location'): degrees, a readable address and the
 * geocoder's place id (null when the address is only the coordinates as text).
 */
export const MapLocationSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  address: z.string(),
  placeId: z.string().nullable(),
});
export type MapLocation = z.infer<typeof MapLocationSchema>;

/** `data` of GET /api/geocode/search: up to 8 places in Pakistan. */
export const PlaceSearchResultSchema = z.object({ places: z.array(MapLocationSchema) });
export type PlaceSearchResult = z.infer<typeof PlaceSearchResultSchema>;

/** The coordinates as text, the fallback address when geocoding fails (decision 11). */
export function coordinatesAsText(lat: number, lng: number): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}

/**
 * Whether `text` is only a latitude and a longitude ('33.688924, 73.065948', '33.68 73.06'):
 * the picker's fallback when the geocoder is unreachable, never a hostel's formatted address
 * (issue 22 item 2).
 */
export function isCoordinatesText(text: string): boolean {
  return /^\s*[-+]?\d{1,3}(?:\.\d+)?\s*[,;\s]\s*[-+]?\d{1,3}(?:\.\d+)?\s*$/.test(text);
}
