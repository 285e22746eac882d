import {
  CitySchema,
  ErrorEnvelopeSchema,
  FacilitySchema,
  LocationLookupQuerySchema,
  PlaceSlugParamsSchema,
  PlaceSuggestQuerySchema,
  PlaceSuggestionSchema,
  TownLookupQuerySchema,
  RoomTypeSchema,
  TownSchema,
  TownsQuerySchema,
  UniversitySchema,
  successEnvelope,
} from '@hostelhub/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedJson } from '../../plugins/browse-cache.ts';
import type { LocationsService } from './locations.service.ts';

export interface LocationsRoutesOptions {
  service: LocationsService;
}

const REFERENCE_CACHE = 'public, max-age=300';

/**
 * The owner whose own pending areas a town list adds (issue 22 item 17), or null. Their lists
 * differ from everyone else's, so only theirs are private (no-store); others stay public.
 */
function ownerOf(request: FastifyRequest, reply: FastifyReply): string | null {
  if (request.actor?.role === 'owner') return request.actor.id;
  reply.header('Cache-Control', REFERENCE_CACHE);
  return null;
}

const LOOKUP_ORDER =
  '10 results without `search`, up to 20 with one; names containing the text (any case), ' +
  'those starting with it first, then by name (part 2 section 9).';

/**
 * Reference lists for filters and forms (spec part 1 section 7 'Discovery'):
 * GET /api/enhanced-hostels/{cities,towns,universities,facilities,room-types}.
 */
