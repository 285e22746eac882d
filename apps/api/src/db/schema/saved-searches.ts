import {
  SAVED_SEARCH_FREQUENCIES,
  type HostelFilters,
  type SavedSearchFrequency,
} from '@hostelhub/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns, inList, timestamptz } from './columns.ts';
import { hostels } from './hostels.ts';
import { users } from './users.ts';

/**
 * A user's saved browse search (issue 29; docs/decisions/032): the list's filters as
 * HostelFiltersSchema reads them, a name, how often to tell (`instant`, or `daily` in the 09:00
 * digest) and, while paused, since when. At most SAVED_SEARCHES_MAX per user (the service
 * counts under a lock of the user's row).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    ...baseColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<HostelFilters>().notNull(),
    frequency: text('frequency').$type<SavedSearchFrequency>().notNull(),
    /** Set while the alerts are off (paused, or turned off by the email's unsubscribe link). */
    pausedAt: timestamptz('paused_at'),
  },
  (table) => [
    index('saved_searches_user_id_idx').on(table.userId, table.createdAt),
    check(
      'saved_searches_frequency_check',
      sql`${table.frequency} in (${inList(SAVED_SEARCH_FREQUENCIES)})`,
    ),
  ],
);

/**
 * One alert per saved search and hostel, ever (the unique index): written when a hostel that
 * became visible matches the search. `notified_at` is when the user was told: at once for an
 * instant search, in the next 09:00 digest (Asia/Karachi) for a daily one; null while waiting.
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    ...baseColumns,
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    notifiedAt: timestamptz('notified_at'),
  },
  (table) => [
    uniqueIndex('saved_search_alerts_search_hostel_unique').on(table.savedSearchId, table.hostelId),
    index('saved_search_alerts_hostel_id_idx').on(table.hostelId),
    index('saved_search_alerts_waiting_idx')
      .on(table.createdAt)
      .where(sql`${table.notifiedAt} is null`),
  ],
);

/**
 * Hostels that became visible to students (an approval, or an approved change) and wait to be
 * matched against the saved searches: written in the approval's transaction, so a committed
 * approval is never missed and a rolled-back one matches nothing; the alerts worker deletes
 * each row once it matched it.
 */
export const savedSearchChecks = pgTable(
  'saved_search_checks',
  {
    ...baseColumns,
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('saved_search_checks_hostel_id_idx').on(table.hostelId),
    index('saved_search_checks_created_at_idx').on(table.createdAt),
  ],
);

/**
 * What the favourite alerts last saw of a favourited, approved hostel in the browse read model:
 * the lower bound of its approved price range and its free beds. The periodic comparison tells
 * the students who favourited it when `price_min` went down or `available_beds` went from 0 to
 * more, then stores the new values.
 */
export const favoriteAlertStates = pgTable(
  'favorite_alert_states',
  {
    ...baseColumns,
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    priceMin: integer('price_min'),
    availableBeds: integer('available_beds').notNull(),
  },
  (table) => [uniqueIndex('favorite_alert_states_hostel_id_unique').on(table.hostelId)],
);

/**
 * A user's alert switches beside the notification preferences: `favorites_paused_at` is set
 * while the alerts on their favourites are off (turned off on the saved searches page or by an
 * email's unsubscribe link). No row: on.
 */
export const alertSettings = pgTable(
  'alert_settings',
  {
    ...baseColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    favoritesPausedAt: timestamptz('favorites_paused_at'),
  },
  (table) => [uniqueIndex('alert_settings_user_id_unique').on(table.userId)],
);
