import type { UnsubscribeState } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { getUnsubscribeStateQueryOptions } from './get-unsubscribe-state';

/**
 * POST /api/alerts/unsubscribe?token= (issue 29): turns the link's alerts off, no sign-in
 * needed. `already_off` says they were off before (a second use of the link).
 */
export async function unsubscribe(token: string): Promise<UnsubscribeState> {
  const body = await api.post<DataEnvelope<UnsubscribeState>>(
    `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
    {},
  );
  return body.data;
}

/** Turns the link's alerts off and keeps the answer as the link's state. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (data) =>
      queryClient.setQueryData(getUnsubscribeStateQueryOptions(token).queryKey, data),
  });
}
