import { ErrorEnvelopeSchema } from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OgImagesService } from './og-images.service.ts';

/** Crawlers and browsers may keep a preview for a day (a new primary photo shows after it). */
export const OG_IMAGE_CACHE_CONTROL = 'public, max-age=86400';

export interface OgImagesRoutesOptions {
  service: OgImagesService;
}

/**
 * GET /og/hostels/{id}.jpg (issue 25): the hostel's link-preview image for `og:image`,
 * outside /api because crawlers fetch it as a picture. 200 with a 1200 x 630 JPEG and
 * `Cache-Control: public, max-age=86400`; 404 (the JSON error envelope) for an unknown,
 * pending or rejected hostel.
 */
export const ogImagesRoutes: FastifyPluginAsyncZod<OgImagesRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/og/hostels/:id.jpg',
    {
      schema: {
        tags: ['hostels'],
        summary: "A hostel's link-preview image (1200 x 630 JPEG)",
        description:
          "Cut from the approved hostel's primary photo (cover, attention crop), or the " +
          'branded Hostelhub picture when it has none; made on first request, then served ' +
          'from memory. 404 for an unknown, pending or rejected hostel.',
        params: z.object({ id: z.string() }),
        // The JPEG, and the error envelope of an unknown hostel (issue 41 item 5).
        response: {
          200: {
            description: 'The 1200 x 630 JPEG',
            content: { 'image/jpeg': { schema: z.string().meta({ format: 'binary' }) } },
          },
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const jpeg = await service.render(request.params.id);
      // The 200 schema documents the bytes as a binary string; Fastify sends the Buffer as is.
      return reply
        .header('Cache-Control', OG_IMAGE_CACHE_CONTROL)
        .type('image/jpeg')
        .send(jpeg as unknown as string);
    },
  );
};
