import {
  ErrorEnvelopeSchema,
  HostelDetailSchema,
  HostelSummarySchema,
  IdParamsSchema,
  ListHostelsQuerySchema,
  paginatedEnvelope,
  successEnvelope,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHostelsRepository } from './hostels.repository.ts';
import { createHostelsService } from './hostels.service.ts';

/** Hostel browsing (spec part 1 section 7 'Discovery'). */
export const hostelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHostelsService(createHostelsRepository(app.db));

  app.get(
    '/enhanced-hostels',
    {
      schema: {
        tags: ['hostels'],
        summary:
          'Approved hostels, newest first, paginated (`page` from 1, `limit` 1-50, default 10)',
        querystring: ListHostelsQuerySchema,
        response: { 200: paginatedEnvelope(HostelSummarySchema), 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const { data, pagination } = await service.listPublic(request.query);
      return { success: true as const, data, pagination };
    },
  );

  app.get(
    '/enhanced-hostels/:id',
    {
      schema: {
        tags: ['hostels'],
        summary: 'One hostel with images, mess information and rooms; 404 when not visible',
        params: IdParamsSchema,
        response: {
          200: successEnvelope(HostelDetailSchema),
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const data = await service.getDetail(request.actor, request.params.id);
      return { success: true as const, data };
    },
  );
};
