import type { MoveOutValues, Resident } from '@hostelhub/shared';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useRegisterWrite } from './use-register-write';

/**
 * POST /api/residents/{id}/move-out (issue 44 item 2): the day they left and the deposit
 * settled (returned plus deductions equal the deposit, or 400 on `deposit_returned`).
 */
export async function moveOutResident({
  residentId,
  ...input
}: MoveOutValues & { residentId: string }): Promise<Resident> {
  const body = await api.post<DataEnvelope<Resident>>(
    `/api/residents/${encodeURIComponent(residentId)}/move-out`,
    input,
  );
  return body.data;
}

/** Moves a resident out, then refreshes the register. */
export function useMoveOutResident() {
  return useRegisterWrite(moveOutResident);
}
