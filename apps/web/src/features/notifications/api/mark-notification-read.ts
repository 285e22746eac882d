import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshNotifications } from './use-refresh-notifications';

/** PATCH /api/notifications/{id}/read: one of the caller's notifications marked read. */
export async function markNotificationRead(id: string): Promise<void> {
  await api.patch(`/api/notifications/${encodeURIComponent(id)}/read`, undefined);
}

/** Marks one notification read, then reloads the list. */
export function useMarkNotificationRead() {
  const refresh = useRefreshNotifications();
  return useMutation({ mutationFn: markNotificationRead, onSettled: refresh });
}
