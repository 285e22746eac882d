import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { users } from './users.ts';

/**
 * A create request's `Idempotency-Key` (issue 22 item 1): per user, kept 24 hours. The same key
 * answers the stored `response_status` and `response_body` again; `request_fingerprint` (a
 * SHA-256 hex of the method, path and body) tells a reused key with a different body (409).
 * The row is written in the same transaction as what it created, so a concurrent duplicate
 * meets the unique (user_id, key) and never creates twice. Rows older than 24 h are ignored
 * and swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ...baseColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestFingerprint: text('request_fingerprint').notNull(),
    /** HTTP status of the first answer, e.g. 201. */
    responseStatus: integer('response_status').notNull(),
    /** The first answer's JSON body, replayed as it is. */
    responseBody: jsonb('response_body').notNull(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_user_key_unique').on(table.userId, table.key),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);
