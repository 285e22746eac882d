import type { NotificationsPage } from '@hostelhub/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { notificationsQueryKey } from '../../../lib/notification-keys';

/** GET /api/notifications: the newest 20 and the unread count; idle for guests. */
export function useNotifications() {
  const { user } = useAuth();
  return useQuery({
    queryKey: notificationsQueryKey(user?.id),
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<NotificationsPage>>('/api/notifications', {
          params: { limit: 20 },
          signal,
        })
      ).data,
    enabled: user !== null,
    staleTime: 60_000,
  });
}

/** Mark one read, mark all read, delete; each reloads the list. */
export function useNotificationActions() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: notificationsQueryKey(user?.id) });
  return {
    markRead: useMutation({
      mutationFn: (id: string) => api.patch(`/api/notifications/${id}/read`, undefined),
      onSettled: refresh,
    }),
    markAllRead: useMutation({
      mutationFn: () => api.patch('/api/notifications/mark-all-read', undefined),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete(`/api/notifications/${id}`),
      onSettled: refresh,
    }),
  };
}
