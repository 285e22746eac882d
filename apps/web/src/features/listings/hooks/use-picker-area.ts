import type { GeoPoint } from '@hostelhub/shared';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n';
import { placeName } from '../../../lib/place-names';
import { getCitiesQueryOptions } from '../../../lib/reference-data/get-cities';
import { getTownsQueryOptions } from '../../../lib/reference-data/get-towns';

/** The city and town the owner chose in the location picker (ids; null when none). */
export interface PickerPlace {
  city_id: string | null;
  town_id: string | null;
}

/** Where the map picker opens and what it measures pins from (issue 22 item 3). */
export interface PickerArea {
  /** The chosen town's centre, else the city's; null before a choice (or without data). */
  centre: GeoPoint | null;
  /** Whether `centre` is a town's (the map zooms in closer). */
  isTown: boolean;
  /**
   * The chosen city's name (in the page's language) and centre, for the far-pin check; null
   * when unknown.
   */
  city: (GeoPoint & { name: string }) | null;
}

function pointOf(row: { latitude?: number | null; longitude?: number | null } | undefined) {
  return row && typeof row.latitude === 'number' && typeof row.longitude === 'number'
    ? { lat: row.latitude, lng: row.longitude }
    : null;
}

/**
 * The chosen city's and town's centres from the reference lists (GET
 * /api/enhanced-hostels/cities and /towns?city_id=, cached an hour), read only once a city is
 * chosen. Unknown or failed lookups give nulls: the picker then opens on Islamabad.
 */
export function usePickerArea(place: PickerPlace | null | undefined): PickerArea {
  const cityId = place?.city_id ?? undefined;
  const { language } = useLanguage();
  const cities = useQuery({ ...getCitiesQueryOptions(), enabled: Boolean(cityId) });
  const towns = useQuery(getTownsQueryOptions(cityId));
  const city = cities.data?.find((row) => row.id === cityId);
  const cityPoint = pointOf(city);
  const townPoint = pointOf(towns.data?.find((row) => row.id === place?.town_id));
  return {
    centre: townPoint ?? cityPoint,
    isTown: townPoint !== null,
    city: city && cityPoint ? { ...cityPoint, name: placeName(city, language) } : null,
  };
}
