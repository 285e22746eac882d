/**
 * The rows the demo seed builds before it writes them, and what every builder shares while
 * building: the one seeded generator and the clock.
 */
import type * as schema from '../../schema/index.ts';
import type { Random } from './random.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

export type NewUser = typeof schema.users.$inferInsert;
type NewHostel = typeof schema.hostels.$inferInsert;
type NewRoom = typeof schema.rooms.$inferInsert;

export interface DemoData {
  users: NewUser[];
  hostels: NewHostel[];
  hostelFacilities: (typeof schema.hostelFacilities.$inferInsert)[];
  messInfo: (typeof schema.hostelMessInfo.$inferInsert)[];
  rooms: NewRoom[];
  hostelImages: (typeof schema.hostelImages.$inferInsert)[];
  roomImages: (typeof schema.roomImages.$inferInsert)[];
  verifiedPhones: (typeof schema.verifiedPhones.$inferInsert)[];
  chats: (typeof schema.chats.$inferInsert)[];
  messages: (typeof schema.messages.$inferInsert)[];
  reviews: (typeof schema.reviews.$inferInsert)[];
  reviewHelpfulVotes: (typeof schema.reviewHelpfulVotes.$inferInsert)[];
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
