import { successEnvelope } from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './health.service.ts';

export interface HealthRoutesOptions {
  service: HealthService;
}

/** GET /api/health: 200 when the database answers, else 503 SERVICE_UNAVAILABLE. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: {
          200: successEnvelope(z.object({ status: z.literal('ok'), database: z.literal('up') })),
        },
      },
    },
    async (_request, reply) => {
      await service.checkDatabase();
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: { status: 'ok' as const, database: 'up' as const } };
    },
  );
};
