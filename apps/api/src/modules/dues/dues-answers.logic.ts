import type { Due, DueCharge, Payment, Receipt } from '@hostelhub/shared';
import type { dueCharges } from '../../db/schema/index.ts';
import { dueBalance, dueStatus, dueTotal, lateness } from './dues.logic.ts';
import type { DueView } from './dues.repository.ts';
import type { PaymentView } from './payments.repository.ts';
import { whatsappUrl } from './dues.logic.ts';

/**
 * The answers of the dues routes (issue 45; the shapes of packages/shared/src/schemas/dues.ts)
 * made from stored rows. Pure.
 */

/** A month's 1st as the answers name it: `YYYY-MM`. */
export const toMonth = (first: string) => first.slice(0, 7);

/** A charge or discount as answered. */
export function toCharge(row: typeof dueCharges.$inferSelect): DueCharge {
  return {
    id: row.id,
    kind: row.kind,
    reason: row.reason,
    note: row.note,
    amount: row.amount,
    created_at: row.createdAt.toISOString(),
  };
}

/** A due as answered, its status and lateness as of `today` (Pakistan). */
export function toDue(
  view: DueView,
  charges: readonly (typeof dueCharges.$inferSelect)[],
  today: string,
): Due {
  const { overdue, daysLate } = lateness(view, today);
  return {
    id: view.id,
    resident: {
      id: view.residentId,
      full_name: view.fullName || null,
      room: view.roomTitle ?? view.roomType ?? null,
      bed: view.bedLabel,
    },
    month: toMonth(view.month),
    due_date: view.dueDate,
    period_start: view.periodStart,
    period_end: view.periodEnd,
    days: view.days,
    days_in_month: view.daysInMonth,
    rent: view.monthlyRent,
    mess: view.messCharge,
    base_amount: view.baseAmount,
    charges: charges.filter((charge) => charge.dueId === view.id).map(toCharge),
    total: dueTotal(view),
    paid: view.paid,
    credit_applied: view.creditApplied,
    balance: dueBalance(view),
    status: dueStatus(view),
    overdue,
    days_late: daysLate,
  };
}

/**
 * A receipt's addresses: its page on the public origin, and the WhatsApp link that sends it
 * to the resident's phone with `text` (the catalogue's sentence in their language).
 */
export function toReceipt(view: PaymentView, publicUrl: string, text: string): Receipt {
  const url = `${publicUrl}/receipts/${view.receiptToken}`;
  return {
    number: view.receiptNumber,
    url,
    whatsapp_url: whatsappUrl(view.residentPhone, text, url),
  };
}

/** A payment or reversal as answered. */
export function toPayment(view: PaymentView, receipt: Receipt): Payment {
  const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
  return {
    id: view.id,
    kind: view.kind,
    amount: view.amount,
    method: view.method,
    reference: view.reference,
    paid_on: view.paidOn,
    received_by: person(view.receivedBy, view.receivedByName),
    recorded_by: person(view.recordedBy, view.recordedByName),
    reverses_payment_id: view.reversesPaymentId,
    reason: view.reason,
    reversed: view.reversed,
    created_at: view.createdAt.toISOString(),
    receipt,
  };
}
