import type { AdminDeliveriesQuery, DeliveryChannel } from '@hostelhub/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { deliveries } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';

/** The NOTIFY channel a committed delivery wakes the workers of every API process on. */
export const DELIVERIES_CHANNEL = 'hostelhub_deliveries';

/** What caused a delivery, for the admin and the logs. */
export type DeliveryKind =
  | 'email_verification'
  | 'password_reset'
  | 'hostel_approved'
  | 'hostel_rejected'
  | 'owner_approved'
  | 'owner_rejected'
  | 'hostel_change_approved'
  | 'hostel_change_rejected'
  | 'booking'
  | 'contact_message'
  | 'unread_messages'
  | 'saved_search_alert'
  | 'favorite_alert'
  | 'staff_invitation'
  | 'due_reminder'
  | 'receipt';

/** One email or SMS to write to the outbox. */
export interface NewDelivery {
  channel: DeliveryChannel;
  kind: DeliveryKind;
  /** An email address, or a mobile number in +92 form. */
  recipient: string;
  /** The email subject; null for an SMS. */
  subject: string | null;
  text: string;
  /** The email's HTML; null for an SMS. */
  html: string | null;
  /** Extra email headers (issue 29: RFC 8058 List-Unsubscribe); none when absent. */
  headers?: Record<string, string> | null;
}

export type DeliveryRow = typeof deliveries.$inferSelect;

/** A claimed delivery, as the worker sends it. */
export type ClaimedDelivery = Pick<
  DeliveryRow,
  'id' | 'channel' | 'kind' | 'recipient' | 'subject' | 'text' | 'html' | 'headers' | 'attempts'
>;

/**
 * Writes `list` to the outbox on `executor` (the transaction of the change that causes them,
 * issue 21 item 4) and, in the same statement, NOTIFYs DELIVERIES_CHANNEL, which PostgreSQL
 * delivers only when that transaction commits: a rolled-back change sends nothing.
 * `options.skip` runs the very same statement writing nothing, for a caller whose work must not
 * reveal whether it sent (forgot password with an unknown email).
 */
export async function enqueueDeliveries(
  executor: Executor,
  list: readonly NewDelivery[],
  options: { skip?: boolean } = {},
): Promise<void> {
  if (list.length === 0) return;
  const rows = sql.join(
    list.map(
      (item) =>
        sql`(${item.channel}::delivery_channel, ${item.kind}, ${item.recipient}, ${item.subject}, ${item.text}, ${item.html}, ${item.headers ? JSON.stringify(item.headers) : null}::jsonb)`,
    ),
    sql`, `,
  );
  await executor.execute(sql`
    with inserted as (
      insert into deliveries (channel, kind, recipient, subject, text, html, headers)
      select * from (values ${rows}) as v(channel, kind, recipient, subject, text, html, headers)
      where ${!options.skip}
      returning id
    )
    select pg_notify(${DELIVERIES_CHANNEL}, '') from (select 1 from inserted limit 1) as any_row`);
}

/** The outbox's numbers for the metrics (issue 30). */
export interface OutboxDepth {
  pending: number;
  due: number;
  retrying: number;
  failed: number;
  oldestDueSeconds: number;
}

