import { OWNER_DASHBOARD_REFRESH_MS, type OwnerHostel } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { listingKeys } from '../../../lib/query-keys';

/** GET /api/enhanced-hostels/owner/my-hostels: the owner's hostels, every status, newest first. */
export async function getMyHostels(signal?: AbortSignal): Promise<OwnerHostel[]> {
  const body = await api.get<DataEnvelope<OwnerHostel[]>>(
    '/api/enhanced-hostels/owner/my-hostels',
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** Keyed by `listingKeys.mine` (lib), which room writes invalidate too. */
export function getMyHostelsQueryOptions() {
  return queryOptions({
    queryKey: listingKeys.mine(),
    queryFn: ({ signal }) => getMyHostels(signal),
    // Part 2 section 4: the dashboard reloads every 120 s (and on Refresh).
    refetchInterval: OWNER_DASHBOARD_REFRESH_MS,
  });
}

/** The owner dashboard's hostels, reloaded every 120 s. */
export function useMyHostels() {
  return useQuery(getMyHostelsQueryOptions());
}
