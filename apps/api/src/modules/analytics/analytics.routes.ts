import {
  AnalyticsBatchSchema,
  AnalyticsSummarySchema,
  ErrorEnvelopeSchema,
  successEnvelope,
  WEB_VITALS,
  type AnalyticsSummary,
} from '@hostelhub/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAnalyticsRepository } from './analytics.repository.ts';

const DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * First-party analytics (issue 10; part 1 section 9, part 2 section 7 'Analytics'): the web app
 * posts batches of page views, scroll depth and web vitals (no third-party tag, no personal
 * data), and administrators read the last 14 days.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createAnalyticsRepository(app.db);

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
          '21 item 14).',
        body: AnalyticsBatchSchema,
        response: { 204: z.null(), 400: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
      // Per client address (request.ip, through TRUST_PROXY): the limit's default key.
      preHandler: app.rateLimit({ max: 120, timeWindow: 60_000 }),
    },
    async (request, reply) => {
      await repository.insertBatch(request.body);
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
      const today = new Date();
      const start = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) -
          (DAYS - 1) * DAY_MS,
      );
      const [views, pages, vitals] = await Promise.all([
        repository.viewsPerDay(start),
        repository.topPages(start, 10),
        repository.vitals(start),
      ]);
      const byDay = new Map(views.map((row) => [row.day, row.views]));
      const data: AnalyticsSummary = {
        page_views: Array.from({ length: DAYS }, (_, index) => {
          const day = new Date(start.getTime() + index * DAY_MS).toISOString().slice(0, 10);
          return { day, views: byDay.get(day) ?? 0 };
        }),
        top_pages: pages,
        web_vitals: WEB_VITALS.map(
          (metric) =>
            vitals.find((row) => row.metric === metric) ?? { metric, p75: null, samples: 0 },
        ),
      };
      return { success: true as const, data };
    },
  );
};
