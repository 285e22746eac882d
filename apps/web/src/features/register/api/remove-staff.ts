import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getStaffQueryOptions } from './get-staff';

/** DELETE /api/enhanced-hostels/{id}/staff/{staffId} (issue 44 item 4): a member or an invitation. */
export async function removeStaff(hostelId: string, staffId: string): Promise<void> {
  await api.delete<unknown>(
    `/api/enhanced-hostels/${encodeURIComponent(hostelId)}/staff/${encodeURIComponent(staffId)}`,
  );
}

/** Removes a member or withdraws an invitation, then refreshes the hostel's staff. */
export function useRemoveStaff(hostelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffId: string) => removeStaff(hostelId, staffId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getStaffQueryOptions(hostelId).queryKey }),
  });
}
