import { z } from 'zod';
import { UuidSchema } from './common.ts';

/**
 * What a notification is about (product decision 9); `report_resolved`: an administrator
 * resolved the user's report (issue 26); `hostel_change_*`: an administrator decided a change the
 * owner made to an approved hostel (issue 26); `visit`, `reservation`: a step of a visit or a
 * reservation the user takes part in (issue 27); `saved_search_alert`: hostels matching a saved
 * search, `favorite_alert`: a favourite's price went down or its beds are free again (issue 29);
 * `due_reminder`: a resident's due is coming or late (issue 45 item 4).
 */
export const NOTIFICATION_TYPES = [
  'hostel_approved',
  'hostel_rejected',
  'owner_approved',
  'owner_rejected',
  'new_message',
  'report_resolved',
  'hostel_change_approved',
  'hostel_change_rejected',
  'visit',
  'reservation',
  'saved_search_alert',
  'favorite_alert',
  'due_reminder',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** One in-app notification; `link` is a path in the web app to open. */
export const NotificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  /** ISO 8601; for a collapsed chat notification, its latest message. */
  created_at: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** Query of GET /notifications: newest first, 20 a page by default. */
export const NotificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>;

/** `data` of GET /notifications: a page and the caller's unread count. */
export const NotificationsPageSchema = z.object({
  notifications: z.array(NotificationSchema),
  unread_count: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  total_pages: z.number().int(),
});
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>;

export const NotificationParamsSchema = z.object({ id: UuidSchema });
