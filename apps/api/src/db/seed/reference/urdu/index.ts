/**
 * Urdu names of the reference data (issue 24), looked up by the English `name` the seeds use.
 * Each lookup answers null for a name the maps do not list: its `name_ur` stays null and the
 * English name shows in Urdu mode.
 */
import { CITY_NAMES_UR } from './cities.ts';
import { OTHER_TOWN_NAMES_UR } from './towns-other.ts';
import { PUNJAB_TOWN_NAMES_UR } from './towns-punjab.ts';
import { UNIVERSITY_NAMES_UR } from './universities.ts';

/** `names[name]`, or null when absent or blank; own keys only ('constructor' is no city). */
function lookUp(names: Readonly<Record<string, string>>, name: string): string | null {
  if (!Object.hasOwn(names, name)) return null;
  return names[name]?.trim() || null;
}

/** The Urdu name of the reference city `name`, or null when none is known. */
export function cityNameUr(name: string): string | null {
  return lookUp(CITY_NAMES_UR, name);
}

/** The Urdu name of the reference university `name`, or null when none is known. */
export function universityNameUr(name: string): string | null {
  return lookUp(UNIVERSITY_NAMES_UR, name);
}

/**
 * The Urdu name of the reference area `name` (the same in every city that has one so named),
 * or null when none is known: the Punjab and Islamabad list first, then the other provinces'.
 */
export function townNameUr(name: string): string | null {
  return lookUp(PUNJAB_TOWN_NAMES_UR, name) ?? lookUp(OTHER_TOWN_NAMES_UR, name);
}
