import type { HostelModeration } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshAdmin } from './use-refresh-admin';

/** What a moderation sends: the hostel, the decision and the owner-facing reason. */
export type ModerateHostelInput = HostelModeration & { id: string };

/**
 * PATCH /api/admin/hostels/{id}/status: approve or reject a pending hostel; an empty reason is
 * left out. Throws ApiError (409 when the hostel is no longer pending).
 */
export async function moderateHostel({ id, status, reason }: ModerateHostelInput): Promise<void> {
  await api.patch(`/api/admin/hostels/${encodeURIComponent(id)}/status`, {
    status,
    ...(reason ? { reason } : {}),
  });
}

/** Approves or rejects a hostel, then refreshes the whole admin panel. */
export function useModerateHostel() {
  const refresh = useRefreshAdmin();
  return useMutation({ mutationFn: moderateHostel, onSettled: refresh });
}
