import {
  AppError,
  DUES_MESSAGES,
  COLLECTIONS_MONTHS_MAX,
  type BillingSettings,
  type Collections,
  type CreateChargeValues,
  type Due,
  type DueDetail,
  type DuesQuery,
  type MonthRangeQuery,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import { fieldError, registerAccess } from '../register/register-access.service.ts';
import { duesCsv, paymentsCsv } from './dues-csv.logic.ts';
import { toDue, toMonth, toPayment } from './dues-answers.logic.ts';
import { createLedger } from './dues-ledger.service.ts';
import { addMonths, monthEnd, monthsEnding, monthStart } from './dues.logic.ts';
import type { DuesServiceDeps } from './dues.types.ts';

const BATCH = 200;
const BATCHES_PER_RUN = 10;

/** NOT_FOUND with the dues' sentence. */
export const dueNotFound = () => new AppError('NOT_FOUND', DUES_MESSAGES.dueNotFound);

/**
 * Dues (issue 45 items 1, 5 and 6; spec decision 27; docs/decisions/041): the billing day,
 * the month's dues, charges and discounts, the job that makes each month's dues, the
 * collections summary and the CSV exports. The hostel's owner and staff (registerAccess:
 * admins 403, anyone else 404); only the owner changes the billing day.
 */
export function createDuesService(deps: DuesServiceDeps) {
  const { dues, register } = deps;
  const ledger = createLedger(deps);

  /** The due and the caller's access to its hostel; NOT_FOUND for anyone else. */
  async function dueFor(actor: Actor, id: string) {
    const view = await dues.findDue(id);
    if (!view) throw dueNotFound();
    const hostel = await registerAccess(register, actor, view.hostelId, dueNotFound);
    return { view, hostel };
  }

  /** The months of a CSV range as 1sts; VALIDATION_ERROR when reversed or too long. */
  function range({ from, to }: MonthRangeQuery) {
    const first = `${from}-01`;
    const last = `${to}-01`;
    if (last < first || addMonths(first, COLLECTIONS_MONTHS_MAX) <= last) {
      throw fieldError('to', DUES_MESSAGES.monthRangeInvalid);
    }
    return { first, last };
  }

  /** The hostel's dues of months `first`..`last` as answered. */
  async function duesOf(hostelId: string, first: string, last: string): Promise<Due[]> {
    const views = await dues.listDues(hostelId, first, last);
    const charges = await dues.chargesOf(views.map((view) => view.id));
    return views.map((view) => toDue(view, charges, ledger.today()));
  }

  return {
    /** GET /api/enhanced-hostels/{id}/billing-settings: the billing day (1..28). */
    async billingSettings(actor: Actor, hostelId: string): Promise<BillingSettings> {
      await registerAccess(register, actor, hostelId);
      const hostel = await dues.findHostelBilling(hostelId);
      return { billing_day: hostel!.billingDay };
    },

    /**
     * PUT /api/enhanced-hostels/{id}/billing-settings: the owner sets the billing day; dues
     * already made keep their due date. Throws FORBIDDEN (403) for staff and admins.
     */
    async setBillingSettings(actor: Actor, hostelId: string, input: BillingSettings) {
      const hostel = await registerAccess(register, actor, hostelId);
      if (hostel.role !== 'owner') {
        throw new AppError('FORBIDDEN', DUES_MESSAGES.onlyOwnerBillingDay);
      }
      await dues.setBillingDay(hostelId, input.billing_day);
      return { billing_day: input.billing_day };
    },

    /**
     * GET /api/enhanced-hostels/{id}/dues: the month's dues (default this Pakistan month) by
     * resident name, narrowed by `status` and `overdue`.
     */
    async listDues(actor: Actor, hostelId: string, query: DuesQuery): Promise<Due[]> {
      await registerAccess(register, actor, hostelId);
      const month = query.month ? `${query.month}-01` : monthStart(ledger.today());
      return (await duesOf(hostelId, month, month)).filter(
        (due) =>
          (!query.status || due.status === query.status) &&
          (query.overdue === undefined || due.overdue === query.overdue),
      );
    },

    /** GET /api/dues/{id}: the due with its payments and reversals, oldest first. */
    async getDue(actor: Actor, id: string): Promise<DueDetail> {
      const { view } = await dueFor(actor, id);
      const [charges, payments] = await Promise.all([dues.chargesOf([id]), dues.paymentsOfDue(id)]);
      return {
        ...toDue(view, charges, ledger.today()),
        payments: payments.map((payment) => toPayment(payment, ledger.receiptOf(payment))),
      };
    },

    /**
     * POST /api/dues/{id}/charges: a charge adds to the total, a discount takes from it (the
     * total never below 0); what the due then holds beyond its total goes back to credit, and
     * its reminders follow the balance. Never edited: a mistake is offset by another.
     */
    async addCharge(actor: Actor, id: string, input: CreateChargeValues) {
      const { view } = await dueFor(actor, id);
      return dues.transaction(async (q) => {
        await q.lockBillable(view.residentId);
        await q.lockResidentDues(view.residentId);
        const charge = await q.insertCharge({
          dueId: id,
          hostelId: view.hostelId,
          kind: input.kind,
          reason: input.reason,
          note: input.note,
          amount: input.amount,
          createdBy: actor.id,
        });
        const delta = input.kind === 'charge' ? input.amount : -input.amount;
        await q.moveAmounts(id, { chargesNet: delta });
        await ledger.releaseExcess(q, id);
        await ledger.followBalance(q, id);
        const due = (await ledger.dueAnswer(q, id))!;
        return { charge: due.charges.find((made) => made.id === charge.id)!, due };
      });
    },

    /**
     * GET /api/enhanced-hostels/{id}/collections: per month, oldest first and ending with this
     * one, the dues, the money collected, the balance outstanding today and the occupancy.
     */
    async collections(actor: Actor, hostelId: string, months: number): Promise<Collections> {
      await registerAccess(register, actor, hostelId);
      const today = ledger.today();
      const list = monthsEnding(today, months);
      const figures = await dues.monthFigures(hostelId, list[0]!, list.at(-1)!, today);
      const byMonth = new Map(figures.map((figure) => [figure.month, figure]));
      return {
        months: list.map((month) => {
          const found = byMonth.get(month);
          return {
            month: toMonth(month),
            due: found?.due ?? 0,
            collected: found?.collected ?? 0,
            outstanding: found?.outstanding ?? 0,
            occupancy: Math.round((found?.occupancy ?? 0) * 1000) / 1000,
          };
        }),
      };
    },

    /** GET /api/enhanced-hostels/{id}/dues.csv: the dues of a range of months as CSV. */
    async duesCsv(actor: Actor, hostelId: string, query: MonthRangeQuery): Promise<string> {
      await registerAccess(register, actor, hostelId);
      const { first, last } = range(query);
      return duesCsv(await duesOf(hostelId, first, last));
    },

    /** GET /api/enhanced-hostels/{id}/payments.csv: payments with `paid_on` in the range. */
    async paymentsCsv(actor: Actor, hostelId: string, query: MonthRangeQuery): Promise<string> {
      await registerAccess(register, actor, hostelId);
      const { first, last } = range(query);
      return paymentsCsv(await dues.paymentsBetween(hostelId, first, monthEnd(last)));
    },

    /**
     * The monthly dues job (issue 45 item 1; every few minutes, SKIP LOCKED): once a month's
     * 1st has come (Pakistan), every resident present in it without its due gets one; two
     * processes at once make one (the unique key and the skipped locks). Answers how many.
     */
    async runDueWork(): Promise<number> {
      const month = monthStart(ledger.today());
      const last = monthEnd(month);
      let made = 0;
      for (let batch = 0; batch < BATCHES_PER_RUN; batch += 1) {
        const found = await dues.transaction(async (q) => {
          const residents = await q.residentsWithoutDue(month, last, BATCH);
          const billingDays = new Map<string, number>();
          for (const resident of residents) {
            if (!billingDays.has(resident.hostelId)) {
              const hostel = await q.findHostelBilling(resident.hostelId);
              billingDays.set(resident.hostelId, hostel?.billingDay ?? 5);
            }
            const due = await ledger.makeDue(
              q,
              resident,
              month,
              billingDays.get(resident.hostelId)!,
            );
            if (due) made += 1;
          }
          return residents.length;
        });
        if (found < BATCH) break;
      }
      return made;
    },
  };
}

export type DuesService = ReturnType<typeof createDuesService>;
