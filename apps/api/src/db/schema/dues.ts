import {
  DUE_CHARGE_KINDS,
  DUE_CHARGE_REASONS,
  DUE_REMINDER_STATUSES,
  DUE_REMINDER_STEPS,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
} from '@hostelhub/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { baseColumns, inList, timestamptz } from './columns.ts';
import { hostels } from './hostels.ts';
import { residents } from './register.ts';
import { users } from './users.ts';

/**
 * What a resident owes for one month of their stay (issue 45 item 1; spec decision 27;
 * docs/decisions/041). `month` is the month's 1st; `period_start`..`period_end` the days of it
 * the stay covers (`days` of `days_in_month`); `base_amount` =
 * round((monthly_rent + mess_charge) × days / days_in_month), whole rupees, computed once (the
 * last month's is recomputed at move-out). `charges_net` is the sum of charges less discounts;
 * the total is max(0, base_amount + charges_net). `paid` is what payments (net of reversals)
 * put on it and `credit_applied` what an earlier overpayment carried to it; the balance is
 * total − paid − credit_applied. One due per resident and month (a unique key, so two
 * processes making the month's dues at once make one).
 */
export const dues = pgTable(
  'dues',
  {
    ...baseColumns,
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    residentId: uuid('resident_id')
      .notNull()
      .references(() => residents.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    daysInMonth: integer('days_in_month').notNull(),
    monthlyRent: integer('monthly_rent').notNull(),
    messCharge: integer('mess_charge').notNull().default(0),
    baseAmount: integer('base_amount').notNull(),
    chargesNet: integer('charges_net').notNull().default(0),
    paid: integer('paid').notNull().default(0),
    creditApplied: integer('credit_applied').notNull().default(0),
    /**
     * The address of the due's own page (`/dues/{token}`, 128 random bits, base64url), the
     * short link its reminders carry (issue 45 item 4).
     */
    token: text('token').notNull(),
  },
  (table) => [
    uniqueIndex('dues_resident_month_unique').on(table.residentId, table.month),
    index('dues_hostel_month_idx').on(table.hostelId, table.month),
    uniqueIndex('dues_token_unique').on(table.token),
    check(
      'dues_amounts_nonnegative',
      sql`${table.monthlyRent} >= 0 AND ${table.messCharge} >= 0 AND ${table.baseAmount} >= 0 AND ${table.paid} >= 0 AND ${table.creditApplied} >= 0`,
    ),
    check('dues_days_range', sql`${table.days} BETWEEN 0 AND ${table.daysInMonth}`),
    check('dues_month_first', sql`extract(day from ${table.month}) = 1`),
  ],
);

/**
 * A charge added to a due or a discount taken from it (issue 45 item 1), with its reason and a
 * note; never edited, only offset by another.
 */
export const dueCharges = pgTable(
  'due_charges',
  {
    ...baseColumns,
    dueId: uuid('due_id')
      .notNull()
      .references(() => dues.id, { onDelete: 'cascade' }),
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DUE_CHARGE_KINDS }).notNull(),
    reason: text('reason', { enum: DUE_CHARGE_REASONS }).notNull(),
    note: text('note'),
    amount: integer('amount').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('due_charges_due_idx').on(table.dueId),
    check('due_charges_amount_positive', sql`${table.amount} > 0`),
    check('due_charges_kind_known', sql`${table.kind} IN (${inList(DUE_CHARGE_KINDS)})`),
    check('due_charges_reason_known', sql`${table.reason} IN (${inList(DUE_CHARGE_REASONS)})`),
  ],
);

/**
 * A payment recorded against a due, or the reversal of one (issue 45 item 2; spec decision
 * 28): never edited or deleted. `amount` is positive for both kinds; a reversal names the
 * payment it reverses (once) and a reason. `received_by`: the owner or a staff member who took
 * the money; `recorded_by`: who entered it. Every record has a receipt: `receipt_number`
 * (`{prefix}-{YYYY}-{000123}`, gapless per hostel and year, taken from `receipt_counters` in
 * the payment's transaction) and `receipt_token` (128 random bits, base64url; the receipt
 * page's address, kept so the owner can send it again).
 */
