import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { listingKeys } from '../../../lib/query-keys';
import { hostelKeys } from '../../../lib/query-keys';

/**
 * DELETE /api/enhanced-hostels/{id}: the hostel with its rooms, photos, mess information and
 * favourites (decision 16).
 */
export async function deleteHostel(id: string): Promise<void> {
  await api.delete<DataEnvelope<{ id: string; deleted: true }>>(
    `/api/enhanced-hostels/${encodeURIComponent(id)}`,
  );
}

/** Deletes a hostel; the owner's list reloads either way. */
export function useDeleteHostel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHostel,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: hostelKeys.detail(id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingKeys.mine() }),
  });
}
