import {
  CreateHostelSchema,
  DeletedSchema,
  ErrorEnvelopeSchema,
  HostelDetailSchema,
  IdParamsSchema,
  OwnerHostelSchema,
  successEnvelope,
  UpdateHostelSchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import { removeStoredImages } from '../../lib/storage/stored-images.ts';
import type { ListingsService } from './listings.service.ts';
import { readIdempotencyKey } from '../../lib/idempotency.ts';

const writeErrors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

export interface ListingsRoutesOptions {
  service: ListingsService;
}

/**
 * Owner listings (spec part 2 section 7 'Hostels (owner)'; DESIGN.md 'Permissions';
 * docs/decisions/006): the caller's hostels, create (with the wizard's rooms), update (also
 * the mess-only update) and delete. Prices are rupees a month. Every write needs a signed-in
 * approved owner (admins may update and delete any hostel); another owner's hostel answers 404.
 */
export const listingsRoutes: FastifyPluginAsyncZod<ListingsRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/enhanced-hostels/owner/my-hostels',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['listings'],
        summary: "The caller's hostels, every status, newest first",
        description:
          'Owners (approved or awaiting approval) and admins; each hostel carries its ' +
          '`status`, `rejection_reason` and `room_count`. 401 for guests, 403 for students.',
        response: {
          200: successEnvelope(z.array(OwnerHostelSchema)),
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => ({ success: true as const, data: await service.listMine(actorOf(request)) }),
  );

  app.post(
    '/enhanced-hostels',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['listings'],
        summary: 'Create a hostel (status pending), with mess information and the wizard rooms',
        description:
          'Body: the hostel form of part 2 section 5 (`price_range` "min - max" or a single ' +
          'number, in rupees a month (issue 40 item 1), `city_id` and `town_id` always, `university_id` for a university location, ' +
          '`mess_monthly_price` when `mess_available`) and optional `rooms` (each needs a ' +
          '`room_title` and a `price_per_month`, decision 13). One transaction: a bad room ' +
          'fails everything with "Room N: ..." (path `rooms.N-1.field`). A `status` sent is ' +
          'ignored. 403 for students, admins, and owners awaiting approval. Optional header ' +
          '`Idempotency-Key` (1-200 of A-Z a-z 0-9 _ -; issue 22 item 1): the same key from ' +
          'the same user within 24 hours answers the first successful result again (header ' +
          '`Idempotent-Replayed: true`) and creates nothing; the same key with a different ' +
          'body answers 409 CONFLICT. Refused requests store nothing.',
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        body: CreateHostelSchema,
        response: {
          201: successEnvelope(HostelDetailSchema),
          ...writeErrors,
          409: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      if (key === undefined) {
        const data = await service.create(actorOf(request), request.body);
        return reply.status(201).send({ success: true as const, data });
      }
      const result = await service.createOnce(actorOf(request), request.body, key);
      if (result.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(result.status as 201).send(result.body as never);
    },
  );

  app.put(
    '/enhanced-hostels/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['listings'],
        summary: 'Change a hostel: any of its form fields, or only its mess information',
        description:
          'The fields sent are merged over the stored hostel and the whole is checked as the ' +
          'form is. A mess-only update may use `is_compulsory` and `monthly_price`; ' +
          '`mess_available: false` resets the mess fields. The status never changes here. ' +
          "Issue 26: on an approved hostel, an owner's change of its name, address, location, " +
          'gender category, or a price bound raised by more than 25% waits for review (the ' +
          'answer shows the approved version with `pending_change`); the rest applies at once. ' +
          "404 HOSTEL_NOT_FOUND for a hostel that is not the caller's (admins: any).",
        params: IdParamsSchema,
        body: UpdateHostelSchema,
        response: { 200: successEnvelope(HostelDetailSchema), ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/enhanced-hostels/:id/changes/pending',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['listings'],
        summary: 'Withdraw the change of an approved hostel that waits for review',
        description:
          'Issue 26: the photos it added are discarded, the photos it removed stay, and ' +
          'students go on seeing the approved version. Answers the hostel. 404 ' +
          "HOSTEL_NOT_FOUND for a hostel that is not the caller's, 404 NOT_FOUND when no " +
          'change waits.',
        params: IdParamsSchema,
        response: { 200: successEnvelope(HostelDetailSchema), ...writeErrors },
      },
    },
    async (request) => {
      const { detail, storageKeys } = await service.withdrawChange(
        actorOf(request),
        request.params.id,
      );
      await removeStoredImages(app.imageStorage, storageKeys);
      return { success: true as const, data: detail };
    },
  );

  app.delete(
    '/enhanced-hostels/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['listings'],
        summary: 'Delete a hostel with its rooms, photos, mess information and favourites',
        description:
          'Product decision 16, in one transaction: chats about the hostel stay readable ' +
          "with its name. 404 HOSTEL_NOT_FOUND for a hostel that is not the caller's.",
        params: IdParamsSchema,
        response: { 200: successEnvelope(DeletedSchema), ...writeErrors },
      },
    },
    async (request) => {
      const { id, storageKeys } = await service.remove(actorOf(request), request.params.id);
      await removeStoredImages(app.imageStorage, storageKeys);
      return { success: true as const, data: { id, deleted: true as const } };
    },
  );
};
