import type { NotificationType } from '@hostelhub/shared';
import type { MailMessageKey } from '@hostelhub/shared/i18n/server';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { recipientTextSql, type TextValues } from '../../lib/recipient-text.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** A notification to create; one with a `groupKey` replaces the user's unread one with it. */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  /**
   * The title, or a catalogue text that the statement writes in the recipient's
   * preferred_language (issue 24) when the caller does not know it.
   */
  title: string | { key: MailMessageKey; values?: TextValues };
  body: string;
  link: string | null;
  groupKey?: string | null;
}

/**
 * The SQL that creates a notification, or refreshes the user's unread one with the same group
 * key (its text, its time, to the top). A fragment, so a write can run it in its own statement.
 */
export function upsertNotificationSql(values: NewNotification): SQL {
  const title =
    typeof values.title === 'string'
      ? values.title
      : recipientTextSql(values.userId, values.title.key, values.title.values);
  return sql`insert into notifications (user_id, type, title, body, link, group_key)
    values (${values.userId}, ${values.type}, ${title}, ${values.body}, ${values.link},
      ${values.groupKey ?? null})
    on conflict (user_id, group_key) where read_at is null and group_key is not null
    do update set title = excluded.title, body = excluded.body, link = excluded.link,
      created_at = now(), updated_at = now()`;
}

/** Creates (or refreshes, see upsertNotificationSql) a notification in `executor`'s transaction. */
export async function createNotification(
  executor: Executor,
  values: NewNotification,
): Promise<void> {
  await executor.execute(upsertNotificationSql(values));
}

/** The user's notifications (part 1 section 3 'Notifications'); every query is the owner's only. */
export function createNotificationsRepository(db: Db) {
  const mine = (userId: string, id: string) =>
    and(eq(notifications.userId, userId), eq(notifications.id, id));

  return {
    async list(userId: string, page: number, limit: number) {
      const [rows, [totals], [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
        db
          .select({ total: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
      ]);
      return { rows, total: totals?.total ?? 0, unread: unread?.total ?? 0 };
    },

    /** Marks one read; false when it is not the user's. */
    async markRead(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(mine(userId, id))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** Marks every unread one read; returns how many. */
    async markAllRead(userId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** Deletes one; false when it is not the user's. */
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(notifications)
        .where(mine(userId, id))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
