import type { PlatformStats } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { platformStatsKeys } from './query-keys';

/** GET /api/stats: the only source of marketing figures (product decision 5). */
export async function getPlatformStats(signal?: AbortSignal): Promise<PlatformStats> {
  const body = await api.get<DataEnvelope<PlatformStats>>(
    '/api/stats',
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** Cached for 5 minutes. */
export function getPlatformStatsQueryOptions() {
  return queryOptions({
    queryKey: platformStatsKeys.all,
    queryFn: ({ signal }) => getPlatformStats(signal),
    staleTime: 5 * 60_000,
  });
}

/** The platform's marketing figures. */
export function usePlatformStats() {
  return useQuery(getPlatformStatsQueryOptions());
}
