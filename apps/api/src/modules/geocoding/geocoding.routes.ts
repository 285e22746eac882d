import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Options of the geocoding routes: the Nominatim-compatible base URL (GEOCODER_URL). */
export interface GeocodingRoutesOptions {
  geocoderUrl: string;
}

/**
 * Reverse geocoding and place search for the map picker (part 2 section 7 'Maps service',
 * product decision 11), through the GEOCODER_URL setting.
 */
export const geocodingRoutes: FastifyPluginAsyncZod<GeocodingRoutesOptions> = async () => {};
