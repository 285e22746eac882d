import { AppError, MESSAGES, type Notification, type NotificationsPage } from '@hostelhub/shared';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.ts';

/** A notification row as the API sends it. */
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

const notFound = () => new AppError('NOT_FOUND', MESSAGES.notificationNotFound);

/**
 * The caller's notifications (product decision 9): one page with the unread count, mark one or
 * all read, delete. Every call is about `userId`'s own; another user's notification throws
 * NOT_FOUND ('Notification not found').
 */
export function createNotificationsService({
  notifications,
}: {
  notifications: NotificationsRepository;
}) {
  return {
    /** Page `page` (from 1) of `limit`, newest first, with the totals. */
    async list(userId: string, page: number, limit: number): Promise<NotificationsPage> {
      const { rows, total, unread } = await notifications.list(userId, page, limit);
      return {
        notifications: rows.map(toNotification),
        unread_count: unread,
        total,
        page,
        limit,
        total_pages: Math.ceil(total / limit),
      };
    },

    /** Marks every unread one read; returns how many. */
    markAllRead(userId: string): Promise<number> {
      return notifications.markAllRead(userId);
    },

    /** Marks notification `id` read. */
    async markRead(userId: string, id: string): Promise<void> {
      if (!(await notifications.markRead(userId, id))) throw notFound();
    },

    /** Deletes notification `id`. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await notifications.remove(userId, id))) throw notFound();
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
