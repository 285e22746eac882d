import type { AdminUser } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/owners?status=pending (decision 4): owner accounts awaiting approval. */
export async function getPendingOwners(signal?: AbortSignal): Promise<AdminUser[]> {
  const body = await api.get<DataEnvelope<AdminUser[]>>('/api/admin/owners', {
    params: { status: 'pending' },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Under the admin panel's key, so any admin change refreshes it. */
export function getPendingOwnersQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.pendingOwners(),
    queryFn: ({ signal }) => getPendingOwners(signal),
  });
}

/** The owner accounts awaiting approval, oldest first. */
export function usePendingOwners() {
  return useQuery(getPendingOwnersQueryOptions());
}
