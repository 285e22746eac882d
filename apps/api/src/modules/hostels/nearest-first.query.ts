import { sql, type SQL } from 'drizzle-orm';
import { hostelBrowse } from '../../db/schema/index.ts';
import { withinChordBox, withoutPoint, type GeoPoint } from './hostel-geo.query.ts';
import { summaryOrder } from './hostel-order.query.ts';
import type { Bind } from './list-bind.query.ts';

// Hostels nearest a point first, read from the GiST index on their points (issue 42; migration
// 0030, decision 034): a search's place tier from the student's point, a list near a
// university, and `sort=distance` from the student's point.

/**
 * The rows matching `where` nearest `origin` first, at most `rows`, as two CTEs named
 * `{name}_edge` and `{name}` (select * from `{name}`): `columns` of each row, whose
 * `rank_value` must be `chord`. PostgreSQL 15 walks a GiST index in distance order only when
 * the order is the distance alone, so the edge walks hostel_browse_earth_idx by `chord` alone,
 * stopping at `rows` rows: its farthest chord is the page's edge. Then every hostel within that
 * edge (the index again, by the cube around the origin; ties at the edge included) and, when
 * the edge met hostels without a point, those too, ordered by (chord, newest, id) as the cursor
 * expects, nulls last.
 */
export function nearestRows(
  name: string,
  where: SQL,
  columns: SQL,
  chord: SQL,
  origin: GeoPoint,
  rows: unknown,
  bind: Bind,
): SQL[] {
  const table = sql.raw(name);
  const edge = sql.raw(`${name}_edge`);
  const farthest = sql`(select max(k) from ${edge})`;
  const order = sql.join(summaryOrder({ key: sql.raw('rank_value'), descending: false }), sql`, `);
  return [
    sql`${edge} as materialized (select ${chord} as k from ${hostelBrowse}
      where ${where} order by ${chord} limit ${rows})`,
    sql`${table} as materialized (select * from (
      select ${columns} from ${hostelBrowse}
        where ${where} and ${withinChordBox(origin, farthest, bind)} and ${chord} <= ${farthest}
      union all
      select ${columns} from ${hostelBrowse}
        where ${where} and ${withoutPoint} and exists (select 1 from ${edge} where k is null)
    ) ${hostelBrowse} order by ${order} limit ${rows})`,
  ];
}

/**
 * A list ordered nearest `origin` first (nearestRows), as a subquery named `hostel_browse` with
 * every browse column, `rank_tier` (null) and `rank_value` (the chord, earthChord).
 */
export function nearestSource(
  where: SQL,
  chord: SQL,
  origin: GeoPoint,
  rows: unknown,
  bind: Bind,
): SQL {
  const columns = sql`${hostelBrowse}.*, null::int as rank_tier, (${chord})::float8 as rank_value`;
  const ctes = nearestRows('nearest', where, columns, chord, origin, rows, bind);
  return sql`(with ${sql.join(ctes, sql`, `)} select * from nearest) ${hostelBrowse}`;
}
