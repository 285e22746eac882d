import {
  ErrorEnvelopeSchema,
  HostelDetailSchema,
  HostelSummarySchema,
  IdParamsSchema,
  ListHostelsQuerySchema,
  LocationSearchSchema,
  MapHostelsQuerySchema,
  MapHostelsSchema,
  MapViewQuerySchema,
  MapViewSchema,
  HostelFiltersSchema,
  HostelListAnswerSchema,
  HostelNearParamsSchema,
  HostelNearSchema,
  type HostelFilters,
  paginatedEnvelope,
  successEnvelope,
  UniversitySearchSchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../lib/actor.ts';
import { isInProcessRequest } from '../../lib/in-process-request.ts';
import { sendCachedJson } from '../../plugins/browse-cache.ts';
import type { BrowseEntryMeta } from './browse-invalidation.service.ts';
import type { HostelsService } from './hostels.service.ts';

export interface HostelsRoutesOptions {
  service: HostelsService;
  /**
   * Told of every detail answered to a browser (issue 30, owner insights: the insights
   * service's recordView, which returns at once and never throws).
   */
  onDetailView?: (view: {
    hostelId: string;
    actor: Actor | null;
    address: string;
    userAgent: string | undefined;
  }) => void;
}

/** The browse filters' names (HostelFiltersSchema's keys), read once. */
const FILTER_KEYS = HostelFiltersSchema.keyof().options;

/** The browse filters among a list's or map's query (its page, order and zoom left out). */
function browseFilters(query: Record<string, unknown>): HostelFilters {
  const picked: Record<string, unknown> = {};
  // Issue 46: the keys are read once; making the schema's enum cost a list 0.03 ms a request.
  for (const key of FILTER_KEYS) {
    if (query[key] !== undefined) picked[key] = query[key];
  }
  return picked;
}

/** Guests' approved map may be reused for 30 s by browsers and shared caches. */
const MAP_CACHE = 'public, max-age=30';

/**
 * Hostel discovery (spec part 1 section 5 'Filters' and 'Map', section 7 'Discovery'):
 * the filtered list, the location and university searches, the map markers and the detail.
 * Prices are rupees a month, distances kilometres (earth radius 6371 km).
 */
export const hostelsRoutes: FastifyPluginAsyncZod<HostelsRoutesOptions> = async (
  app,
  { service, onDetailView },
) => {
  const searchResponse = {
    200: paginatedEnvelope(HostelSummarySchema),
    400: ErrorEnvelopeSchema,
  };

  app.get(
    '/enhanced-hostels',
    {
      schema: {
        tags: ['hostels'],
        summary: 'Hostels matching the browse filters, paginated',
        description:
          'Filters (all optional, part 1 section 5): `gender_category`; `price_min`/`price_max` ' +
          '(rupees a month; the price range must overlap, unreadable ranges drop out); ' +
          '`location_type`; `university_id`; `city`, `town` (id or name, any case); `search` ' +
          '(name, address, city, town or university name, a university short name such as ' +
          'LUMS or NUST, any case, and city, town or university names misspelt); ' +
          '`mess_available`; ' +
          '`facilities` (repeatable, all required; the merged names AC, Meals and Generator ' +
          'read as Air Conditioning, Mess/Kitchen and Power Backup); `room_types` ' +
          '(repeatable, any one); `min_rating` (1-5: the average rating, one decimal, is at ' +
          'least this; hostels without reviews drop out). Each hostel carries ' +
          '`rating_average` (one decimal, null without reviews) and `rating_count`. ' +
          '`sort`: newest (default without a search), price_asc, price_desc, distance, rating ' +
          '(highest average first, hostels without reviews last), relevance (default with a ' +
          'search: best match first). `near_university` (id or slug; issue 42): approved ' +
          'hostels within `radius_km` (2, 5, 10 or 20) of its campus, nearest first, plus those ' +
          'tagged to it after them (by distance; without coordinates last); without `radius_km` ' +
          'it starts at 5 km and widens to 10 and 20 while fewer than 6 are inside, and the ' +
          'answer says so (`radius_km`, `widened_from_km`, `widened_from_count`, ' +
          '`near_university`); a search naming exactly one university (LUMS) answers the same. ' +
          'The words of `search` read as filters (issue 42 item 4: "girls hostel gulberg under ' +
          '12000"): gender, a city, area or university, `price_max`, facilities and mess, each ' +
          'applied unless the same filter is given explicitly (explicit wins); `interpreted` ' +
          'says what was read and applied, `search` in it the words left over for names. A short ' +
          'name of campuses in several cities (FAST) answers `place_choices` and searches as text, ' +
          'unless `city` picks one campus (issue 42 item 2). ' +
          '`lat`+`lng` or ' +
          '`university_id` give each hostel `distance_km`. `status` other than approved is ' +
          'for admins only (401 for guests, 403 for other roles). `page` from 1, `limit` 1-50 ' +
          '(default 10).',
        querystring: ListHostelsQuerySchema,
        response: {
          200: HostelListAnswerSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      // Issue 46 (decision 043): the answer is the read model's ready-made cards joined by the
      // database, sent as text: no objects built, checked or serialised per request (the
      // schema above documents it; the tests check every card against it).
      if (request.query.status !== undefined && request.query.status !== 'approved') {
        const { json } = await service.listJson(request.actor, request.query);
        return reply.type('application/json; charset=utf-8').send(json as never);
      }
      // The approved list is the same for every caller: identical requests within
      // BROWSE_CACHE_SECONDS share one query (docs/SCALING.md).
      const body = await app.browseCache.get(`list:${JSON.stringify(request.query)}`, async () => {
        const listed = await service.listJson(request.actor, request.query);
        // Issue 42: the filters the page was read with (a university a search named, the
        // radius in force), so a hostel write near the campus drops this answer.
        const filters = browseFilters(listed.filters);
        // Issue 28: what a hostel write needs to know to drop only the answers it changes.
        const meta: BrowseEntryMeta = { kind: 'list', filters, ids: listed.ids };
        return { json: listed.json, meta };
      });
      return sendCachedJson(request, reply, body);
    },
  );

  app.post(
    '/enhanced-hostels/search/location',
    {
      schema: {
        tags: ['hostels'],
        summary: 'Approved hostels within `radius_km` (default 10) of a point, nearest first',
        description:
          'Each hostel carries `distance_km` from the point; optional `gender_category`; ' +
          'paginated like the list.',
        body: LocationSearchSchema,
        response: searchResponse,
      },
    },
    async (request) => {
      const { data, pagination } = await service.searchByLocation(request.body);
      return { success: true as const, data, pagination };
    },
  );

  app.post(
    '/enhanced-hostels/search/university',
    {
      schema: {
        tags: ['hostels'],
        summary: "Approved hostels within `radius_km` (default 10) of a university's campus",
        description:
          'Nearest first, each with `distance_km`; 404 NOT_FOUND when the university is ' +
          'unknown or has no location.',
        body: UniversitySearchSchema,
        response: { ...searchResponse, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const { data, pagination } = await service.searchByUniversity(request.body);
      return { success: true as const, data, pagination };
    },
  );

  app.get(
    '/hostels',
    {
      schema: {
        tags: ['hostels'],
        summary: 'Map markers: every hostel in `status` (default approved), coordinates rounded',
        description:
          '`hasLocation=true` keeps only hostels with coordinates (5 decimals). `status` ' +
          'other than approved is for admins only (401 for guests, 403 for other roles). Guests get ' +
          '`Cache-Control: public, max-age=30`.',
        querystring: MapHostelsQuerySchema,
        response: {
          200: successEnvelope(MapHostelsSchema),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      // The database builds the markers' JSON (see listMapMarkersJson): checking thousands of
      // them against the schema and serialising them again would cost more than the query.
      // The text is sent as it is; the schema above still documents the answer.
      const load = async () => {
        const markers = await service.listMapMarkersJson(request.actor, request.query);
        return `{"success":true,"data":{"hostels":${markers}}}`;
      };
      if (request.query.status !== undefined && request.query.status !== 'approved') {
        return reply.type('application/json; charset=utf-8').send((await load()) as never);
      }
      // The approved map is the same for every caller, so it is shared through the cache.
      const body = await app.browseCache.get(`map:${request.query.hasLocation === true}`, load);
      if (!request.actor) reply.header('Cache-Control', MAP_CACHE);
      return sendCachedJson(request, reply, body);
    },
  );

  app.get(
    '/hostels/map',
    {
      schema: {
        tags: ['hostels'],
        summary: "The map's viewport: approved hostels matching the filters, clustered",
        description:
          'Issue 28. `bbox` = `minLng,minLat,maxLng,maxLat` (degrees, required), `zoom` ' +
          '(0-22, the web map zoom), and the filters of GET /api/enhanced-hostels, read as ' +
          'the list reads them (issue 42: the words of `search` as filters, a university ' +
          "named or `near_university` with its radius in force), so the map shows the list's " +
          'hostels. Hostels ' +
          'close together at that zoom come as `clusters` (`count`, mean `lat`/`lng`, ' +
          '`bounds` to zoom to), the rest as `hostels` (id, lat, lng, name, city, price ' +
          'range, gender: what the popup shows); `total` counts the matches in the box. At ' +
          'most about 256 grid cells per answer; from zoom 17 on no clustering (300 hostels at ' +
          'most). Guests get `Cache-Control: public, max-age=30`.',
        querystring: MapViewQuerySchema,
        response: { 200: successEnvelope(MapViewSchema), 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      // Built by the database as JSON text, like the old map (see mapViewJson).
      const body = await app.browseCache.get(
        `mapview:${JSON.stringify(request.query)}`,
        async () => {
          // Issue 46: the single hostels' ids come beside the text, which is not parsed.
          const view = await service.mapViewJson(request.query);
          const ids = view.ids;
          // Issue 42: the filters the map was read with (its words read, the university and
          // the radius in force), so a hostel write matching them drops this answer.
          const meta: BrowseEntryMeta = { kind: 'map', filters: browseFilters(view.filters), ids };
          return { json: `{"success":true,"data":${view.json}}`, meta };
        },
      );
      if (!request.actor) reply.header('Cache-Control', MAP_CACHE);
      return sendCachedJson(request, reply, body);
    },
  );

  app.get(
    '/enhanced-hostels/:id/near/:university',
    {
      schema: {
        tags: ['hostels'],
        summary: "How far a hostel is from a university's campus",
        description:
          'Issue 42: the hostel page opened from a near card (`?near={university-slug}`) says ' +
          '"1.2 km from LUMS". `university` is its slug, a former slug or its id. ' +
          '`distance_km`: great-circle kilometres (2 decimals), null when the hostel or the ' +
          'campus has no coordinates; `near_university` as a near list names it. 404 ' +
          'HOSTEL_NOT_FOUND as for the hostel itself; 404 NOT_FOUND for an unknown university.',
        params: HostelNearParamsSchema,
        response: {
          200: successEnvelope(HostelNearSchema),
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { id, university } = request.params;
      const data = await service.nearUniversity(request.actor, id, university);
      return { success: true as const, data };
    },
  );

  app.get(
    '/enhanced-hostels/:id',
    {
      schema: {
        tags: ['hostels'],
        summary: 'One hostel with images, mess information, rooms and (if allowed) owner contact',
        description:
          'Approved hostels for everyone; pending and rejected ones only for their owner and ' +
          'admins. `owner` is null unless the owner chose to show their contact details. ' +
          '404 HOSTEL_NOT_FOUND when the hostel is unknown or not visible to the caller.',
        params: IdParamsSchema,
        response: {
          200: successEnvelope(HostelDetailSchema),
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const data = await service.getDetail(request.actor, request.params.id);
      // Issue 30: a view for the owner's insights. The page server's own call is not one: the
      // rendered page counts its visitor itself (plugins/page-render.ts).
      if (onDetailView && request.method === 'GET' && !isInProcessRequest(request)) {
        onDetailView({
          hostelId: data.id,
          actor: request.actor,
          address: request.ip,
          userAgent: request.headers['user-agent'],
        });
      }
      return { success: true as const, data };
    },
  );
};
