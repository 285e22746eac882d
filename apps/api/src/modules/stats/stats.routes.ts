import { PlatformStatsSchema, successEnvelope } from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StatsService } from './stats.service.ts';

export interface StatsRoutesOptions {
  service: StatsService;
}

/**
 * GET /api/stats: the marketing figures (product decision 5), counted from the database:
 * approved hostels, the cities they are in, and student accounts. Public, cached 60 s.
 */
export const statsRoutes: FastifyPluginAsyncZod<StatsRoutesOptions> = async (app, { service }) => {
  app.get(
    '/stats',
    {
      schema: {
        tags: ['reference'],
        summary: 'Live platform figures: approved hostels, their cities, students',
        response: { 200: successEnvelope(PlatformStatsSchema) },
      },
    },
    async (_request, reply) => {
      const data = await service.platformFigures();
      reply.header('Cache-Control', 'public, max-age=60');
      return { success: true as const, data };
    },
  );
};
