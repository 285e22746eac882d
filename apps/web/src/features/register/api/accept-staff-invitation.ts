import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registerKeys } from './query-keys';

/**
 * POST /api/staff-invitations/{token}/accept (issue 44 item 4): the signed-in account joins the
 * hostel's staff. 403 when it is not the invited email's account.
 */
export async function acceptStaffInvitation(token: string): Promise<void> {
  await api.post<unknown>(`/api/staff-invitations/${encodeURIComponent(token)}/accept`, {});
}

/** Accepts, then refreshes the user's register hostels. */
export function useAcceptStaffInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptStaffInvitation(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registerKeys.all }),
  });
}
