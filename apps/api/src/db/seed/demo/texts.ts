/**
 * The texts of the demo data (hostel names, descriptions, rules, menus, room texts, phone
 * numbers), drawn from words.ts with the seeded generator.
 */
import {
  MEAL_DAYS,
  type BedType,
  type GenderCategory,
  type Meal,
  type MealDay,
} from '@hostelhub/shared';
import type { Random } from './random.ts';
import {
  BED_WORDS,
  BREAKFASTS,
  CITY_PREFIXES,
  CLOSINGS,
  DINNERS,
  FEMALE_CLOSINGS,
  FEMALE_PREFIXES,
  HIGHLIGHTS,
  LUNCHES,
  MESS_HIGHLIGHTS,
  NAME_PREFIXES,
  ROOM_ADJECTIVES,
  ROOM_EXTRAS,
  RULES_COMMON,
  SETTINGS,
  TOWN_STYLES,
} from './words.ts';

export function mobileNumber(random: Random): string {
  // +92 3XX XXXXXXX: operator prefixes 30-34.
  return `+923${random.int(0, 4)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
}

export function hostelName(
  random: Random,
  gender: GenderCategory,
  town: string,
  city: string,
  taken: Set<string>,
): string {
  const word = gender === 'male' ? 'Boys' : 'Girls';
  const prefixes = [
    ...NAME_PREFIXES,
    ...(CITY_PREFIXES[city] ?? []),
    ...(gender === 'female' ? FEMALE_PREFIXES : []),
  ];
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const prefix = random.pick(prefixes);
    const pattern = random.int(0, 9);
    const name =
      pattern <= 3
        ? `${prefix} ${word} Hostel`
        : pattern === 4
          ? `${town} ${word} Hostel`
          : pattern === 5
            ? `${town} ${random.pick(TOWN_STYLES)} Hostel`
            : pattern === 6
              ? `${prefix} Students Residence`
              : pattern === 7
                ? `${prefix} ${word} Residency`
                : `${prefix} ${word} Hostel ${town}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  for (let suffix = 2; ; suffix += 1) {
    const name = `${town} ${word} Hostel ${suffix}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

export function hostelDescription(
  random: Random,
  name: string,
  gender: GenderCategory,
  town: string,
  city: string,
  university: string | null,
  hasMess: boolean,
): string {
  const who = gender === 'male' ? 'male students' : 'female students';
  const where = university ? `a short walk from ${university}` : random.pick(SETTINGS);
  const first = `${name} offers comfortable rooms for ${who} in ${town}, ${city}, ${where}.`;
  const second =
    hasMess && random.chance(0.5) ? random.pick(MESS_HIGHLIGHTS) : random.pick(HIGHLIGHTS);
  if (random.chance(0.35)) return `${first} ${second}`;
  const closing = random.pick(gender === 'female' ? [...CLOSINGS, ...FEMALE_CLOSINGS] : CLOSINGS);
  return `${first} ${second} ${closing}`;
}

export function hostelRules(random: Random, gender: GenderCategory): string {
  const gate =
    gender === 'female'
      ? `The gate closes at ${random.pick(['8:30', '9:00', '9:30'])} PM; late entry only with the warden's permission.`
      : `The gate closes at ${random.pick(['11:00 PM', '11:30 PM', 'midnight'])}.`;
  return [gate, ...random.sample(RULES_COMMON, random.int(2, 4))].join(' ');
}

export function weeklyMenu(random: Random): Record<MealDay, Record<Meal, string>> {
  const menu = {} as Record<MealDay, Record<Meal, string>>;
  for (const day of MEAL_DAYS) {
    menu[day] = {
      breakfast: day === 'sunday' ? 'Halwa puri with chana and chai' : random.pick(BREAKFASTS),
      lunch: day === 'friday' ? 'Chicken biryani with raita' : random.pick(LUNCHES),
      dinner: random.pick(DINNERS),
    };
  }
  return menu;
}

function floorLabel(floor: number): string {
  if (floor === 0) return 'ground floor';
  const suffix = floor === 1 ? 'st' : floor === 2 ? 'nd' : floor === 3 ? 'rd' : 'th';
  return `${floor}${suffix} floor`;
}

export function roomTitle(
  random: Random,
  type: { value: string; name: string },
  level: number,
): string {
  const tier =
    level >= 0.9
      ? random.pick(['Deluxe', 'Executive'])
      : level >= 0.6
        ? random.pick(['Standard', 'Comfort'])
        : random.pick(['Economy', 'Budget']);
  if (type.value === 'dormitory') return `${tier} Dormitory`;
  if (type.value === 'suite' || type.value === 'studio') return `${tier} ${type.name}`;
  return `${tier} ${type.name} Room`;
}

export function roomDescription(
  random: Random,
  occupancy: number,
  floor: number,
  bed: BedType,
  bathroom: boolean,
): string {
  const people = occupancy === 1 ? 'one student' : `${occupancy} students`;
  const bedText = occupancy === 1 && bed === 'single' ? 'a single bed' : BED_WORDS[bed];
  const first = `A ${random.pick(ROOM_ADJECTIVES)} room for ${people} on the ${floorLabel(floor)} with ${bedText}${bathroom ? ' and an attached bathroom' : ''}.`;
  const extra = random.pick(ROOM_EXTRAS);
  return extra ? `${first} ${extra}` : first;
}
