/**
 * The straight-line distance shown next to the route line in the hostel's location map; it is
 * measured with `distanceKm` of @hostelhub/shared (spec part 1 section 9: earth radius 6371 km).
 */

const oneDecimal = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 1 });
const wholeNumber = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });

/** `0.4 km`, `12.3 km`, `1,204 km`: one decimal below 100 km, whole kilometres above. */
export function formatDistanceKm(km: number): string {
  return `${(km < 100 ? oneDecimal : wholeNumber).format(km)} km`;
}
