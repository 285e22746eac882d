import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { getSavedSearchesQueryOptions } from './get-saved-searches';

/** DELETE /api/saved-searches/{id} (issue 29): the search and its alerts go. */
export async function deleteSavedSearch(id: string): Promise<void> {
  await api.delete(`/api/saved-searches/${encodeURIComponent(id)}`);
}

/** Deletes a search, then refreshes the list. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getSavedSearchesQueryOptions(user?.id).queryKey }),
  });
}
