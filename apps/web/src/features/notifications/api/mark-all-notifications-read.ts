import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshNotifications } from './use-refresh-notifications';

/** PATCH /api/notifications/mark-all-read: every notification of the caller marked read. */
export async function markAllNotificationsRead(): Promise<void> {
  await api.patch('/api/notifications/mark-all-read', undefined);
}

/** Marks every notification read, then reloads the list. */
export function useMarkAllNotificationsRead() {
  const refresh = useRefreshNotifications();
  return useMutation({ mutationFn: markAllNotificationsRead, onSettled: refresh });
}
