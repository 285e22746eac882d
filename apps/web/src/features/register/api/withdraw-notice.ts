import type { Resident } from '@hostelhub/shared';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useRegisterWrite } from './use-register-write';

/** DELETE /api/residents/{id}/notice (issue 44 item 2): the resident stays after all. */
export async function withdrawNotice(residentId: string): Promise<Resident> {
  const body = await api.delete<DataEnvelope<Resident>>(
    `/api/residents/${encodeURIComponent(residentId)}/notice`,
  );
  return body.data;
}

/** Withdraws a notice, then refreshes the register. */
export function useWithdrawNotice() {
  return useRegisterWrite(withdrawNotice);
}