export const locationsRoutes: FastifyPluginAsyncZod<LocationsRoutesOptions> = async (
  app,
  { service },
) => {
  const citiesEnvelope = successEnvelope(z.array(CitySchema));
  const universitiesEnvelope = successEnvelope(z.array(UniversitySchema));
  const facilitiesEnvelope = successEnvelope(z.array(FacilitySchema));

  // The location picker's searches (part 2 section 2 'Location picker').
  app.get(
    '/locations/cities',
    {
      schema: {
        tags: ['reference'],
        summary: 'Cities for the location picker, by `search`',
        description: LOOKUP_ORDER,
        querystring: LocationLookupQuerySchema,
        response: { 200: successEnvelope(z.array(CitySchema)), 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', REFERENCE_CACHE);
      const { search } = request.query;
      return { success: true as const, data: await service.searchCities(search) };
    },
  );

  app.get(
    '/locations/towns',
    {
      schema: {
        tags: ['reference'],
        summary: 'Towns and areas of `city_id` for the location picker, by `search`',
        description:
          `${LOOKUP_ORDER} The areas a hostel may be put in: confirmed ones, and for a ` +
          'signed-in owner also their own pending ones (`status` pending; issue 22 item 17).',
        querystring: TownLookupQuerySchema,
        response: { 200: successEnvelope(z.array(TownSchema)), 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const ownerId = ownerOf(request, reply);
      const { city_id: cityId, search } = request.query;
      return { success: true as const, data: await service.searchTowns(cityId, search, ownerId) };
    },
  );

  app.get(
    '/locations/universities',
    {
      schema: {
        tags: ['reference'],
        summary: 'Universities with their city for the location picker, by `search`',
        description: LOOKUP_ORDER,
        querystring: LocationLookupQuerySchema,
        response: { 200: successEnvelope(z.array(UniversitySchema)), 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', REFERENCE_CACHE);
      const { search } = request.query;
      return { success: true as const, data: await service.searchUniversities(search) };
    },
  );

  // Issue 42 item 6: suggestions as the student types, for the search box's combobox.
  app.get(
    '/places/suggest',
    {
      schema: {
        tags: ['reference'],
        summary: 'Universities, cities and areas for what a student has typed',
        description:
          'Issue 42 item 6. `q` is two letters or more (else 400). At most 10 suggestions: ' +
          'universities (with their city), cities and areas, in English and Urdu names (Urdu ' +
          'typed on an Arabic keyboard is folded, decision 029), each with `hostel_count`, its ' +
          'approved hostels (for a university: within 20 km of its campus or tagged to it). ' +
          'Best first: a name or short name equal to `q`, then starting with it, then ' +
          'containing it, then near misspellings; within each, more hostels first.',
        querystring: PlaceSuggestQuerySchema,
        response: {
          200: successEnvelope(z.array(PlaceSuggestionSchema)),
          400: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return { success: true as const, data: await service.suggestPlaces(request.query.q) };
    },
  );

  // Issue 25: the city and university landing pages (/hostels/in/:slug, /hostels/near/:slug).
  const BY_SLUG =
    'By its current slug or one it had before a rename; `data.slug` is always the current one, ' +
    'so a page asked for by an old slug redirects there. 404 for a slug no place has had.';

  app.get(
    '/locations/cities/by-slug/:slug',
    {
      schema: {
        tags: ['reference'],
        summary: 'The city of a city page, by slug',
        description: BY_SLUG,
        params: PlaceSlugParamsSchema,
        response: {
          200: successEnvelope(CitySchema),
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const city = await service.findCityBySlug(request.params.slug);
      reply.header('Cache-Control', REFERENCE_CACHE);
      return { success: true as const, data: city };
    },
  );

  app.get(
    '/locations/universities/by-slug/:slug',
    {
      schema: {
        tags: ['reference'],
        summary: 'The university of a university page, by slug, with its city',
        description: BY_SLUG,
        params: PlaceSlugParamsSchema,
        response: {
          200: successEnvelope(UniversitySchema),
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const university = await service.findUniversityBySlug(request.params.slug);
      reply.header('Cache-Control', REFERENCE_CACHE);
      return { success: true as const, data: university };
    },
  );

  app.get(
    '/enhanced-hostels/cities',
    {
      schema: {
        tags: ['reference'],
        summary: 'Cities of Pakistan with their province, by name',
        response: { 200: citiesEnvelope },
      },
    },
    // The whole lists every browse page loads (about 20 KB): kept in the browse cache and sent
    // gzipped to clients that accept it (checked against the response schema when made).
    async (request, reply) => {
      reply.header('Cache-Control', REFERENCE_CACHE);
      const body = await app.browseCache.get('reference:cities', async () =>
        JSON.stringify(citiesEnvelope.parse({ success: true, data: await service.listCities() })),
      );
      return sendCachedJson(request, reply, body);
    },
  );

  app.get(
    '/enhanced-hostels/towns',
    {
      schema: {
        tags: ['reference'],
        summary: 'Towns and areas, optionally of one city (`city_id`)',
        description:
          'Confirmed areas, areas owners added (`status` pending) that an approved hostel is ' +
          'in, and for a signed-in owner also their own pending ones (issue 22 item 17).',
        querystring: TownsQuerySchema,
        response: { 200: successEnvelope(z.array(TownSchema)) },
      },
    },
    async (request, reply) => {
      const ownerId = ownerOf(request, reply);
      return {
        success: true as const,
        data: await service.listTowns(request.query.city_id, ownerId),
      };
    },
  );

  app.get(
    '/enhanced-hostels/universities',
    {
      schema: {
        tags: ['reference'],
        summary: 'Universities with the city of their main campus',
        response: { 200: universitiesEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', REFERENCE_CACHE);
      const body = await app.browseCache.get('reference:universities', async () =>
        JSON.stringify(
          universitiesEnvelope.parse({ success: true, data: await service.listUniversities() }),
        ),
      );
      return sendCachedJson(request, reply, body);
    },
  );

  app.get(
    '/enhanced-hostels/facilities',
    {
      schema: {
        tags: ['reference'],
        summary: 'Facilities a hostel can offer, each with an icon name',
        response: { 200: facilitiesEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', REFERENCE_CACHE);
      const body = await app.browseCache.get('reference:facilities', async () =>
        JSON.stringify(
          facilitiesEnvelope.parse({ success: true, data: await service.listFacilities() }),
        ),
      );
      return sendCachedJson(request, reply, body);
    },
  );

  app.get(
    '/enhanced-hostels/room-types',
    {
      schema: {
        tags: ['reference'],
        summary: 'Room type options (`value` is stored, `name` is shown)',
        response: { 200: successEnvelope(z.array(RoomTypeSchema)) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', REFERENCE_CACHE);
      return { success: true as const, data: await service.listRoomTypes() };
    },
  );
};
