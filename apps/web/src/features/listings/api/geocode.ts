import { coordinatesAsText, type MapLocation, type PlaceSearchResult } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { listingLookupKeys } from './query-keys';

/**
 * GET /api/geocode/reverse: the address of a point. When the geocoder is unreachable (503) or
 * the call fails, the address falls back to the coordinates as text (decision 11).
 */
export async function reverseGeocode(
  lat: number,
  lng: number,
  signal?: AbortSignal,
): Promise<MapLocation> {
  try {
    const body = await api.get<DataEnvelope<MapLocation>>('/api/geocode/reverse', {
      params: { lat, lng },
      ...(signal ? { signal } : {}),
    });
    return body.data;
  } catch (error) {
    if (signal?.aborted) throw error;
    return { lat, lng, address: coordinatesAsText(lat, lng), placeId: null };
  }
}

/** Idle without a point; an address never goes stale. */
export function getReverseGeocodeQueryOptions(point: { lat: number; lng: number } | null) {
  return queryOptions({
    queryKey: listingLookupKeys.geocode.reverse(point),
    queryFn: ({ signal }) => reverseGeocode(point?.lat ?? 0, point?.lng ?? 0, signal),
    enabled: point !== null,
    staleTime: Infinity,
  });
}

/** The address of the picked point, or of nothing. */
export function useReverseGeocode(point: { lat: number; lng: number } | null) {
  return useQuery(getReverseGeocodeQueryOptions(point));
}

/** GET /api/geocode/search?q=: places in Pakistan (at most 8). Throws ApiError (503). */
export async function searchPlaces(text: string, signal?: AbortSignal): Promise<MapLocation[]> {
  const body = await api.get<DataEnvelope<PlaceSearchResult>>('/api/geocode/search', {
    params: { q: text },
    ...(signal ? { signal } : {}),
  });
  return body.data.places;
}

/** Idle under 2 characters; cached for 10 minutes and not retried. */
export function getPlaceSearchQueryOptions(text: string) {
  return queryOptions({
    queryKey: listingLookupKeys.geocode.search(text),
    queryFn: ({ signal }) => searchPlaces(text, signal),
    enabled: text.trim().length >= 2,
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** The places matching the picker's search text. */
export function usePlaceSearch(text: string) {
  return useQuery(getPlaceSearchQueryOptions(text));
}
