/**
 * GET /api/hostels?status=approved&hasLocation=true: every approved hostel that has
 * coordinates, as small map markers (spec part 1 section 7 'Discovery', section 2 'Map view').
 */
import type { MapHostel, MapHostels } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

export async function getMapHostels(signal?: AbortSignal): Promise<MapHostel[]> {
  const body = await api.get<DataEnvelope<MapHostels>>('/api/hostels', {
    params: { status: 'approved', hasLocation: true },
    ...(signal ? { signal } : {}),
  });
  return body.data.hostels;
}

export function getMapHostelsQueryOptions() {
  return queryOptions({
    // Under 'hostels' so anything that invalidates the hostel lists refreshes the map too.
    queryKey: ['hostels', 'map'],
    queryFn: ({ signal }) => getMapHostels(signal),
    staleTime: 5 * 60_000,
  });
}

export function useMapHostels() {
  return useQuery(getMapHostelsQueryOptions());
}
