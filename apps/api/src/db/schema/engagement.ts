import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { hostels } from './hostels.ts';
import { users } from './users.ts';

/** A student's saved hostels (part 1 section 3 'Favourite'). */
export const favorites = pgTable(
  'favorites',
  {
    ...baseColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('favorites_user_id_hostel_id_unique').on(table.userId, table.hostelId),
    index('favorites_hostel_id_idx').on(table.hostelId),
  ],
);

/** In-app notifications of one user (product decision 9). */
export const notifications = pgTable(
  'notifications',
  {
    ...baseColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * Unread notifications with the same key collapse into one (a chat's new messages): the
     * latest replaces the text and moves it to the top.
     */
    groupKey: text('group_key'),
  },
  (table) => [
    index('notifications_user_id_created_at_idx').on(table.userId, table.createdAt),
    uniqueIndex('notifications_unread_group_unique')
      .on(table.userId, table.groupKey)
      .where(sql`${table.readAt} is null and ${table.groupKey} is not null`),
  ],
);
