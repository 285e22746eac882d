/**
 * Straight-line distance between two points (spec part 1 section 9: earth radius 6371 km),
 * shown next to the route line in the hostel's location map.
 */
import type { LatLng } from './directions';

/** Mean earth radius the spec uses, in kilometres. */
export const EARTH_RADIUS_KM = 6371;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points in kilometres (haversine formula). */
export function haversineKm(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const oneDecimal = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 1 });
const wholeNumber = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });

/** `0.4 km`, `12.3 km`, `1,204 km`: one decimal below 100 km, whole kilometres above. */
export function formatDistanceKm(km: number): string {
  return `${(km < 100 ? oneDecimal : wholeNumber).format(km)} km`;
}
