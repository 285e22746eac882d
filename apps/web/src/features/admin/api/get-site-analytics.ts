import type { AnalyticsSummary } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/**
 * GET /api/admin/analytics (issue 10): page views per day for the last 14 days, the top pages
 * and the p75 of each web vital (milliseconds; CLS unitless), from our own analytics events.
 */
export async function getSiteAnalytics(signal?: AbortSignal): Promise<AnalyticsSummary> {
  const body = await api.get<DataEnvelope<AnalyticsSummary>>('/api/admin/analytics', {
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Under the admin panel's key, so any admin change refreshes it too. */
export function getSiteAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.analytics(),
    queryFn: ({ signal }) => getSiteAnalytics(signal),
  });
}

/** The site analytics summary of the admin dashboard. */
export function useSiteAnalytics() {
  return useQuery(getSiteAnalyticsQueryOptions());
}
