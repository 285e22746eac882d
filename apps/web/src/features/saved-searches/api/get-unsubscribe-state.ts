import type { UnsubscribeState } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { savedSearchKeys } from './query-keys';

/**
 * GET /api/alerts/unsubscribe?token= (issue 29): what an alert email's link turns off and
 * whether it is off already; changes nothing. 400 with a sentence for a link that is not valid.
 */
export async function getUnsubscribeState(
  token: string,
  signal?: AbortSignal,
): Promise<UnsubscribeState> {
  const body = await api.get<DataEnvelope<UnsubscribeState>>('/api/alerts/unsubscribe', {
    params: { token },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** What `token`'s link turns off; idle without a token. */
export function getUnsubscribeStateQueryOptions(token: string) {
  return queryOptions({
    queryKey: savedSearchKeys.unsubscribe(token),
    queryFn: ({ signal }) => getUnsubscribeState(token, signal),
    enabled: token !== '',
    retry: false,
  });
}

/** The unsubscribe page's link. */
export function useUnsubscribeState(token: string) {
  return useQuery(getUnsubscribeStateQueryOptions(token));
}
