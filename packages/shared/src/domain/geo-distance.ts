/** A point in WGS84 degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Mean earth radius in kilometres (the spec's, part 1 section 9). */
export const EARTH_RADIUS_KM = 6371;

/** A hostel pin farther than this from its chosen city asks to be confirmed (issue 22 item 3). */
export const PIN_FAR_FROM_CITY_KM = 25;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points in kilometres (haversine formula). */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** 'This pin is more than 25 km from Lahore. Use it anyway?' (issue 22 item 3). */
export function farPinQuestion(cityName: string): string {
  return `This pin is more than ${PIN_FAR_FROM_CITY_KM} km from ${cityName}. Use it anyway?`;
}
