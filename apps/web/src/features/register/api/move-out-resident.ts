import type { MoveOutMoney, MoveOutWithDuesValues, Resident } from '@hostelhub/shared';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useRegisterWrite } from './use-register-write';

/**
 * POST /api/residents/{id}/move-out (issue 44 item 2; issue 45 item 2): the day they left and
 * the deposit settled (returned plus deductions, plus what it paid of unpaid dues with
 * `settle_from_deposit`, equal the deposit, or 400 on `deposit_returned`). Answers the
 * resident with `settled_from_deposit` and `credit_returned` (rupees).
 */
export async function moveOutResident({
  residentId,
  ...input
}: MoveOutWithDuesValues & { residentId: string }): Promise<Resident & MoveOutMoney> {
  const body = await api.post<DataEnvelope<Resident & MoveOutMoney>>(
    `/api/residents/${encodeURIComponent(residentId)}/move-out`,
    input,
  );
  return body.data;
}

/** Moves a resident out, then refreshes the register. */
export function useMoveOutResident() {
  return useRegisterWrite(moveOutResident);
}
