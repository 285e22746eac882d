import {
  CONTACT_CATEGORIES,
  CONTACT_STATUSES,
  type ContactCategory,
  type ContactMessagesQuery,
  type ContactStatus,
} from '@hostelhub/shared';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { withTransactions } from '../../db/transactional.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like-pattern.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/**
 * Contact messages (part 2 section 3 'Contact message'). The only place with their SQL;
 * `transaction` binds the queries to one transaction (a change and its audit record).
 */
export function createContactRepository(db: Db) {
  return withTransactions(db, contactQueries);
}
export type ContactQueries = ReturnType<typeof contactQueries>;

function contactQueries(db: Executor) {
  return {
    async insert(values: {
      userId: string | null;
      name: string;
      email: string;
      category: ContactCategory;
      subject: string;
      message: string;
    }): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values(values).returning();
      if (!row) throw new Error('contact insert returned nothing');
      return row;
    },

    /** A page of messages, newest first, filtered; `search` matches name, email or subject. */
    async list(query: ContactMessagesQuery): Promise<{ rows: ContactMessageRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(contactMessages.status, query.status));
      if (query.category) conditions.push(eq(contactMessages.category, query.category));
      if (query.search) {
        const pattern = `%${escapeLike(query.search)}%`;
        const match = or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.subject, pattern),
        );
        if (match) conditions.push(match);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(contactMessages).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Counts by status and by category. */
    async stats(): Promise<{
      byStatus: Record<ContactStatus, number>;
      byCategory: Record<ContactCategory, number>;
    }> {
      const [statusRows, categoryRows] = await Promise.all([
        db
          .select({ key: contactMessages.status, total: count() })
          .from(contactMessages)
          .groupBy(contactMessages.status),
        db
          .select({ key: contactMessages.category, total: count() })
          .from(contactMessages)
          .groupBy(contactMessages.category),
      ]);
      const byStatus = Object.fromEntries(CONTACT_STATUSES.map((key) => [key, 0])) as Record<
        ContactStatus,
        number
      >;
      for (const row of statusRows) byStatus[row.key] = row.total;
      const byCategory = Object.fromEntries(CONTACT_CATEGORIES.map((key) => [key, 0])) as Record<
        ContactCategory,
        number
      >;
      for (const row of categoryRows) byCategory[row.key] = row.total;
      return { byStatus, byCategory };
    },

    async find(id: string): Promise<ContactMessageRow | null> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row ?? null;
    },

    /** Sets the status and, when given, the notes; null when the message is gone. */
    async updateStatus(
      id: string,
      status: ContactStatus,
      adminNotes: string | undefined,
    ): Promise<ContactMessageRow | null> {
      const [row] = await db
        .update(contactMessages)
        .set({ status, ...(adminNotes === undefined ? {} : { adminNotes }) })
        .where(eq(contactMessages.id, id))
        .returning();
      return row ?? null;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(contactMessages)
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
