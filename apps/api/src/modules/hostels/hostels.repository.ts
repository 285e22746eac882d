import type { HostelFilters, HostelSort, HostelStatus } from '@hostelhub/shared';
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../lib/like-pattern.ts';
import {
  cities,
  hostelImages,
  hostelMessInfo,
  hostels,
  towns,
  universities,
  users,
} from '../../db/schema/index.ts';

/** A point in WGS84 degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Earth radius of every distance the API reports, in kilometres (spec part 1 section 9). */
export const EARTH_RADIUS_KM = 6371;

/**
 * What a hostel list selects: a moderation state, the browse filters (part 1 section 5),
 * optionally an origin (then each row gets `distanceKm`) and a radius around it, an order
 * and a page window.
 */
export interface SummaryQuery {
  status: HostelStatus;
  filters: HostelFilters;
  /** Where distances are measured from; without it `distanceKm` is null. */
  origin?: GeoPoint | undefined;
  /** Keep only hostels within this many kilometres of `origin`. */
  radiusKm?: number | undefined;
  sort: HostelSort;
  limit: number;
  offset: number;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `text` as an ILIKE pattern matching it anywhere, with `\`, `%` and `_` taken literally. */
function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

// ll_to_earth(latitude, longitude) built the way earthdistance builds it, minus the cast to
// its `earth` domain, whose checks cost about three times the rest of a distance per row.
const hostelPoint = sql`cube(cube(cube(
    earth() * cos(radians(${hostels.latitude})) * cos(radians(${hostels.longitude}))),
    earth() * cos(radians(${hostels.latitude})) * sin(radians(${hostels.longitude}))),
    earth() * sin(radians(${hostels.latitude})))`;

/**
 * Great-circle distance from `origin` on earthdistance's sphere of earth() metres (6378168),
 * as earth_distance computes it; null for a hostel without coordinates.
 */
function earthMetres(origin: GeoPoint): SQL<number | null> {
  return sql<number | null>`sec_to_gc(cube_distance(
    ll_to_earth(${origin.lat}, ${origin.lng}), ${hostelPoint}))`;
}

/**
 * Earth metres as kilometres on the spec's 6371 km sphere (part 1 section 9), 2 decimals:
 * `earth_distance * 6371000 / earth() / 1000`.
 */
function toDistanceKm(metres: SQL | SQL.Aliased | AnyPgColumn): SQL<number | null> {
  return sql<number | null>`round((${metres} * ${EARTH_RADIUS_KM} / earth())::numeric, 2)::float8`;
}

/**
 * Within `radiusKm` of `origin`: the cube box is a cheap first cut, the great-circle
 * distance decides.
 */
function withinRadius(origin: GeoPoint, radiusKm: number): SQL {
  const metres = sql`(${radiusKm}::float8 * earth() / ${EARTH_RADIUS_KM})`;
  return sql`(earth_box(ll_to_earth(${origin.lat}, ${origin.lng}), ${metres}) @> ${hostelPoint}
    and ${earthMetres(origin)} <= ${metres})`;
}

/** A place filter: the id when `wanted` is a uuid, else the name in any case. */
function placeCondition(
  column: typeof hostels.cityId | typeof hostels.townId,
  table: 'cities' | 'towns',
  wanted: string,
): SQL {
  if (UUID_PATTERN.test(wanted)) return eq(column, wanted);
  return sql`${column} in (select p.id from ${sql.identifier(table)} p
    where lower(p.name) = lower(${wanted}))`;
}

/**
 * Search text anywhere in the name, address, city, town or university name, any case.
 * Written as a union of five indexable lookups so the trigram indexes on name and address
 * (and the place id indexes) serve it instead of a scan of every hostel.
 */
function searchCondition(search: string): SQL {
  const pattern = containsPattern(search);
  return sql`${hostels.id} in (
    select s.id from hostels s where s.name ilike ${pattern}
    union select s.id from hostels s where s.address ilike ${pattern}
    union select s.id from hostels s
      where s.city_id in (select c.id from cities c where c.name ilike ${pattern})
    union select s.id from hostels s
      where s.town_id in (select t.id from towns t where t.name ilike ${pattern})
    union select s.id from hostels s
      where s.university_id in (select u.id from universities u where u.name ilike ${pattern}))`;
}

/** Every facility named (any case) is offered; each is looked up by its facility id index. */
function facilitiesCondition(names: readonly string[]): SQL[] {
  const wanted = [...new Set(names.map((name) => name.toLowerCase()))];
  return wanted.map(
    (name) => sql`${hostels.id} in (select hf.hostel_id from hostel_facilities hf
      where hf.facility_id in (select f.id from facilities f where lower(f.name) = lower(${name})))`,
  );
}

/**
 * The WHERE of a hostel list: the same rules as `hostelMatchesFilters` in
 * packages/shared/src/domain/hostel-filters.ts, in SQL over the hostels table alone.
 */
function summaryConditions(query: Omit<SummaryQuery, 'sort' | 'limit' | 'offset'>): SQL {
  const { filters, origin, radiusKm } = query;
  const conditions: (SQL | undefined)[] = [eq(hostels.status, query.status)];
  if (filters.gender_category) {
    conditions.push(eq(hostels.genderCategory, filters.gender_category));
  }
  if (filters.location_type) conditions.push(eq(hostels.locationType, filters.location_type));
  if (filters.university_id) conditions.push(eq(hostels.universityId, filters.university_id));
  if (filters.city) conditions.push(placeCondition(hostels.cityId, 'cities', filters.city));
  if (filters.town) conditions.push(placeCondition(hostels.townId, 'towns', filters.town));
  if (filters.price_min !== undefined || filters.price_max !== undefined) {
    // An unparseable price_range has null bounds and drops out of any price filter.
    conditions.push(isNotNull(hostels.priceMin), isNotNull(hostels.priceMax));
    if (filters.price_min !== undefined) {
      conditions.push(sql`${hostels.priceMax} >= ${filters.price_min}`);
    }
    if (filters.price_max !== undefined) {
      conditions.push(sql`${hostels.priceMin} <= ${filters.price_max}`);
    }
  }
  if (filters.mess_available !== undefined) {
    const offersMess = sql`exists (select 1 from hostel_mess_info m
      where m.hostel_id = ${hostels.id} and m.mess_available)`;
    conditions.push(filters.mess_available ? offersMess : sql`not ${offersMess}`);
  }
  if (filters.facilities?.length) conditions.push(...facilitiesCondition(filters.facilities));
  if (filters.room_types?.length) {
    conditions.push(sql`${hostels.id} in (select r.hostel_id from rooms r
      where r.room_type in ${filters.room_types})`);
  }
  const search = filters.search?.trim();
  if (search) conditions.push(searchCondition(search));
  if (origin && radiusKm !== undefined) conditions.push(withinRadius(origin, radiusKm));
  return and(...conditions) ?? sql`true`;
}

/** The columns an order reads; `distance` is earth metres from the origin, or null. */
interface OrderColumns {
  id: SQL | SQL.Aliased | AnyPgColumn;
  createdAt: SQL | SQL.Aliased | AnyPgColumn;
  priceMin: SQL | SQL.Aliased | AnyPgColumn;
  priceMax: SQL | SQL.Aliased | AnyPgColumn;
  distance: SQL | SQL.Aliased | AnyPgColumn;
}

/**
 * The ORDER BY of `sort` (nulls last); newest first breaks ties and the id after it, so
 * pages never overlap.
 */
function summaryOrder(sort: HostelSort, columns: OrderColumns): SQL[] {
  const newestFirst = [sql`${columns.createdAt} desc`, sql`${columns.id} asc`];
  switch (sort) {
    case 'price_asc':
      return [sql`${columns.priceMin} asc nulls last`, ...newestFirst];
    case 'price_desc':
      return [sql`${columns.priceMax} desc nulls last`, ...newestFirst];
    case 'distance':
      return [sql`${columns.distance} asc nulls last`, ...newestFirst];
    case 'newest':
      return newestFirst;
  }
}

/**
 * What lists and cards need of a hostel, joined with its place names: one builder for the
 * list, the searches, favourites and the detail view. `distanceKm` is kilometres (2
 * decimals) from the origin, or null.
 */
function summaryColumns(distanceKm: SQL<number | null>) {
  return {
    id: hostels.id,
    ownerId: hostels.ownerId,
    name: hostels.name,
    description: hostels.description,
    address: hostels.address,
    formattedAddress: hostels.formattedAddress,
    priceRange: hostels.priceRange,
    genderCategory: hostels.genderCategory,
    locationType: hostels.locationType,
    status: hostels.status,
    latitude: hostels.latitude,
    longitude: hostels.longitude,
    createdAt: hostels.createdAt,
    cityId: cities.id,
    cityName: cities.name,
    cityProvince: cities.province,
    townId: towns.id,
    townName: towns.name,
    universityId: universities.id,
    universityName: universities.name,
    facilities: sql<string[]>`coalesce((
      select array_agg(f.name order by f.name)
      from hostel_facilities hf join facilities f on f.id = hf.facility_id
      where hf.hostel_id = ${hostels.id}), '{}')`,
    roomTypes: sql<string[]>`coalesce((
      select array_agg(distinct r.room_type order by r.room_type)
      from rooms r where r.hostel_id = ${hostels.id}), '{}')`,
    messAvailable: sql<boolean>`coalesce((
      select m.mess_available from hostel_mess_info m where m.hostel_id = ${hostels.id}), false)`,
    imageUrl: sql<string | null>`(
      select coalesce(i.thumbnail_url, i.image_url) from hostel_images i
      where i.hostel_id = ${hostels.id}
      order by i.is_primary desc, i.display_order asc limit 1)`,
    imageCount: sql<number>`(select count(*)::int from hostel_images i where i.hostel_id = ${hostels.id})`,
    distanceKm,
  };
}

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
          })
          .from(hostels)
          .where(where),
      );
      const page = db.$with('page').as(
        db
          .select({ id: matches.id, distance: matches.distance })
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
     * contact details with the owner's `show_owner_contact` choice.
     */
    async findDetailColumns(id: string) {
      const [row] = await db
        .select({
          rules: hostels.rules,
          contactPhone: hostels.contactPhone,
          updatedAt: hostels.updatedAt,
          showOwnerContact: hostels.showOwnerContact,
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
            ${hostels.name} as name, ${cities.name} as city,
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

/** A hostel summary row: the hostel, its place names, facilities, room types and distance. */
export interface HostelSummaryRow {
  id: string;
  ownerId: string;
  name: string;
  description: string;
  address: string;
  formattedAddress: string | null;
  priceRange: string | null;
  genderCategory: (typeof hostels.$inferSelect)['genderCategory'];
  locationType: (typeof hostels.$inferSelect)['locationType'];
  status: HostelStatus;
  latitude: number | null;
  longitude: number | null;
  createdAt: Date;
  cityId: string | null;
  cityName: string | null;
  cityProvince: string | null;
  townId: string | null;
  townName: string | null;
  universityId: string | null;
  universityName: string | null;
  facilities: string[];
  roomTypes: string[];
  messAvailable: boolean;
  imageUrl: string | null;
  imageCount: number;
  /** Kilometres from the query's origin, 2 decimals; null without an origin or coordinates. */
  distanceKm: number | null;
}
