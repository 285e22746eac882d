import { AppError, DISCOVERY_MESSAGES, foldName } from '@hostelhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { hostelBrowse } from '../../db/schema/index.ts';
import { earthChord, type GeoPoint } from './hostel-geo.query.ts';
import { nearestRows } from './nearest-first.query.ts';
import { keysetAfter, summaryOrder, type KeysetPosition } from './hostel-order.query.ts';
import {
  foldedName,
  nearMissCondition,
  nearMissText,
  summaryConditions,
  type SummaryQuery,
} from './hostel-filters.query.ts';
import { containsPattern, uuidIn, type Bind } from './list-bind.query.ts';
import type { ResolvedFilters } from './search-places.query.ts';

// A search's relevance read tier by tier (issue 42, spec decision 23, decision 034 "Relevance
// tiers"): (1) hostels at a place the search names, nearest first when a point is known, else
// newest; (2) hostels whose own text (name, address) holds the search, newest first; (3)
// hostels whose name is a near miss of it, most alike first. Each tier is read from its index
// (the place btrees or the status btree newest first, or the GiST index on the hostels' points
// nearest first, walked with the tier's condition and stopping at the page's rows; the trigram
// GIN index on the folded name for the few near misses, then ordered by similarity), and a
// tier is read only while the tiers before it left the page short, so no list scores every
// match. A hostel is in its first tier only.

/** The tiers of a search's relevance (1 first). */
export const RELEVANCE_TIER = { place: 1, text: 2, nearMiss: 3 } as const;

/** One tier: its number, which hostels are in it, and its order's key (null: newest first). */
export interface RelevanceTier {
  tier: number;
  condition: SQL;
  key: { key: SQL; descending: boolean } | null;
  /** Set when the key is the chord from this point (earthChord): read nearest first. */
  nearest?: GeoPoint;
}

/**
 * Whether a list is read in relevance tiers: `sort=relevance` with a search, not near a
 * university (a list near a university is nearest the campus first, decision 034).
 */
export function isTieredList(query: Pick<SummaryQuery, 'sort' | 'filters' | 'near'>): boolean {
  return query.sort === 'relevance' && Boolean(query.filters.search?.trim()) && !query.near;
}

/**
 * The tiers of `query`'s search, each condition written so a hostel is in its first tier only
 * (`is not true`: a hostel without a city is not at a place). `resolved.searchPlaces` are the
 * places the search names (searchPlaceScores); none: no place tier.
 */
export function relevanceTiers(
  query: Pick<SummaryQuery, 'filters' | 'origin'>,
  resolved: ResolvedFilters,
  bind: Bind,
): RelevanceTier[] {
  const search = query.filters.search?.trim() ?? '';
  const ids = Object.keys(resolved.searchPlaces ?? {});
  const tiers: RelevanceTier[] = [];
  const before: SQL[] = [];
  const add = (tier: number, condition: SQL, key: RelevanceTier['key'], nearest?: GeoPoint) => {
    const notBefore = before.map((earlier) => sql` and (${earlier}) is not true`);
    const where = sql`(${condition})${sql.join(notBefore, sql``)}`;
    tiers.push({ tier, condition: where, key, ...(nearest ? { nearest } : {}) });
    before.push(condition);
  };
  if (ids.length) {
    const b = hostelBrowse;
    const atPlace = sql`${uuidIn(b.cityId, ids, bind)} or ${uuidIn(b.townId, ids, bind)}
      or ${uuidIn(b.universityId, ids, bind)}`;
    // Nearest first, read from the GiST index on the hostels' points (earthChord).
    const nearest = query.origin
      ? { key: earthChord(query.origin, bind), descending: false }
      : null;
    add(RELEVANCE_TIER.place, atPlace, nearest, query.origin);
  }
  const pattern = containsPattern(foldName(search));
  add(RELEVANCE_TIER.text, sql`${hostelBrowse.searchText} like ${bind(pattern)}`, null);
  const folded = nearMissText(search);
  if (folded) {
    // 1 - word similarity (a real): most alike first.
    const distance = sql`${foldedName} <->> ${bind(folded)}::text`;
    add(RELEVANCE_TIER.nearMiss, nearMissCondition(folded, bind), {
      key: distance,
      descending: false,
    });
  }
  return tiers;
}

/** A cursor of the list before its tiers (no tier): a stale cursor, 400 like the others. */
function staleCursor(): AppError {
  return new AppError('VALIDATION_ERROR', `cursor: ${DISCOVERY_MESSAGES.cursorInvalid}`, [
    { field: 'cursor', message: DISCOVERY_MESSAGES.cursorInvalid },
  ]);
}

/**
 * The rows of a tiered list up to the page's end, as a subquery named `hostel_browse` (so the
 * summary columns read it as they read the table): every browse column, `rank_tier` and
 * `rank_value` (the tier's key, null for newest first). Each tier is a materialized CTE read
 * in its order with `limit` rows at most (the offset plus the page), run only while the tiers
 * before it hold fewer rows (a one-time filter: PostgreSQL does not start it otherwise).
 * After `after` the tiers before its tier are left out and its own resumes after it.
 */
export function tieredSource(
  query: SummaryQuery & { after?: KeysetPosition | undefined },
  resolved: ResolvedFilters,
  bind: Bind,
): SQL {
  const after = query.after;
  if (after && after.tier === undefined) throw staleCursor();
  const tiers = relevanceTiers(query, resolved, bind).filter(
    (tier) => !after || tier.tier >= (after.tier ?? 0),
  );
  const filters = summaryConditions(query, resolved, bind, false);
  const rows = bind(query.limit + (after ? 0 : query.offset));
  const ctes: SQL[] = [];
  const counts: SQL[] = [];
  for (const { tier, condition, key, nearest } of tiers) {
    const name = sql.raw(`t${tier}`);
    const gate = counts.length ? sql`(${sql.join(counts, sql` + `)}) < ${rows} and ` : sql``;
    const resume =
      after && after.tier === tier ? sql` and ${keysetAfter(key, after, bind)}` : sql``;
    const value = key ? sql`(${key.key})::float8` : sql`null::float8`;
    const where = sql`${gate}${filters} and ${condition}${resume}`;
    const columns = sql`${hostelBrowse}.*, ${sql.raw(String(tier))}::int as rank_tier,
      ${value} as rank_value`;
    if (key && nearest) {
      ctes.push(...nearestRows(`t${tier}`, where, columns, key.key, nearest, rows, bind));
    } else {
      ctes.push(sql`${name} as materialized (select ${columns} from ${hostelBrowse}
        where ${where} order by ${sql.join(summaryOrder(key), sql`, `)} limit ${rows})`);
    }
    counts.push(sql`(select count(*) from ${name})`);
  }
  const union = sql.join(
    tiers.map(({ tier }) => sql`select * from ${sql.raw(`t${tier}`)}`),
    sql` union all `,
  );
  return sql`(with ${sql.join(ctes, sql`, `)} ${union}) ${hostelBrowse}`;
}

/** The outer order of a tiered list: tier, its key (nulls last), newest, id. */
export function tieredOrder(): SQL[] {
  return [sql`rank_tier asc`, sql`rank_value asc nulls last`, ...summaryOrder(null)];
}
