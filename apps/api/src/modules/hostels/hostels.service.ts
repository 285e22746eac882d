import {
  AppError,
  DISCOVERY_MESSAGES,
  HostelListAnswerSchema,
  parseBbox,
  MESSAGES,
  type HostelChange,
  type HostelDetail,
  type HostelFilters,
  type HostelNear,
  type HostelStatus,
  type NearRadiusKm,
  type ListHostelsQuery,
  type LocationSearch,
  type MapHostelsQuery,
  type MapViewQuery,
  type UniversitySearch,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import { managesHostel } from '../../lib/listing-access.ts';
import type { RoomsRepository } from '../rooms/rooms.repository.ts';
import {
  canView,
  listableStatus,
  toHostelDetail,
  toHostelSummary,
} from './hostel-summary.logic.ts';

import {
  hostelNearUniversity,
  resolveNear,
  type NearResolution,
} from './near-university.service.ts';
import {
  interpretSearch,
  type InterpretedSearch,
  type SearchWordsReader,
} from './search-words.query.ts';
import type { HostelsRepository, SummaryQuery } from './hostels.repository.ts';
import { createListReader } from './hostel-list-read.service.ts';
import type { HostelListPage, HostelPage } from './hostel-list.types.ts';
import {
  listAnswerText,
  mediumDisagreement,
  paginationOf,
  type ListKeyset,
} from './hostel-list-answer.logic.ts';
import { isMediumConfirmed } from '../../lib/storage/image-variants.ts';

export type { HostelListPage, HostelPage } from './hostel-list.types.ts';

export interface HostelsServiceDeps {
  hostels: HostelsRepository;
  rooms: Pick<RoomsRepository, 'listForHostel'>;
  /**
   * The hostel's change waiting for review, described (issue 26), for its owner's and the
   * administrators' detail view; null when none waits.
   */
  pendingChange?: (hostelId: string) => Promise<HostelChange | null>;
  /** Reads a list's search as filters (issue 42 item 4); without it the search is text only. */
  words?: SearchWordsReader;
}

/**
 * Hostel discovery rules (spec part 1 section 4 'Hostel visibility', section 5 'Filters',
 * section 7 'Discovery'; DESIGN.md 'Permissions'): lists, searches and the map show approved
 * hostels; only an admin may list pending or rejected ones (else UNAUTHORIZED for a guest,
 * FORBIDDEN for other roles). The detail view
 * also shows an owner their own hostel and an admin any; a hostel the caller may not see
 * answers HOSTEL_NOT_FOUND, so ids cannot be probed.
 */
export function createHostelsService({ hostels, rooms, pendingChange, words }: HostelsServiceDeps) {
  /**
   * One page of `query` (after `keyset.after` when resuming from a cursor). With a
   * `keyset.fingerprint` the page carries `next_cursor` (null once the last page is reached)
   * and says whether its total is exact (issue 28).
   */
  async function page(
    query: SummaryQuery,
    pageNumber: number,
    keyset?: ListKeyset,
  ): Promise<HostelPage> {
    const listed = await hostels.listSummaries({ ...query, after: keyset?.after });
    const shape = { pageNumber, limit: query.limit, count: listed.items.length };
    return {
      data: listed.items.map(toHostelSummary),
      pagination: paginationOf(shape, listed, keyset),
    };
  }

  /**
   * The one reading of a list's, a map's or a saved search's filters (issue 42 items 1 and 2):
   * the search's words read as filters under the explicit ones (interpretSearch, folded), then
   * the university they are near and the radius in force (resolveNear). Throws
   * VALIDATION_ERROR (400) for an unknown `near_university`.
   */
  async function readFilters(
    status: HostelStatus,
    typed: HostelFilters,
    options: { cursorRadiusKm?: number | undefined } = {},
  ): Promise<{ read: InterpretedSearch; near: NearResolution | undefined }> {
    const read = words ? await interpretSearch(words, typed) : { filters: typed };
    const near = await resolveNear(hostels, status, read.filters, options);
    return { read, near };
  }

  const readList = createListReader(hostels, readFilters);

  return {
    /**
     * GET /api/enhanced-hostels: one page of hostels matching the filters, in `sort` order.
     * `distance_km` is measured from `lat`/`lng`, else from the `university_id`'s campus.
     * Near a university (issue 42: `near_university`, or a search naming exactly one) the
     * hostels within the radius in force of its campus or tagged to it, `distance_km` from the
     * campus, nearest first for `distance` and `relevance` (tagged ones outside the radius
     * after, by distance; those without coordinates last), with the NearAnswer fields; the
     * radius is part of the fingerprint and rides in the cursor. Throws UNAUTHORIZED (401) when
     * a guest, FORBIDDEN (403) when another non-admin, asks for pending or rejected hostels;
     * VALIDATION_ERROR (400) for an unknown `near_university` or a cursor of another list
     * (another radius included).
     */
    async list(actor: Actor | null, query: ListHostelsQuery): Promise<HostelListPage> {
      const read = await readList(actor, query);
      const result = await page(read.query, read.pageNumber, read.keyset);
      return { ...result, ...read.answer };
    },

    /**
     * GET /api/enhanced-hostels as the answer's JSON text (issue 46, decision 043): the page
     * `list` answers, read as the read model's ready-made cards joined in SQL
     * (listAnswerText), `ids` its hostels in order and `filters` as `list`'s. When the cards'
     * srcsets disagree with the middle sizes this process knows (mediumDisagreement) the page is
     * answered as `list` builds it, after recording the sizes the read model lacks. Throws as
     * `list`.
     */
    async listJson(
      actor: Actor | null,
      query: ListHostelsQuery,
    ): Promise<{ json: string; ids: string[]; filters: HostelFilters }> {
      const read = await readList(actor, query);
      const cards = await hostels.listCards({ ...read.query, after: read.keyset.after });
      const { near, words, filters } = read.answer;
      const unrecorded = mediumDisagreement(cards.photos, isMediumConfirmed);
      if (unrecorded !== null) {
        if (unrecorded.length > 0) await hostels.recordMediumSizes(unrecorded);
        const { data, pagination } = await page(read.query, read.pageNumber, read.keyset);
        const answer = { success: true, data, pagination, ...near, ...words };
        const json = JSON.stringify(HostelListAnswerSchema.parse(answer));
        return { json, ids: data.map((item) => item.id), filters };
      }
      const shape = { pageNumber: read.pageNumber, limit: query.limit, count: cards.count };
      const pagination = paginationOf(shape, cards, read.keyset);
      return {
        json: listAnswerText(cards.cards, pagination, near, words),
        ids: cards.ids,
        filters,
      };
    },

    /**
     * The filters as the approved list reads them (issue 42 items 1 and 2): the search's words
     * read as explicit filters (gender, place, `price_max`, facilities, mess; `search` only the
     * words left over), and with a university in force its id as `near_university` and the
     * radius in force as `radius_km` (asked, else widened); unchanged when the words read as
     * nothing and name no university. A saved search stores these, so its alerts keep their
     * meaning and never widen. Throws VALIDATION_ERROR (400) for an unknown `near_university`.
     * (Named for its first use; services.ts hands it to saved searches under this name.)
     */
    async nearFiltersInForce(filters: HostelFilters): Promise<HostelFilters> {
      const { read, near } = await readFilters('approved', filters);
      if (!near) return read.filters;
      if (near.radiusKm === null) return near.filters;
      return { ...near.filters, radius_km: near.radiusKm as NearRadiusKm };
    },

    /**
     * POST /api/enhanced-hostels/search/location: approved hostels within `radius_km` of the
     * point, nearest first, each with `distance_km`.
     */
    searchByLocation(search: LocationSearch): Promise<HostelPage> {
      return page(
        {
          status: 'approved',
          filters: { gender_category: search.gender_category },
          origin: { lat: search.latitude, lng: search.longitude },
          radiusKm: search.radius_km,
          sort: 'distance',
          limit: search.limit,
          offset: (search.page - 1) * search.limit,
        },
        search.page,
      );
    },

    /**
     * POST /api/enhanced-hostels/search/university: approved hostels within `radius_km` of the
     * university's campus, nearest first. Throws NOT_FOUND (404) when the university is
     * unknown or has no location.
     */
    async searchByUniversity(search: UniversitySearch): Promise<HostelPage> {
      const origin = await hostels.findUniversityLocation(search.university_id);
      if (!origin) throw new AppError('NOT_FOUND', MESSAGES.universityNotFound);
      return page(
        {
          status: 'approved',
          filters: { gender_category: search.gender_category },
          origin,
          radiusKm: search.radius_km,
          sort: 'distance',
          limit: search.limit,
          offset: (search.page - 1) * search.limit,
        },
        search.page,
      );
    },

    /**
     * GET /api/hostels: the map markers of the hostels in `status` (default approved), only
     * those with coordinates when `hasLocation`, as the JSON text of a MapHostel[] array.
     * Throws UNAUTHORIZED (401) or FORBIDDEN (403) as `list` does.
     */
    async listMapMarkersJson(actor: Actor | null, query: MapHostelsQuery): Promise<string> {
      return hostels.listMapMarkersJson({
        status: listableStatus(actor, query.status),
        hasLocation: query.hasLocation === true,
      });
    },

    /**
     * The hourly background work (issue 28): the "Replies fast" badges whose 30-day window
     * moved are recomputed (triggers keep them on every chat and message write). Resolves to
     * how many owners were recomputed.
     */
    refreshReplyBadges(): Promise<number> {
      return hostels.refreshReplyBadges();
    },

    /**
     * GET /api/hostels/map (issue 28): the approved hostels matching the list's filters in the
     * viewport `bbox`, clustered for `zoom` on the server: `json` the JSON text of a MapView
     * (`{ clusters, hostels, total }`), `ids` its single hostels' ids in order and `filters` the
     * filters it was read with (both for the browse cache). The filters are read as the list reads them (issue 42: the search's words, the
     * university and the radius in force), so the map shows the list's hostels.
     */
    async mapViewJson(
      query: MapViewQuery,
    ): Promise<{ json: string; ids: string[]; filters: HostelFilters }> {
      const { bbox, zoom, ...asked } = query;
      const box = parseBbox(bbox);
      if (!box) throw new AppError('VALIDATION_ERROR', `bbox: ${DISCOVERY_MESSAGES.bboxInvalid}`);
      const { read, near } = await readFilters('approved', asked);
      const filters = near?.filters ?? read.filters;
      const { json, ids } = await hostels.mapViewJson({
        status: 'approved',
        filters: { ...filters, bbox },
        origin: near?.origin,
        near: near ? { universityId: near.university.id, radiusKm: near.radiusKm } : undefined,
        bbox: box,
        zoom,
      });
      const inForce = near?.radiusKm ? { radius_km: near.radiusKm as NearRadiusKm } : {};
      return { json, ids, filters: { ...filters, bbox, ...inForce } };
    },

    /**
     * GET /api/enhanced-hostels/{id}/near/{university} (issue 42): how far the hostel is from
     * the university's campus (`university` its slug, a former slug or its id), for the hostel
     * page opened from a near card (`?near=`): great-circle km (2 decimals, as the list's
     * `distance_km`), null when the hostel or the campus has no coordinates. Throws
     * HOSTEL_NOT_FOUND (404) for a hostel the caller may not see (as getDetail), NOT_FOUND (404)
     * for an unknown university.
     */
    nearUniversity(actor: Actor | null, id: string, wanted: string): Promise<HostelNear> {
      return hostelNearUniversity(hostels, actor, id, wanted);
    },

    /**
     * GET /api/enhanced-hostels/{id}: one hostel with images (display order), mess
     * information, rooms with their photos, and the owner's contact details when the owner
     * allows it (`show_owner_contact`), else `owner: null`; `contact_phone_verified` when the
     * contact phone is one of the owner's verified phones; `rating_average`, `rating_count` and
     * `rating_distribution` over the visible reviews (issue 26). Throws HOSTEL_NOT_FOUND (404).
     */
    async getDetail(actor: Actor | null, id: string): Promise<HostelDetail> {
      const row = await hostels.findSummaryById(id);
      if (!row || !canView(actor, row)) {
        throw new AppError('HOSTEL_NOT_FOUND', MESSAGES.hostelNotFound);
      }
      const manages = actor !== null && pendingChange !== undefined && managesHostel(actor, row);
      const [extra, images, messRows, roomList, waiting] = await Promise.all([
        hostels.findDetailColumns(id),
        hostels.listImages(id),
        hostels.listMessInfo(id),
        rooms.listForHostel(id),
        manages ? pendingChange(id) : undefined,
      ]);
      return toHostelDetail(row, { extra, images, messRows, roomList, waiting });
    },
  };
}

export type HostelsService = ReturnType<typeof createHostelsService>;
