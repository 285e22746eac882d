import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../../lib/query-keys';
import { registerKeys } from './query-keys';

/**
 * A register write's mutation: whatever it changes, the bed map, the lists and the resident's
 * page are asked again (after a refusal too: the bed may have been taken meanwhile), and so are
 * the reservations (a move-in ends one as `moved_in`).
 */
export function useRegisterWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registerKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
      ]),
  });
}
