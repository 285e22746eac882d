import type { StaffInvitation } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { registerKeys } from './query-keys';

/**
 * GET /api/staff-invitations/{token} (issue 44 item 4; public): the hostel, the role, who
 * invited and the email it was sent to. 404 once it expired, was withdrawn or was accepted.
 */
export async function getStaffInvitation(
  token: string,
  signal?: AbortSignal,
): Promise<StaffInvitation> {
  const body = await api.get<DataEnvelope<StaffInvitation>>(
    `/api/staff-invitations/${encodeURIComponent(token)}`,
    { handleUnauthorized: false, ...(signal ? { signal } : {}) },
  );
  return body.data;
}

/** Keyed by `registerKeys.invitation(token)`; a 404 is not retried. */
export function getStaffInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: registerKeys.invitation(token),
    queryFn: ({ signal }) => getStaffInvitation(token, signal),
    retry: false,
  });
}

/** One invitation, by its link's token. */
export function useStaffInvitation(token: string) {
  return useQuery(getStaffInvitationQueryOptions(token));
}
