import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { duesKeys } from './query-keys';
import type { MyReceipt } from './types';

/**
 * GET /api/users/me/receipts (issue 45 item 3): the receipts of the residents linked to the
 * signed-in account, newest first.
 */
export async function getMyReceipts(signal?: AbortSignal): Promise<MyReceipt[]> {
  const body = await api.get<DataEnvelope<MyReceipt[]>>(
    '/api/users/me/receipts',
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** The signed-in user's receipts; idle for guests. */
export function useMyReceipts() {
  const { user } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: duesKeys.myReceipts(user?.id),
      queryFn: ({ signal }) => getMyReceipts(signal),
      enabled: user?.id !== undefined,
    }),
  );
}
