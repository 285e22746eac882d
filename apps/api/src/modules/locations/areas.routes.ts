import {
  AdminIdParamsSchema,
  CreateAreaSchema,
  MergeAreaSchema,
  PendingAreaSchema,
  RenameAreaSchema,
  successEnvelope,
  TownSchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_FAILURES, adminRoute } from '../../lib/admin-route.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { AreasService } from './areas.service.ts';

export interface AreasRoutesOptions {
  service: AreasService;
}

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
          ...ADMIN_FAILURES,
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
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/towns',
    adminRoute(
      {
        summary: 'Areas owners added that wait for review, oldest first',
        description: 'Each with its city, the owner who added it and the hostels in it.',
      },
      z.array(PendingAreaSchema),
    ),
    async () => ({ success: true as const, data: await service.listPending() }),
  );

  app.post(
    '/admin/towns/:id/confirm',
    adminRoute(
      {
        summary: 'Confirm a pending area as it is',
        description: '409 when it is not pending or a confirmed area of its city has its name.',
        params: AdminIdParamsSchema,
      },
      TownSchema,
    ),
    async (request) => ({
      success: true as const,
      data: await service.confirm(actorOf(request), request.params.id),
    }),
  );

  app.patch(
    '/admin/towns/:id',
    adminRoute(
      {
        summary: 'Rename a pending area, which confirms it',
        description: '409 when it is not pending or a confirmed area of its city has that name.',
        params: AdminIdParamsSchema,
        body: RenameAreaSchema,
      },
      TownSchema,
    ),
    async (request) => ({
      success: true as const,
      data: await service.rename(actorOf(request), request.params.id, request.body.name),
    }),
  );

  app.post(
    '/admin/towns/:id/merge',
    adminRoute(
      {
        summary: 'Merge a pending area into a confirmed area of the same city',
        description:
          'Moves every hostel of the pending area to `into_town_id` and deletes the pending ' +
          'area, in one transaction. 400 for an area of another city, a pending one or itself.',
        params: AdminIdParamsSchema,
        body: MergeAreaSchema,
      },
      z.object({ id: z.uuid(), into: TownSchema, hostels_moved: z.number().int() }),
    ),
    async (request) => ({
      success: true as const,
      data: await service.merge(actorOf(request), request.params.id, request.body.into_town_id),
    }),
  );
};
