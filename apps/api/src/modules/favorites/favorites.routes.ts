import {
  ErrorEnvelopeSchema,
  FavoriteParamsSchema,
  FavoritesSchema,
  FavoriteStateSchema,
  successEnvelope,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import type { FavoritesService } from './favorites.service.ts';

export interface FavoritesRoutesOptions {
  service: FavoritesService;
}

/**
 * The signed-in user's favourite hostels (spec part 1 section 7 'Favourites'):
 * GET /api/users/favorites, POST and DELETE /api/users/favorites/{hostelId}. Guests get 401
 * UNAUTHORIZED; a hostel that is unknown or not approved gets 404 HOSTEL_NOT_FOUND.
 */
export const favoritesRoutes: FastifyPluginAsyncZod<FavoritesRoutesOptions> = async (
  app,
  { service },
) => {
  const stateResponse = {
    200: successEnvelope(FavoriteStateSchema),
    400: ErrorEnvelopeSchema,
    401: ErrorEnvelopeSchema,
    404: ErrorEnvelopeSchema,
  };

  app.get(
    '/users/favorites',
    {
      schema: {
        tags: ['favorites'],
        summary: "The caller's approved favourite hostels, most recently saved first",
        response: { 200: successEnvelope(FavoritesSchema), 401: ErrorEnvelopeSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      return { success: true as const, data: await service.list(actorOf(request)) };
    },
  );

  app.post(
    '/users/favorites/:hostelId',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Save an approved hostel as a favourite (saving twice changes nothing)',
        params: FavoriteParamsSchema,
        response: stateResponse,
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const data = await service.add(actorOf(request), request.params.hostelId);
      return { success: true as const, data };
    },
  );

  app.delete(
    '/users/favorites/:hostelId',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Remove a hostel from your favourites (removing twice changes nothing)',
        params: FavoriteParamsSchema,
        response: stateResponse,
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const data = await service.remove(actorOf(request), request.params.hostelId);
      return { success: true as const, data };
    },
  );
};
