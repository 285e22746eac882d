import type {
  HostelFilters,
  HostelStatus,
  ListHostelsQuery,
  NearRadiusKm,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import { cursorRadiusKm, decodeCursor, listFingerprint } from './browse-cursor.logic.ts';
import type { ListKeyset } from './hostel-list-answer.logic.ts';
import type { HostelListPage } from './hostel-list.types.ts';
import { listableStatus } from './hostel-summary.logic.ts';
import type { HostelsRepository, SummaryQuery } from './hostels.repository.ts';
import { nearAnswer, type NearResolution } from './near-university.service.ts';
import type { InterpretedSearch } from './search-words.query.ts';

// How GET /api/enhanced-hostels reads a request (split out of hostels.service.ts for issue 46,
// which answers the same reading two ways: as objects, and as the read model's cards).

/** The hostels service's one reading of filters (its readFilters). */
type ReadFilters = (
  status: HostelStatus,
  typed: HostelFilters,
  options?: { cursorRadiusKm?: number | undefined },
) => Promise<{ read: InterpretedSearch; near: NearResolution | undefined }>;

/** A list request as read: the page's query, its number and keyset, and the answer's fields. */
export interface ReadList {
  query: SummaryQuery;
  pageNumber: number;
  keyset: ListKeyset;
  /** The page's fields besides its hostels and pagination (near, words, filters). */
  answer: Omit<HostelListPage, 'data' | 'pagination'>;
}

/**
 * How the list reads a request (issue 42): the status, the search's words and the university
 * in force, the fingerprint, cursor and page, the origin of `distance_km`. The function throws
 * UNAUTHORIZED (401) or FORBIDDEN (403) for a status the caller may not list, VALIDATION_ERROR
 * (400) for an unknown `near_university` or a cursor of another list.
 */
export function createListReader(
  hostels: Pick<HostelsRepository, 'findUniversityLocation'>,
  readFilters: ReadFilters,
) {
  return async function readList(actor: Actor | null, query: ListHostelsQuery): Promise<ReadList> {
    const { page: requestedPage, limit, sort, status, lat, lng, cursor, ...typed } = query;
    const listable = listableStatus(actor, status);
    const { read, near } = await readFilters(listable, typed, {
      cursorRadiusKm: cursor ? cursorRadiusKm(cursor) : undefined,
    });
    const asked = read.filters;
    const said = {
      ...(read.interpreted ? { interpreted: read.interpreted } : {}),
      ...(read.placeChoices
        ? { place_choices: read.placeChoices, place_choices_words: read.placeChoicesWords }
        : {}),
    };
    const radius = near?.radiusKm ?? undefined;
    const fingerprint = listFingerprint({
      listable,
      filters: asked,
      sort,
      lat,
      lng,
      limit,
      ...(near ? { radius: near.radiusKm } : {}),
    });
    const resumed = cursor ? decodeCursor(cursor, fingerprint) : undefined;
    const pageNumber = resumed?.page ?? requestedPage;
    const filters = near?.filters ?? asked;
    const origin = near
      ? near.origin
      : lat !== undefined && lng !== undefined
        ? { lat, lng }
        : filters.university_id
          ? await hostels.findUniversityLocation(filters.university_id)
          : undefined;
    const pageQuery: SummaryQuery = {
      status: listable,
      filters,
      origin,
      near: near ? { universityId: near.university.id, radiusKm: near.radiusKm } : undefined,
      sort,
      limit,
      offset: (pageNumber - 1) * limit,
    };
    const keyset: ListKeyset = { fingerprint, after: resumed?.position, radiusKm: radius };
    const answer: Omit<HostelListPage, 'data' | 'pagination'> = near
      ? {
          words: said,
          near: nearAnswer(near),
          filters:
            radius === undefined ? filters : { ...filters, radius_km: radius as NearRadiusKm },
        }
      : { filters, words: said };
    return { query: pageQuery, pageNumber, keyset, answer };
  };
}
