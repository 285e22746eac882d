import type { City } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../api-client';

/** GET /api/enhanced-hostels/cities: the cities of Pakistan (browse filter, owner profile). */
export async function getCities(signal?: AbortSignal): Promise<City[]> {
  const body = await api.get<DataEnvelope<City[]>>(
    '/api/enhanced-hostels/cities',
    signal ? { signal } : undefined,
  );
  return body.data;
}

export function getCitiesQueryOptions() {
  return queryOptions({
    queryKey: ['reference', 'cities'],
    queryFn: ({ signal }) => getCities(signal),
    staleTime: 60 * 60_000,
  });
}

export function useCities() {
  return useQuery(getCitiesQueryOptions());
}
