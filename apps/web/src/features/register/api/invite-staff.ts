import type { InviteStaffValues, StaffMember } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { getStaffQueryOptions } from './get-staff';

/**
 * POST /api/enhanced-hostels/{id}/staff (issue 44 item 4): emails an invitation to join as
 * manager or warden, valid 7 days. 409 when that person is on the staff or already invited.
 */
export async function inviteStaff({
  hostelId,
  ...input
}: InviteStaffValues & { hostelId: string }): Promise<StaffMember> {
  const body = await api.post<DataEnvelope<StaffMember>>(
    `/api/enhanced-hostels/${encodeURIComponent(hostelId)}/staff`,
    input,
  );
  return body.data;
}

/** Invites someone, then refreshes the hostel's staff. */
export function useInviteStaff(hostelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteStaffValues) => inviteStaff({ hostelId, ...input }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getStaffQueryOptions(hostelId).queryKey }),
  });
}
