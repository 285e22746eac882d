import type { City, Town, University } from '@hostelhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { listingLookupKeys } from './query-keys';

/** The picker's three lookups: 10 results without a search, up to 20 with one. */
type LookupKind = 'cities' | 'towns' | 'universities';

async function lookup<T>(
  kind: LookupKind,
  params: Record<string, string | undefined>,
  signal?: AbortSignal,
): Promise<T[]> {
  const body = await api.get<DataEnvelope<T[]>>(`/api/locations/${kind}`, {
    params,
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** GET /api/locations/cities?search=: cities whose name contains `search`, prefix first. */
export function getCityLookupQueryOptions(search: string) {
  return queryOptions({
    queryKey: listingLookupKeys.locations.cities(search),
    queryFn: ({ signal }) => lookup<City>('cities', { search: search || undefined }, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/locations/towns?city_id=&search=: the city's towns matching `search`. */
export function getTownLookupQueryOptions(cityId: string | null, search: string) {
  return queryOptions({
    queryKey: listingLookupKeys.locations.towns(cityId, search),
    queryFn: ({ signal }) =>
      lookup<Town>('towns', { city_id: cityId ?? '', search: search || undefined }, signal),
    enabled: cityId !== null,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/locations/universities?search=: universities with their city. */
export function getUniversityLookupQueryOptions(search: string) {
  return queryOptions({
    queryKey: listingLookupKeys.locations.universities(search),
    queryFn: ({ signal }) =>
      lookup<University>('universities', { search: search || undefined }, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The picker's town search within a city; idle until a city is chosen. */
export const useTownLookup = (cityId: string | null, search: string) =>
  useQuery(getTownLookupQueryOptions(cityId, search));
