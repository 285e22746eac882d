import type { NotificationType } from '@hostelhub/shared';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A notification to create; one with a `groupKey` replaces the user's unread one with it.
 * Written only by the notify module (issue 43 item 2), in its caller's transaction.
 */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  /** The title, or SQL choosing it in the statement (notify's inStatement: issue 24). */
  title: string | SQL;
  /** The body, or SQL choosing it in the statement. */
  body: string | SQL;
  link: string | null;
  groupKey?: string | null;
}

/**
 * The SQL that creates a notification, or refreshes the user's unread one with the same group
 * key (its text, its time, to the top). A fragment, so a write can run it in its own statement.
 */
function upsertNotificationSql(values: NewNotification): SQL {
  return sql`insert into notifications (user_id, type, title, body, link, group_key)
    values (${values.userId}, ${values.type}, ${values.title}, ${values.body}, ${values.link},
      ${values.groupKey ?? null})
    on conflict (user_id, group_key) where read_at is null and group_key is not null
    do update set title = excluded.title, body = excluded.body, link = excluded.link,
      created_at = now(), updated_at = now()`;
}

/** The user's notifications (part 1 section 3 'Notifications'); every query is the owner's only. */
export function createNotificationsRepository(db: Db) {
  const mine = (userId: string, id: string) =>
    and(eq(notifications.userId, userId), eq(notifications.id, id));

  return {
    /**
     * Creates (or refreshes, see upsertNotificationSql) a notification in `executor`'s
     * transaction (the notify module's caller's).
     */
    async create(executor: Executor, values: NewNotification): Promise<void> {
      await executor.execute(upsertNotificationSql(values));
    },

    /** The statement `create` runs, for a write that must stay one statement (a chat message). */
    upsertSql: upsertNotificationSql,

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
