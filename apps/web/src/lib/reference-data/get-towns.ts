import type { Town } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../api-client';
import { referenceKeys } from '../query-keys';

/** GET /api/enhanced-hostels/towns?city_id=: the towns (areas) of one city. */
export async function getTowns(cityId: string, signal?: AbortSignal): Promise<Town[]> {
  const body = await api.get<DataEnvelope<Town[]>>('/api/enhanced-hostels/towns', {
    params: { city_id: cityId },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** One city's towns (`referenceKeys.townsOf`), cached for an hour; idle without a city. */
export function getTownsQueryOptions(cityId: string | undefined) {
  return queryOptions({
    queryKey: referenceKeys.townsOf(cityId),
    queryFn: ({ signal }) => getTowns(cityId ?? '', signal),
    enabled: Boolean(cityId),
    staleTime: 60 * 60_000,
  });
}

/** The towns of a city; idle until a city is chosen. */
export function useTowns(cityId: string | undefined) {
  return useQuery(getTownsQueryOptions(cityId));
}
