import {
  AdminDeliveriesPageSchema,
  AdminDeliveriesQuerySchema,
  AdminDeliverySchema,
  AdminIdParamsSchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import type { DeliveriesService } from './deliveries.service.ts';

export interface DeliveriesRoutesOptions {
  service: DeliveriesService;
}

/**
 * The outbox as the admin panel sees it (issue 21 item 4): under /api/admin/deliveries,
 * administrators only (401 guests, 403 everyone else). Answers never carry a delivery's text.
 */
export const deliveriesRoutes: FastifyPluginAsyncZod<DeliveriesRoutesOptions> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/deliveries',
    adminRoute(
      {
        summary: 'Emails and SMS not handed over: failed (default) or pending, newest first',
        querystring: AdminDeliveriesQuerySchema,
      },
      AdminDeliveriesPageSchema,
    ),
    async (request) => ({ success: true as const, data: await service.list(request.query) }),
  );

  app.post(
    '/admin/deliveries/:id/retry',
    adminRoute(
      {
        summary: 'Put a failed email or SMS back in line, due now (409 unless it failed)',
        params: AdminIdParamsSchema,
      },
      AdminDeliverySchema,
    ),
    async (request) => ({
      success: true as const,
      data: await service.retry(request.params.id),
    }),
  );
};
