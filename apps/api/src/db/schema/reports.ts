import {
  ALL_REPORT_REASONS,
  REPORT_ACTIONS,
  REPORT_DETAILS_MAX,
  REPORT_DETAILS_MIN,
  REPORT_NOTE_MAX,
  REPORT_REASON_NEEDING_DETAILS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from '@hostelhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { users } from './users.ts';

/** `column IN ('a', 'b')` over a fixed vocabulary of the shared constants (never user input). */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

/**
 * A user's report of a hostel, a review, a chat message or another user (issue 26), and an
 * administrator's resolution of it. `target_id` names a row of the table `target_type` names,
 * without a foreign key (it points at four tables): a report outlives what it reported, and
 * the admin queue shows such a target as gone. One OPEN report per reporter and target: the
 * partial unique index also settles two reports sent at once (insert ... on conflict do
 * nothing). Resolving sets `status` (dismissed or actioned), `resolution_action`,
 * `resolved_by`, `resolved_at` and an optional `resolution_note`, all together.
 */
export const reports = pgTable(
  'reports',
  {
    ...baseColumns,
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason', { enum: ALL_REPORT_REASONS }).notNull(),
    /** Trimmed, 1 to 1,000 characters, or null; 10 or more for the reason 'other'. */
    details: text('details'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    resolutionAction: text('resolution_action', { enum: REPORT_ACTIONS }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionNote: text('resolution_note'),
  },
  (table) => [
    uniqueIndex('reports_one_open_per_reporter_target')
      .on(table.reporterId, table.targetType, table.targetId)
      .where(sql`${table.status} = 'open'`),
    index('reports_reporter_id_idx').on(table.reporterId),
    index('reports_resolved_by_idx').on(table.resolvedBy),
    // The admin queue: one status, newest first.
    index('reports_status_created_at_idx').on(table.status, table.createdAt),
    index('reports_target_idx').on(table.targetType, table.targetId),
    check('reports_target_type_known', oneOf(table.targetType, REPORT_TARGET_TYPES)),
    check(
      'reports_reason_fits_target',
      sql.join(
        REPORT_TARGET_TYPES.map(
          (type) =>
            sql`(${table.targetType} = ${sql.raw(`'${type}'`)} AND ${oneOf(table.reason, REPORT_REASONS[type])})`,
        ),
        sql` OR `,
      ),
    ),
    check(
      'reports_details_length',
      sql`char_length(${table.details}) BETWEEN 1 AND ${sql.raw(String(REPORT_DETAILS_MAX))}`,
    ),
    check(
      'reports_other_reason_has_details',
      sql`${table.reason} <> ${sql.raw(`'${REPORT_REASON_NEEDING_DETAILS}'`)} OR char_length(${table.details}) >= ${sql.raw(String(REPORT_DETAILS_MIN))}`,
    ),
    check('reports_status_known', oneOf(table.status, REPORT_STATUSES)),
    check('reports_resolution_action_known', oneOf(table.resolutionAction, REPORT_ACTIONS)),
    // Open: no resolution at all; dismissed: the dismiss action; actioned: any other action.
    check(
      'reports_resolution_matches_status',
      sql`CASE ${table.status}
        WHEN 'open' THEN ${table.resolutionAction} IS NULL AND ${table.resolvedAt} IS NULL
          AND ${table.resolvedBy} IS NULL AND ${table.resolutionNote} IS NULL
        WHEN 'dismissed' THEN ${table.resolutionAction} IS NOT DISTINCT FROM 'dismiss'
          AND ${table.resolvedAt} IS NOT NULL
        ELSE ${table.resolutionAction} IS DISTINCT FROM 'dismiss'
          AND ${table.resolutionAction} IS NOT NULL AND ${table.resolvedAt} IS NOT NULL
      END`,
    ),
    check(
      'reports_resolution_note_length',
      sql`char_length(${table.resolutionNote}) BETWEEN 1 AND ${sql.raw(String(REPORT_NOTE_MAX))}`,
    ),
  ],
);
