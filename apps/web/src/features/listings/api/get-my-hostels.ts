import { OWNER_DASHBOARD_REFRESH_MS, type OwnerHostel } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { MY_HOSTELS_QUERY_KEY } from '../../../lib/listing-query-keys';

/** GET /api/enhanced-hostels/owner/my-hostels: the owner's hostels, every status, newest first. */
export async function getMyHostels(signal?: AbortSignal): Promise<OwnerHostel[]> {
  const body = await api.get<DataEnvelope<OwnerHostel[]>>(
    '/api/enhanced-hostels/owner/my-hostels',
    signal ? { signal } : undefined,
  );
  return body.data;
}

export function getMyHostelsQueryOptions() {
  return queryOptions({
    queryKey: MY_HOSTELS_QUERY_KEY,
    queryFn: ({ signal }) => getMyHostels(signal),
    // Part 2 section 4: the dashboard reloads every 120 s (and on Refresh).
    refetchInterval: OWNER_DASHBOARD_REFRESH_MS,
  });
}

export function useMyHostels() {
  return useQuery(getMyHostelsQueryOptions());
}
