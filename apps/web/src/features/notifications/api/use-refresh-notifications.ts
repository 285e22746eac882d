import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';
import { notificationKeys } from '../../../lib/query-keys';

/** What every notification change does once it settles: reload the signed-in user's list. */
export function useRefreshNotifications(): () => Promise<void> {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.forUser(user?.id) });
}
