import {
  AppError,
  DISCOVERY_MESSAGES,
  distanceKm,
  isCoordinatesText,
  parseBbox,
  MESSAGES,
  type HostelChange,
  type HostelDetail,
  type HostelFilters,
  type HostelNear,
  type HostelStatus,
  type NearAnswer,
  type NearRadiusKm,
  type HostelSummary,
  type ListHostelsQuery,
  type LocationSearch,
  type MapHostelsQuery,
  type MapViewQuery,
  type Pagination,
  type RatingDistribution,
  type UniversitySearch,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import { managesHostel } from '../../lib/listing-access.ts';
import { photoSrcset } from '../../lib/storage/image-variants.ts';
import type { RoomsRepository } from '../rooms/rooms.repository.ts';
import { cursorRadiusKm, decodeCursor, encodeCursor, listFingerprint } from './browse-cursor.ts';
import {
  nearAnswer,
  nearUniversityOf,
  resolveNear,
  type NearResolution,
} from './near-university.ts';
import {
  interpretSearch,
  type InterpretedSearch,
  type SearchWordsReader,
} from './search-interpretation.ts';
import type { InterpretedFilters, PlaceChoice } from './search-words.ts';
import type {
  HostelSummaryRow,
  HostelsRepository,
  KeysetPosition,
  SummaryQuery,
} from './hostels.repository.ts';

/** One page of hostel summaries with its pagination block (part 1 section 3 'Pagination'). */
export interface HostelPage {
  data: HostelSummary[];
  pagination: Pagination;
}

/**
 * A page of GET /api/enhanced-hostels (issue 42): with a university in force, its NearAnswer
 * fields; `filters`, the filters the page was read with (a search naming a university
 * becomes `near_university` and the radius in force `radius_km`), for the browse cache.
 */
export interface HostelListPage extends HostelPage {
  near?: NearAnswer;
  filters: HostelFilters;
  /**
   * Issue 42 items 2 and 4: what the search's words read as (`interpreted`) and the campuses
   * of a short name naming several (`place_choices`), each only when there is one.
   */
  words?: {
    interpreted?: InterpretedFilters;
    place_choices?: PlaceChoice[];
    place_choices_words?: string | undefined;
  };
}

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
    keyset?: {
      fingerprint: string;
      after?: KeysetPosition | undefined;
      radiusKm?: number | undefined;
    },
  ): Promise<HostelPage> {
    const { items, total, totalExact, last } = await hostels.listSummaries({
      ...query,
      after: keyset?.after,
    });
    const pagination: Pagination = {
      page: pageNumber,
      limit: query.limit,
      total,
      total_pages: Math.ceil(total / query.limit),
    };
    if (keyset) {
      const more =
        items.length === query.limit && !(totalExact && pageNumber * query.limit >= total);
      pagination.total_exact = totalExact;
      pagination.next_cursor =
        more && last
          ? encodeCursor(last, pageNumber + 1, keyset.fingerprint, keyset.radiusKm)
          : null;
    }
    return { data: items.map(toHostelSummary), pagination };
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
      const result = await page(
        {
          status: listable,
          filters,
          origin,
          near: near ? { universityId: near.university.id, radiusKm: near.radiusKm } : undefined,
          sort,
          limit,
          offset: (pageNumber - 1) * limit,
        },
        pageNumber,
        { fingerprint, after: resumed?.position, radiusKm: radius },
      );
      if (!near) return { ...result, filters, words: said };
      return {
        ...result,
        words: said,
        near: nearAnswer(near),
        filters: radius === undefined ? filters : { ...filters, radius_km: radius as NearRadiusKm },
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
     * (`{ clusters, hostels, total }`), `filters` the filters it was read with (for the browse
     * cache). The filters are read as the list reads them (issue 42: the search's words, the
     * university and the radius in force), so the map shows the list's hostels.
     */
    async mapViewJson(query: MapViewQuery): Promise<{ json: string; filters: HostelFilters }> {
      const { bbox, zoom, ...asked } = query;
      const box = parseBbox(bbox);
      if (!box) throw new AppError('VALIDATION_ERROR', `bbox: ${DISCOVERY_MESSAGES.bboxInvalid}`);
      const { read, near } = await readFilters('approved', asked);
      const filters = near?.filters ?? read.filters;
      const json = await hostels.mapViewJson({
        status: 'approved',
        filters: { ...filters, bbox },
        origin: near?.origin,
        near: near ? { universityId: near.university.id, radiusKm: near.radiusKm } : undefined,
        bbox: box,
        zoom,
      });
      const inForce = near?.radiusKm ? { radius_km: near.radiusKm as NearRadiusKm } : {};
      return { json, filters: { ...filters, bbox, ...inForce } };
    },

    /**
     * GET /api/enhanced-hostels/{id}/near/{university} (issue 42): how far the hostel is from
     * the university's campus (`university` its slug, a former slug or its id), for the hostel
     * page opened from a near card (`?near=`): great-circle km (2 decimals, as the list's
     * `distance_km`), null when the hostel or the campus has no coordinates. Throws
     * HOSTEL_NOT_FOUND (404) for a hostel the caller may not see (as getDetail), NOT_FOUND (404)
     * for an unknown university.
     */
    async nearUniversity(actor: Actor | null, id: string, wanted: string): Promise<HostelNear> {
      const row = await hostels.findSummaryById(id);
      if (!row || !canView(actor, row)) {
        throw new AppError('HOSTEL_NOT_FOUND', MESSAGES.hostelNotFound);
      }
      const university = await hostels.findNearUniversity(wanted);
      if (!university) throw new AppError('NOT_FOUND', MESSAGES.universityNotFound);
      const { latitude, longitude } = university;
      const campus =
        latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null;
      const hostel =
        row.latitude !== null && row.longitude !== null
          ? { lat: row.latitude, lng: row.longitude }
          : null;
      const km = campus && hostel ? distanceKm(campus, hostel) : null;
      return {
        near_university: nearUniversityOf(university),
        distance_km: km === null ? null : Math.round(km * 100) / 100,
      };
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
      const messInfo = messRows.map((mess) => ({
        id: mess.id,
        hostel_id: mess.hostelId,
        mess_available: mess.messAvailable,
        is_compulsory: mess.isCompulsory,
        monthly_price: mess.monthlyPrice,
        mess_description: mess.messDescription,
        meal_timings: mess.mealTimings,
        weekly_meals: mess.weeklyMeals,
        image_url: mess.imageUrl,
      }));
      return {
        ...toHostelSummary(row),
        rules: extra?.rules ?? null,
        contact_phone: extra?.contactPhone ?? null,
        contact_phone_verified: extra?.contactPhoneVerified === true,
        updated_at: (extra?.updatedAt ?? row.createdAt).toISOString(),
        hostel_images: images.map((image) => ({
          id: image.id,
          image_url: image.imageUrl,
          thumbnail_url: image.thumbnailUrl,
          image_title: image.imageTitle,
          is_primary: image.isPrimary,
          display_order: image.displayOrder,
          srcset: photoSrcset(image),
        })),
        hostel_mess_info: messInfo,
        mess_info: messInfo[0] ?? null,
        rooms: roomList,
        rating_distribution: toRatingDistribution(extra?.ratingStarCounts),
        visiting_hours: extra?.visitingHours ?? [],
        deposit_text: extra?.depositText ?? null,
        owner:
          extra?.showOwnerContact === true
            ? {
                full_name: extra.owner.fullName,
                email: extra.owner.email,
                phone: extra.owner.phone,
                city: extra.owner.city,
              }
            : null,
        // Issue 26: only the owner and administrators learn what waits for review.
        ...(waiting === undefined ? {} : { pending_change: waiting }),
      };
    },
  };
}

