import {
  AnalyticsBatchSchema,
  AnalyticsSummarySchema,
  ErrorEnvelopeSchema,
  successEnvelope,
} from '@hostelhub/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnalyticsService } from './analytics.service.ts';

export interface AnalyticsRoutesOptions {
  service: AnalyticsService;
}

/**
 * First-party analytics (issue 10; part 1 section 9, part 2 section 7 'Analytics'): the web app
 * posts batches of page views, scroll depth and web vitals (no third-party tag, no personal
 * data), and administrators read the last 14 days.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (
  app,
  { service },
) => {
  app.post(
    '/analytics/events',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record a batch of page views, scroll depths and web vitals (anyone)',
        description:
          "Every path must be one of the web app's own routes (APP_PATHS in packages/shared, an " +
          'id in place of `:id`), without query or fragment: otherwise 400 and nothing of the ' +
          'batch is stored. At most 120 batches a minute per client address, then 429 (issue ' +
          "21 item 14). Of an accepted batch, a session's view of one page counts once a " +
          'minute and one address stores at most 120 events a minute; the rest is dropped, ' +
          'stored nowhere, and the answer is still 204, so clients never retry (issue 41 item 10).',
        body: AnalyticsBatchSchema,
        response: { 204: z.null(), 400: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
      // Per client address (request.ip, through TRUST_PROXY): the limit's default key.
      preHandler: app.rateLimit({ max: 120, timeWindow: 60_000 }),
    },
    async (request, reply) => {
      await service.record(request.body, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/analytics',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Page views per day and top pages for 14 days, and the p75 of each web vital',
        response: {
          200: successEnvelope(AnalyticsSummarySchema),
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
        },
      },
      preHandler: app.requireAdmin,
    },
    async () => {
      const data = await service.summary();
      return { success: true as const, data };
    },
  );
};
