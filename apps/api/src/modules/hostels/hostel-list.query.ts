import { EXACT_TOTAL_LIMIT } from '@hostelhub/shared';
import { and, Column, is, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { hostelBrowse } from '../../db/schema/index.ts';
import { earthMetres, toDistanceKm, type GeoPoint } from './hostel-geo.query.ts';
import {
  keysetAfter,
  nearestOrigin,
  sortKey,
  summaryOrder,
  type KeysetPosition,
} from './hostel-order.query.ts';
import { summaryConditions, type SummaryQuery } from './hostel-filters.query.ts';
import { summaryColumns } from './hostel-summary.query.ts';
import { asParam, type Bind } from './list-bind.query.ts';
import { nearestSource } from './nearest-first.query.ts';
import { isTieredList, tieredOrder, tieredSource } from './relevance-tiers.query.ts';
import type { ResolvedFilters } from './search-places.query.ts';

// The statement of one hostel list page (issue 28; moved here from hostels.repository.ts for
// issue 42, which reads a search's relevance in tiers): the summary columns, the row's sort
// value and tier, its creation time as text and the bounded count of every match.

/** A summary's `distanceKm` column: kilometres from `origin` (2 decimals), or null without one. */
export function distanceColumn(origin: GeoPoint | undefined, bind?: Bind): SQL<number | null> {
  return origin ? toDistanceKm(earthMetres(origin, bind)) : sql<null>`null::float8`;
}

/**
 * How many browse rows match `where`, counting no further than EXACT_TOTAL_LIMIT + 1: a scalar
 * subquery, so it rides in the page's own statement.
 */
export function boundedCount(where: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${hostelBrowse}
    where ${where} limit ${EXACT_TOTAL_LIMIT + 1}) counted)`;
}

/**
 * `columns` read from a subquery named as the table (tieredSource): each column as SQL that
 * decodes as the column does, since Drizzle refuses columns of a table not in the FROM.
 */
function fromSubquery<T extends Record<string, unknown>>(columns: T): T {
  return Object.fromEntries(
    Object.entries(columns).map(([name, value]) => [
      name,
      is(value, Column) ? sql`${value}`.mapWith(value) : value,
    ]),
  ) as T;
}

/**
 * The SELECT of a list page (summaryColumns, the sort value, the relevance tier, the creation
 * time as text and the bounded count unless `broad`) with every value placed by `bind`, and
 * whether its order has a sort value (sortKey; else newest first alone). A search by relevance
 * reads its tiers (relevance-tiers.query.ts); the count is of every match either way.
 * Throws VALIDATION_ERROR (400) for a cursor of the list before tiers (no tier).
 */
export function buildListStatement(
  db: Db,
  query: SummaryQuery & { after?: KeysetPosition | undefined },
  resolved: ResolvedFilters,
  broad: boolean,
  bind: Bind = asParam,
) {
  return buildListStatementOf(db, query, resolved, broad, bind, summaryColumns);
}

/**
 * buildListStatement with `pick`'s columns (given the distance column) instead of the summary
 * columns (issue 46: the ready-made card's). The sort value, tier, creation time as text and
 * bounded count are named `sort_value`, `rank_tier_of`, `created_at_text` and `bounded`, so
 * a statement over this one can read them. The values are bound at once and the statement
 * assembled on demand (BoundStatement).
 */
export function buildListStatementOf<Columns extends SelectedFields>(
  db: Db,
  query: SummaryQuery & { after?: KeysetPosition | undefined },
  resolved: ResolvedFilters,
  broad: boolean,
  bind: Bind,
  pick: (distanceKm: SQL<number | null>) => Columns,
) {
  const where = summaryConditions(query, resolved, bind);
  const bounded = () =>
    (broad ? sql<number>`${EXACT_TOTAL_LIMIT + 1}::int` : boundedCount(where)).as('bounded');
  const createdAtText = () => sql<string>`${hostelBrowse.createdAt}::text`.as('created_at_text');
  // A page read from a ranked subquery named as the table (tiers, or nearest first): the row's
  // sort value and tier are its `rank_value` and `rank_tier`.
  const fromRanked = (source: SQL, order: SQL[]) => {
    const distance = distanceColumn(query.origin, bind);
    const limit = bind(query.limit) as number;
    const offset = bind(query.after ? 0 : query.offset) as number;
    return {
      assemble: () =>
        db
          .select({
            ...fromSubquery(pick(distance)),
            sortValue: sql<number | null>`rank_value`.as('sort_value'),
            tier: sql<number | null>`rank_tier`.as('rank_tier_of'),
            createdAtText: createdAtText(),
            bounded: bounded(),
          })
          .from(source)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      sorted: true,
    };
  };
  if (isTieredList(query)) return fromRanked(tieredSource(query, resolved, bind), tieredOrder());
  const key = sortKey(query.sort, { origin: query.origin, near: query.near }, bind);
  const nearest = nearestOrigin(query.sort, { origin: query.origin, near: query.near });
  if (key && nearest) {
    // Nearest first from the GiST index (nearest-first.query.ts); the page's rows at most.
    const resume = query.after ? sql` and ${keysetAfter(key, query.after, bind)}` : sql``;
    const rows = bind(query.limit + (query.after ? 0 : query.offset));
    const source = nearestSource(sql`${where}${resume}`, key.key, nearest, rows, bind);
    return fromRanked(source, summaryOrder({ key: sql`rank_value`, descending: false }));
  }
  const distance = distanceColumn(query.origin, bind);
  const condition = query.after ? and(where, keysetAfter(key, query.after, bind)) : where;
  const limit = bind(query.limit) as number;
  const offset = bind(query.after ? 0 : query.offset) as number;
  const assemble = () =>
    db
      .select({
        ...pick(distance),
        sortValue: (key
          ? sql<number | null>`${key.key}::float8`
          : sql<number | null>`null::float8`
        ).as('sort_value'),
        tier: sql<number | null>`null::int`.as('rank_tier_of'),
        createdAtText: createdAtText(),
        bounded: bounded(),
      })
      .from(hostelBrowse)
      .where(condition)
      .orderBy(...summaryOrder(key))
      .limit(limit)
      .offset(offset);
  return { assemble, sorted: key !== null };
}

/** Where the page after a list row resumes (its tier when read in tiers, issue 42). */
export function keysetPositionOf(
  row: { sortValue: number | null; tier: number | null; createdAtText: string; id: string },
  sorted: boolean,
): KeysetPosition {
  return {
    ...(row.tier === null ? {} : { tier: row.tier }),
    ...(sorted ? { value: row.sortValue } : {}),
    createdAt: row.createdAtText,
    id: row.id,
  };
}
