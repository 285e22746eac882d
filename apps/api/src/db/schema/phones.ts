import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { users } from './users.ts';

/** Business phone numbers a user proved by SMS code, in +92 form (part 2 section 3). */
export const verifiedPhones = pgTable(
  'verified_phones',
  {
    ...baseColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    label: text('label').notNull().default('Personal'),
    isPrimary: boolean('is_primary').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('verified_phones_user_id_phone_number_unique').on(table.userId, table.phoneNumber),
    uniqueIndex('verified_phones_one_primary')
      .on(table.userId)
      .where(sql`${table.isPrimary}`),
  ],
);

/** One-time SMS codes, stored hashed, with their expiry and wrong-try count. */
export const phoneOtps = pgTable(
  'phone_otps',
  {
    ...baseColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    label: text('label').notNull().default('Personal'),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('phone_otps_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('phone_otps_attempts_nonnegative', sql`${table.attempts} >= 0`),
  ],
);
