import {
  AppError,
  DUES_MESSAGES,
  DUPLICATE_PAYMENT_MINUTES,
  type CreatePaymentValues,
  type PaymentResult,
  type ReversePaymentValues,
} from '@hostelhub/shared';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { requestFingerprint } from '../../lib/idempotency.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { conflict, fieldError, registerAccess } from '../register/register-access.service.ts';
import { createLedger } from './dues-ledger.service.ts';
import { dueBalance, monthStart, prorate, spread } from './dues.logic.ts';
import { ledgerQueries, type LedgerQueries } from './dues.repository.ts';
import { dueNotFound } from './dues.service.ts';
import type { DuesServiceDeps, MoveOutMoneyInput, RegisterMoneyHooks } from './dues.types.ts';

/** NOT_FOUND with the payments' sentence. */
const paymentNotFound = () => new AppError('NOT_FOUND', DUES_MESSAGES.paymentNotFound);

/** Thrown inside the transaction when a concurrent request holds the same Idempotency-Key. */
class IdempotencyKeyTaken extends Error {}

/** A payment's answer and whether it is the first one again (an Idempotency-Key replay). */
export interface RecordedPayment {
  result: PaymentResult;
  replayed: boolean;
}

/**
 * Payments (issue 45 items 2, 3 and 6; spec decision 28; docs/decisions/041): recorded by the
 * hostel's owner or staff, never edited or deleted, reversed by the owner only; each with a
 * gapless receipt number taken in its transaction. Also the ledger's steps in the register's
 * move-in and move-out transactions.
 */
