import {
  ErrorEnvelopeSchema,
  HostelRoomsQuerySchema,
  IdParamsSchema,
  paginatedEnvelope,
  RoomSchema,
  RoomSearchResultSchema,
  RoomSearchSchema,
  successEnvelope,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRoomsRepository } from './rooms.repository.ts';
import { createRoomsService } from './rooms.service.ts';

/**
 * Student-side room reads (spec part 1 section 7 'Discovery'). Each operation is registered by
 * a function taking its path, so the `/rooms` family of part 2 can be served by the very same
 * handler (product decision 7), e.g. `getRoom('/rooms/:id')`.
 */
export const roomsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRoomsService(createRoomsRepository(app.db));

  function listHostelRooms(url: string) {
    app.get(
      url,
      {
        schema: {
          tags: ['rooms'],
          summary:
            "A hostel's rooms, cheapest first, paginated; `availability` all|available|occupied, `min_price`/`max_price` in rupees a month. 404 when the hostel is not visible",
          params: IdParamsSchema,
          querystring: HostelRoomsQuerySchema,
          response: {
            200: paginatedEnvelope(RoomSchema),
            400: ErrorEnvelopeSchema,
            404: ErrorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const { data, pagination } = await service.listHostelRooms(
          request.actor,
          request.params.id,
          request.query,
        );
        return { success: true as const, data, pagination };
      },
    );
  }

  function getRoom(url: string) {
    app.get(
      url,
      {
        schema: {
          tags: ['rooms'],
          summary: 'One room with its images in display order; 404 when not visible',
          params: IdParamsSchema,
          response: {
            200: successEnvelope(RoomSchema),
            400: ErrorEnvelopeSchema,
            404: ErrorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const data = await service.getRoom(request.actor, request.params.id);
        return { success: true as const, data };
      },
    );
  }

  function searchRooms(url: string) {
    app.post(
      url,
      {
        schema: {
          tags: ['rooms'],
          summary:
            'Rooms of approved hostels by hostel, city (id or name), gender, room types, monthly rent and availability; cheapest first, paginated, each with its hostel',
          body: RoomSearchSchema,
          response: {
            200: paginatedEnvelope(RoomSearchResultSchema),
            400: ErrorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const { data, pagination } = await service.searchRooms(request.body);
        return { success: true as const, data, pagination };
      },
    );
  }

  listHostelRooms('/enhanced-rooms/hostel/:id');
  searchRooms('/enhanced-rooms/search');
  getRoom('/enhanced-rooms/:id');
};
