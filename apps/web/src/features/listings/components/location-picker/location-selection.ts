/** Where a hostel is: by city and town, or near a university (with its city and town). */
export interface LocationSelection {
  location_type: 'city' | 'university';
  city_id: string | null;
  city_name: string | null;
  town_id: string | null;
  town_name: string | null;
  university_id: string | null;
  university_name: string | null;
}

/** Nothing chosen, city mode. */
export const EMPTY_LOCATION: LocationSelection = {
  location_type: 'city',
  city_id: null,
  city_name: null,
  town_id: null,
  town_name: null,
  university_id: null,
  university_name: null,
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
