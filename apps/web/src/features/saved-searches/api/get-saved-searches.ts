import type { SavedSearch } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { savedSearchKeys } from './query-keys';

/** GET /api/saved-searches (issue 29): the caller's saved searches, newest first. */
export async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const body = await api.get<DataEnvelope<SavedSearch[]>>(
    '/api/saved-searches',
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** One user's saved searches; idle for guests. */
export function getSavedSearchesQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: savedSearchKeys.list(userId),
    queryFn: ({ signal }) => getSavedSearches(signal),
    enabled: userId !== undefined,
  });
}

/** The signed-in user's saved searches. */
export function useSavedSearches() {
  const { user } = useAuth();
  return useQuery(getSavedSearchesQueryOptions(user?.id));
}
