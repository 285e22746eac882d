import { RESIDENT_EVENTS, STAFF_ROLES } from '@hostelhub/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { reservations } from './bookings.ts';
import { universities } from './locations.ts';
import { rooms } from './rooms.ts';
import { users } from './users.ts';

/**
 * The beds of a room (issue 44 item 1; spec decision 24): as many as its `max_occupancy`,
 * labelled A, B, C... by default (`position` 0, 1, 2... keeps their order). `marked_taken`: the
 * owner counts it occupied without a resident record (the migration marks what rooms'
 * `current_occupancy` said beyond their accepted reservations).
 */
export const beds = pgTable(
  'beds',
  {
    ...baseColumns,
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    position: integer('position').notNull(),
    markedTaken: boolean('marked_taken').notNull().default(false),
  },
  (table) => [
    index('beds_hostel_id_idx').on(table.hostelId),
    uniqueIndex('beds_room_label_unique').on(table.roomId, table.label),
    uniqueIndex('beds_room_position_unique').on(table.roomId, table.position),
    check('beds_label_length', sql`char_length(${table.label}) BETWEEN 1 AND 12`),
  ],
);

/**
 * A resident of a hostel's register (issue 44 item 2). `bed_id` is the bed they are in now
 * (null once it was freed: on the leaving date, or at move-out); one resident per bed. The CNIC
 * is kept encrypted (`cnic_ciphertext`, AES-256-GCM naming its key), with a keyed hash for exact
 * search and duplicates and its masked form; personal columns are nulled by the erasure 12
 * months after move-out (`erased_at`), the anonymous stay kept (spec decision 26). `user_id`:
 * the student's account, only for a resident made from their reservation.
 */
export const residents = pgTable(
  'residents',
  {
    ...baseColumns,
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    /** Null once the room was deleted (a room with a resident in a bed cannot be). */
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    bedId: uuid('bed_id').references(() => beds.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reservationId: uuid('reservation_id').references(() => reservations.id, {
      onDelete: 'set null',
    }),
    fullName: text('full_name'),
    phone: text('phone'),
    email: text('email'),
    cnicCiphertext: text('cnic_ciphertext'),
    cnicHash: text('cnic_hash'),
    cnicMasked: text('cnic_masked'),
    homeAddress: text('home_address'),
    guardianName: text('guardian_name'),
    guardianPhone: text('guardian_phone'),
    guardianRelation: text('guardian_relation'),
    universityId: uuid('university_id').references(() => universities.id, { onDelete: 'set null' }),
    institutionName: text('institution_name'),
    moveInDate: date('move_in_date', { mode: 'string' }).notNull(),
    leavingDate: date('leaving_date', { mode: 'string' }),
    movedOutOn: date('moved_out_on', { mode: 'string' }),
    monthlyRent: integer('monthly_rent').notNull(),
    securityDeposit: integer('security_deposit').notNull().default(0),
    takesMess: boolean('takes_mess').notNull().default(false),
    messCharge: integer('mess_charge').notNull().default(0),
    preferredLanguage: text('preferred_language', { enum: ['en', 'ur'] })
      .notNull()
      .default('en'),
    depositReturned: integer('deposit_returned'),
    deductions: jsonb('deductions')
      .$type<{ amount: number; reason: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    erasedAt: timestamptz('erased_at'),
    /** The owner turned off this resident's due reminders (issue 45 item 4). */
    remindersOff: boolean('reminders_off').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('residents_hostel_id_idx').on(table.hostelId, table.movedOutOn),
    index('residents_room_id_idx').on(table.roomId),
    index('residents_user_id_idx').on(table.userId),
    uniqueIndex('residents_one_per_bed').on(table.bedId),
    uniqueIndex('residents_reservation_unique').on(table.reservationId),
    uniqueIndex('residents_cnic_per_hostel')
      .on(table.hostelId, table.cnicHash)
      .where(sql`${table.movedOutOn} IS NULL`),
    index('residents_leaving_date_idx')
      .on(table.leavingDate)
      .where(sql`${table.bedId} IS NOT NULL`),
    index('residents_erase_idx')
      .on(table.movedOutOn)
      .where(sql`${table.erasedAt} IS NULL`),
    check(
      'residents_amounts_nonnegative',
      sql`${table.monthlyRent} >= 0 AND ${table.securityDeposit} >= 0 AND ${table.messCharge} >= 0`,
    ),
    check('residents_language_known', sql`${table.preferredLanguage} IN ('en', 'ur')`),
    check('residents_moved_out_no_bed', sql`${table.movedOutOn} IS NULL OR ${table.bedId} IS NULL`),
  ],
);

/**
 * The register's history and audit (issue 44 items 2 and 5): what happened to a resident,
 * who did it, and the names of the fields changed, never their values. Kept apart from the
 * admin's audit log (administrators never read a register).
 */
export const residentEvents = pgTable(
  'resident_events',
  {
    ...baseColumns,
    residentId: uuid('resident_id')
      .notNull()
      .references(() => residents.id, { onDelete: 'cascade' }),
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event', { enum: RESIDENT_EVENTS }).notNull(),
    fields: text('fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    detail: jsonb('detail')
      .$type<Record<string, string | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [
    index('resident_events_resident_idx').on(table.residentId, table.createdAt),
    check('resident_events_known', sql`${table.event} IN (${inList(RESIDENT_EVENTS)})`),
  ],
);

/**
 * A hostel's staff (issue 44 item 4; spec decision 25): a membership, not a role. An invitation
 * is a row without `user_id` (`token_hash`, `expires_at` 7 days on); accepting sets `user_id`
 * and `accepted_at`. One row per hostel and person, one waiting invitation per hostel and email.
 */
export const hostelStaff = pgTable(
  'hostel_staff',
  {
    ...baseColumns,
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash'),
    expiresAt: timestamptz('expires_at'),
    acceptedAt: timestamptz('accepted_at'),
  },
  (table) => [
    index('hostel_staff_user_id_idx').on(table.userId),
    uniqueIndex('hostel_staff_member_unique')
      .on(table.hostelId, table.userId)
      .where(sql`${table.userId} IS NOT NULL`),
    uniqueIndex('hostel_staff_invitation_unique')
      .on(table.hostelId, sql`lower(${table.email})`)
      .where(sql`${table.userId} IS NULL`),
    uniqueIndex('hostel_staff_token_unique').on(table.tokenHash),
    check('hostel_staff_role_known', sql`${table.role} IN (${inList(STAFF_ROLES)})`),
  ],
);
