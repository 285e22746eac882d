import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  compactFilters,
  EXACT_TOTAL_LIMIT,
  REPLIES_FAST_WINDOW_DAYS,
  type BoundingBox,
  type HostelStatus,
} from '@hostelhub/shared';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  hostelBrowse,
  hostelImages,
  hostelMapCells,
  hostelMessInfo,
  cities,
  hostels,
  placeSlugs,
  universities,
  users,
  verifiedPhones,
} from '../../db/schema/index.ts';
import {
  keysetForm,
  listShape,
  placeholderValues,
  ratingStarCounts,
  resolveFiltersQuery,
  summaryColumns,
  summaryConditions,
  toResolvedFilters,
  type GeoPoint,
  type HostelSummaryRow,
  type KeysetPosition,
  type Bind,
  type ResolvedFilters,
  type SummaryQuery,
} from './hostel-query.ts';
import {
  boundedCount,
  buildListStatement as buildPageStatement,
  distanceColumn,
  keysetPositionOf,
} from './hostel-list.query.ts';
import {
  fineCellsPerCell,
  mapCellDegrees,
  MAP_FINE_CELL_DEGREES,
  MAP_SINGLES_ZOOM,
  MAP_SINGLES_MAX,
} from './map-grid.ts';

export type {
  GeoPoint,
  HostelSummaryRow,
  KeysetPosition,
  NearQuery,
  SummaryQuery,
} from './hostel-query.ts';

/** A university as a list near it needs it (issue 42): its campus and names. */
export interface NearUniversityRow {
  id: string;
  slug: string;
  name: string;
  nameUr: string | null;
  aliases: string[];
  latitude: number | null;
  longitude: number | null;
  cityName: string | null;
  cityNameUr: string | null;
}

/** One page of a hostel list, its total, and where the next page resumes. */
export interface SummaryPage {
  items: HostelSummaryRow[];
  /** How many hostels match: exact up to EXACT_TOTAL_LIMIT, else the planner's estimate. */
  total: number;
  totalExact: boolean;
  /** The last row's keyset position; undefined on an empty page. */
  last?: KeysetPosition;
}

/**
 * A list statement prepared under a name made of its text (issue 28): a PostgreSQL
 * connection plans each shape of list (which filters, which order) once and reuses the plan
 * with new values, instead of planning every request (planning cost as much as running a
 * page at 10,000 hostels). The values never enter the text, so the names stay few.
 */
