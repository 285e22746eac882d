import { successEnvelope } from '@hostelhub/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** GET /api/health: 200 when the database answers, else 503 SERVICE_UNAVAILABLE. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
      await app.db.execute(sql`select 1`);
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: { status: 'ok' as const, database: 'up' as const } };
    },
  );
};
