import type { GenderCategory, HostelStatus } from '@hostelhub/shared';
import { and, between, count, countDistinct, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  cities,
  hostelDayVisitors,
  hostels,
  hostelViewDays,
  rooms,
  visitorSalts,
} from '../../db/schema/index.ts';

/** What the insights need of a hostel: who owns it and where its market is. */
export interface InsightsHostel {
  id: string;
  name: string;
  ownerId: string;
  status: HostelStatus;
  genderCategory: GenderCategory;
  priceMin: number | null;
  city: { id: string; name: string; nameUr: string | null } | null;
}

/** One day's count of one kind of contact (favourites, chats, visit or reservation requests). */
export type ContactKind = 'favourites' | 'chats' | 'visits' | 'reservations';

/** A median with how many values it was taken over (null median when there were none). */
export interface Median {
  median: number | null;
  values: number;
}

// Counts may come as text (bigint).
const wholeOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value));

/** The instant a Pakistan-time date begins (Asia/Karachi), as SQL. */
const karachiStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Karachi')`;
const karachiEnd = (day: string) =>
  sql`((${day}::date + 1)::timestamp at time zone 'Asia/Karachi')`;

/**
 * Owner insights (issue 30; decision 033): the day's visitor salt, the view counts, the day's
 * contacts from their own tables and the price medians. The only place with their SQL.
 */
