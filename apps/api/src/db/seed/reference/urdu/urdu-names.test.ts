import { FACILITIES } from '@hostelhub/shared';
import { describe, expect, it } from 'vitest';
import { CITIES } from '../cities.ts';
import { UNIVERSITIES } from '../universities.ts';
import { CITY_NAMES_UR } from './cities.ts';
import { UNIVERSITY_NAMES_UR } from './universities.ts';

/** Issue 24: the Urdu names of cities, universities and facilities are well formed. */

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
const LATIN = /[A-Za-z]/;

/** The values of `names` that are not a proper Urdu name, each with its key. */
function malformed(names: Readonly<Record<string, string>>): string[] {
  return Object.entries(names)
    .filter(([, ur]) => ur === '' || ur.trim() !== ur || !ARABIC_SCRIPT.test(ur) || LATIN.test(ur))
    .map(([name, ur]) => `${name}: ${JSON.stringify(ur)}`);
}

function repeated(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('Urdu reference names', () => {
  it('should key cities only by names in CITIES', () => {
    const known = new Set(CITIES.map((city) => city.name));
    expect(Object.keys(CITY_NAMES_UR).filter((name) => !known.has(name))).toEqual([]);
  });

  it('should key universities only by names in UNIVERSITIES', () => {
    const known = new Set(UNIVERSITIES.map((university) => university.name));
    expect(Object.keys(UNIVERSITY_NAMES_UR).filter((name) => !known.has(name))).toEqual([]);
  });

  it('should give non-empty, trimmed Urdu-script names without Latin letters', () => {
    expect(malformed(CITY_NAMES_UR)).toEqual([]);
    expect(malformed(UNIVERSITY_NAMES_UR)).toEqual([]);
    const facilities = Object.fromEntries(FACILITIES.map((f) => [f.name, f.name_ur]));
    expect(malformed(facilities)).toEqual([]);
  });

  it('should not give two cities the same Urdu name', () => {
    expect(repeated(Object.values(CITY_NAMES_UR))).toEqual([]);
  });

  it('should not give two universities or two facilities the same Urdu name', () => {
    expect(repeated(Object.values(UNIVERSITY_NAMES_UR))).toEqual([]);
    expect(repeated(FACILITIES.map((facility) => facility.name_ur))).toEqual([]);
  });
});
