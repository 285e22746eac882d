import {
  CompareQuerySchema,
  CompareResultSchema,
  ErrorEnvelopeSchema,
  successEnvelope,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CompareService } from './compare.service.ts';

export interface CompareRoutesOptions {
  service: CompareService;
}

/**
 * GET /api/enhanced-hostels/compare (issue 29): up to three approved hostels side by side, with
 * their distance from a chosen university's campus. Public.
 */
export const compareRoutes: FastifyPluginAsyncZod<CompareRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/enhanced-hostels/compare',
    {
      schema: {
        tags: ['hostels'],
        summary: 'Up to 3 approved hostels side by side, with photos, rooms and mess',
        description:
          '`ids`: up to 3 hostel ids separated by commas, answered in that order (more: 400 ' +
          'VALIDATION_ERROR). Ids of unknown hostels, of hostels students do not see ' +
          '(pending, rejected) and values that are no id are left out. `university_id` ' +
          "gives each hostel `distance_km` from that university's campus (null without it, or " +
          'without coordinates).',
        querystring: CompareQuerySchema,
        response: { 200: successEnvelope(CompareResultSchema), 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const data = await service.compare(request.query);
      return { success: true as const, data };
    },
  );
};