export function createPaymentsService(deps: DuesServiceDeps) {
  const { dues, register, idempotency, now = () => new Date() } = deps;
  const ledger = createLedger(deps);

  /**
   * The payment's transaction: locks the resident, then their dues; refuses a likely
   * duplicate (CONFLICT code POSSIBLE_DUPLICATE) unless confirmed; records and spreads it.
   */
  async function record(
    q: LedgerQueries,
    actor: Actor,
    dueId: string,
    input: CreatePaymentValues,
    paidOn: string,
  ) {
    const view = (await q.findDue(dueId))!;
    await q.lockBillable(view.residentId);
    const openDues = await q.lockResidentDues(view.residentId);
    if (!input.confirm_duplicate) {
      const since = new Date(now().getTime() - DUPLICATE_PAYMENT_MINUTES * 60_000);
      const duplicate = await q.likelyDuplicate(dueId, { ...input, since });
      if (duplicate) throw new AppError('POSSIBLE_DUPLICATE', DUES_MESSAGES.possibleDuplicate);
    }
    const payment = await ledger.pay(
      q,
      {
        hostelId: view.hostelId,
        residentId: view.residentId,
        dueId,
        kind: 'payment',
        amount: input.amount,
        method: input.method,
        reference: input.reference,
        paidOn,
        receivedBy: input.received_by ?? actor.id,
        recordedBy: actor.id,
      },
      openDues,
    );
    return payment.id;
  }

  /** Spreads the deposit over the resident's unpaid dues, oldest first, as `deposit` payments. */
  async function settleFromDeposit(q: LedgerQueries, residentId: string, input: MoveOutMoneyInput) {
    const openDues = await q.lockResidentDues(residentId);
    const { parts } = spread(
      Math.max(0, input.available),
      openDues.map((due) => ({ due, open: Math.max(0, dueBalance(due)) })),
    );
    for (const { target, amount } of parts) {
      await ledger.pay(
        q,
        {
          hostelId: target.due.hostelId,
          residentId,
          dueId: target.due.id,
          kind: 'payment',
          amount,
          method: 'deposit',
          reference: null,
          paidOn: input.movedOutOn,
          receivedBy: input.actorId,
          recordedBy: input.actorId,
        },
        [target.due],
      );
    }
    return parts.reduce((sum, part) => sum + part.amount, 0);
  }

  /** The register's hooks (issue 45 items 1 and 2), run in its transactions. */
  const hooks: RegisterMoneyHooks = {
    /**
     * At move-in: the due of the move-in's month, or of this month when the move-in date is
     * in an earlier month (months before the register were settled on paper).
     */
    async movedIn(tx: Tx, residentId: string) {
      const q = ledgerQueries(tx);
      const resident = await q.lockBillable(residentId);
      if (!resident) return;
      const hostel = await q.findHostelBilling(resident.hostelId);
      const thisMonth = monthStart(ledger.today());
      const moveInMonth = monthStart(resident.moveInDate);
      const month = moveInMonth > thisMonth ? moveInMonth : thisMonth;
      await ledger.makeDue(q, resident, month, hostel?.billingDay ?? 5);
    },

    /**
     * At move-out: the last month's due is recomputed by days to the move-out date (later
     * months' to 0), what a lowered due holds beyond its total goes to credit; with
     * `settleFromDeposit` the deposit pays unpaid dues; held credit left is returned.
     */
    async movedOut(tx: Tx, residentId: string, input: MoveOutMoneyInput) {
      const q = ledgerQueries(tx);
      const resident = await q.lockBillable(residentId);
      if (!resident) return { settled: 0, creditReturned: 0 };
      const lastMonth = monthStart(input.movedOutOn);
      for (const due of await q.lockResidentDues(residentId)) {
        if (due.month < lastMonth) continue;
        const proration = prorate({
          month: due.month,
          billingDay: 1,
          moveIn: resident.moveInDate,
          leaving: input.movedOutOn,
          rent: due.monthlyRent,
          mess: due.messCharge,
        });
        if (proration.baseAmount === due.baseAmount && proration.days === due.days) continue;
        const { periodStart, periodEnd, days, baseAmount } = proration;
        await q.reprorate(due.id, { periodStart, periodEnd, days, baseAmount });
        await ledger.releaseExcess(q, due.id);
        await ledger.followBalance(q, due.id);
      }
      const settled = input.settleFromDeposit ? await settleFromDeposit(q, residentId, input) : 0;
      const held = await q.heldCredit(residentId);
      await q.insertAllocations(
        held.map((credit) => ({
          paymentId: credit.paymentId,
          residentId,
          dueId: null,
          amount: -credit.amount,
        })),
      );
      return { settled, creditReturned: held.reduce((sum, credit) => sum + credit.amount, 0) };
    },
  };

  return {
    hooks,

    /**
     * POST /api/dues/{id}/payments (issue 45 item 2): records a payment (`paid_on` not in the
     * future; `received_by` the owner or staff, default the caller) with its receipt. With
     * `key` (Idempotency-Key) the same request again answers the first payment. Throws
     * VALIDATION_ERROR (400), POSSIBLE_DUPLICATE (409) for a likely duplicate without
     * `confirm_duplicate`, FORBIDDEN (403) for admins, NOT_FOUND (404) for others.
     */
    async recordPayment(
      actor: Actor,
      dueId: string,
      input: CreatePaymentValues,
      key?: string,
    ): Promise<RecordedPayment> {
      const view = await dues.findDue(dueId);
      if (!view) throw dueNotFound();
      await registerAccess(register, actor, view.hostelId, dueNotFound);
      const today = ledger.today();
      const paidOn = input.paid_on ?? today;
      if (paidOn > today) throw fieldError('paid_on', DUES_MESSAGES.paidOnFuture);
      if (input.received_by && !(await dues.worksAt(view.hostelId, input.received_by))) {
        throw fieldError('received_by', DUES_MESSAGES.receivedByInvalid);
      }
      const fingerprint = requestFingerprint('POST', `/api/dues/${dueId}/payments`, input);
      const replay = async () => {
        if (key === undefined) return null;
        const stored = await idempotency.find(actor.id, key, fingerprint);
        const paymentId = (stored?.body as { payment_id?: string } | undefined)?.payment_id;
        return paymentId
          ? { result: await ledger.paymentAnswer(dues, paymentId), replayed: true }
          : null;
      };
      const earlier = await replay();
      if (earlier) return earlier;
      try {
        const result = await dues.transaction(async (q, tx) => {
          const paymentId = await record(q, actor, dueId, input, paidOn);
          if (key !== undefined) {
            const marker = { status: 201, body: { payment_id: paymentId } };
            const claimed = await idempotency.claim(tx, actor.id, key, fingerprint, marker);
            if (!claimed) throw new IdempotencyKeyTaken();
          }
          return ledger.paymentAnswer(q, paymentId);
        });
        return { result, replayed: false };
      } catch (error) {
        if (!(error instanceof IdempotencyKeyTaken)) throw error;
        const first = await replay();
        if (!first) throw error;
        return first;
      }
    },

    /**
     * POST /api/payments/{id}/reverse (issue 45 item 2): the owner records a reversal with a
     * reason and its own receipt number; it reopens exactly what the payment paid, on its due,
     * on the older dues an overpayment settled and the credit it carried onto later dues (held
     * credit left is taken back). Throws FORBIDDEN (403) for staff and admins, CONFLICT (409)
     * when already reversed or a reversal, NOT_FOUND (404) for others.
     */
    async reversePayment(
      actor: Actor,
      paymentId: string,
      input: ReversePaymentValues,
    ): Promise<PaymentResult> {
      const found = await dues.findPayment(paymentId);
      if (!found) throw paymentNotFound();
      const hostel = await registerAccess(register, actor, found.hostelId, paymentNotFound);
      if (hostel.role !== 'owner') throw new AppError('FORBIDDEN', DUES_MESSAGES.onlyOwnerReverses);
      if (found.kind === 'reversal') throw conflict(DUES_MESSAGES.reversalNotReversible);
      try {
        return await dues.transaction(async (q) => {
          await q.lockBillable(found.residentId);
          await q.lockResidentDues(found.residentId);
          if (await q.reversalOf(paymentId)) throw conflict(DUES_MESSAGES.alreadyReversed);
          const nets = await q.netAllocations(paymentId);
          const reversal = await ledger.insertRecord(q, {
            hostelId: found.hostelId,
            residentId: found.residentId,
            dueId: found.dueId,
            kind: 'reversal',
            amount: found.amount,
            method: found.method,
            reference: found.reference,
            paidOn: ledger.today(),
            receivedBy: null,
            recordedBy: actor.id,
            reversesPaymentId: paymentId,
            reason: input.reason,
          });
          await q.insertAllocations(
            nets.map((net) => ({
              paymentId: reversal.id,
              residentId: found.residentId,
              dueId: net.dueId,
              amount: -net.amount,
            })),
          );
          for (const net of nets) {
            if (!net.dueId || net.amount === 0) continue;
            await q.moveAmounts(
              net.dueId,
              net.asCredit ? { creditApplied: -net.amount } : { paid: -net.amount },
            );
            await ledger.followBalance(q, net.dueId);
          }
          return ledger.paymentAnswer(q, reversal.id);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(DUES_MESSAGES.alreadyReversed);
        throw error;
      }
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
