import type { City } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../api-client';
import { referenceKeys } from '../query-keys';

/** GET /api/enhanced-hostels/cities: the cities of Pakistan (browse filter, owner profile). */
export async function getCities(signal?: AbortSignal): Promise<City[]> {
  const body = await api.get<DataEnvelope<City[]>>(
    '/api/enhanced-hostels/cities',
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** Cached for an hour. */
export function getCitiesQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.cities(),
    queryFn: ({ signal }) => getCities(signal),
    staleTime: 60 * 60_000,
  });
}

/** Every city. */
export function useCities() {
  return useQuery(getCitiesQueryOptions());
}
