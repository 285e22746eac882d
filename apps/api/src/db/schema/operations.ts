import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { users } from './users.ts';

/** How a delivery leaves: an email through SMTP or a text through the SMS webhook. */
export const deliveryChannelEnum = pgEnum('delivery_channel', ['email', 'sms']);
/** pending: waiting or between tries; sent: handed over; failed: every try used, kept for the admin. */
export const deliveryStatusEnum = pgEnum('delivery_status', ['pending', 'sent', 'failed']);

/**
 * The transactional outbox (issue 21 item 4): every email and every SMS other than a
 * verification code is written here in the transaction of the change that causes it, and a
 * worker sends it after commit, claiming due rows with `FOR UPDATE SKIP LOCKED` (several API
 * processes never send one twice), retrying with backoff. A send that keeps failing stays as
 * `failed`, visible to the admin, never lost.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    ...baseColumns,
    channel: deliveryChannelEnum('channel').notNull(),
    /** What caused it, for the admin and the logs: 'password_reset', 'owner_approved', ... */
    kind: text('kind').notNull(),
    /** An email address, or a mobile number in +92 form. */
    recipient: text('recipient').notNull(),
    /** Email subject; null for SMS. */
    subject: text('subject'),
    /** The plain text (email body or SMS text); cleared once sent, as it may hold a one-time link. */
    text: text('text'),
    /** The HTML body of an email; cleared once sent. */
    html: text('html'),
    /**
     * Extra email headers (issue 29: `List-Unsubscribe` and `List-Unsubscribe-Post` of RFC
     * 8058 on alert emails); null for none. Cleared once sent, like the text: they hold a link.
     */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: deliveryStatusEnum('status').notNull().default('pending'),
    /** Tries made so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may (re)try it: claiming pushes it forward by the lease, a failure by the backoff. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last try failed (never the message itself). */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('deliveries_created_at_idx').on(table.createdAt),
  ],
);

/**
 * Fixed-window counters of the rate limits (issue 21 item 8), shared by every API process:
 * one row per key (for example `signin:account:<email>` or `signin:ip:<address>`), its count
 * and when the window ends. Expired rows are swept. The key column holds only the key's
 * HMAC-SHA-256 under a key derived from JWT_SECRET, never an address or email (issue 41 item
 * 11; lib/rate-limit-counters.ts).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_reset_at_idx').on(table.resetAt)],
);

/**
 * Images uploaded through /api/upload/single and /multiple (issue 21 item 13): counted for
 * the per-user quota and deleted, files and row, 24 hours after upload unless attached.
 */
export const looseUploads = pgTable(
  'loose_uploads',
  {
    ...baseColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The storage key of the image (its thumbnail sits beside it). */
    storageKey: text('storage_key').notNull().unique(),
    /** Set when a hostel, room or mess picture takes the upload over; null while loose. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (table) => [
    index('loose_uploads_user_id_idx').on(table.userId),
    index('loose_uploads_created_at_idx').on(table.createdAt),
  ],
);
