import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { duesKeys } from './query-keys';
import type { DueDetail } from './types';

/** GET /api/dues/{id} (issue 45 items 1 and 2): one due with its charges and payments. */
export async function getDue(dueId: string, signal?: AbortSignal): Promise<DueDetail> {
  const body = await api.get<DataEnvelope<DueDetail>>(
    `/api/dues/${encodeURIComponent(dueId)}`,
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** One due and its payments, keyed by `duesKeys.due(id)`. */
export function useDue(dueId: string) {
  return useQuery(
    queryOptions({
      queryKey: duesKeys.due(dueId),
      queryFn: ({ signal }) => getDue(dueId, signal),
    }),
  );
}
