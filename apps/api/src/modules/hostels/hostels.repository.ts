import type { HostelStatus } from '@hostelhub/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cities,
  hostelImages,
  hostelMessInfo,
  hostels,
  towns,
  universities,
  users,
  verifiedPhones,
} from '../../db/schema/index.ts';
import {
  earthMetres,
  ratingOrderKey,
  ratingStarCounts,
  relevanceScore,
  summaryColumns,
  summaryConditions,
  summaryOrder,
  toDistanceKm,
  type GeoPoint,
  type HostelSummaryRow,
  type SummaryQuery,
} from './hostel-query.ts';

export type { GeoPoint, HostelSummaryRow, SummaryQuery } from './hostel-query.ts';

/** Hostel reads. The only place with hostel SQL; returns camelCase rows. */
export function createHostelsRepository(db: Db) {
  function selectSummaries(origin: GeoPoint | undefined) {
    const distanceKm = origin ? toDistanceKm(earthMetres(origin)) : sql<null>`null::float8`;
    return db
      .select(summaryColumns(distanceKm))
      .from(hostels)
      .leftJoin(cities, eq(cities.id, hostels.cityId))
      .leftJoin(towns, eq(towns.id, hostels.townId))
      .leftJoin(universities, eq(universities.id, hostels.universityId));
  }

  return {
    /**
     * One page of hostel summaries matching `query` in its order, and how many match in all,
     * in one statement. `matches` (the filtered hostels' sort keys) is referenced twice, so
     * PostgreSQL materialises it with a plan for the whole set (a window count under a LIMIT
     * misleads the planner into row-by-row plans); the page is sorted from it, and only the
     * page's rows get their joins and aggregates.
     */
    async listSummaries(
      query: SummaryQuery,
    ): Promise<{ items: HostelSummaryRow[]; total: number }> {
      const where = summaryConditions(query);
      const search = query.filters.search?.trim();
      const matches = db.$with('matches').as(
        db
          .select({
            id: hostels.id,
            createdAt: hostels.createdAt,
            priceMin: hostels.priceMin,
            priceMax: hostels.priceMax,
            distance: (query.origin
              ? earthMetres(query.origin)
              : sql<number | null>`null::float8`
            ).as('match_distance'),
            rating: (query.sort === 'rating' ? ratingOrderKey : sql<null>`null::float8`).as(
              'match_rating',
            ),
            relevance: (search && query.sort === 'relevance'
              ? relevanceScore(search)
              : sql<null>`null::float8`
            ).as('match_relevance'),
          })
          .from(hostels)
          .where(where),
      );
      const page = db.$with('page').as(
        db
          .select({
            id: matches.id,
            distance: matches.distance,
            relevance: matches.relevance,
          })
          .from(matches)
          .orderBy(...summaryOrder(query.sort, matches))
          .limit(query.limit)
          .offset(query.offset),
      );
      const rows = await db
        .with(matches, page)
        .select({
          ...summaryColumns(toDistanceKm(page.distance)),
          total: sql<number>`(select count(*)::int from ${matches})`,
        })
        .from(page)
        .innerJoin(hostels, eq(hostels.id, page.id))
        .leftJoin(cities, eq(cities.id, hostels.cityId))
        .leftJoin(towns, eq(towns.id, hostels.townId))
        .leftJoin(universities, eq(universities.id, hostels.universityId))
        .orderBy(
          ...summaryOrder(query.sort, {
            id: hostels.id,
            createdAt: hostels.createdAt,
            priceMin: hostels.priceMin,
            priceMax: hostels.priceMax,
            distance: page.distance,
            rating: ratingOrderKey,
            relevance: page.relevance,
          }),
        );
      const first = rows[0];
      if (first) {
        return { items: rows.map(({ total: _total, ...row }) => row), total: first.total };
      }
      // A page past the end has no row to carry the total.
      const total = query.offset > 0 ? await db.$count(hostels, where) : 0;
      return { items: [], total };
    },

    /**
     * Summaries of these hostels in the order of `ids`, keeping only those in `status`
     * (all when omitted); unknown ids are skipped.
     */
    async listSummariesByIds(
      ids: readonly string[],
      options: { status?: HostelStatus; origin?: GeoPoint } = {},
    ): Promise<HostelSummaryRow[]> {
      if (ids.length === 0) return [];
      const rows = await selectSummaries(options.origin).where(
        and(
          inArray(hostels.id, [...ids]),
          options.status ? eq(hostels.status, options.status) : undefined,
        ),
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** One hostel's summary whatever its status, or undefined. */
    async findSummaryById(id: string): Promise<HostelSummaryRow | undefined> {
      const [row] = await selectSummaries(undefined).where(eq(hostels.id, id)).limit(1);
      return row;
    },

    /** A hostel's name, moderation state and owner, or undefined when there is no such hostel. */
    async findAccess(id: string) {
      const [row] = await db
        .select({
          id: hostels.id,
          name: hostels.name,
          status: hostels.status,
          ownerId: hostels.ownerId,
        })
        .from(hostels)
        .where(eq(hostels.id, id))
        .limit(1);
      return row;
    },

    /** A university's campus location, or undefined when unknown or not located. */
    async findUniversityLocation(id: string): Promise<GeoPoint | undefined> {
      const [row] = await db
        .select({ lat: universities.latitude, lng: universities.longitude })
        .from(universities)
        .where(eq(universities.id, id))
        .limit(1);
      if (!row || row.lat === null || row.lng === null) return undefined;
      return { lat: row.lat, lng: row.lng };
    },

    /**
     * The detail view's extra hostel columns: rules, phone, update time, and the owner's
     * contact details with the owner's `show_owner_contact` choice. `contactPhoneVerified`
     * says whether the contact phone is one of the owner's verified phones now (decision 008;
     * a hostel listed before that rule, or whose number was since removed, may show another):
     * an EXISTS in the same statement, false when there is no contact phone (issue 25).
     * `ratingStarCounts`: how many visible reviews gave 1 to 5 stars (issue 26).
     */
    async findDetailColumns(id: string) {
      const [row] = await db
        .select({
          rules: hostels.rules,
          contactPhone: hostels.contactPhone,
          contactPhoneVerified: sql<boolean>`exists (${db
            .select({ one: sql`1` })
            .from(verifiedPhones)
            .where(
              and(
                eq(verifiedPhones.userId, hostels.ownerId),
                eq(verifiedPhones.phoneNumber, hostels.contactPhone),
              ),
            )})`,
          updatedAt: hostels.updatedAt,
          showOwnerContact: hostels.showOwnerContact,
          // Issue 27: when students may visit, and the deposit asked before a reservation.
          visitingHours: hostels.visitingHours,
          depositText: hostels.depositText,
          // 1 to 5 stars' counts of the visible reviews (issue 26), in the same statement.
          ratingStarCounts: ratingStarCounts(id),
          owner: {
            fullName: users.fullName,
            email: users.email,
            phone: users.phone,
            city: users.city,
          },
        })
        .from(hostels)
        .innerJoin(users, eq(users.id, hostels.ownerId))
        .where(eq(hostels.id, id));
      return row;
    },

    /** A hostel's images in display order (the primary first when orders tie). */
    listImages(hostelId: string) {
      return db
        .select()
        .from(hostelImages)
        .where(eq(hostelImages.hostelId, hostelId))
        .orderBy(
          asc(hostelImages.displayOrder),
          desc(hostelImages.isPrimary),
          asc(hostelImages.createdAt),
        );
    },

    listMessInfo(hostelId: string) {
      return db.select().from(hostelMessInfo).where(eq(hostelMessInfo.hostelId, hostelId));
    },

    /**
     * Map markers (part 1 section 7 `GET /hostels`) of the hostels in `status`, only located
     * ones when `hasLocation`, as the JSON text of a MapHostel[] array: degrees rounded to
     * 5 decimals (about a metre), no order.
     *
     * The one read that answers in the API's shape, built by the database: at 10,000 hostels
     * turning rows into objects and back into JSON in the API process cost several times the
     * query (about 30 microseconds a row on PGlite), while one aggregated text is cheap to
     * pass through on both PGlite and PostgreSQL.
     */
    async listMapMarkersJson(options: { status: HostelStatus; hasLocation: boolean }) {
      const located = options.hasLocation
        ? sql`and ${hostels.latitude} is not null and ${hostels.longitude} is not null`
        : sql``;
      const result = await db.execute(sql`
        select coalesce(json_agg(marker), '[]')::text as markers from (
          select ${hostels.id} as id,
            round(${hostels.latitude} * 100000) / 100000 as lat,
            round(${hostels.longitude} * 100000) / 100000 as lng,
            ${hostels.name} as name, ${cities.name} as city, ${cities.nameUr} as city_ur,
            ${hostels.priceRange} as price_range,
            ${hostels.genderCategory} as gender_category, ${hostels.status} as status
          from ${hostels} left join ${cities} on ${cities.id} = ${hostels.cityId}
          where ${hostels.status} = ${options.status} ${located}) marker`);
      // node-postgres and PGlite both answer a raw query with `{ rows }`.
      return (result as { rows: { markers: string }[] }).rows[0]?.markers ?? '[]';
    },
  };
}

export type HostelsRepository = ReturnType<typeof createHostelsRepository>;
