import type { StaffMember } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { registerKeys } from './query-keys';

/**
 * GET /api/enhanced-hostels/{id}/staff (issue 44 item 4): the hostel's managers and wardens,
 * and the invitations still waiting (`status: 'invited'`, no user yet). The owner's only.
 */
export async function getStaff(hostelId: string, signal?: AbortSignal): Promise<StaffMember[]> {
  const body = await api.get<DataEnvelope<StaffMember[]>>(
    `/api/enhanced-hostels/${encodeURIComponent(hostelId)}/staff`,
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** Keyed by `registerKeys.staff(hostelId)`. */
export function getStaffQueryOptions(hostelId: string) {
  return queryOptions({
    queryKey: registerKeys.staff(hostelId),
    queryFn: ({ signal }) => getStaff(hostelId, signal),
  });
}

/** A hostel's staff and pending invitations. */
export function useStaff(hostelId: string) {
  return useQuery(getStaffQueryOptions(hostelId));
}
