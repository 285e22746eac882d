import {
  AppError,
  ErrorEnvelopeSchema,
  successEnvelope,
  UpdateProfileSchema,
  UserProfileSchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import { toUserProfile } from '../auth/auth.service.ts';

/**
 * The signed-in user's own profile (part 1 section 7 'GET/PUT /users/profile'). PUT never
 * changes the role or the email (product decision 2): those fields are not in its schema.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createAuthRepository(app.db);
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
    async (request) => {
      const user = await repository.findUserById(actorOf(request).id);
      if (!user) throw new AppError('UNAUTHORIZED', 'Failed to fetch user profile');
      return { success: true as const, data: toUserProfile(user) };
    },
  );

  app.put(
    '/users/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Update name, phone, city, university and gender (never role or email)',
        body: UpdateProfileSchema,
        response: { 200: successEnvelope(UserProfileSchema), ...errors },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const { full_name, phone, city, university, gender } = request.body;
      const changes = {
        ...(full_name !== undefined && { fullName: full_name }),
        ...(phone !== undefined && { phone: phone || null }),
        ...(city !== undefined && { city: city || null }),
        ...(university !== undefined && { university: university || null }),
        ...(gender !== undefined && { gender: gender || null }),
      };
      const { id } = actorOf(request);
      // An empty body changes nothing and answers the profile as it is.
      const user =
        Object.keys(changes).length > 0
          ? await repository.updateUser(id, changes)
          : await repository.findUserById(id);
      if (!user) throw new AppError('UNAUTHORIZED', 'Failed to fetch user profile');
      return { success: true as const, data: toUserProfile(user) };
    },
  );
};
