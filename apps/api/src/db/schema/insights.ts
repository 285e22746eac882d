import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { hostels } from './hostels.ts';

/**
 * Owner insights (issue 30; docs/decisions/033-owner-insights.md). Days are Pakistan-time dates
 * (Asia/Karachi).
 */

/**
 * The random salt of one day's visitor hashes, shared by every API process through this row.
 * Rows of earlier days are deleted (with that day's visitor hashes) once the day is over, so a
 * kept hash can never again be linked to an address.
 */
export const visitorSalts = pgTable(
  'visitor_salts',
  {
    ...baseColumns,
    day: date('day', { mode: 'string' }).notNull(),
    /** 32 random bytes, base64url. */
    salt: text('salt').notNull(),
  },
  (table) => [uniqueIndex('visitor_salts_day_unique').on(table.day)],
);

/**
 * Today's visitors of each hostel: one row per hostel, day and visitor hash (HMAC-SHA256 of the
 * address and user agent under the day's salt), kept only while the day lasts, to count a
 * visitor once a day and a repeat view once per 30 minutes.
 */
export const hostelDayVisitors = pgTable(
  'hostel_day_visitors',
  {
    ...baseColumns,
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
    /** When this visitor's last counted view was. */
    lastCountedAt: timestamp('last_counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Leads with hostel_id, so it is the foreign key's index too.
    uniqueIndex('hostel_day_visitors_hostel_day_visitor_unique').on(
      table.hostelId,
      table.day,
      table.visitorHash,
    ),
    // The purge of past days.
    index('hostel_day_visitors_day_idx').on(table.day),
  ],
);

/** Each hostel's detail views and unique visitors per day: what remains once the day is over. */
export const hostelViewDays = pgTable(
  'hostel_view_days',
  {
    ...baseColumns,
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    uniqueVisitors: integer('unique_visitors').notNull().default(0),
  },
  (table) => [
    // Leads with hostel_id, so it is the foreign key's index too.
    uniqueIndex('hostel_view_days_hostel_id_day_unique').on(table.hostelId, table.day),
    check(
      'hostel_view_days_counts_valid',
      sql`${table.uniqueVisitors} >= 0 AND ${table.views} >= ${table.uniqueVisitors}`,
    ),
  ],
);
