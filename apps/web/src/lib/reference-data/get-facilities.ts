import { FACILITIES, type Facility } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../api-client';
import { referenceKeys } from '../query-keys';

/** GET /api/enhanced-hostels/facilities: the facilities a hostel can offer. */
export async function getFacilities(signal?: AbortSignal): Promise<Facility[]> {
  const body = await api.get<DataEnvelope<Facility[]>>(
    '/api/enhanced-hostels/facilities',
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** Cached for an hour. */
export function getFacilitiesQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.facilities(),
    queryFn: ({ signal }) => getFacilities(signal),
    staleTime: 60 * 60_000,
  });
}

/**
 * The facility names to filter by. When the call fails the built-in list stands in (part 1
 * section 3 'Fallback facilities'); undefined while loading.
 */
export function useFacilityNames(): string[] | undefined {
  const query = useQuery(getFacilitiesQueryOptions());
  if (query.data) return query.data.map((facility) => facility.name);
  return query.isError ? FACILITIES.map((facility) => facility.name) : undefined;
}
