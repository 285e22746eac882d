import type { Language } from '@hostelhub/shared';
import { placeName } from '../../../../lib/place-names';

/**
 * Where a hostel is: by city and town, or near a university (with its city and town). Each
 * place keeps its Urdu name too (`*_name_ur`, null when none is known: issue 24) to be shown in
 * Urdu; only the ids are saved.
 */
export interface LocationSelection {
  location_type: 'city' | 'university';
  city_id: string | null;
  city_name: string | null;
  city_name_ur: string | null;
  town_id: string | null;
  town_name: string | null;
  town_name_ur: string | null;
  university_id: string | null;
  university_name: string | null;
  university_name_ur: string | null;
}

/** Nothing chosen, city mode. */
export const EMPTY_LOCATION: LocationSelection = {
  location_type: 'city',
  city_id: null,
  city_name: null,
  city_name_ur: null,
  town_id: null,
  town_name: null,
  town_name_ur: null,
  university_id: null,
  university_name: null,
  university_name_ur: null,
};

/**
 * Whether 'Confirm Location Selection' may be pressed (part 2 section 5 'Location confirm
 * button'): a city and a town in city mode; a university, a city and a town in university mode.
 */
export function isLocationComplete(location: LocationSelection): boolean {
  const placed = location.city_id !== null && location.town_id !== null;
  return location.location_type === 'university'
    ? placed && location.university_id !== null
    : placed;
}

/** The selection's university, city and town names in `language`: Urdu ones when known. */
export function locationNames(location: LocationSelection, language: Language) {
  const nameOf = (name: string | null, name_ur: string | null) =>
    name === null ? null : placeName({ name, name_ur }, language);
  return {
    university: nameOf(location.university_name, location.university_name_ur),
    city: nameOf(location.city_name, location.city_name_ur),
    town: nameOf(location.town_name, location.town_name_ur),
  };
}
