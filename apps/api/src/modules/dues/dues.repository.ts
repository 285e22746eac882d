import { and, asc, eq, gte, inArray, isNull, lte, notExists, or, sql, gt } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { withTransactions } from '../../db/transactional.ts';
import {
  beds,
  dueCharges,
  dueReminders,
  dues,
  hostels,
  residents,
  rooms,
} from '../../db/schema/index.ts';
import { collectionQueries } from './collections.query.ts';
import { paymentQueries } from './payments.repository.ts';

/** A due row as stored. */
export type DueRow = typeof dues.$inferSelect;
/** A due with the names its answer shows. */
export type DueView = DueRow & {
  fullName: string | null;
  roomTitle: string | null;
  roomType: string | null;
  bedLabel: string | null;
};
/** What making a due needs of a resident. */
export type BillableResident = Pick<
  typeof residents.$inferSelect,
  | 'id'
  | 'hostelId'
  | 'moveInDate'
  | 'leavingDate'
  | 'movedOutOn'
  | 'monthlyRent'
  | 'messCharge'
  | 'takesMess'
  | 'securityDeposit'
>;

const billable = {
  id: residents.id,
  hostelId: residents.hostelId,
  moveInDate: residents.moveInDate,
  leavingDate: residents.leavingDate,
  movedOutOn: residents.movedOutOn,
  monthlyRent: residents.monthlyRent,
  messCharge: residents.messCharge,
  takesMess: residents.takesMess,
  securityDeposit: residents.securityDeposit,
};

/**
 * The dues' own queries (issue 45 item 1): hostels' billing day, dues and their charges and
 * reminder rows. Amount columns move by deltas (`paid = paid + x`) under the row locks the
 * services take, so no write is lost.
 */
