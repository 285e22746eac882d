import { describe, expect, it } from 'vitest';
import { CITIES } from '../cities.ts';
import { TOWNS } from '../towns.ts';
import { UNIVERSITIES } from '../universities.ts';
import { CITY_NAMES_UR } from './cities.ts';
import { cityNameUr, townNameUr, universityNameUr } from './index.ts';
import { OTHER_TOWN_NAMES_UR } from './towns-other.ts';
import { PUNJAB_TOWN_NAMES_UR } from './towns-punjab.ts';
import { UNIVERSITY_NAMES_UR } from './universities.ts';

/** Issue 24: the Urdu names of the reference data, looked up by the seeds' English names. */

// Arabic-script letters, the only kind an Urdu name needs (digits and hyphens aside).
const URDU_LETTER = /[\u0600-\u06FF]/;

describe('Urdu reference names', () => {
  it('should give the Urdu name of a known city, town and university', () => {
    expect(cityNameUr('Lahore')).toBe('لاہور');
    expect(townNameUr('Gulberg')).toBe('گلبرگ');
    expect(townNameUr('Clifton')).toBe('کلفٹن');
    expect(universityNameUr('University of the Punjab')).toBe('جامعہ پنجاب');
  });

  it('should answer null for a name the lists do not have, or an inherited key', () => {
    expect(cityNameUr('Atlantis')).toBeNull();
    expect(townNameUr('Satellite Colony 7')).toBeNull();
    expect(universityNameUr('lahore')).toBeNull();
    expect(cityNameUr('constructor')).toBeNull();
    expect(townNameUr('toString')).toBeNull();
  });

  it.each([
    ['cities', CITY_NAMES_UR, new Set(CITIES.map((city) => city.name))],
    [
      'universities',
      UNIVERSITY_NAMES_UR,
      new Set(UNIVERSITIES.map((university) => university.name)),
    ],
    ['Punjab towns', PUNJAB_TOWN_NAMES_UR, new Set(TOWNS.map((town) => town.name))],
    ['other towns', OTHER_TOWN_NAMES_UR, new Set(TOWNS.map((town) => town.name))],
  ] as const)(
    'should key %s by names the seeds use, each with an Urdu name',
    (_list, names, seeded) => {
      const unknown = Object.keys(names).filter((name) => !seeded.has(name));
      expect(unknown).toEqual([]);
      const notUrdu = Object.entries(names).filter(([, urdu]) => !URDU_LETTER.test(urdu));
      expect(notUrdu).toEqual([]);
    },
  );
});
