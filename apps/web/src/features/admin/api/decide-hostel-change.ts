import type { HostelChange, HostelChangeDecision } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { hostelKeys } from '../../../lib/query-keys';
import { adminKeys } from './query-keys';

/** The change and the administrator's decision (a reason is required to reject). */
export type DecideHostelChangeInput = HostelChangeDecision & { id: string };

/**
 * PATCH /api/admin/hostel-changes/{id} (issue 26): approve a waiting change (it becomes what
 * students see) or reject it with a reason the owner is told; an empty reason is left out. The
 * change as decided. Throws ApiError (409 when it was already decided or withdrawn, 400 for a
 * rejection without a reason).
 */
export async function decideHostelChange({
  id,
  action,
  reason,
}: DecideHostelChangeInput): Promise<HostelChange> {
  const body = await api.patch<DataEnvelope<HostelChange>>(
    `/api/admin/hostel-changes/${encodeURIComponent(id)}`,
    { action, ...(reason ? { reason } : {}) },
  );
  return body.data;
}

/**
 * Decides a change, then refreshes the whole admin panel (the section, its badge, the
 * overview, the activity log) and every hostel query: an approved change moves the hostel's
 * name, place and photos in the lists, the map and its page.
 */
export function useDecideHostelChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideHostelChange,
    // Not awaited: a decided change leaves the waiting list, and its card must still be there
    // for the caller's own onSuccess (the toast) to run.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: hostelKeys.all });
    },
  });
}
