/**
 * The shape of the scale seed (seed-scale.ts): how hostels spread over the cities and what
 * they cost there, the odds of each facility, how each room type is occupied and priced, and
 * the names and menus drawn from the demo seed's vocabulary.
 */
import { MEAL_DAYS } from '@hostelhub/shared';
import {
  BREAKFASTS,
  CITY_PREFIXES,
  DINNERS,
  FEMALE_PREFIXES,
  LUNCHES,
  NAME_PREFIXES,
} from '../../apps/api/src/db/seed/demo/words.ts';

/** Relative share of hostels per city; every other city with a centre gets OTHER_CITY_WEIGHT. */
export const CITY_WEIGHTS: Readonly<Record<string, { weight: number; priceLevel: number }>> = {
  Lahore: { weight: 20, priceLevel: 1.15 },
  Karachi: { weight: 20, priceLevel: 1.15 },
  Islamabad: { weight: 14, priceLevel: 1.3 },
  Rawalpindi: { weight: 8, priceLevel: 1 },
  Faisalabad: { weight: 6, priceLevel: 0.9 },
  Peshawar: { weight: 6, priceLevel: 0.9 },
  Multan: { weight: 5, priceLevel: 0.85 },
  Hyderabad: { weight: 4, priceLevel: 0.85 },
  Abbottabad: { weight: 3, priceLevel: 0.9 },
  Gujranwala: { weight: 3, priceLevel: 0.8 },
  Quetta: { weight: 3, priceLevel: 0.85 },
  Sialkot: { weight: 3, priceLevel: 0.85 },
};
export const OTHER_CITY_WEIGHT = 0.15;
export const OTHER_CITY_PRICE_LEVEL = 0.75;

/** Odds that a hostel offers each facility; unnamed ones get 0.1. */
export const FACILITY_ODDS: Readonly<Record<string, number>> = {
  WiFi: 0.85,
  Security: 0.75,
  'CCTV Cameras': 0.6,
  'Water Supply': 0.65,
  // Generator, Meals and AC were merged into Power Backup, Mess/Kitchen and Air Conditioning
  // (issue 22 item 15): the odds of either.
  'Power Backup': 0.6,
  'Mess/Kitchen': 0.6,
  Laundry: 0.4,
  Parking: 0.4,
  'Study Room': 0.3,
  'Prayer Room': 0.35,
  'Common Room': 0.3,
  'First Aid': 0.3,
  'Air Conditioning': 0.25,
  Gym: 0.08,
  'Recreation Area': 0.1,
  'Medical Facility': 0.08,
};

/** How each room type is occupied, furnished and priced within its hostel's range (0 to 1). */
export const ROOM_PROFILES: Readonly<
  Record<string, { minOcc: number; maxOcc: number; level: number; bed: string; weight: number }>
> = {
  single: { minOcc: 1, maxOcc: 1, level: 0.95, bed: 'single', weight: 5 },
  double: { minOcc: 2, maxOcc: 2, level: 0.7, bed: 'single', weight: 6 },
  triple: { minOcc: 3, maxOcc: 3, level: 0.5, bed: 'single', weight: 5 },
  quad: { minOcc: 4, maxOcc: 4, level: 0.35, bed: 'bunk', weight: 3 },
  shared: { minOcc: 3, maxOcc: 4, level: 0.4, bed: 'bunk', weight: 1 },
  '2-seater': { minOcc: 2, maxOcc: 2, level: 0.65, bed: 'single', weight: 1.5 },
  '3-seater': { minOcc: 3, maxOcc: 3, level: 0.45, bed: 'single', weight: 1.5 },
  '4-seater': { minOcc: 4, maxOcc: 4, level: 0.3, bed: 'bunk', weight: 1.5 },
  // At most ROOM_OCCUPANCY_MAX (6): a room the owner could not save again is not realistic.
  dormitory: { minOcc: 5, maxOcc: 6, level: 0.05, bed: 'bunk', weight: 2 },
  suite: { minOcc: 1, maxOcc: 2, level: 1, bed: 'queen', weight: 1 },
  studio: { minOcc: 1, maxOcc: 2, level: 0.95, bed: 'double', weight: 1 },
};

/** The demo seed's name prefixes, two of its girls' ones and the first of four cities' own. */
export const PREFIXES = [
  ...NAME_PREFIXES,
  ...FEMALE_PREFIXES.slice(0, 2),
  ...['Islamabad', 'Lahore', 'Karachi', 'Peshawar'].flatMap(
    (city) => CITY_PREFIXES[city]?.slice(0, 1) ?? [],
  ),
];
export const FIRST_NAMES = [
  'Muhammad',
  'Ahmed',
  'Ali',
  'Usman',
  'Bilal',
  'Sadia',
  'Nadia',
  'Imran',
];
export const LAST_NAMES = [
  'Khan',
  'Qureshi',
  'Malik',
  'Butt',
  'Chaudhry',
  'Siddiqui',
  'Shah',
  'Baloch',
];
/** Three weekly menus of the demo seed's dishes, each the same three meals every day. */
export const MENUS = [
  [BREAKFASTS[0], LUNCHES[0], DINNERS[0]],
  [BREAKFASTS[1], LUNCHES[1], DINNERS[1]],
  [BREAKFASTS[2], LUNCHES[4], DINNERS[3]],
].map(([breakfast, lunch, dinner]) =>
  Object.fromEntries(MEAL_DAYS.map((day) => [day, { breakfast, lunch, dinner }])),
);
