import { RESERVATION_STATUSES, VISIT_STATUSES } from '@hostelhub/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns, inList, timestamptz } from './columns.ts';
import { hostels } from './hostels.ts';
import { rooms } from './rooms.ts';
import { users } from './users.ts';

/**
 * A student's visit to a hostel (issue 27; docs/decisions/028). `starts_at` is the asked or
 * agreed time; while the owner's other time waits for the student it is in
 * `proposed_starts_at` (status `proposed`). `expires_at` is when a waiting request lapses (48
 * hours, or the visit's start if sooner); `reminded_at` when the 2-hour reminder went. One
 * waiting visit per student and hostel.
 */
export const visits = pgTable(
  'visits',
  {
    ...baseColumns,
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    proposedStartsAt: timestamptz('proposed_starts_at'),
    message: text('message'),
    status: text('status', { enum: VISIT_STATUSES }).notNull().default('requested'),
    reason: text('reason'),
    cancelledBy: text('cancelled_by', { enum: ['student', 'owner'] }),
    expiresAt: timestamptz('expires_at'),
    remindedAt: timestamptz('reminded_at'),
  },
  (table) => [
    index('visits_student_id_idx').on(table.studentId, table.createdAt),
    index('visits_owner_id_idx').on(table.ownerId, table.createdAt),
    index('visits_hostel_id_idx').on(table.hostelId),
    index('visits_status_expires_at_idx').on(table.status, table.expiresAt),
    uniqueIndex('visits_one_waiting_per_student_hostel')
      .on(table.studentId, table.hostelId)
      .where(sql`${table.status} IN ('requested', 'proposed')`),
    check('visits_status_known', sql`${table.status} IN (${inList(VISIT_STATUSES)})`),
    check(
      'visits_proposed_time_when_proposed',
      sql`(${table.status} = 'proposed') = (${table.proposedStartsAt} IS NOT NULL)`,
    ),
    check('visits_message_length', sql`char_length(${table.message}) <= 1000`),
    check('visits_reason_length', sql`char_length(${table.reason}) <= 500`),
  ],
);

/**
 * A student's request for a bed in a room from `move_in` for `months` (issue 27). Accepting
 * takes a bed (rooms.current_occupancy + 1, never above max_occupancy) in the same
 * transaction; cancelling an accepted one, the stay's end (`ended_at`: its last day passed or
 * the owner checked the student out) frees it. One waiting request per student and room.
 */
export const reservations = pgTable(
  'reservations',
  {
    ...baseColumns,
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moveIn: date('move_in', { mode: 'string' }).notNull(),
    months: integer('months').notNull(),
    message: text('message'),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('requested'),
    reason: text('reason'),
    cancelledBy: text('cancelled_by', { enum: ['student', 'owner'] }),
    expiresAt: timestamptz('expires_at'),
    endedAt: timestamptz('ended_at'),
  },
  (table) => [
    index('reservations_student_id_idx').on(table.studentId, table.createdAt),
    index('reservations_owner_id_idx').on(table.ownerId, table.createdAt),
    index('reservations_room_id_idx').on(table.roomId),
    index('reservations_hostel_id_idx').on(table.hostelId),
    index('reservations_status_expires_at_idx').on(table.status, table.expiresAt),
    uniqueIndex('reservations_one_waiting_per_student_room')
      .on(table.studentId, table.roomId)
      .where(sql`${table.status} = 'requested'`),
    check('reservations_status_known', sql`${table.status} IN (${inList(RESERVATION_STATUSES)})`),
    check('reservations_months_range', sql`${table.months} BETWEEN 1 AND 12`),
    check('reservations_message_length', sql`char_length(${table.message}) <= 1000`),
    check('reservations_reason_length', sql`char_length(${table.reason}) <= 500`),
    check(
      'reservations_ended_only_accepted',
      sql`${table.endedAt} IS NULL OR ${table.status} = 'accepted'`,
    ),
  ],
);