/** The outbox's SQL for the worker and the admin (issue 21 item 4). */
export function createDeliveriesRepository(db: Db) {
  return {
    /**
     * Writes email and SMS to the outbox in the caller's transaction (enqueueDeliveries); only
     * the notify module calls it (issue 43 item 2).
     */
    enqueue: enqueueDeliveries,

    /**
     * Claims up to `limit` due pending deliveries in one statement (its own short transaction):
     * rows locked by another process are skipped (`FOR UPDATE SKIP LOCKED`), and each claimed
     * row's next try moves `leaseMs` ahead and its attempts up by one, so a process that dies
     * mid-send leaves it to be tried again once the lease ends.
     */
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
      const result = await db.execute<ClaimedDelivery>(sql`
        update deliveries d set
          attempts = d.attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000}),
          updated_at = now()
        from (
          select id from deliveries
          where status = 'pending' and next_attempt_at <= now()
          order by next_attempt_at
          limit ${limit}
          for update skip locked
        ) due
        where d.id = due.id
        returning d.id, d.channel, d.kind, d.recipient, d.subject, d.text, d.html, d.headers,
          d.attempts`);
      return rowsOf<ClaimedDelivery>(result);
    },

    /**
     * Marks a delivery sent and clears its text, HTML and headers (they may hold a one-time or
     * unsubscribe link).
     */
    async markSent(id: string): Promise<void> {
      await db
        .update(deliveries)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          text: null,
          html: null,
          headers: null,
          lastError: null,
        })
        .where(eq(deliveries.id, id));
    },

    /** Records a failed try and when to try again, `delayMs` from now. */
    async scheduleRetry(id: string, delayMs: number, error: string): Promise<void> {
      await db
        .update(deliveries)
        .set({
          nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
          lastError: error,
        })
        .where(and(eq(deliveries.id, id), eq(deliveries.status, 'pending')));
    },

    /**
     * Hands a claimed delivery back unsent (its worker is shutting down, issue 30): due again
     * at once, and the interrupted try is not counted.
     */
    async release(id: string): Promise<void> {
      await db
        .update(deliveries)
        .set({
          attempts: sql`greatest(${deliveries.attempts} - 1, 0)`,
          nextAttemptAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(deliveries.id, id), eq(deliveries.status, 'pending')));
    },

    /**
     * The outbox's depth for the metrics (issue 30), over every process: rows waiting to be
     * sent (`pending`, among them `due` now and `retrying` after a failed try), rows kept as
     * `failed`, and how long the oldest due row has waited, in seconds (0 when none).
     */
    async depth(): Promise<OutboxDepth> {
      type Row = Record<'pending' | 'due' | 'retrying' | 'failed' | 'oldest_due_seconds', unknown>;
      const result = await db.execute<Row>(sql`
        select
          count(*) filter (where status = 'pending') as pending,
          count(*) filter (where status = 'pending' and next_attempt_at <= now()) as due,
          count(*) filter (where status = 'pending' and last_error is not null) as retrying,
          count(*) filter (where status = 'failed') as failed,
          coalesce(extract(epoch from now() - min(next_attempt_at)
            filter (where status = 'pending' and next_attempt_at <= now())), 0) as oldest_due_seconds
        from deliveries
        where status in ('pending', 'failed')`);
      // Counts may come as text (bigint).
      const [row] = rowsOf<Row>(result);
      return {
        pending: Number(row?.pending ?? 0),
        due: Number(row?.due ?? 0),
        retrying: Number(row?.retrying ?? 0),
        failed: Number(row?.failed ?? 0),
        oldestDueSeconds: Number(row?.oldest_due_seconds ?? 0),
      };
    },

    /** Gives up on a delivery after its last try; it stays, with its text, for the admin. */
    async markFailed(id: string, error: string): Promise<void> {
      await db
        .update(deliveries)
        .set({ status: 'failed', lastError: error, nextAttemptAt: sql`now()` })
        .where(and(eq(deliveries.id, id), eq(deliveries.status, 'pending')));
    },

    /** A page of failed or pending deliveries, newest first, with the total. */
    async list(query: AdminDeliveriesQuery): Promise<{ rows: DeliveryRow[]; total: number }> {
      const where = eq(deliveries.status, query.status);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(deliveries)
          .where(where)
          .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(deliveries).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /**
     * Puts a failed delivery back to pending, due now, with its tries counted afresh, and wakes
     * the workers. Returns the row, or undefined when `id` is not a failed delivery.
     */
    async retryFailed(id: string): Promise<DeliveryRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(deliveries)
          .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
          .where(and(eq(deliveries.id, id), eq(deliveries.status, 'failed')))
          .returning();
        if (row) await tx.execute(sql`select pg_notify(${DELIVERIES_CHANNEL}, '')`);
        return row;
      });
    },

    /** Whether `id` names any delivery (a retry of an unknown id is 404, of a sent one 409). */
    async exists(id: string): Promise<boolean> {
      return (await db.$count(deliveries, eq(deliveries.id, id))) > 0;
    },
  };
}

export type DeliveriesRepository = ReturnType<typeof createDeliveriesRepository>;
