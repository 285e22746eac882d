import { useQueryClient } from '@tanstack/react-query';
import { referenceKeys } from '../../../lib/query-keys';
import { adminKeys } from './query-keys';

/**
 * What every admin write does once it settles: refresh every admin query (cards, lists,
 * badges, the activity log) under the panel's root key.
 */
export function useRefreshAdmin(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

/**
 * What a review of a pending area does once it settles (issue 22 item 17): refresh the whole
 * admin panel (the list, the section badge, the activity log) and every city's town list (the
 * merge select reads them), whose names and statuses it changes.
 */
export function useRefreshAfterAreaReview(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      // Every city's list: the keys without their city.
      queryClient.invalidateQueries({ queryKey: referenceKeys.towns() }),
    ]);
}
