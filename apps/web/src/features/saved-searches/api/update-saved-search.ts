import type { SavedSearch, UpdateSavedSearchValues } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { getSavedSearchesQueryOptions } from './get-saved-searches';

/** What a change sends: the search and its new name, frequency or paused state. */
export type UpdateSavedSearchInput = UpdateSavedSearchValues & { id: string };

/**
 * PATCH /api/saved-searches/{id} (issue 29): renames, changes the frequency, pauses or resumes.
 * 404 for a search that is gone (or another user's).
 */
export async function updateSavedSearch({
  id,
  ...change
}: UpdateSavedSearchInput): Promise<SavedSearch> {
  const body = await api.patch<DataEnvelope<SavedSearch>>(
    `/api/saved-searches/${encodeURIComponent(id)}`,
    change,
  );
  return body.data;
}

/** Changes a search, then refreshes the list (after a refusal too: it may be gone). */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getSavedSearchesQueryOptions(user?.id).queryKey }),
  });
}
