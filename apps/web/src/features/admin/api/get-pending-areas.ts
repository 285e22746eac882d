import type { PendingArea } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/**
 * GET /api/admin/towns (issue 22 item 17): the areas owners added that wait for review, oldest
 * first, each with its city, the owner who added it and the hostels in it.
 */
export async function getPendingAreas(signal?: AbortSignal): Promise<PendingArea[]> {
  const body = await api.get<DataEnvelope<PendingArea[]>>('/api/admin/towns', {
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Under the admin panel's key, so any admin change refreshes it too. */
export function getPendingAreasQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.pendingAreas(),
    queryFn: ({ signal }) => getPendingAreas(signal),
  });
}

/** The areas awaiting review. */
export function usePendingAreas() {
  return useQuery(getPendingAreasQueryOptions());
}
