import {
  AdminDeliveriesPageSchema,
  AdminDeliveriesQuerySchema,
  AdminDeliverySchema,
  AdminIdParamsSchema,
  ErrorEnvelopeSchema,
  successEnvelope,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DeliveriesService } from './deliveries.service.ts';

export interface DeliveriesRoutesOptions {
  service: DeliveriesService;
}

const failures = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

/**
 * The outbox as the admin panel sees it (issue 21 item 4): under /api/admin/deliveries,
 * administrators only (401 guests, 403 everyone else). Answers never carry a delivery's text.
 */
export const deliveriesRoutes: FastifyPluginAsyncZod<DeliveriesRoutesOptions> = async (
  app,
  { service },
) => {
  app.addHook('preHandler', app.requireAdmin);
  const tags = ['admin'];

  app.get(
    '/admin/deliveries',
    {
      schema: {
        tags,
        summary: 'Emails and SMS not handed over: failed (default) or pending, newest first',
        querystring: AdminDeliveriesQuerySchema,
        response: { 200: successEnvelope(AdminDeliveriesPageSchema), ...failures },
      },
    },
    async (request) => ({ success: true as const, data: await service.list(request.query) }),
  );

  app.post(
    '/admin/deliveries/:id/retry',
    {
      schema: {
        tags,
        summary: 'Put a failed email or SMS back in line, due now (409 unless it failed)',
        params: AdminIdParamsSchema,
        response: { 200: successEnvelope(AdminDeliverySchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.retry(request.params.id),
    }),
  );
};
