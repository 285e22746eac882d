import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';
import { phonesKeys } from './query-keys';

/**
 * Refetches the signed-in user's verified numbers (and so the hostel forms' choice); every
 * phone write calls it once it succeeded.
 */
export function useRefreshVerifiedPhones(): () => Promise<void> {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: phonesKeys.verified(user?.id) });
}
