import {
  AccountExportSchema,
  DeleteAccountSchema,
  ErrorEnvelopeSchema,
  NotificationPreferencesSchema,
  successEnvelope,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import { clearRefreshCookie } from '../auth/session-cookie.http.ts';
import type { AccountService } from './account.service.ts';

const failures = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

export interface AccountRoutesOptions {
  service: AccountService;
  /** Whether the refresh cookie is Secure (PUBLIC_URL is https), to clear it alike. */
  secureCookies: boolean;
}

/**
 * The signed-in user's own account (product decision 9): notification preferences, download
 * account data as JSON, delete the account after password confirmation.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { service } = options;
  app.addHook('onRequest', app.requireAuth);
  const tags = ['account'];

  app.get(
    '/users/notification-preferences',
    {
      schema: {
        tags,
        summary: 'Your notification preferences',
        response: { 200: successEnvelope(NotificationPreferencesSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.preferences(actorOf(request)),
    }),
  );

  app.put(
    '/users/notification-preferences',
    {
      schema: {
        tags,
        summary: 'Save your notification preferences (every email honours them)',
        body: NotificationPreferencesSchema,
        response: { 200: successEnvelope(NotificationPreferencesSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.updatePreferences(actorOf(request), request.body),
    }),
  );

  app.get(
    '/users/me/export',
    {
      schema: {
        tags,
        summary: 'Everything Hostelhub holds about you, as one JSON file',
        response: { 200: successEnvelope(AccountExportSchema), ...failures },
      },
    },
    async (request, reply) => {
      const data = await service.export(actorOf(request));
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', 'attachment; filename="hostelhub-account-data.json"')
        .send({ success: true as const, data });
    },
  );

  app.delete(
    '/users/me',
    {
      schema: {
        tags,
        summary: 'Delete your account after confirming your password (decision 16)',
        body: DeleteAccountSchema,
        response: { 200: successEnvelope(z.object({ deleted: z.literal(true) })), ...failures },
      },
      preHandler: app.rateLimit({ max: 5, timeWindow: 15 * 60_000 }),
    },
    async (request, reply) => {
      await service.deleteAccount(actorOf(request), request.body.password);
      clearRefreshCookie(reply, options.secureCookies);
      return { success: true as const, data: { deleted: true as const } };
    },
  );
};
