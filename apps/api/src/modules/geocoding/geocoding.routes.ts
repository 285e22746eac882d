import {
  ErrorEnvelopeSchema,
  GEOCODER_TIMEOUT_MS,
  MapLocationSchema,
  PlaceSearchQuerySchema,
  PlaceSearchResultSchema,
  ReverseGeocodeQuerySchema,
  successEnvelope,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGeocoder } from './geocoding.service.ts';

/** Options of the geocoding routes. */
export interface GeocodingRoutesOptions {
  /** The Nominatim-compatible base URL (GEOCODER_URL). */
  geocoderUrl: string;
  /** How long a geocoder call may take, in milliseconds (default GEOCODER_TIMEOUT_MS). */
  timeoutMs?: number;
  /** The site's address, named in the User-Agent as Nominatim's policy asks. */
  publicUrl?: string;
}

const responses = {
  400: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
};

/**
 * Reverse geocoding and place search for the map picker (part 2 section 7 'Maps service',
 * product decision 11), through the GEOCODER_URL setting. Each client may ask 60 times a
 * minute, so the upstream geocoder is never hammered. When the geocoder cannot be reached in
 * time the answer is 503 'geocoder unavailable' and the picker falls back to coordinates.
 */
export const geocodingRoutes: FastifyPluginAsyncZod<GeocodingRoutesOptions> = async (
  app,
  options,
) => {
  const geocoder = createGeocoder({
    baseUrl: options.geocoderUrl,
    timeoutMs: options.timeoutMs ?? GEOCODER_TIMEOUT_MS,
    userAgent: `Hostelhub/1.0 (+${options.publicUrl ?? 'https://hostelhub.pk'})`,
    onFailure: (reason) => app.log.warn({ reason }, 'geocoder unavailable'),
  });

  app.get(
    '/geocode/reverse',
    {
      preHandler: app.rateLimit({ max: 60, timeWindow: 60_000 }),
      schema: {
        tags: ['maps'],
        summary: 'The address of a point (`lat`, `lng` in degrees)',
        description:
          '`{ lat, lng, address, placeId }`. 503 SERVICE_UNAVAILABLE "geocoder unavailable" ' +
          'when the geocoder cannot answer within 3 s.',
        querystring: ReverseGeocodeQuerySchema,
        response: { 200: successEnvelope(MapLocationSchema), ...responses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await geocoder.reverse(request.query.lat, request.query.lng),
    }),
  );

  app.get(
    '/geocode/search',
    {
      preHandler: app.rateLimit({ max: 60, timeWindow: 60_000 }),
      schema: {
        tags: ['maps'],
        summary: 'Places in Pakistan matching `q` (at most 8)',
        description:
          '`{ places: [{ lat, lng, address, placeId }] }`. 503 SERVICE_UNAVAILABLE "geocoder ' +
          'unavailable" when the geocoder cannot answer within 3 s.',
        querystring: PlaceSearchQuerySchema,
        response: { 200: successEnvelope(PlaceSearchResultSchema), ...responses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await geocoder.search(request.query.q),
    }),
  );
};
