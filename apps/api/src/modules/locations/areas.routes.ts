import {
  AdminIdParamsSchema,
  CreateAreaSchema,
  ErrorEnvelopeSchema,
  MergeAreaSchema,
  PendingAreaSchema,
  RenameAreaSchema,
  successEnvelope,
  TownSchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import type { AreasService } from './areas.service.ts';

export interface AreasRoutesOptions {
  service: AreasService;
}

const failures = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

/**
 * An owner adds a missing area (issue 22 item 17; docs/decisions/015): POST /api/towns.
 * Approved owners only, as creating a hostel (401 guests, 403 everyone else).
 */
export const areasRoutes: FastifyPluginAsyncZod<AreasRoutesOptions> = async (app, { service }) => {
  app.post(
    '/towns',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['reference'],
        summary: 'Add a missing town or area of a city (pending review) for your hostels',
        description:
          "Approved owners only. `name` is trimmed (2-100 letters, digits, spaces and . - ' /). " +
          'Answers 201 with the new area (`status` pending), usable at once for your own ' +
          'hostels and shown to students once one of them is approved; or 200 with the area ' +
          'you may already use under that name in any case (a confirmed one, or your own ' +
          'pending one). 409 when 10 of your areas already wait for review.',
        body: CreateAreaSchema,
        response: {
          200: successEnvelope(TownSchema),
          201: successEnvelope(TownSchema),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const { town, created } = await service.create(actorOf(request), request.body);
      reply.code(created ? 201 : 200);
      return { success: true as const, data: town };
    },
  );
};

/**
 * The review of owners' new areas in the admin panel (issue 22 item 17): under
 * /api/admin/towns, administrators only (401 guests, 403 everyone else). Every review writes an
 * audit record in its transaction.
 */
export const adminAreasRoutes: FastifyPluginAsyncZod<AreasRoutesOptions> = async (
  app,
  { service },
) => {
  app.addHook('preHandler', app.requireAdmin);
  const tags = ['admin'];

  app.get(
    '/admin/towns',
    {
      schema: {
        tags,
        summary: 'Areas owners added that wait for review, oldest first',
        description: 'Each with its city, the owner who added it and the hostels in it.',
        response: { 200: successEnvelope(z.array(PendingAreaSchema)), ...failures },
      },
    },
    async () => ({ success: true as const, data: await service.listPending() }),
  );

  app.post(
    '/admin/towns/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a pending area as it is',
        description: '409 when it is not pending or a confirmed area of its city has its name.',
        params: AdminIdParamsSchema,
        response: { 200: successEnvelope(TownSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.confirm(actorOf(request), request.params.id),
    }),
  );

  app.patch(
    '/admin/towns/:id',
    {
      schema: {
        tags,
        summary: 'Rename a pending area, which confirms it',
        description: '409 when it is not pending or a confirmed area of its city has that name.',
        params: AdminIdParamsSchema,
        body: RenameAreaSchema,
        response: { 200: successEnvelope(TownSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.rename(actorOf(request), request.params.id, request.body.name),
    }),
  );

  app.post(
    '/admin/towns/:id/merge',
    {
      schema: {
        tags,
        summary: 'Merge a pending area into a confirmed area of the same city',
        description:
          'Moves every hostel of the pending area to `into_town_id` and deletes the pending ' +
          'area, in one transaction. 400 for an area of another city, a pending one or itself.',
        params: AdminIdParamsSchema,
        body: MergeAreaSchema,
        response: {
          200: successEnvelope(
            z.object({ id: z.uuid(), into: TownSchema, hostels_moved: z.number().int() }),
          ),
          ...failures,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.merge(actorOf(request), request.params.id, request.body.into_town_id),
    }),
  );
};
