import { distanceKm } from '@hostelhub/shared';
import { describe, expect, it } from 'vitest';
import { CITIES } from './cities.ts';
import { UNIVERSITIES } from './universities.ts';

/**
 * Issue 42 item 3: campus coordinates. This machine has no map, so every campus is held within
 * 25 km of its city's centre; a campus known to lie farther out is named here with its real
 * distance, so a typo (a swapped digit puts a campus 100 km away) still fails.
 */

const MAX_KM_FROM_CENTRE = 25;
/** Campuses that really are farther out, each with its distance from the seeded centre. */
const KNOWN_FAR: Readonly<Record<string, number>> = {
  // On the National Highway at Shah Latif Town, east of the city.
  'FAST National University, Karachi Campus': 27,
};

const cityByName = new Map(CITIES.map((city) => [city.name, city]));

describe('reference universities', () => {
  it('should name only cities that exist in CITIES', () => {
    const unknown = UNIVERSITIES.filter((university) => !cityByName.has(university.city));
    expect(unknown.map((university) => `${university.name}: ${university.city}`)).toEqual([]);
  });

  it("should place every campus within 25 km of its city's centre", () => {
    const far = UNIVERSITIES.flatMap((university) => {
      const city = cityByName.get(university.city);
      if (!city) return [];
      const km = distanceKm(
        { lat: city.latitude, lng: city.longitude },
        { lat: university.latitude, lng: university.longitude },
      );
      const limit = KNOWN_FAR[university.name] ?? MAX_KM_FROM_CENTRE;
      return km > limit ? [`${university.name} (${university.city}): ${km.toFixed(1)} km`] : [];
    });
    expect(far).toEqual([]);
  });

  it('should keep each exception a campus that really is past 25 km', () => {
    for (const name of Object.keys(KNOWN_FAR)) {
      const university = UNIVERSITIES.find((candidate) => candidate.name === name);
      const city = university && cityByName.get(university.city);
      if (!university || !city) throw new Error(`${name} is not a seeded campus`);
      const km = distanceKm(
        { lat: city.latitude, lng: city.longitude },
        { lat: university.latitude, lng: university.longitude },
      );
      expect(km, name).toBeGreaterThan(MAX_KM_FROM_CENTRE);
    }
  });
});