export function createInsightsRepository(db: Db) {
  return {
    /**
     * The salt of `day` (YYYY-MM-DD), the same for every process: `candidate` is stored when
     * the day has none yet, else the stored one is answered (one statement, race free).
     */
    async saltFor(day: string, candidate: string): Promise<string> {
      const result = await db.execute<{ salt: string }>(sql`
        with created as (
          insert into visitor_salts (day, salt) values (${day}::date, ${candidate})
          on conflict (day) do nothing
          returning salt
        )
        select salt from created
        union all
        select salt from visitor_salts where day = ${day}::date
        limit 1`);
      const [row] = rowsOf<{ salt: string }>(result);
      if (!row) throw new Error(`no visitor salt for ${day}`);
      return row.salt;
    },

    /**
     * Deletes the salts and visitor hashes of days before `day`: once a day is over only its
     * counts remain. Both go in one transaction, so no reader sees a day's hashes without
     * its salt. Answers how many rows went.
     */
    async purgeBefore(day: string): Promise<number> {
      return db.transaction(async (tx) => {
        const salts = await tx
          .delete(visitorSalts)
          .where(lt(visitorSalts.day, day))
          .returning({ id: visitorSalts.id });
        const visitors = await tx
          .delete(hostelDayVisitors)
          .where(lt(hostelDayVisitors.day, day))
          .returning({ id: hostelDayVisitors.id });
        return salts.length + visitors.length;
      });
    },

    /**
     * Counts one view of an approved hostel on `day` by the visitor `visitorHash`, in one
     * statement: a visitor's first view of the hostel that day adds a view and a unique
     * visitor, any later view that day nothing (issue 30: one per visitor per day, so a day's
     * views and unique visitors are the same number). Nothing either when the hostel is not
     * approved or `viewerId` is its owner. Answers whether a view was added.
     */
    async recordView(view: {
      hostelId: string;
      day: string;
      visitorHash: string;
      viewerId: string | null;
    }): Promise<boolean> {
      const result = await db.execute<{ views: number }>(sql`
        with seen as (
          insert into hostel_day_visitors as v (hostel_id, day, visitor_hash, last_counted_at)
          select h.id, ${view.day}::date, ${view.visitorHash}::text, now()
          from hostels h
          where h.id = ${view.hostelId}::uuid
            and h.status = 'approved'
            and h.owner_id is distinct from ${view.viewerId}::uuid
          on conflict (hostel_id, day, visitor_hash) do nothing
          returning true as is_new
        )
        insert into hostel_view_days as d (hostel_id, day, views, unique_visitors)
        select ${view.hostelId}::uuid, ${view.day}::date, 1, case when seen.is_new then 1 else 0 end
        from seen
        on conflict (hostel_id, day) do update
          set views = d.views + 1,
              unique_visitors = d.unique_visitors + excluded.unique_visitors,
              updated_at = now()
        returning d.views`);
      return rowsOf(result).length > 0;
    },

    /** The hostel with its owner, status, gender, lowest price and city; undefined if none. */
    async findHostel(id: string): Promise<InsightsHostel | undefined> {
      const [row] = await db
        .select({
          id: hostels.id,
          name: hostels.name,
          ownerId: hostels.ownerId,
          status: hostels.status,
          genderCategory: hostels.genderCategory,
          priceMin: hostels.priceMin,
          cityId: cities.id,
          cityName: cities.name,
          cityNameUr: cities.nameUr,
        })
        .from(hostels)
        .leftJoin(cities, eq(cities.id, hostels.cityId))
        .where(eq(hostels.id, id));
      if (!row) return undefined;
      const { cityId, cityName, cityNameUr, ...hostel } = row;
      return {
        ...hostel,
        city: cityId && cityName ? { id: cityId, name: cityName, nameUr: cityNameUr } : null,
      };
    },

    /** The owner's approved hostels (id and name), by name. */
    async approvedHostelsOf(ownerId: string): Promise<{ id: string; name: string }[]> {
      return db
        .select({ id: hostels.id, name: hostels.name })
        .from(hostels)
        .where(and(eq(hostels.ownerId, ownerId), eq(hostels.status, 'approved')))
        .orderBy(hostels.name, hostels.id);
    },

    /**
     * Views and unique visitors of the hostels per day, `from` to `to` (days without any
     * absent).
     */
    async viewDays(
      hostelIds: readonly string[],
      from: string,
      to: string,
    ): Promise<{ hostelId: string; day: string; views: number; uniqueVisitors: number }[]> {
      if (hostelIds.length === 0) return [];
      return db
        .select({
          hostelId: hostelViewDays.hostelId,
          day: hostelViewDays.day,
          views: hostelViewDays.views,
          uniqueVisitors: hostelViewDays.uniqueVisitors,
        })
        .from(hostelViewDays)
        .where(
          and(
            inArray(hostelViewDays.hostelId, [...hostelIds]),
            between(hostelViewDays.day, from, to),
          ),
        );
    },

    /**
     * Favourites added, chats started, visit and reservation requests of the hostels per
     * Pakistan day, `from` to `to`, each from its own table by `created_at` (days without any
     * absent).
     */
    async contactDays(
      hostelIds: readonly string[],
      from: string,
      to: string,
    ): Promise<{ hostelId: string; kind: ContactKind; day: string; count: number }[]> {
      if (hostelIds.length === 0) return [];
      const start = karachiStart(from);
      const end = karachiEnd(to);
      const ids = sql.param([...hostelIds]);
      const perDay = (kind: ContactKind, table: string) => sql`
        select hostel_id, ${kind}::text as kind,
               to_char(created_at at time zone 'Asia/Karachi', 'YYYY-MM-DD') as day,
               count(*) as count
        from ${sql.identifier(table)}
        where hostel_id = any(${ids}::uuid[]) and created_at >= ${start} and created_at < ${end}
        group by 1, 3`;
      const result = await db.execute(sql`
        ${perDay('favourites', 'favorites')}
        union all ${perDay('chats', 'chats')}
        union all ${perDay('visits', 'visits')}
        union all ${perDay('reservations', 'reservations')}`);
      return rowsOf<{ hostel_id: string; kind: ContactKind; day: string; count: unknown }>(
        result,
      ).map((row) => ({
        hostelId: row.hostel_id,
        kind: row.kind,
        day: row.day,
        count: Number(row.count),
      }));
    },

    /**
     * The median lowest monthly price (`price_min`, rupees) of the approved hostels of the
     * city and gender category other than `hostelId`, over those with a price.
     */
    async marketPriceMin(
      hostelId: string,
      cityId: string,
      gender: GenderCategory,
    ): Promise<Median> {
      const [row] = await db
        .select({
          median: sql<unknown>`percentile_cont(0.5) within group (order by ${hostels.priceMin})`,
          values: count(),
        })
        .from(hostels)
        .where(
          and(
            eq(hostels.status, 'approved'),
            eq(hostels.cityId, cityId),
            eq(hostels.genderCategory, gender),
            ne(hostels.id, hostelId),
            sql`${hostels.priceMin} is not null`,
          ),
        );
      return { median: wholeOrNull(row?.median), values: Number(row?.values ?? 0) };
    },

    /** The hostel's rents per room type: lowest, highest, how many rooms. */
    async roomPrices(
      hostelId: string,
    ): Promise<{ roomType: string; min: number; max: number; rooms: number }[]> {
      const rows = await db
        .select({
          roomType: rooms.roomType,
          min: sql<unknown>`min(${rooms.pricePerMonth})`,
          max: sql<unknown>`max(${rooms.pricePerMonth})`,
          rooms: count(),
        })
        .from(rooms)
        .where(eq(rooms.hostelId, hostelId))
        .groupBy(rooms.roomType)
        .orderBy(sql`min(${rooms.pricePerMonth})`, rooms.roomType);
      return rows.map((row) => ({
        roomType: row.roomType,
        min: Number(row.min),
        max: Number(row.max),
        rooms: row.rooms,
      }));
    },

    /**
     * The median monthly rent of rooms of each of `roomTypes` in the approved hostels of the
     * city and gender category other than `hostelId`, with how many rooms and hostels.
     */
    async marketRoomPrices(
      hostelId: string,
      cityId: string,
      gender: GenderCategory,
      roomTypes: string[],
    ): Promise<{ roomType: string; median: number | null; rooms: number; hostels: number }[]> {
      if (roomTypes.length === 0) return [];
      const rows = await db
        .select({
          roomType: rooms.roomType,
          median: sql<unknown>`percentile_cont(0.5) within group (order by ${rooms.pricePerMonth})`,
          rooms: count(),
          hostels: countDistinct(rooms.hostelId),
        })
        .from(rooms)
        .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
        .where(
          and(
            eq(hostels.status, 'approved'),
            eq(hostels.cityId, cityId),
            eq(hostels.genderCategory, gender),
            ne(hostels.id, hostelId),
            inArray(rooms.roomType, roomTypes),
          ),
        )
        .groupBy(rooms.roomType);
      return rows.map((row) => ({
        roomType: row.roomType,
        median: wholeOrNull(row.median),
        rooms: row.rooms,
        hostels: row.hostels,
      }));
    },
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