/**
 * The status a list may show this caller: approved unless asked otherwise; only an admin may
 * ask for pending or rejected hostels.
 */
function listableStatus(actor: Actor | null, wanted: HostelStatus | undefined): HostelStatus {
  if (!wanted || wanted === 'approved') return 'approved';
  // A guest may be an admin whose token expired: 401 lets the client renew it and retry.
  if (!actor) throw new AppError('UNAUTHORIZED', MESSAGES.hostelStatusAdminOnly);
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', MESSAGES.hostelStatusAdminOnly);
  return wanted;
}

/** Approved for everyone; otherwise only its owner and admins. */
function canView(
  actor: Actor | null,
  hostel: Pick<HostelSummaryRow, 'status' | 'ownerId'>,
): boolean {
  if (hostel.status === 'approved') return true;
  if (!actor) return false;
  if (actor.role === 'admin') return true;
  return actor.role === 'owner' && hostel.ownerId === actor.id;
}

/** Maps a repository row to the API's snake_case summary (spec part 1 section 3). */
export function toHostelSummary(row: HostelSummaryRow): HostelSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    address: row.address,
    // Coordinates saved as the address before issue 22 item 2 are no address: students see
    // the typed `address` instead.
    formatted_address:
      row.formattedAddress && !isCoordinatesText(row.formattedAddress)
        ? row.formattedAddress
        : null,
    price_range: row.priceRange,
    gender_category: row.genderCategory,
    location_type: row.locationType,
    status: row.status,
    latitude: row.latitude,
    longitude: row.longitude,
    cities:
      row.cityId && row.cityName
        ? {
            id: row.cityId,
            name: row.cityName,
            name_ur: row.cityNameUr,
            province: row.cityProvince ?? '',
          }
        : null,
    towns:
      row.townId && row.townName
        ? { id: row.townId, name: row.townName, name_ur: row.townNameUr }
        : null,
    universities:
      row.universityId && row.universityName
        ? { id: row.universityId, name: row.universityName, name_ur: row.universityNameUr }
        : null,
    facilities: row.facilities,
    room_types: row.roomTypes,
    mess_available: row.messAvailable,
    distance_km: row.distanceKm,
    image_url: row.imageUrl,
    image_srcset: row.imageFullUrl
      ? photoSrcset({
          imageUrl: row.imageFullUrl,
          // The card's image_url is the primary's thumbnail, or its full image without one.
          thumbnailUrl: row.imageUrl === row.imageFullUrl ? null : row.imageUrl,
        })
      : null,
    image_count: row.imageCount,
    // Issue 26: over the visible reviews, from the counts the reviews triggers keep.
    rating_average: row.ratingAverage,
    rating_count: row.ratingCount,
    badges: row.badges,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/**
 * Five star counts (1 to 5 stars, in that order, from `ratingStarCounts`) as the API's
 * `{ 1: n, ..., 5: n }` (issue 26); missing counts are 0.
 */
export function toRatingDistribution(counts: readonly number[] | undefined): RatingDistribution {
  const at = (index: number) => counts?.[index] ?? 0;
  return { 1: at(0), 2: at(1), 3: at(2), 4: at(3), 5: at(4) };
}

export type HostelsService = ReturnType<typeof createHostelsService>;
