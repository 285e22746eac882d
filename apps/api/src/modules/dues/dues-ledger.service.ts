import { randomBytes } from 'node:crypto';
import { karachiToday, type Due, type PaymentMethod, type PaymentResult } from '@hostelhub/shared';
import { serverMessage } from '../../lib/server-messages.ts';
import { toDue, toPayment, toReceipt } from './dues-answers.logic.ts';
import {
  dueBalance,
  dueTotal,
  monthStart,
  prorate,
  receiptNumber,
  receiptPrefix,
  reminderSchedule,
  spread,
} from './dues.logic.ts';
import type { BillableResident, DueRow, LedgerQueries } from './dues.repository.ts';
import type { PaymentRow, PaymentView } from './payments.repository.ts';

/** 128 random bits, base64url: the address of a due's or a receipt's page. */
export const randomToken = () => randomBytes(16).toString('base64url');

/** What the ledger needs: the app's public origin (receipt links) and the clock. */
export interface LedgerDeps {
  publicUrl: string;
  now?: () => Date;
}

/** A payment to record (or a reversal), before its receipt number. */
export interface PaymentRecord {
  hostelId: string;
  residentId: string;
  dueId: string;
  kind: 'payment' | 'reversal';
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  paidOn: string;
  receivedBy: string | null;
  recordedBy: string | null;
  reversesPaymentId?: string | null;
  reason?: string | null;
}

/**
 * The ledger's steps (issue 45 items 1 to 3; docs/decisions/041), each inside the caller's
 * transaction with the resident's row locked first, then their dues: making a due (credit
 * carried onto it, its reminders), spreading a payment (the due, then the oldest unpaid dues,
 * then held credit), a receipt number from the hostel's counter, releasing what a lowered due
 * holds beyond its total back to credit, and keeping reminders in step with the balance.
 */
