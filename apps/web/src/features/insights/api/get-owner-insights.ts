import { DEFAULT_INSIGHTS_DAYS, type OwnerInsights } from '@hostelhub/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { insightsKeys } from './query-keys';

/**
 * GET /api/enhanced-hostels/owner/insights?days= (issue 30, the dashboard's overview): for each
 * of the owner's approved hostels, its views, unique visitors and contacts per day (Pakistan
 * time, oldest first, zeros included) and totals, in one request. Owners only.
 */
export async function getOwnerInsights(days: number, signal?: AbortSignal): Promise<OwnerInsights> {
  const body = await api.get<DataEnvelope<OwnerInsights>>(
    `/api/enhanced-hostels/owner/insights?days=${days}`,
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** Keyed by `insightsKeys.owner(days)`. */
export function getOwnerInsightsQueryOptions(days = DEFAULT_INSIGHTS_DAYS) {
  return queryOptions({
    queryKey: insightsKeys.owner(days),
    queryFn: ({ signal }) => getOwnerInsights(days, signal),
  });
}
