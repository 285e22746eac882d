import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hostelBrowse } from '../../db/schema/index.ts';
import type { KeysetPosition } from './browse-keyset.types.ts';
import type { SummaryQuery } from './hostel-filters.query.ts';
import { buildListStatementOf } from './hostel-list.query.ts';
import type { Bind } from './list-bind.query.ts';
import type { ResolvedFilters } from './search-places.query.ts';

// Issue 46 (decision 043): a list page as one text. The browse row keeps each hostel's card as
// the JSON the list answers (0033_browse_cards.sql); the page statement below reads the cards
// of the page's rows, in order, with the list's own statement (hostel-list.query.ts) and joins
// them in SQL, writing each card's `distance_km` when the list has an origin.

/** The key a card is written with before its distance is known (0033: always null there). */
const NULL_DISTANCE = '"distance_km":null';

/** What the page statement reads of each row: its card, distance, id and photo. */
function cardColumns(distanceKm: SQL<number | null>) {
  return {
    id: hostelBrowse.hostelId,
    card: hostelBrowse.card,
    imageFullUrl: hostelBrowse.imageFullUrl,
    distanceKm: distanceKm.as('distance_km'),
  };
}

/** One list page read as cards (listCards in hostel-pages.query.ts). */
export interface CardPageRow {
  /** The page's cards joined by commas, in the list's order ('' for none): a JSON array's inside. */
  cards: string;
  /** How many cards. */
  count: number;
  /** The cards' hostel ids, comma-separated, in order. */
  ids: string;
  /**
   * One line per card whose photo has a middle size by its name (mediumNameOf): `+` and the
   * full-size URL when the card names the middle size (recorded in photo_medium_sizes), `-`
   * when not. The API compares them with what its process knows (image-variants.ts).
   */
  photos: string;
  /** The bounded count of the list's matches (as the page rows carry it); null for no row. */
  bounded: number | null;
  /** The last row's sort value, tier, creation time as text and id (its keyset position). */
  sortValue: number | null;
  tier: number | null;
  createdAtText: string | null;
  id: string | null;
}

/**
 * The statement of a list page as cards (issue 46): the list's statement for `query` (its
 * order, window, tiers and bounded count unchanged) read as a subquery, its rows' cards joined
 * in its order into one text with `distance_km` written in when the list has an origin, and
 * beside it the count, ids, photos and the last row's keyset position. PostgreSQL aggregates
 * a sorted, limited subquery's rows in its order. The values are bound at once and the
 * statement assembled on demand (BoundStatement). Throws as buildListStatement.
 */
export function buildCardPageStatement(
  db: Db,
  query: SummaryQuery & { after?: KeysetPosition | undefined },
  resolved: ResolvedFilters,
  broad: boolean,
  bind: Bind,
) {
  const list = buildListStatementOf(db, query, resolved, broad, bind, cardColumns);
  const card = query.origin
    ? sql`replace(page.card, ${sql.raw(`'${NULL_DISTANCE}'`)},
        '"distance_km":' || coalesce(page.distance_km::text, 'null'))`
    : sql`page.card`;
  const assemble = () =>
    db
      .select({
        cards: sql<string>`coalesce(string_agg(${card}, ','), '')`,
        count: sql<number>`count(*)::int`,
        ids: sql<string>`coalesce(string_agg(page.hostel_id::text, ','), '')`,
        photos: sql<string>`coalesce(string_agg(case
        when page.image_full_url like '%.webp'
          and page.image_full_url !~ '-(thumb|medium)\\.webp$'
        then (case when exists (select 1 from photo_medium_sizes m
          where m.image_url = page.image_full_url) then '+' else '-' end) || page.image_full_url
        end, E'\\n'), '')`,
        bounded: sql<number | null>`max(page.bounded)`,
        sortValue: sql<number | null>`(array_agg(page.sort_value))[count(*)]`,
        tier: sql<number | null>`(array_agg(page.rank_tier_of))[count(*)]`,
        createdAtText: sql<string | null>`(array_agg(page.created_at_text))[count(*)]`,
        id: sql<string | null>`(array_agg(page.hostel_id::text))[count(*)]`,
      })
      .from(sql`(${list.assemble()}) page`);
  return { assemble, sorted: list.sorted };
}