export const payments = pgTable(
  'payments',
  {
    ...baseColumns,
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    residentId: uuid('resident_id')
      .notNull()
      .references(() => residents.id, { onDelete: 'cascade' }),
    dueId: uuid('due_id')
      .notNull()
      .references(() => dues.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull().default('payment'),
    amount: integer('amount').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    reference: text('reference'),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    receivedBy: uuid('received_by').references(() => users.id, { onDelete: 'set null' }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    reversesPaymentId: uuid('reverses_payment_id').references((): AnyPgColumn => payments.id, {
      onDelete: 'cascade',
    }),
    reason: text('reason'),
    receiptNumber: text('receipt_number').notNull(),
    receiptToken: text('receipt_token').notNull(),
  },
  (table) => [
    index('payments_due_idx').on(table.dueId, table.createdAt),
    index('payments_hostel_paid_on_idx').on(table.hostelId, table.paidOn),
    index('payments_resident_idx').on(table.residentId),
    uniqueIndex('payments_receipt_number_unique').on(table.hostelId, table.receiptNumber),
    uniqueIndex('payments_receipt_token_unique').on(table.receiptToken),
    uniqueIndex('payments_reversed_once').on(table.reversesPaymentId),
    check('payments_amount_positive', sql`${table.amount} > 0`),
    check('payments_kind_known', sql`${table.kind} IN (${inList(PAYMENT_KINDS)})`),
    check('payments_method_known', sql`${table.method} IN (${inList(PAYMENT_METHODS)})`),
    check(
      'payments_reversal_names_payment',
      sql`(${table.kind} = 'reversal') = (${table.reversesPaymentId} IS NOT NULL)`,
    ),
  ],
);

/**
 * Where a payment's money went (issue 45 item 2): to a due (`due_id`), or held as the
 * resident's credit (`due_id` null) until the next due takes it. Amounts are signed: a
 * reversal writes the negatives of what it reopens, and moving credit onto a due writes −x
 * held and +x on the due. A resident's credit is the sum of their rows with no due.
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    ...baseColumns,
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    residentId: uuid('resident_id')
      .notNull()
      .references(() => residents.id, { onDelete: 'cascade' }),
    dueId: uuid('due_id').references(() => dues.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
  },
  (table) => [
    index('payment_allocations_payment_idx').on(table.paymentId),
    index('payment_allocations_due_idx').on(table.dueId),
    index('payment_allocations_credit_idx')
      .on(table.residentId)
      .where(sql`${table.dueId} IS NULL`),
  ],
);

/**
 * The last receipt number a hostel gave in a year (issue 45 item 3): incremented with
 * `INSERT ... ON CONFLICT DO UPDATE ... RETURNING` in the payment's transaction, so numbers
 * have no gaps and concurrent payments wait for each other.
 */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.hostelId, table.year] })],
);

/**
 * One reminder step of a due (issue 45 item 4): made with the due, sent on `send_on` (a
 * Pakistan date; the SMS only between 09:00 and 20:00) once; a payment that settles the due
 * cancels its pending steps in the same transaction, and the sender skips a step whose due is
 * settled. One row per due and step, so a step is never sent twice.
 */
export const dueReminders = pgTable(
  'due_reminders',
  {
    ...baseColumns,
    dueId: uuid('due_id')
      .notNull()
      .references(() => dues.id, { onDelete: 'cascade' }),
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    step: text('step', { enum: DUE_REMINDER_STEPS }).notNull(),
    sendOn: date('send_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: DUE_REMINDER_STATUSES }).notNull().default('pending'),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [
    uniqueIndex('due_reminders_due_step_unique').on(table.dueId, table.step),
    index('due_reminders_pending_idx')
      .on(table.sendOn)
      .where(sql`${table.status} = 'pending'`),
    check('due_reminders_step_known', sql`${table.step} IN (${inList(DUE_REMINDER_STEPS)})`),
    check(
      'due_reminders_status_known',
      sql`${table.status} IN (${inList(DUE_REMINDER_STATUSES)})`,
    ),
  ],
);
