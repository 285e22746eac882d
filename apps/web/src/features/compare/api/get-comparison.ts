import type { CompareResult } from '@hostelhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { compareKeys } from './query-keys';

/**
 * GET /api/enhanced-hostels/compare (issue 29): the approved hostels among `ids`, in that
 * order, with photos, rooms and mess; `distance_km` from `universityId`'s campus when given.
 */
export async function getComparison(
  ids: readonly string[],
  universityId: string | undefined,
  signal?: AbortSignal,
): Promise<CompareResult> {
  const body = await api.get<DataEnvelope<CompareResult>>('/api/enhanced-hostels/compare', {
    params: { ids: ids.join(','), university_id: universityId },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** The comparison's query: keyed by `compareKeys.comparison`, under every hostel query. */
export function getComparisonQueryOptions(ids: readonly string[], universityId?: string) {
  return queryOptions({
    queryKey: compareKeys.comparison(ids, universityId),
    queryFn: ({ signal }) => getComparison(ids, universityId, signal),
  });
}

/**
 * The comparison of `ids` (nothing is asked without ids). Choosing another university keeps
 * the hostels on screen while their distances load.
 */
export function useComparison(ids: readonly string[], universityId?: string) {
  return useQuery({
    ...getComparisonQueryOptions(ids, universityId),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}
