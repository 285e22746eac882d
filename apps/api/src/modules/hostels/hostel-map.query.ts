import { compactFilters, type BoundingBox, type HostelStatus } from '@hostelhub/shared';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { hostelBrowse, hostelMapCells } from '../../db/schema/index.ts';
import { summaryConditions, type SummaryQuery } from './hostel-filters.query.ts';
import { type GeoPoint } from './hostel-geo.query.ts';
import { type ResolvedFilters } from './search-places.query.ts';
import {
  fineCellsPerCell,
  mapCellDegrees,
  MAP_FINE_CELL_DEGREES,
  MAP_SINGLES_ZOOM,
  MAP_SINGLES_MAX,
} from './map-grid.logic.ts';

// The map's reads (issue 28; split out of hostels.repository.ts for issue 43): the old
// all-hostels markers and the clustered viewport, each answered as JSON text built by the
// database.

/** The map view of a box with nothing in it. */
const EMPTY_MAP_VIEW = '{"clusters":[],"hostels":[],"total":0}';

/**
 * A map answer (issue 46): the MapView's JSON text as the database wrote it, and the ids of
 * its single hostels in the text's order (the browse cache's meta; nothing parses the text).
 */
export interface MapAnswer {
  json: string;
  ids: string[];
}

/** The MapAnswer of a map statement's one row (`body`, `ids` comma-separated). */
function mapAnswerOf(result: unknown): MapAnswer {
  const row = rowsOf<{ body: string; ids: string }>(result)[0];
  return { json: row?.body ?? EMPTY_MAP_VIEW, ids: row?.ids ? row.ids.split(',') : [] };
}

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

/**
 * The map reads: `listMapMarkersJson` and `mapViewJson` (see each); `resolveFilters` is the
 * list's (hostel-pages.query.ts), so the map reads a filter's names as the list does.
 */
export function createHostelMapQueries(
  db: Db,
  resolveFilters: (filters: SummaryQuery['filters']) => Promise<ResolvedFilters>,
) {
  return {
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
     * The map of GET /api/hostels/map (issue 28) as the JSON text of a MapView (`json`) and
     * (issue 46) the ids of its single hostels in its order (`ids`, for the browse cache: the
     * route no longer parses the text): the approved
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
    }): Promise<MapAnswer> {
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
          with s as materialized (select * from ${b} where ${where}
            order by ${b.createdAt} desc, ${b.hostelId} limit ${MAP_SINGLES_MAX})
          select json_build_object('clusters', '[]'::json,
            'hostels', coalesce((select json_agg(${point('s')}) from s), '[]'),
            'total', (select count(*) from ${b} where ${where}))::text as body,
            (select coalesce(string_agg(s.hostel_id::text, ','), '') from s) as ids`);
        return mapAnswerOf(result);
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
        with grid as (${grid}), singles as materialized (select * from ${b} s
          where s.seq in (select g.one_seq from grid g where g.n = 1))
        select json_build_object(
          'clusters', coalesce((select json_agg(json_build_object(
              'lat', ${round5(sql.raw('g.lat'))}, 'lng', ${round5(sql.raw('g.lng'))}, 'count', g.n,
              'bounds', json_build_array(${round5(sql.raw('g.min_lng'))}, ${round5(sql.raw('g.min_lat'))},
                ${round5(sql.raw('g.max_lng'))}, ${round5(sql.raw('g.max_lat'))})))
            from grid g where g.n > 1), '[]'),
          'hostels', coalesce((select json_agg(${point('s')}) from singles s), '[]'),
          'total', (select coalesce(sum(g.n), 0) from grid g))::text as body,
          (select coalesce(string_agg(s.hostel_id::text, ','), '') from singles s) as ids`);
      return mapAnswerOf(result);
    },
  };
}
