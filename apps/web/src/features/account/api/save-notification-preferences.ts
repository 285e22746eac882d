import type { NotificationPreferences } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { getNotificationPreferencesQueryOptions } from './get-notification-preferences';

/** PUT /api/users/notification-preferences: the stored preferences, as saved. */
export async function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const body = await api.put<DataEnvelope<NotificationPreferences>>(
    '/api/users/notification-preferences',
    preferences,
  );
  return body.data;
}

/** Saves the preferences and puts the server's answer in the cache (no refetch). */
export function useSaveNotificationPreferences() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) =>
      queryClient.setQueryData(getNotificationPreferencesQueryOptions(user?.id).queryKey, saved),
  });
}
