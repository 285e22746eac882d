import {
  CitySchema,
  FacilitySchema,
  RoomTypeSchema,
  TownSchema,
  TownsQuerySchema,
  UniversitySchema,
  successEnvelope,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createLocationsRepository } from './locations.repository.ts';

const REFERENCE_CACHE = 'public, max-age=300';

/**
 * Reference lists for filters and forms (spec part 1 section 7 'Discovery'):
 * GET /api/enhanced-hostels/{cities,towns,universities,facilities,room-types}.
 */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createLocationsRepository(app.db);

  app.get(
    '/enhanced-hostels/cities',
    {
      schema: {
        tags: ['reference'],
        summary: 'Cities of Pakistan with their province, by name',
        response: { 200: successEnvelope(z.array(CitySchema)) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', REFERENCE_CACHE);
      return { success: true as const, data: await repository.listCities() };
    },
  );

  app.get(
    '/enhanced-hostels/towns',
    {
      schema: {
        tags: ['reference'],
        summary: 'Towns and areas, optionally of one city (`city_id`)',
        querystring: TownsQuerySchema,
        response: { 200: successEnvelope(z.array(TownSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', REFERENCE_CACHE);
      const rows = await repository.listTowns(request.query.city_id);
      return {
        success: true as const,
        data: rows.map((row) => ({ id: row.id, name: row.name, city_id: row.cityId })),
      };
    },
  );

  app.get(
    '/enhanced-hostels/universities',
    {
      schema: {
        tags: ['reference'],
        summary: 'Universities with the city of their main campus',
        response: { 200: successEnvelope(z.array(UniversitySchema)) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', REFERENCE_CACHE);
      const rows = await repository.listUniversities();
      return {
        success: true as const,
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          city_id: row.cityId,
          city: row.city,
        })),
      };
    },
  );

  app.get(
    '/enhanced-hostels/facilities',
    {
      schema: {
        tags: ['reference'],
        summary: 'Facilities a hostel can offer, each with an icon name',
        response: { 200: successEnvelope(z.array(FacilitySchema)) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', REFERENCE_CACHE);
      return { success: true as const, data: await repository.listFacilities() };
    },
  );

  app.get(
    '/enhanced-hostels/room-types',
    {
      schema: {
        tags: ['reference'],
        summary: 'Room type options (`value` is stored, `name` is shown)',
        response: { 200: successEnvelope(z.array(RoomTypeSchema)) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', REFERENCE_CACHE);
      return { success: true as const, data: await repository.listRoomTypes() };
    },
  );
};
