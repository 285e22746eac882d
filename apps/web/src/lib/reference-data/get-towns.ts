import type { Town } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../api-client';

/** GET /api/enhanced-hostels/towns?city_id=: the towns (areas) of one city. */
export async function getTowns(cityId: string, signal?: AbortSignal): Promise<Town[]> {
  const body = await api.get<DataEnvelope<Town[]>>('/api/enhanced-hostels/towns', {
    params: { city_id: cityId },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

export function getTownsQueryOptions(cityId: string | undefined) {
  return queryOptions({
    queryKey: ['reference', 'towns', cityId ?? null],
    queryFn: ({ signal }) => getTowns(cityId ?? '', signal),
    enabled: Boolean(cityId),
    staleTime: 60 * 60_000,
  });
}

/** The towns of a city; idle until a city is chosen. */
export function useTowns(cityId: string | undefined) {
  return useQuery(getTownsQueryOptions(cityId));
}
