import type { Resident, ResidentNoticeValues } from '@hostelhub/shared';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useRegisterWrite } from './use-register-write';

/**
 * POST /api/residents/{id}/notice (issue 44 item 2): the resident leaves on `leaving_date`
 * (today or later); their bed shows "free from" that date, and frees itself on it.
 */
export async function giveNotice({
  residentId,
  ...input
}: ResidentNoticeValues & { residentId: string }): Promise<Resident> {
  const body = await api.post<DataEnvelope<Resident>>(
    `/api/residents/${encodeURIComponent(residentId)}/notice`,
    input,
  );
  return body.data;
}

/** Records a notice, then refreshes the register. */
export function useGiveNotice() {
  return useRegisterWrite(giveNotice);
}
