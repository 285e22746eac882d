import type { OwnerApproval } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshAdmin } from './use-refresh-admin';

/** What an owner decision sends: the account, approved or rejected, and the reason. */
export type DecideOwnerInput = OwnerApproval & { id: string };

/**
 * PATCH /api/admin/owners/{id}/approval (decision 4): approve or reject an owner account that
 * awaits approval; the owner is emailed. An empty reason is left out.
 */
export async function decideOwner({ id, decision, reason }: DecideOwnerInput): Promise<void> {
  await api.patch(`/api/admin/owners/${encodeURIComponent(id)}/approval`, {
    decision,
    ...(reason ? { reason } : {}),
  });
}

/** Approves or rejects an owner account, then refreshes the whole admin panel. */
export function useDecideOwner() {
  const refresh = useRefreshAdmin();
  return useMutation({ mutationFn: decideOwner, onSettled: refresh });
}
