import {
  ErrorEnvelopeSchema,
  NotificationParamsSchema,
  NotificationsPageSchema,
  NotificationsQuerySchema,
  successEnvelope,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

export interface NotificationsRoutesOptions {
  service: NotificationsService;
}

const failures = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/**
 * The caller's notifications (product decision 9; DESIGN.md: GET /api/notifications): list with
 * the unread count, mark one or all read, delete. Another user's notification answers 404.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['notifications'];

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Your notifications, newest first, with your unread count',
        querystring: NotificationsQuerySchema,
        response: { 200: successEnvelope(NotificationsPageSchema), ...failures },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return { success: true as const, data: await service.list(actorOf(request).id, page, limit) };
    },
  );

  app.patch(
    '/notifications/mark-all-read',
    {
      schema: {
        tags,
        summary: 'Mark all your notifications read',
        response: { 200: successEnvelope(z.object({ marked: z.number().int() })), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: { marked: await service.markAllRead(actorOf(request).id) },
    }),
  );

  app.patch(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one of your notifications read',
        params: NotificationParamsSchema,
        response: {
          200: successEnvelope(z.object({ id: z.uuid(), read: z.literal(true) })),
          ...failures,
        },
      },
    },
    async (request) => {
      await service.markRead(actorOf(request).id, request.params.id);
      return { success: true as const, data: { id: request.params.id, read: true as const } };
    },
  );

  app.delete(
    '/notifications/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of your notifications',
        params: NotificationParamsSchema,
        response: {
          200: successEnvelope(z.object({ id: z.uuid(), deleted: z.literal(true) })),
          ...failures,
        },
      },
    },
    async (request) => {
      await service.remove(actorOf(request).id, request.params.id);
      return { success: true as const, data: { id: request.params.id, deleted: true as const } };
    },
  );
};
