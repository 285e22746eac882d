import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { cities, hostels } from '../../db/schema/index.ts';
import { EARTH_RADIUS_KM, NEAR_LOOKUP_RADIUS_KM } from '../hostels/hostel-geo.query.ts';

/** Degrees of latitude spanning `km` on the spec's sphere, a percent wider (a box's first cut). */
function degreesAround(km: number): number {
  return ((km / EARTH_RADIUS_KM) * 180 * 1.01) / Math.PI;
}

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

    /**
     * Each university whose page lists a hostel (issue 42, near a university means distance
     * from its campus): an approved hostel within NEAR_LOOKUP_RADIUS_KM (20 km, the widest the
     * page widens to) of the campus, or tagged to it; with those hostels' newest updated_at.
     * The GiST index on the browse rows' points finds each campus's hostels.
     */
    async universitiesWithHostels(): Promise<PageChange[]> {
      const result = await db.execute(sql`
        select u.slug as key, max(h.updated_at) as updated_at
        from universities u
        join lateral (
          select b.hostel_id from hostel_browse b
          where b.status = 'approved' and (b.university_id = u.id
            or (u.latitude is not null and u.longitude is not null
              and b.location <@ box(
                point(u.longitude - ${degreesAround(NEAR_LOOKUP_RADIUS_KM)} / cos(radians(u.latitude)),
                  u.latitude - ${degreesAround(NEAR_LOOKUP_RADIUS_KM)}),
                point(u.longitude + ${degreesAround(NEAR_LOOKUP_RADIUS_KM)} / cos(radians(u.latitude)),
                  u.latitude + ${degreesAround(NEAR_LOOKUP_RADIUS_KM)}))
              and earth_distance(ll_to_earth(u.latitude, u.longitude),
                ll_to_earth(b.latitude, b.longitude))
                <= ${NEAR_LOOKUP_RADIUS_KM}::float8 * earth() / ${EARTH_RADIUS_KM}))
        ) inside on true
        join hostels h on h.id = inside.hostel_id
        group by u.id
        order by u.name`);
      return rowsOf<{ key: string; updated_at: Date | string | null }>(result).flatMap(
        ({ key, updated_at }) => (updated_at ? [{ key, updatedAt: new Date(updated_at) }] : []),
      );
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
