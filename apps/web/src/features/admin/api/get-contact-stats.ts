import type { ContactStats } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

const EMPTY_STATS: ContactStats = {
  total: 0,
  new: 0,
  in_progress: 0,
  resolved: 0,
  closed: 0,
  by_category: { 'General Query': 0, 'Bug Report': 0, 'Report User': 0 },
};

/** GET /api/contact/stats: the messages counted by status and by category. */
export async function getContactStats(signal?: AbortSignal): Promise<ContactStats> {
  const body = await api.get<DataEnvelope<ContactStats>>('/api/contact/stats', {
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Under the admin panel's key, so any admin change refreshes it. */
export function getContactStatsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.contactStats(),
    queryFn: ({ signal }) => getContactStats(signal),
  });
}

/** The query and `stats`: zeros while loading or when it fails (part 2 section 8). */
export function useContactStats() {
  const query = useQuery(getContactStatsQueryOptions());
  return { ...query, stats: query.data ?? EMPTY_STATS };
}
