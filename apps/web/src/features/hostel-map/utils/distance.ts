/**
 * The straight-line distance shown next to the route line in the hostel's location map; it is
 * measured with `distanceKm` of @hostelhub/shared (spec part 1 section 9: earth radius 6371 km).
 */

const oneDecimal = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 1 });
const wholeNumber = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });

/**
 * `0.4`, `12.3`, `1,204`: the number of kilometres, one decimal below 100 km, whole kilometres
 * above, in `locale` (the page's, from useFormatters; the unit comes from the catalogue).
 */
export function formatKilometres(km: number, locale = 'en-PK'): string {
  const options = { maximumFractionDigits: km < 100 ? 1 : 0 };
  return locale === 'en-PK'
    ? (km < 100 ? oneDecimal : wholeNumber).format(km)
    : new Intl.NumberFormat(locale, options).format(km);
}

/** `0.4 km`, `12.3 km`, `1,204 km` in English. */
export function formatDistanceKm(km: number): string {
  return `${formatKilometres(km)} km`;
}
