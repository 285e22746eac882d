import type { FavoriteAlerts } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { savedSearchKeys } from './query-keys';

/** GET /api/alerts/favorites (issue 29): whether the caller's favourites alert them. */
export async function getFavoriteAlerts(signal?: AbortSignal): Promise<FavoriteAlerts> {
  const body = await api.get<DataEnvelope<FavoriteAlerts>>(
    '/api/alerts/favorites',
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** One user's favourite alerts switch; idle for guests. */
export function getFavoriteAlertsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: savedSearchKeys.favoriteAlerts(userId),
    queryFn: ({ signal }) => getFavoriteAlerts(signal),
    enabled: userId !== undefined,
  });
}

/** The signed-in user's favourite alerts switch. */
export function useFavoriteAlerts() {
  const { user } = useAuth();
  return useQuery(getFavoriteAlertsQueryOptions(user?.id));
}
