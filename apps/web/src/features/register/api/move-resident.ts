import type { MoveResidentValues, Resident } from '@hostelhub/shared';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useRegisterWrite } from './use-register-write';

/** POST /api/residents/{id}/move (issue 44 item 2): to another free bed of the hostel. */
export async function moveResident({
  residentId,
  ...input
}: MoveResidentValues & { residentId: string }): Promise<Resident> {
  const body = await api.post<DataEnvelope<Resident>>(
    `/api/residents/${encodeURIComponent(residentId)}/move`,
    input,
  );
  return body.data;
}

/** Moves a resident, then refreshes the register. */
export function useMoveResident() {
  return useRegisterWrite(moveResident);
}
