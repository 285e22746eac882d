import { PlatformStatsSchema, successEnvelope } from '@hostelhub/shared';
import { countDistinct, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hostels, users } from '../../db/schema/index.ts';

/**
 * GET /api/stats: the marketing figures (product decision 5), counted from the database:
 * approved hostels, the cities they are in, and student accounts.
 */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const [hostelFigures] = await app.db
        .select({
          hostels: sql<number>`count(*)::int`,
          cities: countDistinct(hostels.cityId),
        })
        .from(hostels)
        .where(eq(hostels.status, 'approved'));
      const students = await app.db.$count(users, eq(users.role, 'student'));
      reply.header('Cache-Control', 'public, max-age=60');
      return {
        success: true as const,
        data: {
          hostels: hostelFigures?.hostels ?? 0,
          cities: hostelFigures?.cities ?? 0,
          students,
        },
      };
    },
  );
};
