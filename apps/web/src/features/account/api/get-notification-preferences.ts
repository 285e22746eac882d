import type { NotificationPreferences } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { accountKeys } from './query-keys';

/** GET /api/users/notification-preferences: what email the user agreed to (decision 9). */
export async function getNotificationPreferences(
  signal?: AbortSignal,
): Promise<NotificationPreferences> {
  const body = await api.get<DataEnvelope<NotificationPreferences>>(
    '/api/users/notification-preferences',
    signal ? { signal } : {},
  );
  return body.data;
}

/** The preferences of `userId`; idle while signed out. */
export function getNotificationPreferencesQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: accountKeys.notificationPreferences(userId),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
    enabled: userId !== undefined,
  });
}

/** The signed-in user's notification preferences. */
export function useNotificationPreferences() {
  const { user } = useAuth();
  return useQuery(getNotificationPreferencesQueryOptions(user?.id));
}
