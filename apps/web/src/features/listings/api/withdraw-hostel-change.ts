import type { HostelDetail } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { hostelKeys, listingKeys } from '../../../lib/query-keys';

/**
 * DELETE /api/enhanced-hostels/{id}/changes/pending (issue 26): the owner takes back the change
 * waiting for review; the photos it added are discarded, the ones it removed stay. The hostel
 * as it is now (no `pending_change`). Throws ApiError (404 when nothing waits).
 */
export async function withdrawHostelChange(hostelId: string): Promise<HostelDetail> {
  const body = await api.delete<DataEnvelope<HostelDetail>>(
    `/api/enhanced-hostels/${encodeURIComponent(hostelId)}/changes/pending`,
  );
  return body.data;
}

/**
 * Withdraws a hostel's waiting change; the detail takes the answer, and the owner's list (its
 * "Changes waiting for review") and the hostel's other queries reload either way.
 */
export function useWithdrawHostelChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawHostelChange,
    onSuccess: (hostel) => {
      queryClient.setQueryData<HostelDetail>(hostelKeys.detail(hostel.id), hostel);
    },
    onSettled: (_data, _error, hostelId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listingKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: hostelKeys.detail(hostelId) }),
      ]),
  });
}
