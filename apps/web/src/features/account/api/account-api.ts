import type { AccountExport, NotificationPreferences } from '@hostelhub/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { saveFile } from '../../../lib/save-file';

const preferencesKey = (userId: string | undefined) =>
  ['notification-preferences', userId ?? 'guest'] as const;

/** GET /api/users/notification-preferences. */
export function useNotificationPreferences() {
  const { user } = useAuth();
  return useQuery({
    queryKey: preferencesKey(user?.id),
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<NotificationPreferences>>(
          '/api/users/notification-preferences',
          {
            signal,
          },
        )
      ).data,
    enabled: user !== null,
  });
}

/** PUT /api/users/notification-preferences. */
export function useSaveNotificationPreferences() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: NotificationPreferences) =>
      (
        await api.put<DataEnvelope<NotificationPreferences>>(
          '/api/users/notification-preferences',
          preferences,
        )
      ).data,
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey(user?.id), saved),
  });
}

/** POST /api/auth/change-password: other sessions end on the server. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { current_password: string; new_password: string }) =>
      api.post('/api/auth/change-password', input, { handleUnauthorized: false }),
  });
}

/** GET /api/users/me/export, saved as hostelhub-account-data.json. */
export async function downloadAccountData(): Promise<void> {
  const body = await api.get<DataEnvelope<AccountExport>>('/api/users/me/export');
  saveFile(
    new Blob([JSON.stringify(body.data, null, 2)], { type: 'application/json' }),
    'hostelhub-account-data.json',
  );
}

/** DELETE /api/users/me with the password. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest('/api/users/me', {
        method: 'DELETE',
        body: { password },
        handleUnauthorized: false,
      }),
  });
}
