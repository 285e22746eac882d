/**
 * Real reference data: the areas of Pakistan's cities (sectors, colonies, housing schemes,
 * bazaars, and the roads out of town) where students and workers rent rooms, each with its
 * approximate centre in WGS84 degrees. An owner must pick one for a hostel, so a city without
 * areas cannot be listed in (issue 22 item 17).
 *
 * Which cities: the 60 largest by the 2017 census (LARGEST_CITIES), at least 8 areas each except
 * the few in FEWER_THAN_EIGHT_AREAS; every city with a university in universities.ts; and a few
 * other places where students or visitors rent rooms (Murree, Nowshera, Risalpur, Charsadda,
 * Swabi, Chakwal, Mianwali, Kharian, Gwadar).
 *
 * How the areas were chosen: written from knowledge of the cities, not copied from a gazetteer
 * (none can be downloaded here), and kept to places known to exist; some names were checked
 * against addresses in public sources, never their coordinates. Coordinates are approximate,
 * meant to be within about 2 km of the area's middle. In the smaller cities, where few
 * neighbourhood names are certain, a list is completed with what every address there uses: the
 * roads out of town named after the town they lead to ("Sargodha Road"), each placed 1.2 km from
 * the city's centre towards that town, and the Railway or Station Road, the grain market (Ghalla
 * Mandi) and the Main Bazaar near the centre, only where the town has them. The areas the first
 * twelve seeded cities already had are kept unchanged. An owner can still type an area that is
 * missing.
 */
import { AZAD_KASHMIR_TOWNS } from './towns/azad-kashmir.ts';
import { BALOCHISTAN_TOWNS } from './towns/balochistan.ts';
import { GILGIT_BALTISTAN_TOWNS } from './towns/gilgit-baltistan.ts';
import { ISLAMABAD_TOWNS } from './towns/islamabad.ts';
import { KHYBER_PAKHTUNKHWA_TOWNS } from './towns/khyber-pakhtunkhwa.ts';
import { PUNJAB_TOWNS } from './towns/punjab.ts';
import { SINDH_TOWNS } from './towns/sindh.ts';
import type { TownSeed } from './towns/town-seed.ts';

export type { TownSeed } from './towns/town-seed.ts';
export { FEWER_THAN_EIGHT_AREAS, LARGEST_CITIES } from './towns/largest-cities.ts';

/** Every seeded area, province by province (the files in ./towns/). */
export const TOWNS: readonly TownSeed[] = [
  ...ISLAMABAD_TOWNS,
  ...PUNJAB_TOWNS,
  ...SINDH_TOWNS,
  ...KHYBER_PAKHTUNKHWA_TOWNS,
  ...BALOCHISTAN_TOWNS,
  ...GILGIT_BALTISTAN_TOWNS,
  ...AZAD_KASHMIR_TOWNS,
];
