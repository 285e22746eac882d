/**
 * What the demo seed creates: hostels per city, the owners and students, and how each room
 * type is occupied and priced. The words it writes are in words.ts.
 */
import type { BedType, GenderCategory } from '@hostelhub/shared';

/** How many demo hostels each city gets; the big cities get more. */
export const CITY_PLAN: readonly { city: string; hostels: number; priceLevel: number }[] = [
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

export interface OwnerPlan {
  email: string;
  fullName: string;
  gender: GenderCategory;
  cities: readonly string[];
}

export const DEMO_OWNER: OwnerPlan = {
  email: 'owner@demo.hostelhub.pk',
  fullName: 'Muhammad Ali Raza',
  gender: 'male',
  cities: ['Lahore', 'Islamabad', 'Rawalpindi'],
};
/** How many hostels of each of its cities the demo owner takes first. */
export const DEMO_OWNER_PER_CITY = 5;

export const OTHER_OWNERS: readonly OwnerPlan[] = [
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

/** The demo student account: the first of STUDENTS. */
export const DEMO_STUDENT_EMAIL = 'student@demo.hostelhub.pk';

export interface StudentPlan {
  fullName: string;
  gender: GenderCategory;
  city: string;
}

export const STUDENTS: readonly StudentPlan[] = [
  { fullName: 'Ayesha Khan', gender: 'female', city: 'Lahore' }, // DEMO_STUDENT_EMAIL
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

/**
 * More students, who write reviews (issue 26) alongside the others. They are added after the
 * hostels, so the draws of everything before them stay put.
 */
export const REVIEWING_STUDENTS: readonly StudentPlan[] = [
  { fullName: 'Faizan Abbasi', gender: 'male', city: 'Rawalpindi' },
  { fullName: 'Sidra Anwar', gender: 'female', city: 'Faisalabad' },
  { fullName: 'Junaid Kakar', gender: 'male', city: 'Quetta' },
  { fullName: 'Laiba Yousaf', gender: 'female', city: 'Peshawar' },
  { fullName: 'Usama Cheema', gender: 'male', city: 'Lahore' },
  { fullName: 'Rabia Memon', gender: 'female', city: 'Karachi' },
];

/**
 * The demo reviews (issue 26): the share of the approved hostels that have any (never the
 * demo owner's, whose hostels the browser journeys start from without reviews), how many each
 * of those gets (drawn by weight), how often a student had a bad experience whatever the
 * hostel (1 or 2 stars), and how often a review carries category ratings, an owner's reply,
 * helpful marks or an Urdu text.
 */
export const REVIEW_PLAN = {
  hostelShare: 1 / 3,
  reviewsPerHostel: [
    { item: 1, weight: 3 },
    { item: 2, weight: 3 },
    { item: 3, weight: 2.5 },
    { item: 4, weight: 1.5 },
    { item: 5, weight: 1 },
  ],
  badExperience: 0.07,
  categoryRatings: 0.5,
  ownerReply: 0.35,
  helpfulMarks: 0.3,
  urdu: 0.1,
} as const;

export interface RoomProfile {
  occupancy: readonly [number, number];
  /** Where the room's rent sits in its hostel's price range, 0 (cheapest) to 1. */
  priceLevel: number;
  beds: readonly BedType[];
  weight: number;
}

export const ROOM_PROFILES: Readonly<Record<string, RoomProfile>> = {
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
export const DEFAULT_ROOM_PROFILE: RoomProfile = {
  occupancy: [2, 2],
  priceLevel: 0.6,
  beds: ['single'],
  weight: 1,
};

/**
 * Owners who answer students quickly (issue 26, the "Replies fast" badge): each gets
 * `chatsPerOwner` chats about their approved hostels, started in the last `withinDays` days,
 * most answered within `fastMinutes` and one within `slowMinutes` (a median says "typical",
 * not "always"). Never the demo owner, whose chats stay empty for the browser journeys.
 */
export const QUICK_REPLY_PLAN = {
  owners: ['owner7@demo.hostelhub.pk', 'owner10@demo.hostelhub.pk'],
  chatsPerOwner: 7,
  withinDays: 25,
  fastMinutes: [3, 50],
  slowMinutes: [150, 360],
} as const;
