import {
  CreateRoomSchema,
  DeletedSchema,
  ErrorEnvelopeSchema,
  HostelRoomsQuerySchema,
  IdParamsSchema,
  paginatedEnvelope,
  RoomSchema,
  RoomSearchResultSchema,
  RoomSearchSchema,
  RoomsQuerySchema,
  RoomTypeSchema,
  successEnvelope,
  UpdateRoomSchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import { removeStoredImages } from '../../lib/storage/stored-images.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { RoomsService } from './rooms.service.ts';

export interface RoomsRoutesOptions {
  service: RoomsService;
  /** The room type options of GET /rooms/config/types. */
  locations: Pick<LocationsService, 'listRoomTypes'>;
}

const writeErrors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

const ROOM_WRITE_RULES =
  'Prices are whole rupees; `max_occupancy` 1-6, `current_occupancy` at most the maximum, ' +
  '`floor_number` 0 (Ground) to 10, `bed_type` single|double|queen|king|bunk (part 2 ' +
  'section 5). 401 for guests; 403 for students ("You can only manage rooms for your own ' +
  'hostels") and owners awaiting approval; 404 when the hostel is not the caller\'s ' +
  "(admins manage every hostel's rooms).";

/**
 * Rooms (spec part 1 section 7 'Discovery', part 2 section 7 'Rooms'). Each operation is
 * registered by a function taking its path, so the `/rooms` family of part 2 and the
 * `/api/enhanced-rooms` family are served by the very same handler (product decision 7).
 */
export const roomsRoutes: FastifyPluginAsyncZod<RoomsRoutesOptions> = async (
  app,
  { service, locations },
) => {
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

  function createRoom(url: string) {
    app.post(
      url,
      {
        preHandler: app.requireAuth,
        schema: {
          tags: ['rooms'],
          summary: 'Add a room to one of your hostels (`hostel_id`)',
          description: ROOM_WRITE_RULES,
          body: CreateRoomSchema,
          response: { 201: successEnvelope(RoomSchema), ...writeErrors },
        },
      },
      async (request, reply) => {
        const data = await service.create(actorOf(request), request.body);
        return reply.status(201).send({ success: true as const, data });
      },
    );
  }

  function updateRoom(url: string) {
    app.put(
      url,
      {
        preHandler: app.requireAuth,
        schema: {
          tags: ['rooms'],
          summary: 'Change a room: the fields sent are merged over the stored room',
          description: `The merged room is checked whole. ${ROOM_WRITE_RULES}`,
          params: IdParamsSchema,
          body: UpdateRoomSchema,
          response: { 200: successEnvelope(RoomSchema), ...writeErrors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.update(actorOf(request), request.params.id, request.body),
      }),
    );
  }

  function deleteRoom(url: string) {
    app.delete(
      url,
      {
        preHandler: app.requireAuth,
        schema: {
          tags: ['rooms'],
          summary: 'Delete a room and its photos',
          description: "404 NOT_FOUND when the room is not in one of the caller's hostels.",
          params: IdParamsSchema,
          response: { 200: successEnvelope(DeletedSchema), ...writeErrors },
        },
      },
      async (request) => {
        const { id, storageKeys } = await service.remove(actorOf(request), request.params.id);
        await removeStoredImages(app.imageStorage, storageKeys);
        return { success: true as const, data: { id, deleted: true as const } };
      },
    );
  }

  app.get(
    '/rooms',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Every room of `hostel_id`, cheapest first; 404 when the hostel is not visible',
        querystring: RoomsQuerySchema,
        response: {
          200: successEnvelope(z.array(RoomSchema)),
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listAllForHostel(request.actor, request.query.hostel_id),
    }),
  );

  app.get(
    '/rooms/config/types',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Room type options (`value` is stored, `name` is shown)',
        response: { 200: successEnvelope(z.array(RoomTypeSchema)) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { success: true as const, data: await locations.listRoomTypes() };
    },
  );

  app.get(
    '/enhanced-rooms/owner/my-rooms',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['rooms'],
        summary: "Every room of the caller's hostels, each with its hostel",
        description: '401 for guests, 403 for students.',
        response: {
          200: successEnvelope(z.array(RoomSearchResultSchema)),
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listMine(actorOf(request)),
    }),
  );

  listHostelRooms('/enhanced-rooms/hostel/:id');
  searchRooms('/enhanced-rooms/search');
  for (const family of ['/rooms', '/enhanced-rooms']) {
    getRoom(`${family}/:id`);
    createRoom(family);
    updateRoom(`${family}/:id`);
    deleteRoom(`${family}/:id`);
  }
};
