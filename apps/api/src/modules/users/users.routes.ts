import {
  ErrorEnvelopeSchema,
  successEnvelope,
  UpdateProfileSchema,
  UserProfileSchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import type { UsersService } from './users.service.ts';

export interface UsersRoutesOptions {
  service: UsersService;
}

/**
 * The signed-in user's own profile (part 1 section 7 'GET/PUT /users/profile'). PUT never
 * changes the role or the email (product decision 2): those fields are not in its schema.
 */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { service }) => {
  const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema };

  app.get(
    '/users/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user and profile',
        response: { 200: successEnvelope(UserProfileSchema), ...errors },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await service.profile(actorOf(request)),
    }),
  );

  app.put(
    '/users/profile',
    {
      schema: {
        tags: ['users'],
        summary:
          'Update name, phone, city, university, gender and preferred language (never role or email)',
        body: UpdateProfileSchema,
        response: { 200: successEnvelope(UserProfileSchema), ...errors },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await service.updateProfile(actorOf(request), request.body),
    }),
  );
};
