import { z } from 'zod';
import { MAX_MAP_ZOOM } from '../constants/discovery.ts';
import { DISCOVERY_MESSAGES } from '../constants/discovery-messages.ts';
import { GENDER_CATEGORIES, HOSTEL_STATUSES } from '../constants/hostels.ts';
import { BboxSchema, HostelFiltersSchema, QueryBooleanSchema } from './hostel-filters.ts';

/** The map of Find Hostels: the pins of GET /api/hostels and the viewport answers (issue 28). */

/** Query of GET /api/hostels (the map): `status` (default approved; others admins only). */
export const MapHostelsQuerySchema = z.object({
  status: z.enum(HOSTEL_STATUSES, { error: DISCOVERY_MESSAGES.statusInvalid }).optional(),
  /** true: only hostels with coordinates. */
  hasLocation: QueryBooleanSchema.optional(),
});
export type MapHostelsQuery = z.infer<typeof MapHostelsQuerySchema>;

/**
 * One map marker (part 1 section 7): degrees rounded to 5 decimals (about a metre), so the
 * whole map stays small. `lat`/`lng` are null only when `hasLocation` was not asked for.
 */
export const MapHostelSchema = z.object({
  id: z.uuid(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  name: z.string(),
  city: z.string().nullable(),
  /** The city's Urdu name (issue 24), null where none is known. */
  city_ur: z.string().nullable(),
  price_range: z.string().nullable(),
  gender_category: z.enum(GENDER_CATEGORIES),
  status: z.enum(HOSTEL_STATUSES),
});
export type MapHostel = z.infer<typeof MapHostelSchema>;

/** `data` of GET /api/hostels. */
export const MapHostelsSchema = z.object({ hostels: z.array(MapHostelSchema) });
export type MapHostels = z.infer<typeof MapHostelsSchema>;

/**
 * Query of GET /api/hostels/map (issue 28): the viewport `bbox` (`minLng,minLat,maxLng,maxLat`,
 * required), the web map `zoom` (0 to MAX_MAP_ZOOM) and the list's filters (approved hostels).
 */
export const MapViewQuerySchema = HostelFiltersSchema.extend({
  bbox: BboxSchema,
  zoom: z.coerce
    .number({ error: DISCOVERY_MESSAGES.zoomInvalid })
    .int({ error: DISCOVERY_MESSAGES.zoomInvalid })
    .min(0, { error: DISCOVERY_MESSAGES.zoomInvalid })
    .max(MAX_MAP_ZOOM, { error: DISCOVERY_MESSAGES.zoomInvalid }),
});
export type MapViewQuery = z.infer<typeof MapViewQuerySchema>;

/**
 * Several hostels close together at this zoom (issue 28): their count, the mean of their
 * points (degrees, 5 decimals) and the box `[minLng, minLat, maxLng, maxLat]` they span, which
 * a click zooms to.
 */
export const MapClusterSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
  bounds: z
    .tuple([z.number(), z.number(), z.number(), z.number()])
    .describe('The box the hostels span: [minLng, minLat, maxLng, maxLat] in degrees'),
});
export type MapCluster = z.infer<typeof MapClusterSchema>;

/** One hostel on the map (issue 28): what the spec's popup shows (part 1 section 5 'Map'). */
export const MapPointSchema = z.object({
  id: z.uuid(),
  lat: z.number(),
  lng: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  city_ur: z.string().nullable(),
  price_range: z.string().nullable(),
  gender_category: z.enum(GENDER_CATEGORIES),
});
export type MapPoint = z.infer<typeof MapPointSchema>;

/**
 * `data` of GET /api/hostels/map (issue 28): clusters and single hostels in the viewport,
 * and `total`, how many hostels match in it.
 */
export const MapViewSchema = z.object({
  clusters: z.array(MapClusterSchema),
  hostels: z.array(MapPointSchema),
  total: z.number().int(),
});
export type MapView = z.infer<typeof MapViewSchema>;
