import {
  AppError,
  ErrorEnvelopeSchema,
  NotificationParamsSchema,
  NotificationsPageSchema,
  NotificationsQuerySchema,
  successEnvelope,
  type Notification,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import { createNotificationsRepository, type NotificationRow } from './notifications.repository.ts';

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as Notification['type'],
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

const failures = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };
const notFound = () => new AppError('NOT_FOUND', 'Notification not found');

/**
 * The caller's notifications (product decision 9; DESIGN.md: GET /api/notifications): list with
 * the unread count, mark one or all read, delete. Another user's notification answers 404.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createNotificationsRepository(app.db);
  app.addHook('preHandler', app.requireAuth);
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
      const { rows, total, unread } = await repository.list(actorOf(request).id, page, limit);
      return {
        success: true as const,
        data: {
          notifications: rows.map(toNotification),
          unread_count: unread,
          total,
          page,
          limit,
          total_pages: Math.ceil(total / limit),
        },
      };
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
      data: { marked: await repository.markAllRead(actorOf(request).id) },
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
      if (!(await repository.markRead(actorOf(request).id, request.params.id))) throw notFound();
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
      if (!(await repository.remove(actorOf(request).id, request.params.id))) throw notFound();
      return { success: true as const, data: { id: request.params.id, deleted: true as const } };
    },
  );
};