function preparedName(text: string): string {
  return `browse_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
}

/**
 * Under the test runner every list statement taken from the per-shape cache is built again
 * and its text compared with the cached one: a list shape (listShape) that misses a choice
 * the builder makes fails the tests instead of running another list's statement.
 */
const CHECK_SHAPES = process.env.VITEST !== undefined;

/** The map view of a box with nothing in it. */
const EMPTY_MAP_VIEW = '{"clusters":[],"hostels":[],"total":0}';

/**
 * The map grid of an unfiltered map from the fine grid (issue 28): the counts, coordinate
 * sums, bounds and first `seq` of the fine cells wholly inside `box` (hostel_map_cells), and
 * the hostels of the edge cells one by one (the GiST index on `location` finds them in four
 * thin strips), grouped `fine` fine cells a side. The same cells, counts and points as
 * grouping every hostel in the box by `fine * MAP_FINE_CELL_DEGREES` degrees; undefined when
 * the cell is not whole fine cells or the box has no inner fine cell.
 */
function fineCellGrid(status: HostelStatus, box: BoundingBox, fine: number): SQL | undefined {
  const size = MAP_FINE_CELL_DEGREES;
  const [x0, x1] = [Math.floor(box.minLng / size), Math.floor(box.maxLng / size)];
  const [y0, y1] = [Math.floor(box.minLat / size), Math.floor(box.maxLat / size)];
  if (fine === 0 || x1 - x0 < 2 || y1 - y0 < 2) return undefined;
  const b = hostelBrowse;
  const c = hostelMapCells;
  const edge = 1e-9;
  const strip = (minLng: number, minLat: number, maxLng: number, maxLat: number) =>
    sql`${b.location} <@ box(point(${minLng - edge}, ${minLat - edge}),
      point(${maxLng + edge}, ${maxLat + edge}))`;
  const [innerWest, innerEast] = [(x0 + 1) * size, x1 * size];
  const [innerSouth, innerNorth] = [(y0 + 1) * size, y1 * size];
  const gx = sql`floor(${b.longitude} / ${size}::float8)::int`;
  const gy = sql`floor(${b.latitude} / ${size}::float8)::int`;
  return sql`select sum(f.n)::int as n, sum(f.lat_sum) / sum(f.n) as lat,
      sum(f.lng_sum) / sum(f.n) as lng, min(f.min_lng) as min_lng, min(f.min_lat) as min_lat,
      max(f.max_lng) as max_lng, max(f.max_lat) as max_lat, min(f.one_seq) as one_seq
    from (
      select ${c.gx} as gx, ${c.gy} as gy, ${c.hostelCount} as n, ${c.latitudeSum} as lat_sum,
        ${c.longitudeSum} as lng_sum, ${c.minLongitude} as min_lng, ${c.minLatitude} as min_lat,
        ${c.maxLongitude} as max_lng, ${c.maxLatitude} as max_lat, ${c.firstSeq} as one_seq
      from ${c} where ${c.status} = ${status}
        and ${c.gx} > ${x0} and ${c.gx} < ${x1} and ${c.gy} > ${y0} and ${c.gy} < ${y1}
      union all
      select ${gx}, ${gy}, 1, ${b.latitude}, ${b.longitude}, ${b.longitude}, ${b.latitude},
        ${b.longitude}, ${b.latitude}, ${b.seq}
      from ${b} where ${b.status} = ${status}
        and (${strip(box.minLng, box.minLat, innerWest, box.maxLat)}
          or ${strip(innerEast, box.minLat, box.maxLng, box.maxLat)}
          or ${strip(innerWest, box.minLat, innerEast, innerSouth)}
          or ${strip(innerWest, innerNorth, innerEast, box.maxLat)})
        and ${b.longitude} between ${box.minLng} and ${box.maxLng}
        and ${b.latitude} between ${box.minLat} and ${box.maxLat}
        and (${gx} <= ${x0} or ${gx} >= ${x1} or ${gy} <= ${y0} or ${gy} >= ${y1})
    ) f
    group by floor(f.gx::float8 / ${fine}), floor(f.gy::float8 / ${fine})`;
}

/** Hostel reads. The only place with hostel SQL; returns camelCase rows. */
export function createHostelsRepository(db: Db) {
  // Per process, for a minute (issue 28): what a search's words name among the places, and
  // the planner's estimate of a broad list's total. `forgetNames` drops both.
  const memo = {
    resolved: new LRUCache<string, ResolvedFilters>({ max: 1000, ttl: 60_000 }),
    estimates: new LRUCache<string, number>({ max: 1000, ttl: 60_000 }),
  };
  const universityColumns = {
    id: universities.id,
    slug: universities.slug,
    name: universities.name,
    nameUr: universities.nameUr,
    aliases: universities.aliases,
    latitude: universities.latitude,
    longitude: universities.longitude,
    cityName: cities.name,
    cityNameUr: cities.nameUr,
  };
  // Issue 28: one prepared list statement per list shape (listShape), its values placeholders,
  // so a request binds values instead of building and naming the SQL again (Drizzle built
  // each list twice before: about a fifth of the API's work per uncached list).
  const listStatements = new LRUCache<string, ListStatement>({ max: 500 });
  type ListStatement = {
    text: string;
    run: ReturnType<ReturnType<typeof buildListStatement>['statement']['prepare']>;
  };

  /** A list page's statement (hostel-list.query.ts: read in tiers for a search by relevance). */
  function buildListStatement(
    query: SummaryQuery & { after?: KeysetPosition | undefined },
    resolved: ResolvedFilters,
    broad: boolean,
    bind: Bind,
  ) {
    return buildPageStatement(db, query, resolved, broad, bind);
  }

  /**
   * A list page's rows, the shape's prepared statement (prepared on first use) run with this
   * query's values, and whether its order has a sort value.
   */
  async function runListStatement(
    query: SummaryQuery & { after?: KeysetPosition | undefined },
    resolved: ResolvedFilters,
    broad: boolean,
  ) {
    const shape = `${listShape(query, resolved)}${keysetForm(query.after)}${broad ? 'broad' : ''}`;
    const { bind, values } = placeholderValues();
    const { statement, sorted } = buildListStatement(query, resolved, broad, bind);
    let known = listStatements.get(shape);
    if (known === undefined) {
      const text = statement.toSQL().sql;
      known = { text, run: statement.prepare(preparedName(text)) };
      listStatements.set(shape, known);
    } else if (CHECK_SHAPES && statement.toSQL().sql !== known.text) {
      throw new Error(`list shape ${shape} stands for two statements`);
    }
    return { rows: await known.run.execute(values), sorted };
  }

  function selectSummaries(origin: GeoPoint | undefined) {
    return db.select(summaryColumns(distanceColumn(origin))).from(hostelBrowse);
  }

  /** The ids and scores the filters' names stand for (ResolvedFilters), in one statement. */
  async function resolveFilters(filters: SummaryQuery['filters']): Promise<ResolvedFilters> {
    const query = resolveFiltersQuery(filters);
    if (!query) return {};
    // Names stand for the same ids until places are renamed or added (a full invalidation
    // forgets them), and a search's places cost a trigram comparison with every place name
    // (a few milliseconds): kept for a minute per set of names.
    const memoKey = JSON.stringify([
      filters.city,
      filters.town,
      filters.facilities,
      filters.search?.trim(),
    ]);
    const known = memo.resolved.get(memoKey);
    if (known) return known;
    const resolved = toResolvedFilters(rowsOf<Record<string, unknown>>(await db.execute(query))[0]);
    memo.resolved.set(memoKey, resolved);
    return resolved;
  }

  /**
   * How many browse rows match `where`: counted up to EXACT_TOTAL_LIMIT + 1 rows, and past
   * that the planner's estimate (EXPLAIN, no execution), never below the counted bound.
   * `estimateKey` names the filter set the estimate is kept under.
   */
  async function countMatches(where: SQL, estimateKey: string) {
    const [row] = await db.select({ bounded: boundedCount(where) }).from(sql`(select 1) one`);
    return estimateBeyond(row?.bounded ?? 0, () => where, estimateKey);
  }

  async function estimateBeyond(
    bounded: number,
    where: () => SQL,
    estimateKey: string,
  ): Promise<{ total: number; totalExact: boolean }> {
    if (bounded <= EXACT_TOTAL_LIMIT) return { total: bounded, totalExact: true };
    // An estimate is kept for a minute per filter set: it is one either way.
    const known = memo.estimates.get(estimateKey);
    if (known !== undefined) return { total: known, totalExact: false };
    const plan = rowsOf<{ 'QUERY PLAN': unknown }>(
      await db.execute(sql`explain (format json) select 1 from ${hostelBrowse} where ${where()}`),
    )[0]?.['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as
      [{ Plan: { 'Plan Rows': number } }] | undefined;
    const total = Math.max(Math.round(parsed?.[0]?.Plan['Plan Rows'] ?? 0), EXACT_TOTAL_LIMIT + 1);
    memo.estimates.set(estimateKey, total);
    return { total, totalExact: false };
  }

  return {
    /** Forgets the memoised place lookups and estimates (places were renamed or added). */
    forgetNames(): void {
      memo.resolved.clear();
      memo.estimates.clear();
    },

    /**
     * The university of a `near_university` value (issue 42): by id, else by its slug or a
     * slug it had before a rename (any case); undefined when none.
     */
    async findNearUniversity(wanted: string): Promise<NearUniversityRow | undefined> {
      const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(wanted);
      const [row] = await db
        .select(universityColumns)
        .from(universities)
        .leftJoin(cities, eq(cities.id, universities.cityId))
        .where(
          byId
            ? eq(universities.id, wanted)
            : sql`(lower(${universities.slug}) = lower(${wanted}) or ${universities.id} in (
                select ${placeSlugs.placeId} from ${placeSlugs}
                where ${placeSlugs.kind} = 'university' and lower(${placeSlugs.slug}) = lower(${wanted})))`,
        )
        .limit(1);
      return row;
    },

    /**
     * How many hostels of `query` (its status and filters, `origin` and `radiusKm` the campus
     * and a radius) are inside the radius, counting no further than `cap` (issue 42: whether a
     * list near a university widens).
     */
    async countInside(
      query: Pick<SummaryQuery, 'status' | 'filters' | 'origin' | 'radiusKm'>,
      cap: number,
    ): Promise<number> {
      const where = summaryConditions(query);
      const [row] = await db
        .select({
          n: sql<number>`(select count(*)::int from (select 1 from ${hostelBrowse}
            where ${where} limit ${cap}) inside)`,
        })
        .from(sql`(select 1) one`);
      return row?.n ?? 0;
    },

    /**
     * One page of hostel summaries matching `query` in its order, after `after` (a keyset
     * position, issue 28) when given, else from `query.offset`; and how many match, exact up
     * to EXACT_TOTAL_LIMIT and estimated past it. One statement reads the page from the browse
     * rows by their indexes with the bounded count beside it; only a count past the bound
     * costs a second, planner-only statement (EXPLAIN), whose estimate is kept a minute per
     * filter set. While that estimate is at least twice the bound, the list is not counted at
     * all: counting a thousand matches of a broad filter cost more than its page.
     */
    async listSummaries(
      query: SummaryQuery & { after?: KeysetPosition | undefined },
    ): Promise<SummaryPage> {
      const resolved = await resolveFilters(query.filters);
      const estimateKey = JSON.stringify([
        query.status,
        query.filters,
        query.origin,
        query.radiusKm,
      ]);
      const knownEstimate = memo.estimates.get(estimateKey);
      const broad = knownEstimate !== undefined && knownEstimate >= 2 * EXACT_TOTAL_LIMIT;
      const { rows, sorted } = await runListStatement(query, resolved, broad);
      // The counts past the page's statement take the values as parameters.
      const where = () => summaryConditions(query, resolved);
      const first = rows[0];
      const lastRow = rows.at(-1);
      if (!first || !lastRow) {
        // A page past the end has no row to carry the total.
        const counted =
          query.offset > 0 || query.after
            ? await countMatches(where(), estimateKey)
            : { total: 0, totalExact: true };
        return { items: [], ...counted };
      }
      const counted = await estimateBeyond(first.bounded, where, estimateKey);
      return {
        items: rows.map(
          ({ sortValue: _v, tier: _t, createdAtText: _c, bounded: _b, ...row }) => row,
        ),
        ...counted,
        last: keysetPositionOf(lastRow, sorted),
      };
    },

    /**
     * For each filter set, whether any of the hostels `hostelIds` is in its list now (issue 28,
     * the browse cache's targeted invalidation): the list's own WHERE (summaryConditions)
     * evaluated on their browse rows, one statement per 100 sets. False for hostels gone.
     */
    async matchingFilterSets(
      hostelIds: readonly string[],
      sets: readonly Omit<SummaryQuery, 'sort' | 'limit' | 'offset'>[],
    ): Promise<boolean[]> {
      const answers: boolean[] = [];
      for (let start = 0; start < sets.length; start += 100) {
        const chunk = sets.slice(start, start + 100);
        const columns = Object.fromEntries(
          chunk.map((set, index) => [
            `m${index}`,
            sql<boolean>`coalesce(bool_or(${summaryConditions(set)}), false)`,
          ]),
        );
        const [row] = await db
          .select(columns)
          .from(hostelBrowse)
          .where(inArray(hostelBrowse.hostelId, [...hostelIds]));
        answers.push(...chunk.map((_set, index) => row?.[`m${index}`] === true));
      }
      return answers;
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
          inArray(hostelBrowse.hostelId, [...ids]),
          options.status ? eq(hostelBrowse.status, options.status) : undefined,
        ),
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** One hostel's summary whatever its status, or undefined. */
    async findSummaryById(id: string): Promise<HostelSummaryRow | undefined> {
      const [row] = await selectSummaries(undefined).where(eq(hostelBrowse.hostelId, id)).limit(1);
      return row;
    },

    /**
     * Recomputes the "Replies fast" badge (owner_reply_badges, 0025) of every owner whose
     * badge the passing of time can change: owners with a chat written to in the last
     * REPLIES_FAST_WINDOW_DAYS days plus one (a chat leaves the window), and owners holding
     * the badge. Triggers keep it current on every chat and message write; this catches the
     * window moving (issue 28). Resolves to how many owners it recomputed.
     */
    async refreshReplyBadges(): Promise<number> {
      const result = await db.execute(sql`
        select cardinality(o.ids) as owners, owner_reply_badges_refresh(o.ids)
        from (select array(
          select c.owner_id from chats c where c.owner_id is not null
            and c.last_message_at >= now() - make_interval(days => ${REPLIES_FAST_WINDOW_DAYS + 1})
          union select r.owner_id from owner_reply_badges r where r.replies_fast) as ids) o`);
      return Number(rowsOf<{ owners: number | string }>(result)[0]?.owners ?? 0);
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
      const b = hostelBrowse;
      const located = options.hasLocation ? sql`and ${b.location} is not null` : sql``;
      const result = await db.execute(sql`
        select coalesce(json_agg(marker), '[]')::text as markers from (
          select ${b.hostelId} as id,
            round(${b.latitude} * 100000) / 100000 as lat,
            round(${b.longitude} * 100000) / 100000 as lng,
            ${b.name} as name, ${b.cityName} as city, ${b.cityNameUr} as city_ur,
            ${b.priceRange} as price_range,
            ${b.genderCategory} as gender_category, ${b.status} as status
          from ${b} where ${b.status} = ${options.status} ${located}) marker`);
      return rowsOf<{ markers: string }>(result)[0]?.markers ?? '[]';
    },

    /**
     * The map of GET /api/hostels/map (issue 28) as the JSON text of a MapView: the approved
     * (or `status`) hostels matching `filters` inside `bbox`, grouped on a square grid of
     * mapCellDegrees(zoom, bbox) degrees. A cell holding several hostels is one cluster (their
     * count, mean point and bounds); a cell holding one is that hostel with what the map's
     * popup shows. From MAP_SINGLES_ZOOM on nothing is grouped (at most MAP_SINGLES_MAX
     * hostels, newest first). Degrees rounded to 5 decimals. One statement: the grid is an
     * aggregate over the browse rows in the box (the map index's ranges); single hostels'
     * details are read by their `seq` afterwards, so the aggregate carries no text. An
     * unfiltered map at zoom 9 and out groups the fine grid's counts (hostel_map_cells) for the
     * cells wholly in the box and only the hostels of the box's edge cells (mapGridRows);
     * `fineCells: false` groups every hostel (the tests compare both).
     */
    async mapViewJson(options: {
      status: HostelStatus;
      filters: SummaryQuery['filters'];
      /** Near a university (issue 42): its campus and radius, as the list has them. */
      origin?: GeoPoint | undefined;
      near?: SummaryQuery['near'];
      bbox: BoundingBox;
      zoom: number;
      fineCells?: boolean;
    }): Promise<string> {
      const b = hostelBrowse;
      // The box is read as ranges of the map index (status, longitude, latitude, seq), which
      // the planner can estimate and an unfiltered map reads without the table.
      const filters = { ...options.filters, bbox: undefined };
      const resolved = await resolveFilters(filters);
      const { minLng, minLat, maxLng, maxLat } = options.bbox;
      const where = and(
        summaryConditions(
          { status: options.status, filters, origin: options.origin, near: options.near },
          resolved,
        ),
        sql`${b.longitude} between ${minLng} and ${maxLng}`,
        sql`${b.latitude} between ${minLat} and ${maxLat}`,
      );
      const round5 = (value: unknown) => sql`round((${value})::numeric, 5)`;
      const point = (alias: string) => sql`json_build_object('id', ${sql.raw(alias)}.hostel_id,
        'lat', ${round5(sql.raw(`${alias}.latitude`))}, 'lng', ${round5(sql.raw(`${alias}.longitude`))},
        'name', ${sql.raw(alias)}.name, 'city', ${sql.raw(alias)}.city_name,
        'city_ur', ${sql.raw(alias)}.city_name_ur, 'price_range', ${sql.raw(alias)}.price_range,
        'gender_category', ${sql.raw(alias)}.gender_category)`;
      if (options.zoom >= MAP_SINGLES_ZOOM) {
        const result = await db.execute(sql`
          select json_build_object('clusters', '[]'::json,
            'hostels', coalesce((select json_agg(${point('s')}) from (
              select * from ${b} where ${where}
              order by ${b.createdAt} desc, ${b.hostelId} limit ${MAP_SINGLES_MAX}) s), '[]'),
            'total', (select count(*) from ${b} where ${where}))::text as body`);
        return rowsOf<{ body: string }>(result)[0]?.body ?? EMPTY_MAP_VIEW;
      }
      const cell = mapCellDegrees(options.zoom, options.bbox);
      const fromFineCells =
        options.fineCells !== false &&
        !options.near &&
        Object.keys(compactFilters(filters)).length === 0
          ? fineCellGrid(options.status, options.bbox, fineCellsPerCell(cell))
          : undefined;
      const grid =
        fromFineCells ??
        sql`select count(*)::int as n, avg(${b.latitude}) as lat, avg(${b.longitude}) as lng,
            min(${b.longitude}) as min_lng, min(${b.latitude}) as min_lat,
            max(${b.longitude}) as max_lng, max(${b.latitude}) as max_lat,
            min(${b.seq}) as one_seq
          from ${b} where ${where}
          group by floor(${b.longitude} / ${cell}), floor(${b.latitude} / ${cell})`;
      const result = await db.execute(sql`
        with grid as (${grid})
        select json_build_object(
          'clusters', coalesce((select json_agg(json_build_object(
              'lat', ${round5(sql.raw('g.lat'))}, 'lng', ${round5(sql.raw('g.lng'))}, 'count', g.n,
              'bounds', json_build_array(${round5(sql.raw('g.min_lng'))}, ${round5(sql.raw('g.min_lat'))},
                ${round5(sql.raw('g.max_lng'))}, ${round5(sql.raw('g.max_lat'))})))
            from grid g where g.n > 1), '[]'),
          'hostels', coalesce((select json_agg(${point('s')}) from ${b} s
            where s.seq in (select g.one_seq from grid g where g.n = 1)), '[]'),
          'total', (select coalesce(sum(g.n), 0) from grid g))::text as body`);
      return rowsOf<{ body: string }>(result)[0]?.body ?? EMPTY_MAP_VIEW;
    },
  };
}

export type HostelsRepository = ReturnType<typeof createHostelsRepository>;
