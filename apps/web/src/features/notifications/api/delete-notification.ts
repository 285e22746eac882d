import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshNotifications } from './use-refresh-notifications';

/** DELETE /api/notifications/{id}: one of the caller's notifications. */
export async function deleteNotification(id: string): Promise<void> {
  await api.delete(`/api/notifications/${encodeURIComponent(id)}`);
}

/** Deletes one notification, then reloads the list. */
export function useDeleteNotification() {
  const refresh = useRefreshNotifications();
  return useMutation({ mutationFn: deleteNotification, onSettled: refresh });
}
