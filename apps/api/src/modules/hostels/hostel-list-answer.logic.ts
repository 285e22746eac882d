import type { NearAnswer, Pagination } from '@hostelhub/shared';
import { encodeCursor } from './browse-cursor.logic.ts';
import type { KeysetPosition } from './browse-keyset.types.ts';
import type { HostelListPage } from './hostel-list.types.ts';

// A list page's pagination block, and (issue 46, decision 043) the answer of
// GET /api/enhanced-hostels written as text around the page's ready-made cards.

/** Where a list's pages resume (issue 28): its fingerprint, the cursor's position and radius. */
export interface ListKeyset {
  fingerprint: string;
  after?: KeysetPosition | undefined;
  radiusKm?: number | undefined;
}

/**
 * The pagination block of page `pageNumber` of `limit` holding `count` hostels of `total`
 * (exact or estimated); with a `keyset`, `total_exact` and `next_cursor` (null once the last
 * page is reached: a short page, or an exact total reached), resuming after `last`.
 */
export function paginationOf(
  page: { pageNumber: number; limit: number; count: number },
  counted: { total: number; totalExact: boolean; last?: KeysetPosition | undefined },
  keyset?: ListKeyset,
): Pagination {
  const { pageNumber, limit, count } = page;
  const pagination: Pagination = {
    page: pageNumber,
    limit,
    total: counted.total,
    total_pages: Math.ceil(counted.total / limit),
  };
  if (keyset) {
    const more = count === limit && !(counted.totalExact && pageNumber * limit >= counted.total);
    pagination.total_exact = counted.totalExact;
    pagination.next_cursor =
      more && counted.last
        ? encodeCursor(counted.last, pageNumber + 1, keyset.fingerprint, keyset.radiusKm)
        : null;
  }
  return pagination;
}

/**
 * The JSON text of a list answer (HostelListAnswerSchema) around `cards`, the page's cards
 * already JSON and joined by commas: `success`, `data`, `pagination`, then the NearAnswer and
 * the words' fields, each only when there is one, in the schema's order. Nothing is parsed or
 * checked: the cards come from the read model (0033_browse_cards.sql, whose shapes the tests
 * check against the schema), the rest is the service's own small objects.
 */
export function listAnswerText(
  cards: string,
  pagination: Pagination,
  near: NearAnswer | undefined,
  words: HostelListPage['words'],
): string {
  const rest = JSON.stringify({ pagination, ...near, ...words });
  return `{"success":true,"data":[${cards}],${rest.slice(1)}`;
}

/**
 * Whether the cards' srcsets name the middle sizes this process knows are stored (issue 25's
 * per-process rule, lib/storage/image-variants.ts), from the page's photo lines (`+url` the
 * card names it, `-url` it does not; CardPageRow.photos): null when every card agrees, else
 * the URLs this process knows stored that the read model has not recorded (maybe none: a card
 * names a size this process has not confirmed yet). A page that disagrees is answered the
 * old way, so answers stay the process's.
 */
export function mediumDisagreement(
  photos: string,
  isConfirmed: (imageUrl: string) => boolean,
): string[] | null {
  if (photos === '') return null;
  let agrees = true;
  const unrecorded: string[] = [];
  for (const line of photos.split('\n')) {
    const url = line.slice(1);
    const named = line.startsWith('+');
    if (named === isConfirmed(url)) continue;
    agrees = false;
    if (!named) unrecorded.push(url);
  }
  return agrees ? null : unrecorded;
}
