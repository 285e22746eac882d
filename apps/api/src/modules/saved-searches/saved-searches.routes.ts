import {
  CreateSavedSearchSchema,
  ErrorEnvelopeSchema,
  FavoriteAlertsSchema,
  IdParamsSchema,
  SavedSearchesSchema,
  SavedSearchSchema,
  successEnvelope,
  UnsubscribeQuerySchema,
  UnsubscribeStateSchema,
  UpdateSavedSearchSchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

export interface SavedSearchesRoutesOptions {
  service: SavedSearchesService;
}

const tags = ['saved searches'];
const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

/**
 * Saved searches with alerts, and the alerts on favourites (issue 29; docs/decisions/032).
 * `/api/saved-searches` and `/api/alerts/favorites` are the signed-in caller's own (guests 401,
 * another user's search 404). `/api/alerts/unsubscribe?token=` is the signed link of an alert
 * email and needs no sign-in: GET says what it turns off, POST (RFC 8058 one-click, a mail
 * client's `List-Unsubscribe=One-Click` form post, or the web page's button) turns it off.
 */
export const savedSearchesRoutes: FastifyPluginAsyncZod<SavedSearchesRoutesOptions> = async (
  app,
  { service },
) => {
  // RFC 8058: mail clients post `List-Unsubscribe=One-Click` as a form. Only this plugin's
  // routes read forms; the body is not needed (the token is in the URL).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/saved-searches',
    {
      schema: {
        tags,
        summary: 'Your saved searches, newest first',
        response: { 200: successEnvelope(SavedSearchesSchema), 401: ErrorEnvelopeSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({ success: true as const, data: await service.list(actorOf(request)) }),
  );

  app.post(
    '/saved-searches',
    {
      schema: {
        tags,
        summary: 'Save the browse filters with a name and how often to be told',
        description:
          'Body: `name` (1-80 characters), `filters` (the query of GET /api/enhanced-hostels: ' +
          '`city`, `gender_category`, `price_min`, `facilities`, `bbox` ..., checked by the ' +
          "list's own schema; a bad value answers 400 under `filters.<name>`) and `frequency` " +
          '(`instant`: within a minute of a matching hostel being approved; `daily`: a digest ' +
          'at 09:00 Pakistan time). At most 20 per user (409 past that).',
        body: CreateSavedSearchSchema,
        response: { 201: successEnvelope(SavedSearchSchema), ...errors },
      },
      preHandler: app.requireAuth,
    },
    async (request, reply) => {
      const data = await service.create(actorOf(request), request.body);
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.patch(
    '/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Rename a saved search, change how often it tells you, or pause it',
        description:
          'Body: any of `name`, `frequency` (`instant` | `daily`) and `paused` (true turns its ' +
          "alerts off, false on again). Another user's search answers 404.",
        params: IdParamsSchema,
        body: UpdateSavedSearchSchema,
        response: { 200: successEnvelope(SavedSearchSchema), ...errors },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await service.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved search and its alerts',
        params: IdParamsSchema,
        response: {
          200: successEnvelope(z.object({ id: z.uuid(), deleted: z.literal(true) })),
          ...errors,
        },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { success: true as const, data: { id: request.params.id, deleted: true as const } };
    },
  );

  app.get(
    '/alerts/favorites',
    {
      schema: {
        tags,
        summary: 'Whether your favourites tell you of price drops and free beds',
        response: { 200: successEnvelope(FavoriteAlertsSchema), 401: ErrorEnvelopeSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await service.favoriteAlerts(actorOf(request)),
    }),
  );

  app.put(
    '/alerts/favorites',
    {
      schema: {
        tags,
        summary: 'Turn the alerts on your favourites on or off',
        description:
          'Body: `enabled`. On, a favourite whose lowest price goes down, or whose rooms have ' +
          'free beds again after none, tells you in the app and by email (unless your ' +
          'notification preferences turn hostel emails off).',
        body: FavoriteAlertsSchema,
        response: {
          200: successEnvelope(FavoriteAlertsSchema),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
        },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await service.setFavoriteAlerts(actorOf(request), request.body),
    }),
  );

  const unsubscribeResponse = {
    200: successEnvelope(UnsubscribeStateSchema),
    400: ErrorEnvelopeSchema,
  };

  app.get(
    '/alerts/unsubscribe',
    {
      schema: {
        tags,
        summary: "What an alert email's unsubscribe link turns off, changing nothing",
        description:
          '`token`: the signed token of the link (no sign-in needed). Answers the scope ' +
          '(`saved_search` with its name, or `favorites`) and whether those alerts are `off`. ' +
          'A token this server did not sign answers 400.',
        querystring: UnsubscribeQuerySchema,
        response: unsubscribeResponse,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await service.unsubscribeState(request.query.token),
      };
    },
  );

  app.post(
    '/alerts/unsubscribe',
    {
      schema: {
        tags,
        summary: "Turn off the alerts of an email's unsubscribe link (RFC 8058 one-click)",
        description:
          '`token`: the signed token of the link (no sign-in needed). The body is ignored (mail ' +
          'clients send `List-Unsubscribe=One-Click`). `already_off` is true when the alerts ' +
          'were off before, such as on a second use of the link.',
        querystring: UnsubscribeQuerySchema,
        response: unsubscribeResponse,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await service.unsubscribe(request.query.token) };
    },
  );
};
