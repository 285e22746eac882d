/**
 * GET /api/hostels/map (issue 28): the approved hostels matching the list's filters inside a
 * box, grouped by the server into clusters at the map's zoom, with `total`, how many match.
 */
import type { HostelFilters, MapView } from '@hostelhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope, type RequestOptions } from '../../../lib/api-client';
import { hostelMapKeys } from './query-keys';

export interface GetMapViewParams {
  /** `minLng,minLat,maxLng,maxLat`, as `formatBbox` writes it. */
  bbox: string;
  /** The map's whole zoom level, 0 to 22. */
  zoom: number;
  /** The list's filters; their own `bbox` (the applied "Search this area") is left out. */
  filters?: HostelFilters;
}

/** The query string of a map call: every set filter (lists as repeated keys), `bbox`, `zoom`. */
export function mapViewRequestParams({
  bbox,
  zoom,
  filters = {},
}: GetMapViewParams): NonNullable<RequestOptions['params']> {
  const params: NonNullable<RequestOptions['params']> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'bbox') continue;
    if (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '') {
      params[key] = value;
    }
  }
  params.bbox = bbox;
  params.zoom = zoom;
  return params;
}

/** The clusters, single hostels and total of one box at one zoom. */
export async function getMapView(params: GetMapViewParams, signal?: AbortSignal): Promise<MapView> {
  const body = await api.get<DataEnvelope<MapView>>('/api/hostels/map', {
    params: mapViewRequestParams(params),
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Keyed by the query string; the server's answer is cached for 30 seconds, so is this one. */
export function getMapViewQueryOptions(params: GetMapViewParams) {
  return queryOptions({
    queryKey: hostelMapKeys.view(mapViewRequestParams(params)),
    queryFn: ({ signal }) => getMapView(params, signal),
    staleTime: 30_000,
  });
}

/**
 * One map answer. The previous answer stays while the next box loads, so markers do not
 * flash on every pan; an answer for a box the map has left is cancelled (its signal), and
 * never shown, since each box has its own key.
 */
export function useMapView(
  params: GetMapViewParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getMapViewQueryOptions(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
