import {
  ChangePasswordSchema,
  ErrorEnvelopeSchema,
  ResetPasswordSchema,
  successEnvelope,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import {
  AUTH_LIMIT_WINDOW_MS,
  CAMPUS_ADDRESS_LIMITS,
  clientAddress,
} from '../../plugins/rate-limit.ts';
import type { AuthService } from './auth.service.ts';

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
const emptyEnvelope = successEnvelope(z.null());

/**
 * POST /auth/reset-password (the emailed token and a new password; ends every session) and
 * POST /auth/change-password (signed in, the current password; ends the other sessions).
 * Declared by authRoutes in its own order, on its instance (spec part 1 section 7).
 */
export function registerPasswordRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  service: AuthService,
): void {
  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed token; ends every session',
        body: ResetPasswordSchema,
        response: { 200: emptyEnvelope, ...errors },
      },
      preHandler: app.rateLimit(CAMPUS_ADDRESS_LIMITS.resetPassword),
    },
    async (request) => {
      await service.resetPassword(request.body.access_token, request.body.new_password);
      return { success: true as const, data: null };
    },
  );

  app.post(
    '/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password (current one required); ends the other sessions',
        body: ChangePasswordSchema,
        response: { 200: emptyEnvelope, ...errors },
      },
      // Per account (10 in 15 minutes), not per address: classmates share one (issue 40 item 8).
      preHandler: [
        app.requireAuth,
        app.rateLimit({
          max: 10,
          timeWindow: AUTH_LIMIT_WINDOW_MS,
          keyGenerator: (request) =>
            `change-password:${request.actor?.id ?? clientAddress(request)}`,
        }),
      ],
    },
    async (request) => {
      const actor = actorOf(request);
      await service.changePassword(
        actor.id,
        actor.sessionId,
        request.body.current_password,
        request.body.new_password,
      );
      return { success: true as const, data: null };
    },
  );
}
