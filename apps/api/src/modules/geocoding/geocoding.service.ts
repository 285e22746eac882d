import {
  AppError,
  LISTING_MESSAGES,
  type MapLocation,
  type PlaceSearchResult,
} from '@hostelhub/shared';
import { LRUCache } from 'lru-cache';

/** Most places one search answers with. */
export const PLACE_SEARCH_LIMIT = 8;

export interface GeocoderOptions {
  /** A Nominatim-compatible base URL (GEOCODER_URL), e.g. https://nominatim.openstreetmap.org. */
  baseUrl: string;
  /** A call is abandoned after this many milliseconds (GEOCODER_TIMEOUT_MS by default). */
  timeoutMs: number;
  /** Sent as User-Agent: Nominatim's usage policy asks every application to name itself. */
  userAgent: string;
  /** Told about every failed call (the answer to the client is then 503). */
  onFailure: (reason: string) => void;
}

/** One place in a Nominatim `jsonv2` answer (the fields we read). */
interface NominatimPlace {
  place_id?: number | string;
  display_name?: string;
  lat?: string | number;
  lon?: string | number;
}

function toMapLocation(place: NominatimPlace): MapLocation | null {
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || typeof place.display_name !== 'string') {
    return null;
  }
  return {
    lat,
    lng,
    address: place.display_name,
    placeId: place.place_id === undefined ? null : String(place.place_id),
  };
}

const unavailable = () => new AppError('SERVICE_UNAVAILABLE', LISTING_MESSAGES.geocoderUnavailable);

/**
 * Reverse geocoding and place search through a Nominatim-compatible geocoder (product decision
 * 11; part 2 section 7 'Maps service'). Searches are limited to Pakistan. Answers are kept for
 * 10 minutes (500 at most) so repeated picks do not reach the geocoder again. Any failure
 * (unreachable, slower than `timeoutMs`, a non-2xx or unreadable answer) throws
 * SERVICE_UNAVAILABLE (503) 'geocoder unavailable', and the map picker shows the coordinates.
 */
export function createGeocoder(options: GeocoderOptions) {
  const cache = new LRUCache<string, MapLocation | PlaceSearchResult>({
    max: 500,
    ttl: 10 * 60_000,
  });

  async function request(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(
      path,
      options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
    );
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'User-Agent': options.userAgent, 'Accept-Language': 'en' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      options.onFailure(error instanceof Error ? error.message : String(error));
      throw unavailable();
    }
    if (!response.ok) {
      options.onFailure(`status ${response.status}`);
      await response.body?.cancel();
      throw unavailable();
    }
    try {
      return await response.json();
    } catch (error) {
      options.onFailure(`unreadable answer: ${error instanceof Error ? error.message : ''}`);
      throw unavailable();
    }
  }

  return {
    /** The address of a point (degrees): Nominatim `/reverse`. Throws SERVICE_UNAVAILABLE. */
    async reverse(lat: number, lng: number): Promise<MapLocation> {
      const key = `reverse:${lat.toFixed(5)},${lng.toFixed(5)}`;
      const cached = cache.get(key);
      if (cached && 'address' in cached) return cached;
      const body = (await request('reverse', {
        format: 'jsonv2',
        lat: String(lat),
        lon: String(lng),
        zoom: '18',
      })) as NominatimPlace & { error?: string };
      const found = toMapLocation(body);
      if (!found) {
        options.onFailure(`no address: ${body.error ?? 'unreadable answer'}`);
        throw unavailable();
      }
      // The point the user chose is kept; the geocoder's own point may be a building nearby.
      const location = { ...found, lat, lng };
      cache.set(key, location);
      return location;
    },

    /** Places in Pakistan matching `text`: Nominatim `/search`. Throws SERVICE_UNAVAILABLE. */
    async search(text: string): Promise<PlaceSearchResult> {
      const key = `search:${text.trim().toLowerCase()}`;
      const cached = cache.get(key);
      if (cached && 'places' in cached) return cached;
      const body = await request('search', {
        format: 'jsonv2',
        q: text,
        countrycodes: 'pk',
        limit: String(PLACE_SEARCH_LIMIT),
      });
      if (!Array.isArray(body)) {
        options.onFailure('search answer is not a list');
        throw unavailable();
      }
      const result = {
        places: (body as NominatimPlace[]).flatMap((place) => toMapLocation(place) ?? []),
      };
      cache.set(key, result);
      return result;
    },
  };
}

export type Geocoder = ReturnType<typeof createGeocoder>;
