import type { StaffMember } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { duesKeys } from './query-keys';

/**
 * GET /api/enhanced-hostels/{id}/staff (issue 44 item 4; the owner's only): the managers and
 * wardens who may have received a payment ("Received by"). Asked only when `enabled`.
 */
export async function getStaff(hostelId: string, signal?: AbortSignal): Promise<StaffMember[]> {
  const body = await api.get<DataEnvelope<StaffMember[]>>(
    `/api/enhanced-hostels/${encodeURIComponent(hostelId)}/staff`,
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** The hostel's staff members (not the invitations still waiting). */
export function useStaffMembers(hostelId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: duesKeys.staff(hostelId),
      queryFn: ({ signal }) => getStaff(hostelId, signal),
      enabled,
      select: (staff) => staff.filter((member) => member.user !== null),
    }),
  );
}