function dueQueries(db: Executor) {
  const viewSelect = () =>
    db
      .select({
        due: dues,
        fullName: residents.fullName,
        roomTitle: rooms.roomTitle,
        roomType: rooms.roomType,
        bedLabel: beds.label,
      })
      .from(dues)
      .innerJoin(residents, eq(residents.id, dues.residentId))
      .leftJoin(rooms, eq(rooms.id, residents.roomId))
      .leftJoin(beds, eq(beds.id, residents.bedId));
  type Selected = Awaited<ReturnType<typeof viewSelect>>[number];
  const toView = ({ due, ...names }: Selected): DueView => ({ ...due, ...names });

  return {
    /** The hostel's billing day, name, phone and receipt prefix. */
    async findHostelBilling(hostelId: string) {
      const [row] = await db
        .select({
          id: hostels.id,
          name: hostels.name,
          billingDay: hostels.billingDay,
          receiptPrefix: hostels.receiptPrefix,
        })
        .from(hostels)
        .where(eq(hostels.id, hostelId));
      return row;
    },

    /** Sets the hostel's billing day (1..28; the check constraint backs it). */
    async setBillingDay(hostelId: string, billingDay: number) {
      await db.update(hostels).set({ billingDay }).where(eq(hostels.id, hostelId));
    },

    /** The resident's billing columns, locked for the caller's transaction. */
    async lockBillable(residentId: string): Promise<BillableResident | undefined> {
      const [row] = await db
        .select(billable)
        .from(residents)
        .where(eq(residents.id, residentId))
        .for('update');
      return row;
    },

    /**
     * Residents present in the month starting `month` (moved in by its end, not moved out,
     * not leaving by its 1st) without a due for it, locked, skipping rows another process holds.
     */
    async residentsWithoutDue(month: string, last: string, limit: number) {
      return db
        .select(billable)
        .from(residents)
        .where(
          and(
            isNull(residents.movedOutOn),
            isNull(residents.erasedAt),
            lte(residents.moveInDate, last),
            or(isNull(residents.leavingDate), gt(residents.leavingDate, month)),
            notExists(
              db
                .select({ one: sql`1` })
                .from(dues)
                .where(and(eq(dues.residentId, residents.id), eq(dues.month, month))),
            ),
          ),
        )
        .limit(limit)
        .for('update', { of: residents, skipLocked: true });
    },

    /** Inserts a due unless the resident has the month's already; answers the row or undefined. */
    async insertDue(values: typeof dues.$inferInsert) {
      const [row] = await db
        .insert(dues)
        .values({ ...values, createdAt: sql`clock_timestamp()` })
        .onConflictDoNothing({ target: [dues.residentId, dues.month] })
        .returning();
      return row;
    },

    /** Moves a due's amounts by deltas (rupees; negative lowers). */
    async moveAmounts(
      dueId: string,
      delta: { paid?: number; creditApplied?: number; chargesNet?: number },
    ) {
      await db
        .update(dues)
        .set({
          paid: sql`${dues.paid} + ${delta.paid ?? 0}`,
          creditApplied: sql`${dues.creditApplied} + ${delta.creditApplied ?? 0}`,
          chargesNet: sql`${dues.chargesNet} + ${delta.chargesNet ?? 0}`,
        })
        .where(eq(dues.id, dueId));
    },

    /** Rewrites a due's period and base amount (the last month, at move-out). */
    async reprorate(
      dueId: string,
      values: Pick<DueRow, 'periodStart' | 'periodEnd' | 'days' | 'baseAmount'>,
    ) {
      await db.update(dues).set(values).where(eq(dues.id, dueId));
    },

    /** One due with its names. */
    async findDue(id: string): Promise<DueView | undefined> {
      const [row] = await viewSelect().where(eq(dues.id, id));
      return row && toView(row);
    },

    /** The due row, locked. */
    async lockDue(id: string): Promise<DueRow | undefined> {
      const [row] = await db.select().from(dues).where(eq(dues.id, id)).for('update');
      return row;
    },

    /** A resident's dues, oldest month first, locked. */
    async lockResidentDues(residentId: string): Promise<DueRow[]> {
      return db
        .select()
        .from(dues)
        .where(eq(dues.residentId, residentId))
        .orderBy(asc(dues.month))
        .for('update');
    },

    /** The hostel's dues of months `from`..`to` (1sts), by month then name. */
    async listDues(hostelId: string, from: string, to: string): Promise<DueView[]> {
      const rows = await viewSelect()
        .where(and(eq(dues.hostelId, hostelId), gte(dues.month, from), lte(dues.month, to)))
        .orderBy(asc(dues.month), asc(residents.fullName), asc(dues.id));
      return rows.map(toView);
    },

    /** The charges of `dueIds`, oldest first. */
    async chargesOf(dueIds: readonly string[]) {
      if (dueIds.length === 0) return [];
      return db
        .select()
        .from(dueCharges)
        .where(inArray(dueCharges.dueId, [...dueIds]))
        .orderBy(asc(dueCharges.createdAt));
    },

    /** Records a charge or discount. */
    async insertCharge(values: typeof dueCharges.$inferInsert) {
      const [row] = await db.insert(dueCharges).values(values).returning();
      return row!;
    },

    /** Makes a due's reminder steps (once each: the unique key keeps the first). */
    async insertReminders(
      dueId: string,
      hostelId: string,
      steps: readonly { step: (typeof dueReminders.$inferInsert)['step']; sendOn: string }[],
    ) {
      if (steps.length === 0) return;
      await db
        .insert(dueReminders)
        .values(steps.map((step) => ({ dueId, hostelId, ...step })))
        .onConflictDoNothing({ target: [dueReminders.dueId, dueReminders.step] });
    },

    /** A settled due's waiting reminders are cancelled. */
    async cancelReminders(dueId: string) {
      await db
        .update(dueReminders)
        .set({ status: 'cancelled' })
        .where(and(eq(dueReminders.dueId, dueId), eq(dueReminders.status, 'pending')));
    },

    /** A reopened due's cancelled reminders from `today` on wait again. */
    async reopenReminders(dueId: string, today: string) {
      await db
        .update(dueReminders)
        .set({ status: 'pending' })
        .where(
          and(
            eq(dueReminders.dueId, dueId),
            eq(dueReminders.status, 'cancelled'),
            gte(dueReminders.sendOn, today),
          ),
        );
    },
  };
}

/** Every query of the dues module over one executor (the ledger's steps run in one). */
export function ledgerQueries(db: Executor) {
  return { ...dueQueries(db), ...paymentQueries(db), ...collectionQueries(db) };
}

export type LedgerQueries = ReturnType<typeof ledgerQueries>;

/** The dues module's repository (issue 45): its queries and `transaction(work)`. */
export function createDuesRepository(db: Db) {
  return withTransactions(db, ledgerQueries);
}

export type DuesRepository = ReturnType<typeof createDuesRepository>;
