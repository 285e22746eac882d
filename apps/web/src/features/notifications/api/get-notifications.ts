import type { NotificationsPage } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { notificationKeys } from '../../../lib/query-keys';

/** Notifications the bell shows: the newest 20. */
const NOTIFICATIONS_SHOWN = 20;

/** GET /api/notifications: the caller's newest notifications and their unread count. */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationsPage> {
  const body = await api.get<DataEnvelope<NotificationsPage>>('/api/notifications', {
    params: { limit: NOTIFICATIONS_SHOWN },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** One user's notifications, fresh for a minute (live updates invalidate them); idle for guests. */
export function getNotificationsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: notificationKeys.forUser(userId),
    queryFn: ({ signal }) => getNotifications(signal),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
}

/** The signed-in user's notifications; idle (no call) for guests. */
export function useNotifications() {
  const { user } = useAuth();
  return useQuery(getNotificationsQueryOptions(user?.id));
}
