import { countDistinct, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hostels, users } from '../../db/schema/index.ts';

/** The marketing figures (product decision 5), counted from the database. */
export interface PlatformFigures {
  /** Approved hostels. */
  hostels: number;
  /** Cities with at least one approved hostel. */
  cities: number;
  /** Student accounts. */
  students: number;
}

/** Reads the live platform figures (GET /api/stats). */
export function createStatsRepository(db: Db) {
  return {
    /** Approved hostels, the distinct cities they are in, and student accounts. */
    async platformFigures(): Promise<PlatformFigures> {
      const [hostelFigures] = await db
        .select({
          hostels: sql<number>`count(*)::int`,
          cities: countDistinct(hostels.cityId),
        })
        .from(hostels)
        .where(eq(hostels.status, 'approved'));
      const students = await db.$count(users, eq(users.role, 'student'));
      return {
        hostels: hostelFigures?.hostels ?? 0,
        cities: hostelFigures?.cities ?? 0,
        students,
      };
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
