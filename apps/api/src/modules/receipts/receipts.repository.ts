import { and, desc, eq, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.ts';
import { withTransactions } from '../../db/transactional.ts';
import { dueReminders, dues, hostels, payments, residents, users } from '../../db/schema/index.ts';

const reversed = alias(payments, 'reversed_payment');

/** The due columns a page or a reminder reads: month, dates, amounts and token. */
const DUE_COLUMNS = {
  dueId: dues.id,
  month: dues.month,
  dueDate: dues.dueDate,
  baseAmount: dues.baseAmount,
  chargesNet: dues.chargesNet,
  paid: dues.paid,
  creditApplied: dues.creditApplied,
  token: dues.token,
};

/** The resident and hostel columns a page, an email or a reminder reads. */
const PEOPLE_COLUMNS = {
  hostelId: hostels.id,
  hostelName: hostels.name,
  hostelPhone: hostels.contactPhone,
  residentId: residents.id,
  residentName: residents.fullName,
  residentPhone: residents.phone,
  residentEmail: residents.email,
  residentUserId: residents.userId,
  language: residents.preferredLanguage,
  erasedAt: residents.erasedAt,
  movedOutOn: residents.movedOutOn,
  remindersOff: residents.remindersOff,
};

/**
 * The receipts' and reminders' reads and the reminders' writes (issue 45 items 3 and 4). The
 * money tables are written by the dues module (CORE); this module only reads them, and marks
 * reminder rows sent or skipped.
 */
function receiptsQueries(db: Executor) {
  /** A payment (or reversal) with its due, resident, hostel and who received it. */
  function paymentWith() {
    return db
      .select({
        paymentId: payments.id,
        kind: payments.kind,
        amount: payments.amount,
        method: payments.method,
        reference: payments.reference,
        paidOn: payments.paidOn,
        reason: payments.reason,
        number: payments.receiptNumber,
        receiptToken: payments.receiptToken,
        createdAt: payments.createdAt,
        reversesNumber: reversed.receiptNumber,
        receivedByName: users.fullName,
        ...DUE_COLUMNS,
        ...PEOPLE_COLUMNS,
      })
      .from(payments)
      .innerJoin(dues, eq(dues.id, payments.dueId))
      .innerJoin(residents, eq(residents.id, payments.residentId))
      .innerJoin(hostels, eq(hostels.id, payments.hostelId))
      .leftJoin(users, eq(users.id, payments.receivedBy))
      .leftJoin(reversed, eq(reversed.id, payments.reversesPaymentId));
  }

  return {
    /** The payment whose receipt page is `/receipts/{token}`; undefined when none. */
    async receiptByToken(token: string) {
      const [row] = await paymentWith().where(eq(payments.receiptToken, token)).limit(1);
      return row;
    },

    /** A payment by id (send-receipt); undefined when none. */
    async paymentById(id: string) {
      const [row] = await paymentWith().where(eq(payments.id, id)).limit(1);
      return row;
    },

    /** The due whose page is `/dues/{token}`; undefined when none. */
    async dueByToken(token: string) {
      const [row] = await db
        .select({ ...DUE_COLUMNS, ...PEOPLE_COLUMNS })
        .from(dues)
        .innerJoin(residents, eq(residents.id, dues.residentId))
        .innerJoin(hostels, eq(hostels.id, dues.hostelId))
        .where(eq(dues.token, token))
        .limit(1);
      return row;
    },

    /** Payments and reversals of the stays linked to account `userId`, newest first. */
    async receiptsOf(userId: string) {
      return paymentWith()
        .where(eq(residents.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.receiptNumber));
    },

    /**
     * Pending reminders whose day has come (`send_on` ≤ `today`, Pakistan), with their due,
     * resident and hostel, the reminder and due rows locked and rows another process holds
     * skipped (a payment settling the due holds its row: its reminders are left for the next
     * run, by when the payment cancelled them). Oldest first.
     */
    async claimReminders(today: string, limit: number) {
      return db
        .select({
          id: dueReminders.id,
          step: dueReminders.step,
          sendOn: dueReminders.sendOn,
          ...DUE_COLUMNS,
          ...PEOPLE_COLUMNS,
        })
        .from(dueReminders)
        .innerJoin(dues, eq(dues.id, dueReminders.dueId))
        .innerJoin(residents, eq(residents.id, dues.residentId))
        .innerJoin(hostels, eq(hostels.id, dues.hostelId))
        .where(and(eq(dueReminders.status, 'pending'), lte(dueReminders.sendOn, today)))
        .orderBy(dueReminders.sendOn)
        .limit(limit)
        .for('update', { of: [dueReminders, dues], skipLocked: true });
    },

    /** Marks reminder `id` sent (at `at`) or skipped; only while it is still pending. */
    async markReminder(id: string, status: 'sent' | 'skipped', at: Date) {
      await db
        .update(dueReminders)
        .set({ status, sentAt: status === 'sent' ? at : null })
        .where(and(eq(dueReminders.id, id), eq(dueReminders.status, 'pending')));
    },
  };
}

/**
 * The receipts' repository (issue 45 items 3 and 4; docs/decisions/042): reads of receipts and
 * dues by their page tokens, a linked resident's receipts, and the reminder sender's claim.
 * `transaction(work)` runs the same queries in one transaction.
 */
export function createReceiptsRepository(db: Db) {
  return withTransactions(db, receiptsQueries);
}

export type ReceiptsRepository = ReturnType<typeof createReceiptsRepository>;
export type ReceiptsQueries = ReturnType<typeof receiptsQueries>;
export type ReceiptRow = NonNullable<Awaited<ReturnType<ReceiptsQueries['receiptByToken']>>>;
export type DuePageRow = NonNullable<Awaited<ReturnType<ReceiptsQueries['dueByToken']>>>;
export type ReminderRow = Awaited<ReturnType<ReceiptsQueries['claimReminders']>>[number];
