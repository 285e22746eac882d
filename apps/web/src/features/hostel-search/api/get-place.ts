import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { hostelSearchKeys } from './query-keys';

/** The two kinds of landing page (issue 25): a city's hostels, and hostels near a university. */
export type PlaceKind = 'city' | 'university';

/** A city or university as its landing page needs it; `slug` is its current slug. */
export interface Place {
  id: string;
  name: string;
  name_ur: string | null;
  slug: string;
}

const PLACE_PATHS: Record<PlaceKind, string> = {
  city: '/api/locations/cities/by-slug/',
  university: '/api/locations/universities/by-slug/',
};

/**
 * GET /api/locations/{cities|universities}/by-slug/{slug}: the place, with its current slug
 * (an old slug answers with the new one: the page then moves there). 404: no such place.
 */
export function getPlaceQueryOptions(kind: PlaceKind, slug: string) {
  return queryOptions({
    queryKey: hostelSearchKeys.place(kind, slug),
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<Place>>(`${PLACE_PATHS[kind]}${encodeURIComponent(slug)}`, {
          signal,
        })
      ).data,
    staleTime: Infinity,
  });
}

/** The city or university of a landing page. */
export function usePlace(kind: PlaceKind, slug: string) {
  return useQuery(getPlaceQueryOptions(kind, slug));
}