export function createLedger({ publicUrl, now = () => new Date() }: LedgerDeps) {
  const today = () => karachiToday(now());

  /** Cancels a settled due's waiting reminders, or wakes a reopened one's (from today on). */
  async function followBalance(q: LedgerQueries, dueId: string) {
    const due = await q.lockDue(dueId);
    if (!due) return;
    if (dueBalance(due) <= 0) {
      await q.cancelReminders(dueId);
    } else {
      await q.reopenReminders(dueId, today());
      await q.insertReminders(due.id, due.hostelId, reminderSchedule(due.dueDate, today()));
    }
  }

  /**
   * Carries the resident's held credit (oldest payment first) onto `due`, up to its balance:
   * −x held and +x on the due for each payment, `credit_applied` raised. Answers the amount.
   */
  async function applyCredit(q: LedgerQueries, due: DueRow): Promise<number> {
    const held = await q.heldCredit(due.residentId);
    const { parts } = spread(
      Math.max(0, dueBalance(due)),
      held.map((credit) => ({ ...credit, open: credit.amount })),
    );
    if (parts.length === 0) return 0;
    await q.insertAllocations(
      parts.flatMap(({ target, amount }) => [
        { paymentId: target.paymentId, residentId: due.residentId, dueId: null, amount: -amount },
        { paymentId: target.paymentId, residentId: due.residentId, dueId: due.id, amount },
      ]),
    );
    const applied = parts.reduce((sum, part) => sum + part.amount, 0);
    await q.moveAmounts(due.id, { creditApplied: applied });
    return applied;
  }

  /**
   * Makes the resident's due of the month starting `month` unless it exists (the unique key:
   * two processes make one), prorated (spec decision 27), with a random token; held credit is
   * carried onto it and, unless nothing is left to pay, its reminder steps from today on are
   * made. Answers the new due, or undefined when the month had one.
   */
  async function makeDue(
    q: LedgerQueries,
    resident: BillableResident,
    month: string,
    billingDay: number,
  ): Promise<DueRow | undefined> {
    const mess = resident.takesMess ? resident.messCharge : 0;
    const proration = prorate({
      month,
      billingDay,
      moveIn: resident.moveInDate,
      leaving: resident.movedOutOn ?? resident.leavingDate,
      rent: resident.monthlyRent,
      mess,
    });
    const due = await q.insertDue({
      hostelId: resident.hostelId,
      residentId: resident.id,
      ...proration,
      monthlyRent: resident.monthlyRent,
      messCharge: mess,
      token: randomToken(),
    });
    if (!due) return undefined;
    const applied = await applyCredit(q, due);
    if (dueTotal(due) - applied > 0) {
      await q.insertReminders(due.id, due.hostelId, reminderSchedule(due.dueDate, today()));
    }
    return due;
  }

  /**
   * Moves what `dueId` holds beyond its total (after a discount or a lower last month) back to
   * held credit, newest payment first: −x on the due and +x held for that payment. Answers x.
   */
  async function releaseExcess(q: LedgerQueries, dueId: string): Promise<number> {
    const due = await q.lockDue(dueId);
    let excess = due ? -dueBalance(due) : 0;
    if (!due || excess <= 0) return 0;
    const released = excess;
    for (const funder of await q.fundersOf(dueId)) {
      if (excess <= 0) break;
      const take = Math.min(excess, funder.amount);
      await q.insertAllocations([
        { paymentId: funder.paymentId, residentId: due.residentId, dueId, amount: -take },
        { paymentId: funder.paymentId, residentId: due.residentId, dueId: null, amount: take },
      ]);
      await q.moveAmounts(dueId, funder.asCredit ? { creditApplied: -take } : { paid: -take });
      excess -= take;
    }
    return released - excess;
  }

  /**
   * Records a payment or reversal with the hostel's next receipt number of this year (the
   * counter row's lock makes concurrent payments wait: no gaps) and a random receipt token;
   * the hostel's receipt prefix is set from its name at its first receipt.
   */
  async function insertRecord(q: LedgerQueries, record: PaymentRecord): Promise<PaymentRow> {
    const hostel = await q.findHostelBilling(record.hostelId);
    const year = Number(today().slice(0, 4));
    const sequence = await q.nextReceiptSequence(record.hostelId, year);
    const prefix =
      hostel?.receiptPrefix ??
      (await q.ensureReceiptPrefix(record.hostelId, receiptPrefix(hostel?.name ?? '')));
    return q.insertPayment({
      ...record,
      receiptNumber: receiptNumber(prefix, year, sequence),
      receiptToken: randomToken(),
    });
  }

  /**
   * Records a payment on `record.dueId` and spreads it (issue 45 item 2): the due first, then
   * the resident's oldest unpaid dues, the rest held as credit for the next due. `openDues`:
   * the resident's dues, locked, oldest first. Settled dues' reminders are cancelled.
   */
  async function pay(q: LedgerQueries, record: PaymentRecord, openDues: readonly DueRow[]) {
    const payment = await insertRecord(q, record);
    const first = openDues.filter((due) => due.id === record.dueId);
    const rest = openDues.filter((due) => due.id !== record.dueId);
    const { parts, rest: left } = spread(
      record.amount,
      [...first, ...rest].map((due) => ({ due, open: Math.max(0, dueBalance(due)) })),
    );
    await q.insertAllocations([
      ...parts.map(({ target, amount }) => ({
        paymentId: payment.id,
        residentId: record.residentId,
        dueId: target.due.id,
        amount,
      })),
      { paymentId: payment.id, residentId: record.residentId, dueId: null, amount: left },
    ]);
    for (const { target, amount } of parts) {
      await q.moveAmounts(target.due.id, { paid: amount });
      await followBalance(q, target.due.id);
    }
    return payment;
  }

  /** A payment's receipt, its WhatsApp text in the resident's language. */
  function receiptOf(view: PaymentView) {
    return toReceipt(view, publicUrl, serverMessage(view.residentLanguage, 'dues.receiptWhatsApp'));
  }

  /** A due as answered now (read through `q`, so inside a transaction it sees its writes). */
  async function dueAnswer(q: LedgerQueries, dueId: string): Promise<Due | undefined> {
    const view = await q.findDue(dueId);
    if (!view) return undefined;
    return toDue(view, await q.chargesOf([dueId]), today());
  }

  /** The answer of a payment or reversal: it, its due and its receipt. */
  async function paymentAnswer(q: LedgerQueries, paymentId: string): Promise<PaymentResult> {
    const view = await q.findPayment(paymentId);
    if (!view) throw new Error(`payment ${paymentId} vanished`);
    const receipt = receiptOf(view);
    const due = await dueAnswer(q, view.dueId);
    return { payment: toPayment(view, receipt), due: due!, receipt };
  }

  return {
    today,
    monthOf: (date: string) => monthStart(date),
    makeDue,
    applyCredit,
    releaseExcess,
    followBalance,
    insertRecord,
    pay,
    dueAnswer,
    paymentAnswer,
    /** A payment's receipt as answered (the due's payment list). */
    receiptOf,
  };
}

export type Ledger = ReturnType<typeof createLedger>;
