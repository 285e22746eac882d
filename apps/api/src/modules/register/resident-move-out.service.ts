import {
  karachiToday,
  REGISTER_MESSAGES,
  type MoveOutPreview,
  type MoveOutWithDuesValues,
} from '@hostelhub/shared';
import type { Tx } from '../../db/client.ts';
import { fieldError } from './register-access.service.ts';
import type { RegisterQueries, ResidentRow } from './register.repository.ts';
import type { RegisterServiceDeps } from './register.types.ts';

/**
 * The move-out step (issue 44 item 2; issue 45 item 2), inside the register's transaction on
 * the locked resident: the dates are checked, the ledger recomputes the last month's due,
 * settles unpaid dues from the deposit when asked and returns held credit (`money`, handed in
 * by services.ts), then the deposit must balance and the bed is freed.
 */
export function residentMoveOut({ register, money, now = () => new Date() }: RegisterServiceDeps) {
  /** The move-out date: not in the future, not before move-in (VALIDATION_ERROR, 400). */
  function checkDate(row: ResidentRow, movedOutOn: string) {
    if (movedOutOn > karachiToday(now())) {
      throw fieldError('moved_out_on', REGISTER_MESSAGES.movedOutFuture);
    }
    if (movedOutOn < row.moveInDate) {
      throw fieldError('moved_out_on', REGISTER_MESSAGES.movedOutBeforeMoveIn);
    }
  }

  /**
   * Moves `row` out on `input.moved_out_on` (not in the future, not before move-in): the
   * deposit returned plus the deductions plus what it settled of unpaid dues equal the
   * security deposit. Answers what the deposit settled and the credit returned, in rupees.
   * Throws VALIDATION_ERROR (400), which rolls the whole step back.
   */
  async function moveOutStep(
    queries: RegisterQueries,
    row: ResidentRow,
    tx: Tx,
    input: MoveOutWithDuesValues,
    actorId: string,
  ) {
    checkDate(row, input.moved_out_on);
    const deducted = input.deductions.reduce((sum, deduction) => sum + deduction.amount, 0);
    const { settled, creditReturned } = (await money?.movedOut(tx, row.id, {
      movedOutOn: input.moved_out_on,
      settleFromDeposit: input.settle_from_deposit,
      available: row.securityDeposit - deducted,
      actorId,
    })) ?? { settled: 0, creditReturned: 0 };
    if (input.deposit_returned + deducted + settled !== row.securityDeposit) {
      throw fieldError('deposit_returned', REGISTER_MESSAGES.depositNotBalanced);
    }
    await queries.updateResident(row.id, {
      bedId: null,
      movedOutOn: input.moved_out_on,
      leavingDate: row.leavingDate ?? input.moved_out_on,
      depositReturned: input.deposit_returned,
      deductions: input.deductions,
    });
    await queries.refreshOccupancy([row.roomId]);
    await queries.recordEvent({
      residentId: row.id,
      hostelId: row.hostelId,
      actorId,
      event: 'moved_out',
      fields: ['moved_out_on', 'deposit_returned', 'deductions'],
      detail: { moved_out_on: input.moved_out_on },
    });
    return { settled_from_deposit: settled, credit_returned: creditReturned };
  }

  /**
   * What moving `row` out on `movedOutOn` would do to the money (issue 45 item 2): the ledger's
   * own move-out steps (the last month recomputed, every unpaid due settled, held credit
   * returned) run in a transaction that is then rolled back, so the preview agrees with the
   * move-out to the rupee and changes nothing. `row` is the resident, checked by the caller;
   * its lock is taken again here. Throws VALIDATION_ERROR (400) for a bad date.
   */
  async function preview(row: ResidentRow, movedOutOn: string, actorId: string) {
    checkDate(row, movedOutOn);
    if (!money) return { moved_out_on: movedOutOn, unpaid: 0, credit_returned: 0 };
    return register.rolledBack(async (queries, tx): Promise<MoveOutPreview> => {
      await queries.lockResident(row.id);
      const { settled, creditReturned } = await money.movedOut(tx, row.id, {
        movedOutOn,
        settleFromDeposit: true,
        available: Number.MAX_SAFE_INTEGER,
        actorId,
      });
      return { moved_out_on: movedOutOn, unpaid: settled, credit_returned: creditReturned };
    });
  }

  return { moveOutStep, preview };
}
