/**
 * GET /api/config: the server's map settings (product decision 11). The tile server is a
 * setting, so the maps ask for it; while the answer is pending `isPending` is true, and if the
 * call fails the public OpenStreetMap servers are used instead.
 */
import type { PublicConfig } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from './api-client';
import { publicConfigKeys } from './query-keys';

/** OpenStreetMap's own tile server, the server's default too. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** OpenStreetMap's Nominatim, the server's default geocoder. */
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org';

/** What the maps use while the settings load or when they cannot be loaded. */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  map_tile_url: DEFAULT_MAP_TILE_URL,
  geocoder_url: DEFAULT_GEOCODER_URL,
};

/** GET /api/config: the map tile server and the geocoder. */
export async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const body = await api.get<DataEnvelope<PublicConfig>>('/api/config', {
    handleUnauthorized: false,
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Cached for an hour. */
export function getPublicConfigQueryOptions() {
  return queryOptions({
    queryKey: publicConfigKeys.all,
    queryFn: ({ signal }) => getPublicConfig(signal),
    // Settings change only when the server restarts.
    staleTime: 60 * 60_000,
  });
}

/**
 * The public settings, falling back to `DEFAULT_PUBLIC_CONFIG` (field by field) while the call
 * is pending or when it failed. `isPending` lets a map wait rather than fetch tiles from a
 * server the site's CSP may not allow.
 */
export function usePublicConfig(): PublicConfig & { isPending: boolean } {
  const query = useQuery(getPublicConfigQueryOptions());
  return {
    map_tile_url: query.data?.map_tile_url || DEFAULT_PUBLIC_CONFIG.map_tile_url,
    geocoder_url: query.data?.geocoder_url || DEFAULT_PUBLIC_CONFIG.geocoder_url,
    isPending: query.isPending,
  };
}
