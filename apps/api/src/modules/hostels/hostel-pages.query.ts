import { LRUCache } from 'lru-cache';
import { EXACT_TOTAL_LIMIT } from '@hostelhub/shared';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { hostelBrowse } from '../../db/schema/index.ts';
import { type KeysetPosition } from './browse-keyset.types.ts';
import { listShape, summaryConditions, type SummaryQuery } from './hostel-filters.query.ts';
import { keysetForm } from './hostel-order.query.ts';
import { type HostelSummaryRow } from './hostel-summary.query.ts';
import { buildCardPageStatement, type CardPageRow } from './hostel-cards.query.ts';
import {
  resolveFiltersQuery,
  toResolvedFilters,
  type ResolvedFilters,
} from './search-places.query.ts';
import {
  boundedCount,
  buildListStatement as buildPageStatement,
  keysetPositionOf,
} from './hostel-list.query.ts';
import { createShapeStatements } from './shape-statements.query.ts';

// The hostel list's pages (issue 28; split out of hostels.repository.ts for issue 43): one
// prepared statement per list shape, the names a list's filters stand for and the planner's
// estimates kept a minute, the totals, and the counts a list near a university widens by
// (issue 42) and the browse cache drops answers by.

/**
 * Issue 46: one page of a hostel list as its cards' JSON (`cards`, joined by commas in order,
 * '' for none; CardPageRow), `count` cards, their `ids` in order, the photo lines
 * (CardPageRow.photos), the total as SummaryPage's, and where the next page resumes.
 */
export interface CardPage {
  cards: string;
  count: number;
  ids: string[];
  photos: string;
  total: number;
  totalExact: boolean;
  last?: KeysetPosition;
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

/** A list page statement's row: the summary and its keyset position and bounded count. */
type ListRow = HostelSummaryRow & {
  sortValue: number | null;
  tier: number | null;
  createdAtText: string;
  bounded: number;
};

/**
 * The list pages' reads over the browse rows (hostelBrowse), with their per-process memos:
 * `resolveFilters` (also the map's), `forget` (drops the memos when places change), and in
 * `reads` the repository's `countInside`, `listSummaries` and `matchingFilterSets` (see each).
 */
export function createHostelPageQueries(db: Db) {
  // Per process, for a minute (issue 28): what a search's words name among the places, and
  // the planner's estimate of a broad list's total. `forget` drops both.
  const memo = {
    resolved: new LRUCache<string, ResolvedFilters>({ max: 1000, ttl: 60_000 }),
    estimates: new LRUCache<string, number>({ max: 1000, ttl: 60_000 }),
  };
  // Issue 28: one prepared list statement per list shape (listShape); issue 46: the same for
  // a page read as cards ('cards:' before the shape) and the count near a university.
  const runPrepared = createShapeStatements();

  /** The shape key of a list page's statement (listShape, the keyset form, whether counted). */
  function shapeOf(
    query: SummaryQuery & { after?: KeysetPosition | undefined },
    resolved: ResolvedFilters,
    broad: boolean,
  ) {
    return `${listShape(query, resolved)}${keysetForm(query.after)}${broad ? 'broad' : ''}`;
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
    let sorted = false;
    const rows = await runPrepared<ListRow>(shapeOf(query, resolved, broad), (bind) => {
      const built = buildPageStatement(db, query, resolved, broad, bind);
      sorted = built.sorted;
      return built;
    });
    return { rows, sorted };
  }

  /** The estimate kept for a list's filter set, and whether it is too broad to count. */
  function estimateOf(query: SummaryQuery) {
    const estimateKey = JSON.stringify([query.status, query.filters, query.origin, query.radiusKm]);
    const knownEstimate = memo.estimates.get(estimateKey);
    return {
      estimateKey,
      broad: knownEstimate !== undefined && knownEstimate >= 2 * EXACT_TOTAL_LIMIT,
    };
  }

  /** The ids and scores the filters' names stand for (ResolvedFilters), in one statement. */
  async function resolveFilters(filters: SummaryQuery['filters']): Promise<ResolvedFilters> {
    // Names stand for the same ids until places are renamed or added (a full invalidation
    // forgets them), and a search's places cost a trigram comparison with every place name
    // (a few milliseconds): kept for a minute per set of names, the names resolveFiltersQuery
    // reads. Looked up before the statement is built (issue 46: building it cost a search
    // more than the lookup).
    const memoKey = JSON.stringify([
      filters.city,
      filters.town,
      filters.facilities,
      filters.search?.trim(),
    ]);
    const known = memo.resolved.get(memoKey);
    if (known) return known;
    const query = resolveFiltersQuery(filters);
    if (!query) return {};
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

  /** Forgets the memoised place lookups and estimates (places were renamed or added). */
  function forget(): void {
    memo.resolved.clear();
    memo.estimates.clear();
  }

  return {
    resolveFilters,
    forget,
    /** The repository's list reads. */
    reads: {
      /**
       * How many hostels of `query` (its status and filters, `origin` and `radiusKm` the campus
       * and a radius) are inside the radius, counting no further than `cap` (issue 42: whether a
       * list near a university widens).
       */
      async countInside(
        query: Pick<SummaryQuery, 'status' | 'filters' | 'origin' | 'radiusKm'>,
        cap: number,
      ): Promise<number> {
        // Issue 46: prepared per shape (listShape: the statement names no order) like the pages.
        const shape = `inside:${listShape({ ...query, sort: 'newest' }, undefined)}`;
        const [row] = await runPrepared<{ n: number }>(shape, (bind) => {
          const where = summaryConditions(query, undefined, bind);
          const limit = bind(cap);
          const assemble = () =>
            db
              .select({
                n: sql<number>`(select count(*)::int from (select 1 from ${hostelBrowse}
                where ${where} limit ${limit}) inside)`,
              })
              .from(sql`(select 1) one`);
          return { assemble, sorted: false };
        });
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
        const { estimateKey, broad } = estimateOf(query);
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
       * Issue 46: the page listSummaries reads, as its cards' JSON joined in order
       * (CardPage.cards, buildCardPageStatement), with the same total and keyset position,
       * the ids and the photos' middle-size lines; one statement, prepared per shape.
       */
      async listCards(
        query: SummaryQuery & { after?: KeysetPosition | undefined },
      ): Promise<CardPage> {
        const resolved = await resolveFilters(query.filters);
        const { estimateKey, broad } = estimateOf(query);
        let sorted = false;
        const [row] = await runPrepared<CardPageRow>(
          `cards:${shapeOf(query, resolved, broad)}`,
          (bind) => {
            const built = buildCardPageStatement(db, query, resolved, broad, bind);
            sorted = built.sorted;
            return built;
          },
        );
        const where = () => summaryConditions(query, resolved);
        const base = { cards: '', count: 0, ids: [] as string[], photos: '' };
        if (!row || row.count === 0 || row.id === null || row.createdAtText === null) {
          const counted =
            query.offset > 0 || query.after
              ? await countMatches(where(), estimateKey)
              : { total: 0, totalExact: true };
          return { ...base, ...counted };
        }
        const counted = await estimateBeyond(row.bounded ?? 0, where, estimateKey);
        return {
          cards: row.cards,
          count: row.count,
          ids: row.ids.split(','),
          photos: row.photos,
          ...counted,
          last: keysetPositionOf(
            {
              sortValue: row.sortValue,
              tier: row.tier,
              createdAtText: row.createdAtText,
              id: row.id,
            },
            sorted,
          ),
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
    },
  };
}
