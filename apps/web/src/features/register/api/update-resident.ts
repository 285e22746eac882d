import type { Resident, UpdateResidentValues } from '@hostelhub/shared';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useRegisterWrite } from './use-register-write';

/**
 * PATCH /api/residents/{id} (issue 44 item 2; issue 45 item 4): changes a resident's record;
 * here the owner's switch of their due reminders (`reminders_off`).
 */
export async function updateResident({
  residentId,
  ...input
}: UpdateResidentValues & { residentId: string }): Promise<Resident> {
  const body = await api.patch<DataEnvelope<Resident>>(
    `/api/residents/${encodeURIComponent(residentId)}`,
    input,
  );
  return body.data;
}

/** Updates a resident, then refreshes the register. */
export function useUpdateResident() {
  return useRegisterWrite(updateResident);
}
