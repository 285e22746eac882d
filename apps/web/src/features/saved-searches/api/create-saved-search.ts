import type { CreateSavedSearchValues, SavedSearch } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { getSavedSearchesQueryOptions } from './get-saved-searches';

/**
 * POST /api/saved-searches (issue 29): saves the browse filters with a name and a frequency.
 * 409 with a sentence past 20 searches; 400 with each field's message (`filters.<name>`).
 */
export async function createSavedSearch(input: CreateSavedSearchValues): Promise<SavedSearch> {
  const body = await api.post<DataEnvelope<SavedSearch>>('/api/saved-searches', input);
  return body.data;
}

/** Saves a search, then refreshes the user's list. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getSavedSearchesQueryOptions(user?.id).queryKey }),
  });
}
