import { useMutation, useQueryClient } from '@tanstack/react-query';
import { duesKeys } from './query-keys';

/**
 * A money write's mutation (a payment, a charge, a reversal): whatever it changes, the month's
 * list, the due, the collections and the receipts are asked again, after a refusal too (another
 * member of staff may have recorded meanwhile).
 */
export function useDuesWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: duesKeys.all }),
  });
}
