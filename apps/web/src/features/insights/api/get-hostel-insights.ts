import { DEFAULT_INSIGHTS_DAYS, type HostelInsights } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { insightsKeys } from './query-keys';

/**
 * GET /api/enhanced-hostels/{id}/insights?days= (issue 30): the hostel's views, unique
 * visitors and contacts per day (Pakistan time, oldest first, zeros included), totals, the
 * view-to-contact share and the price context (rupees a month). Its owner and admins only.
 */
export async function getHostelInsights(
  hostelId: string,
  days: number,
  signal?: AbortSignal,
): Promise<HostelInsights> {
  const body = await api.get<DataEnvelope<HostelInsights>>(
    `/api/enhanced-hostels/${encodeURIComponent(hostelId)}/insights?days=${days}`,
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** Keyed by `insightsKeys.hostel(id, days)`. */
export function getHostelInsightsQueryOptions(hostelId: string, days = DEFAULT_INSIGHTS_DAYS) {
  return queryOptions({
    queryKey: insightsKeys.hostel(hostelId, days),
    queryFn: ({ signal }) => getHostelInsights(hostelId, days, signal),
  });
}

/** One hostel's insights over `days` days (30 by default). */
export function useHostelInsights(hostelId: string, days = DEFAULT_INSIGHTS_DAYS) {
  return useQuery(getHostelInsightsQueryOptions(hostelId, days));
}
