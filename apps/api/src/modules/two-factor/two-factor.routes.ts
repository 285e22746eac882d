import {
  ErrorEnvelopeSchema,
  RecoveryCodesSchema,
  successEnvelope,
  TwoFactorCodeBodySchema,
  TwoFactorDisableSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import type { TwoFactorService } from './two-factor.service.ts';
import { AUTH_LIMIT_WINDOW_MS } from '../../plugins/rate-limit.ts';

export interface TwoFactorRoutesOptions {
  service: TwoFactorService;
}

const failures = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

/**
 * The signed-in user's two-factor sign-in (product decision 9, settings page): status,
 * enrolment (setup, then enable with a first code), new recovery codes, and turning it off.
 * The sign-in step itself is POST /auth/two-factor/verify (auth routes).
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (
  app,
  options,
) => {
  const { service } = options;
  const tags = ['two-factor'];
  // Every code or password typed here is a guess to limit, per address and per account.
  const guessLimit = app.rateLimit({
    max: 10,
    timeWindow: AUTH_LIMIT_WINDOW_MS,
    keyGenerator: (request) => `two-factor:${request.actor?.id ?? request.ip}`,
  });
  app.addHook('onRequest', app.requireAuth);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  app.get(
    '/auth/two-factor',
    {
      schema: {
        tags,
        summary: 'Whether two-factor sign-in is on, and how many recovery codes remain unused',
        response: { 200: successEnvelope(TwoFactorStatusSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.status(actorOf(request).id),
    }),
  );

  app.post(
    '/auth/two-factor/setup',
    {
      schema: {
        tags,
        summary:
          'Start enrolment: a new secret, its otpauth:// URI and a QR code; takes effect only after enable',
        response: { 200: successEnvelope(TwoFactorSetupSchema), ...failures },
      },
      // Per account, not per address: a class enrols together on one Wi-Fi (issue 40 item 8).
      preHandler: app.rateLimit({
        max: 20,
        timeWindow: AUTH_LIMIT_WINDOW_MS,
        keyGenerator: (request) => `two-factor-setup:${request.actor?.id ?? request.ip}`,
      }),
    },
    async (request) => ({
      success: true as const,
      data: await service.setup(actorOf(request).id),
    }),
  );

  app.post(
    '/auth/two-factor/enable',
    {
      schema: {
        tags,
        summary:
          'Finish enrolment with a 6-digit code from the new secret; answers the recovery codes, once',
        body: TwoFactorCodeBodySchema,
        response: { 200: successEnvelope(RecoveryCodesSchema), ...failures },
      },
      preHandler: guessLimit,
    },
    async (request) => ({
      success: true as const,
      data: { recovery_codes: await service.enable(actorOf(request).id, request.body.code) },
    }),
  );

  app.post(
    '/auth/two-factor/recovery-codes',
    {
      schema: {
        tags,
        summary: 'Replace the recovery codes (a current 6-digit code required); answers them once',
        body: TwoFactorCodeBodySchema,
        response: { 200: successEnvelope(RecoveryCodesSchema), ...failures },
      },
      preHandler: guessLimit,
    },
    async (request) => ({
      success: true as const,
      data: {
        recovery_codes: await service.regenerateRecoveryCodes(
          actorOf(request).id,
          request.body.code,
        ),
      },
    }),
  );

  app.post(
    '/auth/two-factor/disable',
    {
      schema: {
        tags,
        summary:
          'Turn two-factor sign-in off with an authenticator or recovery code, or the password',
        body: TwoFactorDisableSchema,
        response: { 200: successEnvelope(z.null()), ...failures },
      },
      preHandler: guessLimit,
    },
    async (request) => {
      await service.disable(actorOf(request).id, request.body);
      return { success: true as const, data: null };
    },
  );
};
