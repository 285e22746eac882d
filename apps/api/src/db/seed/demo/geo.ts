/** Where a demo hostel stands: a point near its town, and the town nearest a university. */
import type { Random } from './random.ts';
import type { PlaceRef } from './reference.ts';

/** A point at most `maxKm` from the given one, uniformly over the disc. */
export function jitter(random: Random, latitude: number, longitude: number, maxKm: number) {
  const distance = maxKm * Math.sqrt(random.next());
  const angle = random.next() * 2 * Math.PI;
  const kmPerDegree = 111.32;
  return {
    latitude: Number((latitude + (distance * Math.cos(angle)) / kmPerDegree).toFixed(6)),
    longitude: Number(
      (
        longitude +
        (distance * Math.sin(angle)) / (kmPerDegree * Math.cos((latitude * Math.PI) / 180))
      ).toFixed(6),
    ),
  };
}

export function nearestTown(
  townsOfCity: readonly PlaceRef[],
  target: PlaceRef,
): PlaceRef | undefined {
  if (target.latitude === null || target.longitude === null) return undefined;
  const { latitude, longitude } = target;
  const scale = Math.cos((latitude * Math.PI) / 180);
  let best: PlaceRef | undefined;
  let bestDistance = Infinity;
  for (const town of townsOfCity) {
    if (town.latitude === null || town.longitude === null) continue;
    const distance = (town.latitude - latitude) ** 2 + ((town.longitude - longitude) * scale) ** 2;
    if (distance < bestDistance) {
      best = town;
      bestDistance = distance;
    }
  }
  return best;
}
