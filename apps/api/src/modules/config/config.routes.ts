import { PublicConfigSchema, successEnvelope } from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface ConfigRoutesOptions {
  /** `MAP_TILE_URL`: Leaflet tile URL template with `{z}/{x}/{y}`. */
  mapTileUrl: string;
  /** `GEOCODER_URL`: base URL of a Nominatim-compatible geocoder. */
  geocoderUrl: string;
}

/**
 * GET /api/config: the settings the browser needs (product decision 11, maps need no key):
 * `{ success, data: { map_tile_url, geocoder_url } }`. Public; cacheable for 5 minutes.
 */
export const configRoutes: FastifyPluginAsyncZod<ConfigRoutesOptions> = async (app, options) => {
  const data = { map_tile_url: options.mapTileUrl, geocoder_url: options.geocoderUrl };

  app.get(
    '/config',
    {
      schema: {
        tags: ['reference'],
        summary: 'Public client settings: map tile URL template and geocoder URL',
        response: { 200: successEnvelope(PublicConfigSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { success: true as const, data };
    },
  );
};
