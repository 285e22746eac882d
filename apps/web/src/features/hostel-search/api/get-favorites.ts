import type { Favorites } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { offlineKeys, withOfflineCopy } from '../../../lib/offline/offline-store';
import { hostelSearchKeys } from './query-keys';

/** GET /api/users/favorites: the caller's approved favourite hostels and their ids. */
export async function getFavorites(signal?: AbortSignal): Promise<Favorites> {
  const body = await api.get<DataEnvelope<Favorites>>('/api/users/favorites', {
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** One user's favourites, fresh for a minute; idle without a user. */
export function getFavoritesQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: hostelSearchKeys.favorites.forUser(userId),
    // Kept in the offline store; without a network, the list kept last time (issue 25).
    queryFn: ({ signal }) =>
      userId
        ? withOfflineCopy(offlineKeys.favorites(userId), () => getFavorites(signal))
        : getFavorites(signal),
    networkMode: 'offlineFirst',
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
}

/** The signed-in user's favourites; idle (no call) for guests. */
export function useFavorites() {
  const { user } = useAuth();
  return useQuery(getFavoritesQueryOptions(user?.id));
}
