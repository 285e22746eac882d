/**
 * GET /api/hostels?status=approved&hasLocation=true: every approved hostel that has
 * coordinates, as small map markers (spec part 1 section 7 'Discovery', section 2 'Map view').
 */
import type { MapHostel, MapHostels } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { hostelMapKeys } from './query-keys';

/** The markers' data: `data.hostels` of the answer. */
export async function getMapHostels(signal?: AbortSignal): Promise<MapHostel[]> {
  const body = await api.get<DataEnvelope<MapHostels>>('/api/hostels', {
    params: { status: 'approved', hasLocation: true },
    ...(signal ? { signal } : {}),
  });
  return body.data.hostels;
}

/** Under the hostel keys (`hostelMapKeys.markers`), cached for 5 minutes. */
export function getMapHostelsQueryOptions() {
  return queryOptions({
    queryKey: hostelMapKeys.markers(),
    queryFn: ({ signal }) => getMapHostels(signal),
    staleTime: 5 * 60_000,
  });
}

/** The map's markers. */
export function useMapHostels() {
  return useQuery(getMapHostelsQueryOptions());
}
