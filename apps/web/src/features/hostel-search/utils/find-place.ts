/**
 * The place a filter value names: the URL may carry an id (what the selects write) or a name
 * (a hand-written link, `?city=Lahore`), as the API accepts both.
 */
export function findPlace<T extends { id: string; name: string }>(
  places: readonly T[] | undefined,
  value: string | undefined,
): T | undefined {
  if (!value || !places) return undefined;
  return places.find(
    (place) =>
      place.id === value ||
      place.name.localeCompare(value, undefined, { sensitivity: 'accent' }) === 0,
  );
}
