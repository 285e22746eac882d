import { randomUUID } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import {
  DEFAULT_MEAL_TIMINGS,
  MEAL_DAYS,
  parsePriceRange,
  type BedType,
  type GenderCategory,
  type HostelStatus,
  type Meal,
  type MealDay,
} from '@hostelhub/shared';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../client.ts';
import {
  cities,
  facilities,
  hostelFacilities,
  hostelImages,
  hostelMessInfo,
  hostels,
  roomImages,
  roomTypes,
  rooms,
  towns,
  universities,
  users,
  verifiedPhones,
} from '../schema/index.ts';

/** The password of every demo account (DESIGN.md 'Demo accounts'). */
export const DEMO_PASSWORD = 'Hostelhub@2026';

/** The demo accounts printed at start-up (DESIGN.md 'Demo accounts'). */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  email: string;
  role: 'admin' | 'owner' | 'student';
  label: string;
}> = [
  { email: 'admin@demo.hostelhub.pk', role: 'admin', label: 'Administrator' },
  { email: 'owner@demo.hostelhub.pk', role: 'owner', label: 'Owner (approved, owns demo hostels)' },
  {
    email: 'pending.owner@demo.hostelhub.pk',
    role: 'owner',
    label: 'Owner awaiting approval',
  },
  { email: 'student@demo.hostelhub.pk', role: 'student', label: 'Student' },
];

/** What seedDemoData did: whether it seeded, and the hostel and user counts afterwards. */
export interface DemoSeedResult {
  created: boolean;
  hostels: number;
  users: number;
}

/**
 * Seeds demo data into an empty database (no users yet): the demo accounts, more owners and
 * students, hostels across 12 cities with facilities, mess menus, rooms and photos. The photos
 * come from a pool of generated pictures written once under `${uploadsDir}/demo`. Everything is
 * drawn from a seeded generator, so every machine gets the same data (ids and dates aside).
 * With any user present it changes nothing.
 */
export async function seedDemoData(
  db: Db,
  options: { uploadsDir: string },
): Promise<DemoSeedResult> {
  const existingUsers = await db.$count(users);
  if (existingUsers > 0) {
    return { created: false, hostels: await db.$count(hostels), users: existingUsers };
  }

  // One hash for every demo user: argon2 is deliberately slow.
  const [passwordHash, reference] = await Promise.all([
    hash(DEMO_PASSWORD),
    loadReference(db),
    writePhotoPool(options.uploadsDir),
  ]);
  const data = buildDemoData(reference, passwordHash, Date.now());

  return db.transaction(async (tx) => {
    const usersNow = await tx.$count(users);
    if (usersNow > 0) {
      return { created: false, hostels: await tx.$count(hostels), users: usersNow };
    }
    await tx.insert(users).values(data.users);
    await tx.insert(hostels).values(data.hostels);
    await tx.insert(hostelFacilities).values(data.hostelFacilities);
    await tx.insert(hostelMessInfo).values(data.messInfo);
    await tx.insert(rooms).values(data.rooms);
    await tx.insert(hostelImages).values(data.hostelImages);
    await tx.insert(roomImages).values(data.roomImages);
    await tx.insert(verifiedPhones).values(data.verifiedPhones);
    return { created: true, hostels: data.hostels.length, users: data.users.length };
  });
}

// ---------------------------------------------------------------------------------------------
// Randomness

/** mulberry32: a tiny seeded PRNG, uniform in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Random {
  private readonly nextFloat: () => number;

  constructor(seed: number) {
    this.nextFloat = mulberry32(seed);
  }

  next(): number {
    return this.nextFloat();
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.nextFloat() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.nextFloat() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.nextFloat() * items.length)];
    if (item === undefined) throw new Error('demo seed: picked from an empty list');
    return item;
  }

  /** `count` distinct items in random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const taken: T[] = [];
    while (taken.length < count && copy.length > 0) {
      const [item] = copy.splice(Math.floor(this.nextFloat() * copy.length), 1);
      if (item !== undefined) taken.push(item);
    }
    return taken;
  }

  /** `count` distinct items, each drawn with probability proportional to its weight. */
  weightedSample<T>(items: readonly { item: T; weight: number }[], count: number): T[] {
    const left = [...items];
    const taken: T[] = [];
    while (taken.length < count && left.length > 0) {
      const total = left.reduce((sum, entry) => sum + entry.weight, 0);
      let target = this.nextFloat() * total;
      let index = left.findIndex((entry) => (target -= entry.weight) < 0);
      if (index < 0) index = left.length - 1;
      const [entry] = left.splice(index, 1);
      if (entry) taken.push(entry.item);
    }
    return taken;
  }
}

// ---------------------------------------------------------------------------------------------
// Reference data, read from the database

interface CityRef {
  id: string;
  name: string;
  province: string;
  latitude: number | null;
  longitude: number | null;
}
interface PlaceRef {
  id: string;
  name: string;
  cityId: string | null;
  latitude: number | null;
  longitude: number | null;
}
interface Reference {
  cities: CityRef[];
  towns: PlaceRef[];
  universities: PlaceRef[];
  facilities: { id: string; name: string }[];
  roomTypes: { value: string; name: string }[];
}

/** How many demo hostels each city gets; the big cities get more. */
const CITY_PLAN: readonly { city: string; hostels: number; priceLevel: number }[] = [
  { city: 'Lahore', hostels: 22, priceLevel: 1.15 },
  { city: 'Karachi', hostels: 22, priceLevel: 1.15 },
  { city: 'Islamabad', hostels: 16, priceLevel: 1.3 },
  { city: 'Rawalpindi', hostels: 12, priceLevel: 1 },
  { city: 'Faisalabad', hostels: 11, priceLevel: 0.9 },
  { city: 'Multan', hostels: 10, priceLevel: 0.85 },
  { city: 'Peshawar', hostels: 10, priceLevel: 0.9 },
  { city: 'Hyderabad', hostels: 8, priceLevel: 0.85 },
  { city: 'Abbottabad', hostels: 8, priceLevel: 0.9 },
  { city: 'Gujranwala', hostels: 7, priceLevel: 0.8 },
  { city: 'Quetta', hostels: 7, priceLevel: 0.85 },
  { city: 'Sialkot', hostels: 7, priceLevel: 0.85 },
];

async function loadReference(db: Db): Promise<Reference> {
  const cityRows = await db
    .select({
      id: cities.id,
      name: cities.name,
      province: cities.province,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities)
    .where(
      inArray(
        cities.name,
        CITY_PLAN.map((entry) => entry.city),
      ),
    );
  const cityIds = cityRows.map((city) => city.id);
  const [townRows, universityRows, facilityRows, roomTypeRows] = await Promise.all([
    cityIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: towns.id,
            name: towns.name,
            cityId: towns.cityId,
            latitude: towns.latitude,
            longitude: towns.longitude,
          })
          .from(towns)
          .where(inArray(towns.cityId, cityIds)),
    cityIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: universities.id,
            name: universities.name,
            cityId: universities.cityId,
            latitude: universities.latitude,
            longitude: universities.longitude,
          })
          .from(universities)
          .where(inArray(universities.cityId, cityIds)),
    db.select({ id: facilities.id, name: facilities.name }).from(facilities),
    db.select({ value: roomTypes.value, name: roomTypes.name }).from(roomTypes),
  ]);
  // Sorted here, not in SQL: collations differ between databases, code-unit order does not.
  return {
    cities: byKey(cityRows, (row) => row.name),
    towns: byKey(townRows, (row) => row.name),
    universities: byKey(universityRows, (row) => row.name),
    facilities: byKey(facilityRows, (row) => row.name),
    roomTypes: byKey(roomTypeRows, (row) => row.value),
  };
}

