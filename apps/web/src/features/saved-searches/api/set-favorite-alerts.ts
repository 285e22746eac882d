import type { FavoriteAlerts } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { getFavoriteAlertsQueryOptions } from './get-favorite-alerts';

/** PUT /api/alerts/favorites (issue 29): turns the alerts on favourites on or off. */
export async function setFavoriteAlerts(input: FavoriteAlerts): Promise<FavoriteAlerts> {
  const body = await api.put<DataEnvelope<FavoriteAlerts>>('/api/alerts/favorites', input);
  return body.data;
}

/** Sets the switch, then stores the answer as the switch's state. */
export function useSetFavoriteAlerts() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: setFavoriteAlerts,
    onSuccess: (data) =>
      queryClient.setQueryData(getFavoriteAlertsQueryOptions(user?.id).queryKey, data),
  });
}
