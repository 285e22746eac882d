/** Hostel, room and account vocabularies (spec part 1 sections 3 and 9, part 2 sections 3 and 9). */

/** Account roles. Guests are unauthenticated and have no role. */
export const ROLES = ['student', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** A hostel's gender category. Cards show male as "Boys Hostel", female as "Girls Hostel". */
export const GENDER_CATEGORIES = ['male', 'female'] as const;
export type GenderCategory = (typeof GENDER_CATEGORIES)[number];

/** A user's gender on the profile; empty means not given. */
export const USER_GENDERS = ['male', 'female'] as const;

/** Moderation state of a hostel. Only approved hostels are shown to guests and students. */
export const HOSTEL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type HostelStatus = (typeof HOSTEL_STATUSES)[number];

/** Approval state of an owner account (product decision 4). */
export const OWNER_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type OwnerApprovalStatus = (typeof OWNER_APPROVAL_STATUSES)[number];

/** How a hostel is located: near a university, or by city and town. */
export const LOCATION_TYPES = ['city', 'university'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** Bed types a room may have (part 2 section 3). */
export const BED_TYPES = ['single', 'double', 'queen', 'king', 'bunk'] as const;
export type BedType = (typeof BED_TYPES)[number];

/** Contact message states (part 2 section 3). */
export const CONTACT_STATUSES = ['new', 'in_progress', 'resolved', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Contact message categories; the public form offers only the first two. */
export const CONTACT_CATEGORIES = ['General Query', 'Bug Report', 'Report User'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** Days of the weekly mess menu, Monday first, and the meals of each day. */
export const MEAL_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type MealDay = (typeof MEAL_DAYS)[number];
export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];

/** Default meal timings (part 2 section 9). */
export const DEFAULT_MEAL_TIMINGS: Record<Meal, string> = {
  breakfast: '7:30 AM - 9:30 AM',
  lunch: '12:30 PM - 2:30 PM',
  dinner: '7:30 PM - 9:30 PM',
};

/** A facility a hostel can offer, with the lucide icon name the web app draws for it. */
export interface FacilityDefinition {
  name: string;
  /** Its Urdu name (issue 24). */
  name_ur: string;
  icon: string;
  description: string;
}

/**
 * Facilities: the union of part 1 section 3's fallback list and part 2 section 9's options,
 * by name, in that order, without the near-synonyms of FACILITY_ALIASES (issue 22 item 15,
 * docs/decisions/003).
 */
export const FACILITIES: readonly FacilityDefinition[] = [
  {
    name: 'Security',
    name_ur: 'سیکیورٹی',
    icon: 'shield-check',
    description: 'Guards or controlled entry',
  },
  {
    name: 'CCTV Cameras',
    name_ur: 'سی سی ٹی وی کیمرے',
    icon: 'cctv',
    description: 'Camera surveillance of common areas',
  },
  { name: 'WiFi', name_ur: 'وائی فائی', icon: 'wifi', description: 'Wireless internet' },
  {
    name: 'Parking',
    name_ur: 'پارکنگ',
    icon: 'square-parking',
    description: 'Parking for cars or bikes',
  },
  {
    name: 'Water Supply',
    name_ur: 'پانی کی فراہمی',
    icon: 'droplets',
    description: 'Running water around the clock',
  },
  {
    name: 'Mess/Kitchen',
    name_ur: 'میس / کچن',
    icon: 'chef-hat',
    description: 'Mess or a shared kitchen',
  },
  {
    name: 'Laundry',
    name_ur: 'لانڈری',
    icon: 'washing-machine',
    description: 'Laundry service or machines',
  },
  {
    name: 'Study Room',
    name_ur: 'مطالعے کا کمرہ',
    icon: 'book-open',
    description: 'A quiet room to study',
  },
  {
    name: 'Prayer Room',
    name_ur: 'نماز کا کمرہ',
    icon: 'landmark',
    description: 'A room for prayers',
  },
  { name: 'Common Room', name_ur: 'کامن روم', icon: 'sofa', description: 'A shared lounge' },
  { name: 'Gym', name_ur: 'جم', icon: 'dumbbell', description: 'Exercise equipment' },
  {
    name: 'Air Conditioning',
    name_ur: 'ایئر کنڈیشننگ',
    icon: 'air-vent',
    description: 'Air-conditioned rooms',
  },
  {
    name: 'First Aid',
    name_ur: 'ابتدائی طبی امداد',
    icon: 'briefcase-medical',
    description: 'First-aid kit on site',
  },
  {
    name: 'Power Backup',
    name_ur: 'بجلی کا بیک اپ',
    icon: 'battery-charging',
    description: 'Generator, UPS or solar backup',
  },
  {
    name: 'Recreation Area',
    name_ur: 'تفریحی جگہ',
    icon: 'gamepad-2',
    description: 'Games or outdoor space',
  },
  {
    name: 'Medical Facility',
    name_ur: 'طبی سہولت',
    icon: 'stethoscope',
    description: 'Doctor on call or a clinic nearby',
  },
];

/**
 * Old facility names and the kept facility each was merged into (issue 22 item 15, migration
 * 0011, docs/decisions/003). Browse URLs and API filters still accept the old names, so a
 * bookmarked `?facilities=AC` finds air-conditioned hostels.
 */
export const FACILITY_ALIASES: Readonly<Record<string, string>> = {
  AC: 'Air Conditioning',
  Meals: 'Mess/Kitchen',
  Generator: 'Power Backup',
};

const ALIAS_BY_LOWER_NAME = new Map(
  Object.entries(FACILITY_ALIASES).map(([alias, name]) => [alias.toLowerCase(), name]),
);

/**
 * The facility name to filter by: the kept name for an old one of FACILITY_ALIASES (any case,
 * `ac` gives `Air Conditioning`), else `name` unchanged.
 */
export function canonicalFacilityName(name: string): string {
  return ALIAS_BY_LOWER_NAME.get(name.trim().toLowerCase()) ?? name;
}

/** A room type option: `value` is stored, `name` is shown. */
export interface RoomTypeDefinition {
  value: string;
  name: string;
  description: string;
}

/** Room types: part 1 section 3's fallback values and part 2 section 9's options, by value. */
export const ROOM_TYPES: readonly RoomTypeDefinition[] = [
  { value: 'single', name: 'Single', description: 'One student per room' },
  { value: 'double', name: 'Double', description: 'Two students per room' },
  { value: 'triple', name: 'Triple', description: 'Three students per room' },
  { value: 'quad', name: 'Quad', description: 'Four students per room' },
  { value: 'shared', name: 'Shared', description: 'A room shared with others' },
  { value: '2-seater', name: '2-Seater', description: 'Two beds' },
  { value: '3-seater', name: '3-Seater', description: 'Three beds' },
  { value: '4-seater', name: '4-Seater', description: 'Four beds' },
  { value: 'dormitory', name: 'Dormitory', description: 'Many beds in one hall' },
  { value: 'suite', name: 'Suite', description: 'A room with its own sitting area' },
  { value: 'studio', name: 'Studio', description: 'A self-contained room with a kitchenette' },
];
