import {
  AppError,
  type Language,
  type MyReceipt,
  RECEIPT_MESSAGES,
  type SentReceipt,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import { registerAccess } from '../register/register-access.service.ts';
import type { DueView, ReceiptView } from './receipt-page.logic.ts';
import type { ReceiptRow } from './receipts.repository.ts';
import { dueTotals, maskEmail } from './receipts.logic.ts';
import type { ReceiptsServiceDeps } from './receipts.types.ts';

const paymentNotFound = () => new AppError('NOT_FOUND', RECEIPT_MESSAGES.paymentNotFound);

/** A receipt row as its page shows it; no name once the resident's details were erased. */
function toReceiptView(row: ReceiptRow): ReceiptView {
  return {
    kind: row.kind,
    number: row.number,
    paidOn: row.paidOn,
    residentName: row.erasedAt ? null : row.residentName,
    month: row.month,
    amount: row.amount,
    method: row.method,
    reference: row.reference,
    receivedBy: row.receivedByName,
    reversesNumber: row.reversesNumber,
    reason: row.reason,
    hostelName: row.hostelName,
    hostelPhone: row.hostelPhone,
  };
}

/**
 * Receipts (issue 45 item 3; docs/decisions/042): the public receipt and due pages read by
 * their 128-bit tokens, the receipt email the hostel's team sends, and a linked resident's
 * receipts. Payments, dues and their tokens are made by the dues module; this one reads them.
 */
export function createReceiptsService({
  receipts,
  register,
  notify,
  publicUrl,
}: ReceiptsServiceDeps) {
  return {
    /**
     * GET /receipts/{token}: the receipt's view and the resident's preferred language, or
     * undefined for an unknown token (the page answers 404).
     */
    async receiptPage(
      token: string,
    ): Promise<{ view: ReceiptView; language: Language } | undefined> {
      const row = await receipts.receiptByToken(token);
      return row && { view: toReceiptView(row), language: row.language };
    },

    /** GET /dues/{token}: the due's view and the resident's language, or undefined. */
    async duePage(token: string): Promise<{ view: DueView; language: Language } | undefined> {
      const row = await receipts.dueByToken(token);
      if (!row) return undefined;
      const { total, balance } = dueTotals(row);
      return {
        view: {
          month: row.month,
          dueDate: row.dueDate,
          total,
          paid: row.paid + row.creditApplied,
          balance,
          hostelName: row.hostelName,
          hostelPhone: row.hostelPhone,
        },
        language: row.language,
      };
    },

    /**
     * POST /api/payments/{id}/send-receipt: emails the receipt's link to the resident's
     * address, in their preferred_language, through notify (the outbox). Answers where it went,
     * masked. Throws NOT_FOUND (404) for an unknown payment or a caller outside the hostel's
     * team, FORBIDDEN (403) for administrators, CONFLICT (409) when the resident has no email.
     */
    async sendReceipt(actor: Actor, paymentId: string): Promise<SentReceipt> {
      const payment = await receipts.paymentById(paymentId);
      if (!payment) throw paymentNotFound();
      await registerAccess(register, actor, payment.hostelId, paymentNotFound);
      const email = payment.erasedAt ? null : payment.residentEmail;
      if (!email) throw new AppError('CONFLICT', RECEIPT_MESSAGES.noEmail);
      await receipts.transaction(async (_queries, tx) => {
        await notify.tell(
          tx,
          { email, language: payment.language, name: payment.residentName ?? '' },
          'receiptEmail',
          {
            hostel: payment.hostelName,
            number: payment.number,
            amount: payment.amount,
            month: payment.month,
            token: payment.receiptToken,
            reversal: payment.kind === 'reversal',
          },
        );
      });
      return { sent_to: maskEmail(email) };
    },

    /**
     * GET /api/users/me/receipts: the receipts of the stays linked to the caller's account
     * (a resident made from their reservation), newest first; none for anyone else.
     */
    async myReceipts(actor: Actor): Promise<MyReceipt[]> {
      const rows = await receipts.receiptsOf(actor.id);
      return rows.map((row) => ({
        number: row.number,
        url: `${publicUrl}/receipts/${row.receiptToken}`,
        kind: row.kind,
        amount: row.amount,
        method: row.method,
        paid_on: row.paidOn,
        month: row.month.slice(0, 7),
        hostel: { id: row.hostelId, name: row.hostelName },
      }));
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
