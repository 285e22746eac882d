import { aliasedTable, and, asc, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  dues,
  hostels,
  hostelStaff,
  paymentAllocations,
  payments,
  receiptCounters,
  residents,
  users,
} from '../../db/schema/index.ts';

/** A payment row as stored. */
export type PaymentRow = typeof payments.$inferSelect;
/** A payment with what its answer shows: names, whether reversed, the resident's phone. */
export type PaymentView = PaymentRow & {
  receivedByName: string | null;
  recordedByName: string | null;
  reversed: boolean;
  residentPhone: string | null;
  residentLanguage: 'en' | 'ur';
};

const receiver = aliasedTable(users, 'receiver');
const recorder = aliasedTable(users, 'recorder');
const reversal = aliasedTable(payments, 'reversal');

/**
 * Payments, their allocations and the receipt counters (issue 45 items 2 and 3). Payments are
 * only inserted, never updated or deleted; allocations are signed (docstrings of
 * db/schema/dues.ts).
 */
export function paymentQueries(db: Executor) {
  const viewSelect = () =>
    db
      .select({
        payment: payments,
        receivedByName: receiver.fullName,
        recordedByName: recorder.fullName,
        reversed: sql<boolean>`${reversal.id} is not null`,
        residentPhone: residents.phone,
        residentLanguage: residents.preferredLanguage,
      })
      .from(payments)
      .innerJoin(residents, eq(residents.id, payments.residentId))
      .leftJoin(receiver, eq(receiver.id, payments.receivedBy))
      .leftJoin(recorder, eq(recorder.id, payments.recordedBy))
      .leftJoin(reversal, eq(reversal.reversesPaymentId, payments.id));
  const toView = ({
    payment,
    ...rest
  }: Omit<PaymentView, keyof PaymentRow> & { payment: PaymentRow }): PaymentView => ({
    ...payment,
    ...rest,
  });

  return {
    /**
     * The hostel's next receipt number of `year`: the counter moves by one in the caller's
     * transaction (the row lock makes concurrent payments wait, so numbers have no gaps).
     */
    async nextReceiptSequence(hostelId: string, year: number): Promise<number> {
      const [row] = await db
        .insert(receiptCounters)
        .values({ hostelId, year, lastNumber: 1 })
        .onConflictDoUpdate({
          target: [receiptCounters.hostelId, receiptCounters.year],
          set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: receiptCounters.lastNumber });
      return row!.lastNumber;
    },

    /** Sets the hostel's receipt prefix when it has none; answers the prefix in force. */
    async ensureReceiptPrefix(hostelId: string, prefix: string): Promise<string> {
      await db
        .update(hostels)
        .set({ receiptPrefix: prefix })
        .where(and(eq(hostels.id, hostelId), isNull(hostels.receiptPrefix)));
      const [row] = await db
        .select({ prefix: hostels.receiptPrefix })
        .from(hostels)
        .where(eq(hostels.id, hostelId));
      return row?.prefix ?? prefix;
    },

    /** Records a payment or reversal (created at the statement's clock). */
    async insertPayment(values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db
        .insert(payments)
        .values({ ...values, createdAt: sql`clock_timestamp()` })
        .returning();
      return row!;
    },

    /** Writes allocation rows (signed rupees; `dueId` null: the resident's held credit). */
    async insertAllocations(rows: (typeof paymentAllocations.$inferInsert)[]) {
      const kept = rows.filter((row) => row.amount !== 0);
      if (kept.length > 0) await db.insert(paymentAllocations).values(kept);
    },

    /** One payment with its names. */
    async findPayment(id: string): Promise<PaymentView | undefined> {
      const [row] = await viewSelect().where(eq(payments.id, id));
      return row && toView(row);
    },

    /** The payments and reversals of a due, oldest first. */
    async paymentsOfDue(dueId: string): Promise<PaymentView[]> {
      const rows = await viewSelect()
        .where(eq(payments.dueId, dueId))
        .orderBy(asc(payments.createdAt));
      return rows.map(toView);
    },

    /** The reversal of `paymentId`, if any. */
    async reversalOf(paymentId: string) {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.reversesPaymentId, paymentId));
      return row;
    },

    /**
     * A payment on `dueId` that the new one may repeat (issue 45 item 2): not reversed, same
     * amount and method, and the same reference or recorded since `since`.
     */
    async likelyDuplicate(
      dueId: string,
      values: { amount: number; method: string; reference: string | null; since: Date },
    ) {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .leftJoin(reversal, eq(reversal.reversesPaymentId, payments.id))
        .where(
          and(
            eq(payments.dueId, dueId),
            eq(payments.kind, 'payment'),
            isNull(reversal.id),
            eq(payments.amount, values.amount),
            eq(payments.method, values.method as PaymentRow['method']),
            or(
              values.reference ? eq(payments.reference, values.reference) : sql`false`,
              gt(payments.createdAt, values.since),
            ),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * What a payment's money is on now: its net allocation per due (null: held credit), with
     * the due's creation time (a due made after the payment got it as credit).
     */
    async netAllocations(paymentId: string) {
      return db
        .select({
          dueId: paymentAllocations.dueId,
          amount: sql<number>`sum(${paymentAllocations.amount})::int`,
          asCredit: sql<boolean>`coalesce(bool_or(${dues.createdAt} > ${payments.createdAt}), false)`,
        })
        .from(paymentAllocations)
        .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
        .leftJoin(dues, eq(dues.id, paymentAllocations.dueId))
        .where(eq(paymentAllocations.paymentId, paymentId))
        .groupBy(paymentAllocations.dueId);
    },

    /** The payments whose money is on `dueId` (net, positive), newest payment first. */
    async fundersOf(dueId: string) {
      return db
        .select({
          paymentId: paymentAllocations.paymentId,
          amount: sql<number>`sum(${paymentAllocations.amount})::int`,
          asCredit: sql<boolean>`bool_or(${dues.createdAt} > ${payments.createdAt})`,
        })
        .from(paymentAllocations)
        .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
        .innerJoin(dues, eq(dues.id, paymentAllocations.dueId))
        .where(eq(paymentAllocations.dueId, dueId))
        .groupBy(paymentAllocations.paymentId, payments.createdAt)
        .having(sql`sum(${paymentAllocations.amount}) > 0`)
        .orderBy(desc(payments.createdAt));
    },

    /** The resident's held credit per payment (positive), oldest payment first. */
    async heldCredit(residentId: string) {
      return db
        .select({
          paymentId: paymentAllocations.paymentId,
          amount: sql<number>`sum(${paymentAllocations.amount})::int`,
        })
        .from(paymentAllocations)
        .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
        .where(and(eq(paymentAllocations.residentId, residentId), isNull(paymentAllocations.dueId)))
        .groupBy(paymentAllocations.paymentId, payments.createdAt)
        .having(sql`sum(${paymentAllocations.amount}) > 0`)
        .orderBy(asc(payments.createdAt));
    },

    /** Whether `userId` is the hostel's owner or an accepted member of its staff. */
    async worksAt(hostelId: string, userId: string): Promise<boolean> {
      const [owner] = await db
        .select({ id: hostels.id })
        .from(hostels)
        .where(and(eq(hostels.id, hostelId), eq(hostels.ownerId, userId)));
      if (owner) return true;
      const [staff] = await db
        .select({ id: hostelStaff.id })
        .from(hostelStaff)
        .where(
          and(
            eq(hostelStaff.hostelId, hostelId),
            eq(hostelStaff.userId, userId),
            isNotNull(hostelStaff.acceptedAt),
          ),
        );
      return Boolean(staff);
    },
  };
}
