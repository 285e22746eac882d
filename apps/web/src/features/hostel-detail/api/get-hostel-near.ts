import type { HostelNear } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { hostelDetailKeys } from './query-keys';

/**
 * GET /api/enhanced-hostels/{id}/near/{university} (issue 42): how far the hostel is from the
 * university's campus, for the hostel page opened from a near card (`?near={slug}`). A 404 (an
 * unknown university or hostel) is not retried: the page then shows no distance.
 */
export function getHostelNearQueryOptions(hostelId: string, university: string) {
  return queryOptions({
    queryKey: hostelDetailKeys.near(hostelId, university),
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<HostelNear>>(
          `/api/enhanced-hostels/${encodeURIComponent(hostelId)}/near/${encodeURIComponent(university)}`,
          { signal },
        )
      ).data,
    // A campus and a hostel's point rarely move.
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The distance of hostel `hostelId` from `university`'s campus; nothing asked without one. */
export function useHostelNear(hostelId: string, university: string | undefined) {
  return useQuery({
    ...getHostelNearQueryOptions(hostelId, university ?? ''),
    enabled: Boolean(university),
  });
}
