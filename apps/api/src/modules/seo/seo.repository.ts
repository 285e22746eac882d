import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, hostels, universities } from '../../db/schema/index.ts';

/** A page of the sitemap as the database gives it: its id or slug and when it last changed. */
export interface PageChange {
  key: string;
  updatedAt: Date;
}

/**
 * The public pages a crawler may read (issue 25): approved hostels, and the cities and
 * universities that have one. Pending and rejected hostels never count.
 */
export function createSeoRepository(db: Db) {
  const approved = eq(hostels.status, 'approved');
  return {
    /** Every approved hostel's id and updated_at, oldest first. */
    approvedHostels(): Promise<PageChange[]> {
      return db
        .select({ key: hostels.id, updatedAt: hostels.updatedAt })
        .from(hostels)
        .where(approved)
        .orderBy(asc(hostels.createdAt), asc(hostels.id));
    },

    /** Each city with an approved hostel: its slug and its approved hostels' newest updated_at. */
    async citiesWithHostels(): Promise<PageChange[]> {
      const rows = await db
        .select({ key: cities.slug, updatedAt: max(hostels.updatedAt) })
        .from(cities)
        .innerJoin(hostels, and(eq(hostels.cityId, cities.id), approved))
        .groupBy(cities.id)
        .orderBy(asc(cities.name));
      return rows.flatMap(({ key, updatedAt }) => (updatedAt ? [{ key, updatedAt }] : []));
    },

    /** Each university with an approved hostel, as citiesWithHostels. */
    async universitiesWithHostels(): Promise<PageChange[]> {
      const rows = await db
        .select({ key: universities.slug, updatedAt: max(hostels.updatedAt) })
        .from(universities)
        .innerJoin(hostels, and(eq(hostels.universityId, universities.id), approved))
        .groupBy(universities.id)
        .orderBy(asc(universities.name));
      return rows.flatMap(({ key, updatedAt }) => (updatedAt ? [{ key, updatedAt }] : []));
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
