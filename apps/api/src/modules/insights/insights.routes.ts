import {
  ErrorEnvelopeSchema,
  HostelInsightsQuerySchema,
  HostelInsightsSchema,
  IdParamsSchema,
  OwnerInsightsSchema,
  successEnvelope,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import type { InsightsService } from './insights.service.ts';

export interface InsightsRoutesOptions {
  service: InsightsService;
}

/**
 * Owner insights (issue 30; docs/decisions/033-owner-insights.md): a hostel's detail views,
 * contacts and price context, for its owner and administrators.
 */
export const insightsRoutes: FastifyPluginAsyncZod<InsightsRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/enhanced-hostels/owner/insights',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['insights'],
        summary: "Every approved hostel's views and contacts, day by day, for its owner",
        description:
          "The owner dashboard's overview in one request: for each of the caller's approved " +
          'hostels (by name), the days and totals of `GET /enhanced-hostels/{id}/insights` ' +
          'over the same `days` (1 to 90, default 30), without the conversion and the price ' +
          'context. Owners only: guests 401, students and admins 403.',
        querystring: HostelInsightsQuerySchema,
        response: {
          200: successEnvelope(OwnerInsightsSchema),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getOwnerInsights(actorOf(request), request.query.days),
    }),
  );

  app.get(
    '/enhanced-hostels/:id/insights',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['insights'],
        summary: "A hostel's views, contacts and price context, day by day",
        description:
          '`days` 1 to 90 (default 30): every day up to today (Pakistan time, Asia/Karachi), ' +
          'oldest first, with zeros on quiet days: detail views (bots, the owner and admins not ' +
          'counted; one per visitor per day), unique visitors (once ' +
          'a day each; a daily-salted hash, no personal data), favourites added, chats started, ' +
          'visit and reservation requests; the totals; `view_to_contact` (chats + visit + ' +
          'reservation requests over unique visitors, null without visitors); and the price ' +
          "context in rupees a month: the hostel's lowest price beside the median of the other " +
          'approved hostels of its city and gender category, and per room type its rents beside ' +
          "the median rent of that type, with counts. The hostel's owner and admins; guests " +
          '401, students 403, another owner 404 HOSTEL_NOT_FOUND.',
        params: IdParamsSchema,
        querystring: HostelInsightsQuerySchema,
        response: {
          200: successEnvelope(HostelInsightsSchema),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getInsights(actorOf(request), request.params.id, request.query.days),
    }),
  );
};
