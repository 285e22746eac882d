/**
 * The rows the demo seed builds before it writes them, and what every builder shares while
 * building: the one seeded generator and the clock.
 */
import type {
  hostelFacilities,
  hostelImages,
  hostelMessInfo,
  hostels,
  roomImages,
  rooms,
  users,
  verifiedPhones,
} from '../../schema/index.ts';
import type { Random } from './random.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

export type NewUser = typeof users.$inferInsert;
type NewHostel = typeof hostels.$inferInsert;
type NewRoom = typeof rooms.$inferInsert;

export interface DemoData {
  users: NewUser[];
  hostels: NewHostel[];
  hostelFacilities: (typeof hostelFacilities.$inferInsert)[];
  messInfo: (typeof hostelMessInfo.$inferInsert)[];
  rooms: NewRoom[];
  hostelImages: (typeof hostelImages.$inferInsert)[];
  roomImages: (typeof roomImages.$inferInsert)[];
  verifiedPhones: (typeof verifiedPhones.$inferInsert)[];
}

export interface DemoContext {
  /** The one generator: builders draw from it in a fixed order. */
  random: Random;
  /** The time the seed runs, in milliseconds. */
  now: number;
  /** The moment `daysAgo` days before `now`. */
  at: (daysAgo: number) => Date;
  /** The rows built so far; builders append to them. */
  data: DemoData;
}