function byKey<T>(rows: T[], key: (row: T) => string): T[] {
  return rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

// ---------------------------------------------------------------------------------------------
// People

type NewUser = typeof users.$inferInsert;

interface OwnerPlan {
  email: string;
  fullName: string;
  gender: GenderCategory;
  cities: readonly string[];
}

const DEMO_OWNER: OwnerPlan = {
  email: 'owner@demo.hostelhub.pk',
  fullName: 'Muhammad Ali Raza',
  gender: 'male',
  cities: ['Lahore', 'Islamabad', 'Rawalpindi'],
};
/** How many hostels of each of its cities the demo owner takes first. */
const DEMO_OWNER_PER_CITY = 5;

const OTHER_OWNERS: readonly OwnerPlan[] = [
  {
    email: 'owner2@demo.hostelhub.pk',
    fullName: 'Imran Qureshi',
    gender: 'male',
    cities: ['Karachi'],
  },
  {
    email: 'owner3@demo.hostelhub.pk',
    fullName: 'Farhan Siddiqui',
    gender: 'male',
    cities: ['Karachi', 'Hyderabad'],
  },
  {
    email: 'owner4@demo.hostelhub.pk',
    fullName: 'Bilal Ahmed Chaudhry',
    gender: 'male',
    cities: ['Lahore', 'Gujranwala'],
  },
  {
    email: 'owner5@demo.hostelhub.pk',
    fullName: 'Sadia Malik',
    gender: 'female',
    cities: ['Lahore', 'Sialkot'],
  },
  {
    email: 'owner6@demo.hostelhub.pk',
    fullName: 'Tariq Mehmood',
    gender: 'male',
    cities: ['Islamabad', 'Rawalpindi'],
  },
  {
    email: 'owner7@demo.hostelhub.pk',
    fullName: 'Nadia Hussain',
    gender: 'female',
    cities: ['Faisalabad'],
  },
  {
    email: 'owner8@demo.hostelhub.pk',
    fullName: 'Usman Ghani',
    gender: 'male',
    cities: ['Multan'],
  },
  {
    email: 'owner9@demo.hostelhub.pk',
    fullName: 'Kamran Yousafzai',
    gender: 'male',
    cities: ['Peshawar', 'Abbottabad'],
  },
  {
    email: 'owner10@demo.hostelhub.pk',
    fullName: 'Zahid Hussain Baloch',
    gender: 'male',
    cities: ['Quetta'],
  },
  {
    email: 'owner11@demo.hostelhub.pk',
    fullName: 'Asif Ali Memon',
    gender: 'male',
    cities: ['Hyderabad', 'Karachi'],
  },
  {
    email: 'owner12@demo.hostelhub.pk',
    fullName: 'Shahida Butt',
    gender: 'female',
    cities: ['Sialkot', 'Gujranwala', 'Faisalabad'],
  },
];

const STUDENTS: readonly { fullName: string; gender: GenderCategory; city: string }[] = [
  { fullName: 'Ayesha Khan', gender: 'female', city: 'Lahore' }, // student@demo.hostelhub.pk
  { fullName: 'Hamza Sheikh', gender: 'male', city: 'Lahore' },
  { fullName: 'Fatima Zahra', gender: 'female', city: 'Karachi' },
  { fullName: 'Ahmed Raza', gender: 'male', city: 'Karachi' },
  { fullName: 'Zainab Abbasi', gender: 'female', city: 'Islamabad' },
  { fullName: 'Hassan Javed', gender: 'male', city: 'Islamabad' },
  { fullName: 'Maryam Tariq', gender: 'female', city: 'Rawalpindi' },
  { fullName: 'Umar Farooq', gender: 'male', city: 'Faisalabad' },
  { fullName: 'Hira Nawaz', gender: 'female', city: 'Multan' },
  { fullName: 'Saad Afridi', gender: 'male', city: 'Peshawar' },
  { fullName: 'Mahnoor Iqbal', gender: 'female', city: 'Lahore' },
  { fullName: 'Danish Ali', gender: 'male', city: 'Karachi' },
  { fullName: 'Kiran Shah', gender: 'female', city: 'Islamabad' },
  { fullName: 'Waleed Khattak', gender: 'male', city: 'Peshawar' },
  { fullName: 'Areeba Noor', gender: 'female', city: 'Quetta' },
  { fullName: 'Talha Mirza', gender: 'male', city: 'Multan' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

function mobileNumber(random: Random): string {
  // +92 3XX XXXXXXX: operator prefixes 30-34.
  return `+923${random.int(0, 4)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Hostel texts

const NAME_PREFIXES = [
  'Al-Noor',
  'Iqra',
  'Jinnah',
  'Quaid',
  'Iqbal',
  'Al-Huda',
  'Madina',
  'Al-Falah',
  'Crescent',
  'Green View',
  'Sunrise',
  'Shaheen',
  'Al-Habib',
  'Al-Rehman',
  'Hira',
  'Al-Aziz',
  'Royal',
  'Paradise',
  'Al-Kausar',
  'Comfort',
  'Faisal',
  'Star',
  'Pak',
  'Zam Zam',
  'Al-Mustafa',
  'New Era',
];
const FEMALE_PREFIXES = [
  'Fatima',
  'Ayesha',
  'Zainab',
  'Khadija',
  'Maryam',
  'Rabia',
  'Noor',
  'Hafsa',
];
const CITY_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  Karachi: ['Mehran', 'Sea Breeze', 'Quaid-e-Azam'],
  Lahore: ['Ravi', 'Shalimar', 'Minar'],
  Islamabad: ['Margalla', 'Capital', 'Daman-e-Koh'],
  Rawalpindi: ['Pindi', 'Potohar'],
  Faisalabad: ['Lyallpur', 'Chenab'],
  Multan: ['Sultan', 'Multan Heights'],
  Peshawar: ['Khyber', 'Frontier'],
  Hyderabad: ['Indus', 'Sindh'],
  Abbottabad: ['Pine View', 'Hazara'],
  Gujranwala: ['Punjab', 'Sheranwala'],
  Quetta: ['Chiltan', 'Bolan'],
  Sialkot: ['Allama', 'Iqbal Town'],
};
const TOWN_STYLES = ['Executive', 'Premium', 'Students', 'Comfort', 'Elite', 'Model'];

function hostelName(
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

const SETTINGS = [
  'in a quiet residential street',
  'close to the main road with easy public transport',
  'near markets, banks and pharmacies',
  'a few minutes from the nearest bus stop',
  'in a safe, well-lit neighbourhood',
];
const HIGHLIGHTS = [
  'Rooms are cleaned daily and the building has round-the-clock security with CCTV.',
  'We offer fast WiFi, UPS backup during load-shedding and filtered drinking water.',
  'Every floor has clean washrooms with geysers and a water cooler.',
  'The building is newly renovated with airy rooms and plenty of natural light.',
  'A resident warden looks after the hostel and is available day and night.',
  'Students get a quiet study room and a common room with a TV.',
];
const MESS_HIGHLIGHTS = [
  'Fresh home-style meals are cooked in our own mess three times a day.',
  'Our mess serves hygienic desi food with a special menu every Friday and Sunday.',
];
const CLOSINGS = [
  'Ideal for university students and young professionals.',
  'Parents are welcome to visit before booking.',
  'Seats fill quickly before each semester, so book early.',
  'Monthly and semester-wise packages are available.',
];
const FEMALE_CLOSINGS = [
  'A female warden lives on site and visitors are met in the guest lounge.',
  'Parents are welcome to visit before booking; male visitors are met in the guest lounge.',
];

const RULES_COMMON = [
  'Rent is due by the 5th of every month; one month of security is refundable.',
  'Smoking is not allowed inside the building.',
  'Keep noise down after 11:00 PM out of respect for students who study late.',
  'Guests are met in the visitors area only; overnight guests are not allowed.',
  'Switch off lights, fans and ACs when leaving the room.',
  'Cooking in rooms is not allowed; use the kitchen or the mess.',
  'Show your CNIC or student card at admission.',
  'Any damage to hostel property is charged to the resident.',
];

const REJECTION_REASONS = [
  'The photos do not show the actual building. Please upload real photos of the hostel.',
  'We could not verify the address. Please add the full street address and pin the location.',
  'The price range looks incorrect. Please list the real monthly rent.',
  'The contact number did not answer during verification.',
];

function hostelDescription(
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

function hostelRules(random: Random, gender: GenderCategory): string {
  const gate =
    gender === 'female'
      ? `The gate closes at ${random.pick(['8:30', '9:00', '9:30'])} PM; late entry only with the warden's permission.`
      : `The gate closes at ${random.pick(['11:00 PM', '11:30 PM', 'midnight'])}.`;
  return [gate, ...random.sample(RULES_COMMON, random.int(2, 4))].join(' ');
}

// ---------------------------------------------------------------------------------------------
// Mess menus

const BREAKFASTS = [
  'Paratha with anda fry and chai',
  'Aloo paratha with dahi and chai',
  'Omelette, paratha and chai',
  'Bread, butter, jam and chai',
  'Anda paratha roll and chai',
  'Chana with naan and chai',
  'Boiled eggs, toast and chai',
  'Lassi with paratha',
  'Qeema paratha and chai',
];
const LUNCHES = [
  'Daal chawal with salad',
  'Aloo gosht with roti',
  'Sabzi roti',
  'Chana daal with roti',
  'Kadhi pakora with chawal',
  'Mix sabzi with roti',
  'Chicken pulao with raita',
  'Daal mash with roti',
  'Aloo palak with roti',
  'Lobia with chawal',
  'Bhindi with roti',
];
const DINNERS = [
  'Chicken karahi with naan',
  'Qeema with roti',
  'Haleem with naan',
  'Chicken qorma with roti',
  'Aloo qeema with roti',
  'Beef nihari with naan',
  'Daal chawal and kheer',
  'Chicken handi with roti',
  'Shami kabab with daal and roti',
  'Anda curry with chawal',
  'Palak chicken with roti',
  'Chicken tikka with naan',
];
const MESS_DESCRIPTIONS = [
  'Three fresh desi meals a day, cooked in our own kitchen. Menu changes weekly.',
  'Hygienic home-style food prepared by experienced cooks. Tea is served with every breakfast.',
  'Breakfast, lunch and dinner served in the mess hall; special dishes on Friday and Sunday.',
  'Freshly cooked meals with chapati made on the spot. Meals can be packed for late classes.',
];

function weeklyMenu(random: Random): Record<MealDay, Record<Meal, string>> {
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

// ---------------------------------------------------------------------------------------------
// Rooms

interface RoomProfile {
  occupancy: readonly [number, number];
  /** Where the room's rent sits in its hostel's price range, 0 (cheapest) to 1. */
  priceLevel: number;
  beds: readonly BedType[];
  weight: number;
}

const ROOM_PROFILES: Readonly<Record<string, RoomProfile>> = {
  single: { occupancy: [1, 1], priceLevel: 0.95, beds: ['single', 'double'], weight: 5 },
  double: { occupancy: [2, 2], priceLevel: 0.7, beds: ['single'], weight: 6 },
  triple: { occupancy: [3, 3], priceLevel: 0.5, beds: ['single', 'bunk'], weight: 5 },
  quad: { occupancy: [4, 4], priceLevel: 0.35, beds: ['bunk', 'single'], weight: 3 },
  shared: { occupancy: [3, 4], priceLevel: 0.4, beds: ['single', 'bunk'], weight: 1 },
  '2-seater': { occupancy: [2, 2], priceLevel: 0.65, beds: ['single'], weight: 1.5 },
  '3-seater': { occupancy: [3, 3], priceLevel: 0.45, beds: ['single', 'bunk'], weight: 1.5 },
  '4-seater': { occupancy: [4, 4], priceLevel: 0.3, beds: ['bunk'], weight: 1.5 },
  dormitory: { occupancy: [5, 6], priceLevel: 0.05, beds: ['bunk'], weight: 2 },
  suite: { occupancy: [1, 2], priceLevel: 1, beds: ['queen', 'king'], weight: 1 },
  studio: { occupancy: [1, 2], priceLevel: 0.95, beds: ['double', 'queen'], weight: 1 },
};
const DEFAULT_ROOM_PROFILE: RoomProfile = {
  occupancy: [2, 2],
  priceLevel: 0.6,
  beds: ['single'],
  weight: 1,
};

const ROOM_FEATURES = [
  'Geyser',
  'Study lamp',
  'Cross ventilation',
  'UPS point',
  'Ceiling fan',
  'Lockable cupboard',
  'Mini fridge',
  'Room cooler',
  'Window blinds',
  'Iron stand',
  'Carpeted floor',
  'Wall mirror',
];

function floorLabel(floor: number): string {
  if (floor === 0) return 'ground floor';
  const suffix = floor === 1 ? 'st' : floor === 2 ? 'nd' : floor === 3 ? 'rd' : 'th';
  return `${floor}${suffix} floor`;
}

function roomTitle(random: Random, type: { value: string; name: string }, level: number): string {
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

const BED_WORDS: Readonly<Record<BedType, string>> = {
  single: 'single beds',
  double: 'a double bed',
  queen: 'a queen bed',
  king: 'a king bed',
  bunk: 'bunk beds',
};

function roomDescription(
  random: Random,
  occupancy: number,
  floor: number,
  bed: BedType,
  bathroom: boolean,
): string {
  const people = occupancy === 1 ? 'one student' : `${occupancy} students`;
  const bedText = occupancy === 1 && bed === 'single' ? 'a single bed' : BED_WORDS[bed];
  const first = `A ${random.pick(['bright', 'spacious', 'clean', 'well-ventilated', 'cosy'])} room for ${people} on the ${floorLabel(floor)} with ${bedText}${bathroom ? ' and an attached bathroom' : ''}.`;
  const extra = random.pick([
    'Each resident gets a cupboard and a study table.',
    'Windows open onto the street for fresh air and daylight.',
    'Bedding is provided and changed every week.',
    'Close to the washrooms and the water cooler.',
    '',
  ]);
  return extra ? `${first} ${extra}` : first;
}

// ---------------------------------------------------------------------------------------------
// Demo data

type NewHostel = typeof hostels.$inferInsert;
type NewRoom = typeof rooms.$inferInsert;

interface DemoData {
  users: NewUser[];
  hostels: NewHostel[];
  hostelFacilities: (typeof hostelFacilities.$inferInsert)[];
  messInfo: (typeof hostelMessInfo.$inferInsert)[];
  rooms: NewRoom[];
  hostelImages: (typeof hostelImages.$inferInsert)[];
  roomImages: (typeof roomImages.$inferInsert)[];
  verifiedPhones: (typeof verifiedPhones.$inferInsert)[];
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A point at most `maxKm` from the given one, uniformly over the disc. */
function jitter(random: Random, latitude: number, longitude: number, maxKm: number) {
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

function nearestTown(townsOfCity: readonly PlaceRef[], target: PlaceRef): PlaceRef | undefined {
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

function buildDemoData(reference: Reference, passwordHash: string, now: number): DemoData {
  const random = new Random(20_260_101);
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  const data: DemoData = {
    users: [],
    hostels: [],
    hostelFacilities: [],
    messInfo: [],
    rooms: [],
    hostelImages: [],
    roomImages: [],
    verifiedPhones: [],
  };

  // --- users
  const person = (user: Omit<NewUser, 'id' | 'passwordHash' | 'emailVerifiedAt'>): string => {
    const id = randomUUID();
    const createdAt = user.createdAt ?? at(300);
    data.users.push({
      id,
      passwordHash,
      emailVerifiedAt: new Date(createdAt.getTime() + 10 * 60 * 1000),
      updatedAt: createdAt,
      ...user,
      createdAt,
    });
    return id;
  };
  person({
    email: 'admin@demo.hostelhub.pk',
    fullName: 'Hostelhub Admin',
    role: 'admin',
    phone: mobileNumber(random),
    createdAt: at(400),
  });
  const owners = new Map<string, { id: string; phone: string; plan: OwnerPlan }>();
  for (const plan of [DEMO_OWNER, ...OTHER_OWNERS]) {
    const phone = mobileNumber(random);
    const id = person({
      email: plan.email,
      fullName: plan.fullName,
      role: 'owner',
      gender: plan.gender,
      phone,
      city: plan.cities[0],
      ownerApprovalStatus: 'approved',
      createdAt: at(random.int(190, 380)),
    });
    owners.set(plan.email, { id, phone, plan });
    // Issue 8: each owner proved their business number, which their hostels show.
    data.verifiedPhones.push({
      userId: id,
      phoneNumber: phone,
      label: 'Business',
      isPrimary: true,
      verifiedAt: at(180),
    });
  }
  const pendingOwnerPhone = mobileNumber(random);
  const pendingOwnerId = person({
    email: 'pending.owner@demo.hostelhub.pk',
    fullName: 'Saima Qadir',
    role: 'owner',
    gender: 'female',
    phone: pendingOwnerPhone,
    city: 'Lahore',
    ownerApprovalStatus: 'pending',
    createdAt: at(2),
  });
  // She proved her business number while waiting, so approval is all she lacks.
  data.verifiedPhones.push({
    userId: pendingOwnerId,
    phoneNumber: pendingOwnerPhone,
    label: 'Business',
    isPrimary: true,
    verifiedAt: at(1),
  });
  const cityByName = new Map(reference.cities.map((city) => [city.name, city]));
  STUDENTS.forEach((student, index) => {
    const cityId = cityByName.get(student.city)?.id;
    const choices = reference.universities.filter((university) => university.cityId === cityId);
    person({
      email: index === 0 ? 'student@demo.hostelhub.pk' : `student${index + 1}@demo.hostelhub.pk`,
      fullName: student.fullName,
      role: 'student',
      gender: student.gender,
      phone: random.chance(0.6) ? mobileNumber(random) : null,
      city: student.city,
      university: choices.length > 0 ? random.pick(choices).name : null,
      createdAt: at(random.int(10, 300)),
    });
  });

  // --- hostels
  const takenNames = new Set<string>();
  const facilityByName = new Map(reference.facilities.map((facility) => [facility.name, facility]));
  const roomTypeChoices = reference.roomTypes.map((type) => ({
    item: type,
    weight: (ROOM_PROFILES[type.value] ?? DEFAULT_ROOM_PROFILE).weight,
  }));
  const pool = photoPool();
  const buildingPhotos = pool.filter((photo) => photo.kind === 'building');
  const bedroomPhotos = pool.filter((photo) => photo.kind === 'bedroom');
  const insidePhotos = pool.filter((photo) => photo.kind !== 'building');
  const demoOwner = owners.get(DEMO_OWNER.email);
  let demoOwnerHostels = 0;

  for (const plan of CITY_PLAN) {
    const city = cityByName.get(plan.city);
    if (!city) continue;
    const townsOfCity = reference.towns.filter((town) => town.cityId === city.id);
    if (townsOfCity.length === 0) continue;
    const universitiesOfCity = reference.universities.filter(
      (university) => university.cityId === city.id,
    );
    const cityOwners = [...owners.values()].filter(
      (owner) => owner !== demoOwner && owner.plan.cities.includes(plan.city),
    );

    for (let index = 0; index < plan.hostels; index += 1) {
      const isDemoOwners =
        demoOwner !== undefined &&
        DEMO_OWNER.cities.includes(plan.city) &&
        index < DEMO_OWNER_PER_CITY;
      const owner =
        isDemoOwners || cityOwners.length === 0 ? demoOwner : cityOwners[index % cityOwners.length];
      if (!owner) continue;

      const gender: GenderCategory = random.chance(0.5) ? 'male' : 'female';
      let town = random.pick(townsOfCity);
      let university: PlaceRef | null = null;
      // Cities without a university in the reference data raise the odds elsewhere to ~30%.
      if (universitiesOfCity.length > 0 && random.chance(0.38)) {
        university = random.pick(universitiesOfCity);
        town = nearestTown(townsOfCity, university) ?? town;
      }
      const position = jitter(
        random,
        town.latitude ?? city.latitude ?? 0,
        town.longitude ?? city.longitude ?? 0,
        1.5,
      );

      let status: HostelStatus;
      if (isDemoOwners && demoOwnerHostels === 1) status = 'pending';
      else if (isDemoOwners && demoOwnerHostels === 3) status = 'rejected';
      else {
        const roll = random.next();
        status = roll < 0.85 ? 'approved' : roll < 0.95 ? 'pending' : 'rejected';
      }
      if (isDemoOwners) demoOwnerHostels += 1;

      // Rent in rupees a month, in steps of 500.
      let priceRange: string;
      if (random.chance(0.1)) {
        priceRange = String(
          clamp(roundTo(random.int(7000, 20000) * plan.priceLevel, 500), 6000, 35000),
        );
      } else {
        const min = clamp(roundTo(random.int(6000, 16000) * plan.priceLevel, 500), 6000, 28000);
        const max = clamp(roundTo(min + random.int(3000, 14000), 500), min + 1000, 35000);
        priceRange = `${min}-${max}`;
      }
      const price = parsePriceRange(priceRange);
      if (!price) throw new Error(`demo seed: bad price range ${priceRange}`);

      const hasMess = random.chance(0.7);
      const name = hostelName(random, gender, town.name, city.name, takenNames);
      const house = random.int(1, 250);
      const street = random.int(1, 40);
      const createdAt = at(random.next() * 180);
      const updatedAt = new Date(Math.min(now, createdAt.getTime() + random.next() * 5 * DAY_MS));
      const hostelId = randomUUID();
      // Draws what the earlier random contact number drew, so every later demo value stays put.
      if (!random.chance(0.7)) mobileNumber(random);

      data.hostels.push({
        id: hostelId,
        ownerId: owner.id,
        name,
        description: hostelDescription(
          random,
          name,
          gender,
          town.name,
          city.name,
          university?.name ?? null,
          hasMess,
        ),
        address: `House ${house}, Street ${street}, ${town.name}, ${city.name}`,
        locationType: university ? 'university' : 'city',
        cityId: city.id,
        townId: town.id,
        universityId: university?.id ?? null,
        priceRange,
        priceMin: price.min,
        priceMax: price.max,
        genderCategory: gender,
        contactPhone: owner.phone,
        rules: hostelRules(random, gender),
        latitude: position.latitude,
        longitude: position.longitude,
        formattedAddress: `House ${house}, Street ${street}, ${town.name}, ${city.name}, ${city.province}, Pakistan`,
        status,
        rejectionReason: status === 'rejected' ? random.pick(REJECTION_REASONS) : null,
        showOwnerContact: random.chance(0.5),
        createdAt,
        updatedAt,
      });

      // Facilities: WiFi almost everywhere, Mess/Kitchen exactly when there is a mess ("Meals"
      // was merged into it, issue 22 item 15).
      const required = [
        ...(random.chance(0.9) ? ['WiFi'] : []),
        ...(hasMess ? ['Mess/Kitchen'] : []),
      ].flatMap((facilityName) => facilityByName.get(facilityName) ?? []);
      const optional = reference.facilities.filter(
        (facility) => !required.includes(facility) && (hasMess || facility.name !== 'Mess/Kitchen'),
      );
      const chosen = [...required, ...random.sample(optional, random.int(3, 8) - required.length)];
      for (const facility of chosen) {
        data.hostelFacilities.push({
          hostelId,
          facilityId: facility.id,
          createdAt,
          updatedAt: createdAt,
        });
      }

      data.messInfo.push(
        hasMess
          ? {
              hostelId,
              messAvailable: true,
              isCompulsory: random.chance(0.3),
              monthlyPrice: roundTo(random.int(6000, 15000), 500),
              messDescription: random.pick(MESS_DESCRIPTIONS),
              mealTimings: { ...DEFAULT_MEAL_TIMINGS },
              weeklyMeals: weeklyMenu(random),
              createdAt,
              updatedAt: createdAt,
            }
          : {
              hostelId,
              messAvailable: false,
              isCompulsory: false,
              monthlyPrice: null,
              messDescription: null,
              mealTimings: { ...DEFAULT_MEAL_TIMINGS },
              weeklyMeals: {},
              createdAt,
              updatedAt: createdAt,
            },
      );

      // Rooms: distinct types; rent follows the type within the hostel's range.
      const floors = random.chance(0.15) ? random.int(7, 11) : random.int(2, 6);
      const premium = price.max >= 15000;
      const typeChoices = roomTypeChoices.filter(
        (choice) => premium || (choice.item.value !== 'suite' && choice.item.value !== 'studio'),
      );
      for (const type of random.weightedSample(typeChoices, random.int(2, 6))) {
        const profile = ROOM_PROFILES[type.value] ?? DEFAULT_ROOM_PROFILE;
        const maxOccupancy = random.int(profile.occupancy[0], profile.occupancy[1]);
        const currentOccupancy = random.int(0, maxOccupancy);
        const level = clamp(profile.priceLevel + (random.next() - 0.5) * 0.2, 0, 1);
        const pricePerMonth = clamp(
          roundTo(price.min + (price.max - price.min) * level, 500),
          price.min,
          price.max,
        );
        const floorNumber = random.int(0, Math.min(10, floors - 1));
        const bedType = random.pick(profile.beds);
        const isLarge = maxOccupancy >= 5;
        const attachedBathroom = random.chance(profile.priceLevel >= 0.9 ? 0.85 : 0.35);
        const roomId = randomUUID();
        data.rooms.push({
          id: roomId,
          hostelId,
          roomType: type.value,
          roomTitle: roomTitle(random, type, profile.priceLevel),
          description: roomDescription(
            random,
            maxOccupancy,
            floorNumber,
            bedType,
            attachedBathroom,
          ),
          pricePerMonth,
          pricePerDay: random.chance(0.4) ? roundTo(pricePerMonth / 25, 50) : null,
          maxOccupancy,
          currentOccupancy,
          roomSize: isLarge
            ? `${random.int(18, 24)} x ${random.int(20, 30)} ft`
            : profile.priceLevel >= 0.9
              ? `${random.int(13, 16)} x ${random.int(14, 20)} ft`
              : `${random.int(10, 14)} x ${random.int(11, 16)} ft`,
          floorNumber,
          bedType,
          attachedBathroom,
          ac: random.chance(profile.priceLevel >= 0.9 ? 0.6 : 0.2),
          balcony: random.chance(0.2),
          wifi: random.chance(0.9),
          studyTable: random.chance(0.85),
          wardrobe: random.chance(0.85),
          isAvailable: currentOccupancy < maxOccupancy,
          features: random.sample(ROOM_FEATURES, random.int(0, 4)),
          createdAt,
          updatedAt: createdAt,
        });

        random.sample(bedroomPhotos, random.int(1, 3)).forEach((photo, order) => {
          data.roomImages.push({
            roomId,
            imageUrl: photo.url,
            thumbnailUrl: photo.thumbnailUrl,
            storageKey: null,
            imageTitle: order === 0 ? 'Room view' : random.pick(['Beds', 'Study corner', 'Room']),
            imageDescription: null,
            isPrimary: order === 0,
            displayOrder: order,
            createdAt,
            updatedAt: createdAt,
          });
        });
      }

      // Hostel photos: the front of a building first, then inside views.
      const inside = insidePhotos.filter((photo) => hasMess || photo.kind !== 'mess');
      const photos = [random.pick(buildingPhotos), ...random.sample(inside, random.int(1, 4))];
      photos.forEach((photo, order) => {
        const title = order === 0 ? 'Front view' : PHOTO_TITLES[photo.kind];
        data.hostelImages.push({
          hostelId,
          imageUrl: photo.url,
          thumbnailUrl: photo.thumbnailUrl,
          storageKey: null,
          imageTitle: title,
          imageDescription: `${title} of ${name}`,
          isPrimary: order === 0,
          displayOrder: order,
          createdAt,
          updatedAt: createdAt,
        });
      });
    }
  }
  return data;
}

// ---------------------------------------------------------------------------------------------
// Photo pool

type PhotoKind = 'building' | 'bedroom' | 'common' | 'mess' | 'study';

const PHOTO_TITLES: Readonly<Record<PhotoKind, string>> = {
  building: 'Front view',
  bedroom: 'Room',
  common: 'Common room',
  mess: 'Mess hall',
  study: 'Study room',
};

/** What the pool holds, in order: photo-01 to photo-24. */
const POOL_KINDS: readonly PhotoKind[] = [
  ...Array<PhotoKind>(10).fill('building'),
  ...Array<PhotoKind>(8).fill('bedroom'),
  ...Array<PhotoKind>(2).fill('common'),
  ...Array<PhotoKind>(2).fill('mess'),
  ...Array<PhotoKind>(2).fill('study'),
];

interface PoolPhoto {
  number: number;
  kind: PhotoKind;
  file: string;
  thumbnailFile: string;
  url: string;
  thumbnailUrl: string;
}

function photoPool(): PoolPhoto[] {
  return POOL_KINDS.map((kind, index) => {
    const name = `photo-${String(index + 1).padStart(2, '0')}`;
    return {
      number: index + 1,
      kind,
      file: `${name}.webp`,
      thumbnailFile: `${name}-thumb.webp`,
      url: `/uploads/demo/${name}.webp`,
      thumbnailUrl: `/uploads/demo/${name}-thumb.webp`,
    };
  });
}

async function fileExists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Draws the pool pictures into `${uploadsDir}/demo`, skipping those already there. */
async function writePhotoPool(uploadsDir: string): Promise<void> {
  const directory = path.join(uploadsDir, 'demo');
  await mkdir(directory, { recursive: true });
  await Promise.all(
    photoPool().map(async (photo) => {
      const file = path.join(directory, photo.file);
      const thumbnailFile = path.join(directory, photo.thumbnailFile);
      if ((await fileExists(file)) && (await fileExists(thumbnailFile))) return;
      const svg = Buffer.from(drawPhoto(photo.kind, new Random(photo.number * 7919)));
      const image = sharp(svg);
      const [full, thumbnail] = await Promise.all([
        image.clone().webp({ quality: 70 }).toBuffer(),
        image.clone().resize(400, 267).webp({ quality: 70 }).toBuffer(),
      ]);
      await Promise.all([writeFile(file, full), writeFile(thumbnailFile, thumbnail)]);
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Drawings (SVG, 1200 x 800)

const WIDTH = 1200;
const HEIGHT = 800;

function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    clamp(Math.round(((value >> shift) & 0xff) * factor), 0, 255)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra = '',
): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}" ${extra}/>`;
}

function svgDocument(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${defs}</defs>${body}${rect(24, 730, 290, 46, '#000000', 'rx="10" fill-opacity="0.45"')}<text x="42" y="761" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="22" fill="#ffffff">Hostelhub demo photo</text></svg>`;
}

function gradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

const SKIES: readonly { top: string; bottom: string; sun: string; dusk: boolean }[] = [
  { top: '#4a90d9', bottom: '#d6ecff', sun: '#fff6c2', dusk: false },
  { top: '#6fb1e8', bottom: '#f2f9ff', sun: '#fffbe0', dusk: false },
  { top: '#f08a4b', bottom: '#fde3b0', sun: '#ffd166', dusk: true },
  { top: '#3b4c8a', bottom: '#e9a06b', sun: '#ffc46b', dusk: true },
  { top: '#8ec5e8', bottom: '#fdf6e3', sun: '#fff1b8', dusk: false },
];
const EXTERIOR_WALLS = [
  '#f2e3c6',
  '#d9a07a',
  '#ececec',
  '#f5d98b',
  '#c9ddb7',
  '#e8c4b8',
  '#d7d2ea',
  '#f0cfa0',
];
const INTERIOR_WALLS = [
  '#f3e9dc',
  '#dcebf5',
  '#e9f2e1',
  '#f6e0e6',
  '#fff4d6',
  '#e6e1f5',
  '#f1ece4',
];
const FLOORS = ['#c9b79c', '#a67c52', '#d8d2c4', '#9c8f80', '#b9a58a', '#cfc6b8'];
const FABRICS = [
  '#c0392b',
  '#2e86c1',
  '#27ae60',
  '#8e44ad',
  '#d35400',
  '#16a085',
  '#e84393',
  '#34495e',
  '#f1c40f',
];
const WOODS = ['#8b5a2b', '#a0522d', '#6b4226', '#b07d4f', '#5c3a21'];

function drawPhoto(kind: PhotoKind, random: Random): string {
  switch (kind) {
    case 'building':
      return drawBuilding(random);
    case 'bedroom':
      return drawBedroom(random);
    case 'common':
      return drawCommonRoom(random);
    case 'mess':
      return drawMessHall(random);
    case 'study':
      return drawStudyRoom(random);
  }
}

function tree(x: number, ground: number, size: number, green: string): string {
  return (
    rect(x - size * 0.08, ground - size * 0.9, size * 0.16, size * 0.9, '#6b4226') +
    `<circle cx="${x}" cy="${ground - size}" r="${size * 0.45}" fill="${green}"/>` +
    `<circle cx="${x - size * 0.3}" cy="${ground - size * 0.8}" r="${size * 0.32}" fill="${shade(green, 0.85)}"/>` +
    `<circle cx="${x + size * 0.3}" cy="${ground - size * 0.78}" r="${size * 0.34}" fill="${shade(green, 1.1)}"/>`
  );
}

function drawBuilding(random: Random): string {
  const sky = random.pick(SKIES);
  const wall = random.pick(EXTERIOR_WALLS);
  const trim = shade(wall, 0.72);
  const glass = sky.dusk ? '#3d5a80' : random.pick(['#6fa8dc', '#8fb8de', '#5d8aa8']);
  const floors = random.int(3, 5);
  const floorHeight = 105;
  const ground = 650;
  const width = random.int(560, 760);
  const left = random.int(150, WIDTH - 150 - width);
  const top = ground - floors * floorHeight;
  let body = rect(0, 0, WIDTH, HEIGHT, 'url(#sky)');
  body += `<circle cx="${random.int(880, 1100)}" cy="${random.int(80, 170)}" r="55" fill="${sky.sun}" fill-opacity="0.9"/>`;
  for (let cloud = 0; cloud < random.int(1, 3); cloud += 1) {
    const cx = random.int(80, 800);
    const cy = random.int(60, 160);
    body += `<ellipse cx="${cx}" cy="${cy}" rx="90" ry="26" fill="#ffffff" fill-opacity="0.75"/><ellipse cx="${cx + 45}" cy="${cy - 16}" rx="55" ry="24" fill="#ffffff" fill-opacity="0.75"/>`;
  }
  // Neighbouring buildings in the distance.
  for (let x = 0; x < WIDTH; x += random.int(90, 160)) {
    const height = random.int(120, 300);
    body += rect(
      x,
      ground - height,
      random.int(80, 150),
      height,
      sky.dusk ? '#5a4e6b' : '#9fb3c8',
      'fill-opacity="0.55"',
    );
  }
  body += rect(0, ground, WIDTH, 45, '#bdb7ab');
  body += rect(0, ground + 45, WIDTH, HEIGHT - ground - 45, '#55585c');
  for (let x = 360; x < WIDTH; x += 140) body += rect(x, ground + 100, 70, 8, '#e8e8e8');
  // The hostel.
  body += rect(left, top, width, floors * floorHeight, wall, `stroke="${trim}" stroke-width="4"`);
  body += rect(left - 10, top - 16, width + 20, 16, trim);
  for (let tank = 0; tank < random.int(1, 3); tank += 1) {
    const x = left + 30 + tank * 90 + random.int(0, 20);
    body +=
      rect(x, top - 66, 56, 50, '#1e1e1e', 'rx="10"') +
      `<ellipse cx="${x + 28}" cy="${top - 66}" rx="28" ry="8" fill="#333333"/>`;
  }
  const columns = Math.floor((width - 40) / 115);
  const gap = (width - columns * 62) / (columns + 1);
  const doorColumn = Math.floor(columns / 2);
  for (let floor = 0; floor < floors; floor += 1) {
    const y = top + floor * floorHeight + 24;
    const isGround = floor === floors - 1;
    if (floor > 0) body += rect(left, top + floor * floorHeight - 5, width, 10, trim);
    for (let column = 0; column < columns; column += 1) {
      if (isGround && column === doorColumn) continue;
      const x = left + gap + column * (62 + gap);
      const lit = sky.dusk && random.chance(0.5);
      body += rect(x, y, 62, 58, lit ? '#ffd97a' : glass, 'stroke="#ffffff" stroke-width="5"');
      body += rect(x + 29, y, 4, 58, '#ffffff');
      if (!isGround && random.chance(0.25))
        body += rect(x + 8, y + 62, 46, 22, '#d0d0d0', 'stroke="#8a8a8a" stroke-width="2"');
      if (!isGround && random.chance(0.3))
        body +=
          rect(x - 8, y + 50, 78, 6, '#555555') +
          rect(x - 8, y + 56, 4, 22, '#555555') +
          rect(x + 66, y + 56, 4, 22, '#555555');
    }
  }
  const doorX = left + gap + doorColumn * (62 + gap) - 14;
  body += rect(doorX, ground - 92, 90, 92, random.pick(WOODS), 'stroke="#3b2a1a" stroke-width="4"');
  body += rect(doorX - 40, ground - 132, 170, 34, '#1f4e79', 'rx="6"');
  body += `<text x="${doorX + 45}" y="${ground - 107}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="20" font-weight="bold" fill="#ffffff">HOSTEL</text>`;
  // Boundary wall, trees and plants.
  body += rect(
    0,
    ground - 40,
    left - 20,
    40,
    shade(wall, 0.9),
    `stroke="${trim}" stroke-width="3"`,
  );
  body += rect(
    left + width + 20,
    ground - 40,
    WIDTH - left - width - 20,
    40,
    shade(wall, 0.9),
    `stroke="${trim}" stroke-width="3"`,
  );
  const green = random.pick(['#3f8f3a', '#2f7d32', '#5a9e3d', '#4c8c4a']);
  if (left > 160) body += tree(random.int(60, left - 70), ground, random.int(140, 200), green);
  if (WIDTH - left - width > 160)
    body += tree(random.int(left + width + 70, WIDTH - 60), ground, random.int(140, 200), green);
  return svgDocument(gradient('sky', sky.top, sky.bottom), body);
}

interface RoomScene {
  defs: string;
  body: string;
  floorY: number;
}

/** Wall, floor, a window with a view and a ceiling fan: the shell every interior shares. */
function roomShell(random: Random, windowX: number): RoomScene {
  const wall = random.pick(INTERIOR_WALLS);
  const floor = random.pick(FLOORS);
  const floorY = random.int(540, 580);
  const sky = random.pick(SKIES);
  const curtain = random.pick(FABRICS);
  const defs =
    gradient('wall', shade(wall, 1.03), shade(wall, 0.88)) + gradient('view', sky.top, sky.bottom);
  let body = rect(0, 0, WIDTH, floorY, 'url(#wall)');
  body += `<polygon points="0,${floorY} ${WIDTH},${floorY} ${WIDTH},${HEIGHT} 0,${HEIGHT}" fill="${floor}"/>`;
  for (let x = -400; x < WIDTH + 400; x += 120) {
    body += `<line x1="${WIDTH / 2 + (x - WIDTH / 2) * 0.4}" y1="${floorY}" x2="${x}" y2="${HEIGHT}" stroke="${shade(floor, 0.85)}" stroke-width="2"/>`;
  }
  body += rect(0, floorY - 14, WIDTH, 14, shade(wall, 0.7));
  body += rect(windowX, 130, 230, 200, 'url(#view)', 'stroke="#ffffff" stroke-width="10"');
  body += rect(windowX + 112, 130, 6, 200, '#ffffff') + rect(windowX, 226, 230, 6, '#ffffff');
  body +=
    rect(windowX - 45, 110, 55, 250, curtain, 'fill-opacity="0.9"') +
    rect(windowX + 220, 110, 55, 250, curtain, 'fill-opacity="0.9"');
  body += rect(windowX - 60, 104, 350, 8, '#7a7a7a');
  // Ceiling fan.
  const fanX = random.int(500, 700);
  body += rect(fanX - 3, 0, 6, 55, '#666666');
  for (const angle of [0, 120, 240]) {
    body += `<ellipse cx="${fanX + 95}" cy="62" rx="95" ry="11" fill="#d8d8d8" stroke="#9a9a9a" transform="rotate(${angle + random.int(0, 30)} ${fanX} 62)"/>`;
  }
  body += `<circle cx="${fanX}" cy="62" r="18" fill="#8a8a8a"/>`;
  return { defs, body, floorY };
}

function bed(x: number, y: number, width: number, wood: string, blanket: string): string {
  return (
    rect(x, y - 110, 18, 150, wood) +
    rect(x + 18, y - 20, width - 18, 22, wood) +
    rect(x + 18, y - 42, width - 24, 24, '#f7f7f2', 'rx="6"') +
    rect(x + 95, y - 46, width - 101, 30, blanket, 'rx="6"') +
    rect(x + 24, y - 62, 62, 24, '#ffffff', 'rx="10"') +
    rect(x + 18, y + 2, 10, 34, wood) +
    rect(x + width - 16, y + 2, 10, 34, wood)
  );
}

function wardrobe(x: number, floorY: number, wood: string): string {
  return (
    rect(x, floorY - 380, 170, 380, wood, `stroke="${shade(wood, 0.7)}" stroke-width="4"`) +
    `<line x1="${x + 85}" y1="${floorY - 380}" x2="${x + 85}" y2="${floorY}" stroke="${shade(wood, 0.6)}" stroke-width="4"/>` +
    rect(x + 70, floorY - 210, 6, 40, '#d4af37') +
    rect(x + 94, floorY - 210, 6, 40, '#d4af37')
  );
}

function desk(x: number, floorY: number, wood: string, lamp: string): string {
  return (
    rect(x, floorY - 120, 210, 16, wood) +
    rect(x + 8, floorY - 104, 12, 104, wood) +
    rect(x + 190, floorY - 104, 12, 104, wood) +
    rect(x + 120, floorY - 104, 70, 60, shade(wood, 0.85)) +
    `<polygon points="${x + 40},${floorY - 205} ${x + 90},${floorY - 205} ${x + 75},${floorY - 180} ${x + 55},${floorY - 180}" fill="${lamp}" transform="rotate(180 ${x + 65} ${floorY - 192})"/>` +
    rect(x + 62, floorY - 185, 5, 65, '#444444') +
    rect(x + 40, floorY - 124, 50, 6, '#444444') +
    rect(x + 120, floorY - 150, 70, 30, '#2f3640', 'rx="3"')
  );
}

function chair(x: number, floorY: number, colour: string): string {
  return (
    rect(x, floorY - 150, 12, 150, colour) +
    rect(x, floorY - 75, 70, 12, colour) +
    rect(x + 60, floorY - 75, 10, 75, colour) +
    rect(x, floorY - 150, 70, 40, colour, 'rx="6"')
  );
}

function drawBedroom(random: Random): string {
  const isBunk = random.chance(0.35);
  const shell = roomShell(random, random.int(330, 460));
  const wood = random.pick(WOODS);
  let body = shell.body;
  const floorY = shell.floorY;
  body += `<ellipse cx="${random.int(450, 700)}" cy="${floorY + 150}" rx="260" ry="60" fill="${random.pick(FABRICS)}" fill-opacity="0.55"/>`;
  if (isBunk) {
    for (const x of [50, 360]) {
      const blanket = random.pick(FABRICS);
      body += rect(x, floorY - 330, 16, 370, wood) + rect(x + 270, floorY - 330, 16, 370, wood);
      body += rect(x + 16, floorY - 200, 254, 20, wood) + rect(x + 16, floorY - 10, 254, 20, wood);
      body +=
        rect(x + 16, floorY - 222, 254, 22, '#f7f7f2', 'rx="5"') +
        rect(x + 90, floorY - 226, 176, 26, blanket, 'rx="5"');
      body +=
        rect(x + 16, floorY - 32, 254, 22, '#f7f7f2', 'rx="5"') +
        rect(x + 90, floorY - 36, 176, 26, random.pick(FABRICS), 'rx="5"');
      body +=
        rect(x + 24, floorY - 242, 56, 20, '#ffffff', 'rx="8"') +
        rect(x + 24, floorY - 52, 56, 20, '#ffffff', 'rx="8"');
      for (let step = 0; step < 4; step += 1)
        body += rect(x + 230, floorY - 190 + step * 45, 40, 6, shade(wood, 0.8));
    }
  } else {
    const beds = random.int(1, 2);
    for (let index = 0; index < beds; index += 1) {
      body += bed(50 + index * 320, floorY + 40, 290, wood, random.pick(FABRICS));
    }
  }
  body += desk(700, floorY + 40, wood, random.pick(['#f1c40f', '#e67e22', '#ecf0f1', '#1abc9c']));
  body += chair(760, floorY + 60, shade(wood, 0.9));
  body += wardrobe(990, floorY + 20, shade(wood, 1.15));
  return svgDocument(shell.defs, body);
}

function drawCommonRoom(random: Random): string {
  const shell = roomShell(random, random.int(780, 880));
  const sofa = random.pick(FABRICS);
  let body = shell.body;
  const floorY = shell.floorY;
  body += `<ellipse cx="560" cy="${floorY + 140}" rx="380" ry="80" fill="${random.pick(FABRICS)}" fill-opacity="0.5"/>`;
  // TV on the wall with a stand.
  body +=
    rect(330, 200, 300, 170, '#111111', 'rx="6"') +
    rect(342, 212, 276, 146, random.pick(['#1f4e79', '#2c3e50', '#145a32']));
  body += rect(300, floorY - 80, 360, 80, random.pick(WOODS));
  // Sofa.
  body +=
    rect(120, floorY + 10, 520, 110, sofa, 'rx="18"') +
    rect(100, floorY + 50, 60, 120, shade(sofa, 0.85), 'rx="16"') +
    rect(600, floorY + 50, 60, 120, shade(sofa, 0.85), 'rx="16"');
  body += rect(150, floorY + 90, 460, 70, shade(sofa, 1.15), 'rx="14"');
  // Coffee table with cups.
  body += `<ellipse cx="800" cy="${floorY + 150}" rx="120" ry="30" fill="${random.pick(WOODS)}"/>`;
  body +=
    rect(770, floorY + 120, 16, 18, '#ffffff', 'rx="3"') +
    rect(810, floorY + 118, 16, 18, '#ffffff', 'rx="3"');
  // Plant and a framed picture.
  body +=
    rect(1060, floorY - 10, 70, 80, '#b5651d', 'rx="8"') +
    `<circle cx="1095" cy="${floorY - 50}" r="55" fill="#3f8f3a"/>`;
  body +=
    rect(80, 170, 160, 110, '#ffffff', 'stroke="#6b4226" stroke-width="10"') +
    `<polygon points="95,265 150,200 200,265" fill="${random.pick(FABRICS)}"/>`;
  return svgDocument(shell.defs, body);
}

function drawMessHall(random: Random): string {
  const shell = roomShell(random, random.int(860, 920));
  const wood = random.pick(WOODS);
  let body = shell.body;
  const floorY = shell.floorY;
  // Serving counter with pots, and the menu board.
  body += rect(60, floorY - 150, 620, 150, '#b0b7bd', 'stroke="#7f8c8d" stroke-width="4"');
  for (let pot = 0; pot < 4; pot += 1) {
    const x = 110 + pot * 145;
    body += rect(x, floorY - 205, 100, 55, '#c0c6cc', 'rx="8" stroke="#6c757d" stroke-width="3"');
    body += `<ellipse cx="${x + 50}" cy="${floorY - 205}" rx="50" ry="10" fill="${random.pick(['#c0392b', '#d35400', '#f1c40f', '#8e5b3a'])}"/>`;
  }
  body += rect(120, 130, 300, 190, '#1e4d2b', 'stroke="#6b4226" stroke-width="10"');
  body += `<text x="270" y="180" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="28" fill="#ffffff">Today's Menu</text>`;
  const dishes = random.sample(
    ['Daal Chawal', 'Chicken Karahi', 'Aloo Gosht', 'Biryani', 'Qeema', 'Sabzi Roti'],
    3,
  );
  dishes.forEach((dish, index) => {
    body += `<text x="150" y="${225 + index * 34}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="22" fill="#f5f5dc">${dish}</text>`;
  });
  // Long tables with chairs.
  for (const [y, inset] of [
    [floorY + 60, 120],
    [floorY + 170, 40],
  ] as const) {
    for (let x = inset; x < WIDTH - inset - 60; x += 110) {
      body += rect(x + 20, y - 55, 50, 45, shade(wood, 0.85), 'rx="6"');
    }
    body +=
      rect(inset, y, WIDTH - 2 * inset, 26, wood) +
      rect(inset + 20, y + 26, 14, 60, wood) +
      rect(WIDTH - inset - 34, y + 26, 14, 60, wood);
    for (let x = inset + 40; x < WIDTH - inset - 40; x += 160) {
      body += `<ellipse cx="${x}" cy="${y + 4}" rx="30" ry="7" fill="#ffffff"/>`;
    }
  }
  return svgDocument(shell.defs, body);
}

function drawStudyRoom(random: Random): string {
  const shell = roomShell(random, random.int(560, 640));
  const wood = random.pick(WOODS);
  let body = shell.body;
  const floorY = shell.floorY;
  // Bookshelf.
  body += rect(60, floorY - 420, 300, 420, wood, `stroke="${shade(wood, 0.7)}" stroke-width="6"`);
  for (let shelf = 0; shelf < 4; shelf += 1) {
    const y = floorY - 400 + shelf * 100;
    body += rect(66, y + 88, 288, 8, shade(wood, 0.7));
    for (let x = 75; x < 335; x += random.int(18, 30)) {
      const height = random.int(55, 85);
      body += rect(x, y + 88 - height, 16, height, random.pick(FABRICS));
    }
  }
  // Wall clock.
  body += `<circle cx="1000" cy="190" r="48" fill="#ffffff" stroke="#333333" stroke-width="6"/><line x1="1000" y1="190" x2="1000" y2="158" stroke="#333333" stroke-width="5"/><line x1="1000" y1="190" x2="1022" y2="200" stroke="#333333" stroke-width="4"/>`;
  // Two rows of desks with lamps.
  for (const [x, y] of [
    [430, floorY + 30],
    [800, floorY + 30],
    [560, floorY + 200],
    [900, floorY + 200],
  ] as const) {
    body += desk(x, y, wood, random.pick(['#f1c40f', '#e67e22', '#1abc9c']));
  }
  return svgDocument(shell.defs, body);
}
