import type { AdminOverview } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/overview: the four cards and the owner and area queues' lengths. */
export async function getOverview(signal?: AbortSignal): Promise<AdminOverview> {
  const body = await api.get<DataEnvelope<AdminOverview>>('/api/admin/overview', {
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Under the admin panel's key, so any admin change refreshes it. */
export function getOverviewQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => getOverview(signal),
  });
}

/** The admin panel's cards and queue lengths. */
export function useAdminOverview() {
  return useQuery(getOverviewQueryOptions());
}
