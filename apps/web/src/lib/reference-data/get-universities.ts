import type { University } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../api-client';
import { referenceKeys } from '../query-keys';

/** GET /api/enhanced-hostels/universities: for the browse filter and the student sign-up. */
export async function getUniversities(signal?: AbortSignal): Promise<University[]> {
  const body = await api.get<DataEnvelope<University[]>>(
    '/api/enhanced-hostels/universities',
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** Cached for an hour. */
export function getUniversitiesQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.universities(),
    queryFn: ({ signal }) => getUniversities(signal),
    staleTime: 60 * 60_000,
  });
}

/** Every university. */
export function useUniversities() {
  return useQuery(getUniversitiesQueryOptions());
}
