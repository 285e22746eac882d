import {
  AdminHostelChangesPageSchema,
  AdminHostelChangesQuerySchema,
  HostelChangeDecisionSchema,
  HostelChangeParamsSchema,
  HostelChangeSchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { HostelChangesService } from './hostel-change-review.service.ts';

export interface HostelChangesRoutesOptions {
  service: HostelChangesService;
}

/**
 * The review of changes owners make to approved hostels (issue 26; docs/decisions/027), under
 * /api/admin/hostel-changes: administrators only (401 guests, 403 everyone else). Every
 * decision is audited, and the owner told, in its transaction.
 */
export const adminHostelChangesRoutes: FastifyPluginAsyncZod<HostelChangesRoutesOptions> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/hostel-changes',
    adminRoute(
      {
        summary: 'Changes to approved hostels, compared with what students see now',
        description:
          '`status` pending (default: the oldest waiting first), approved, rejected, ' +
          'withdrawn or merged (newest decided first); `page` from 1, `limit` 1-50 (default ' +
          '20). Each change compares its fields (name, address, location, gender_category, ' +
          'price_range: `before` is what students see, `after` what the owner asks) and lists ' +
          'the photos it adds and removes (with their room, if any) and its owner.',
        querystring: AdminHostelChangesQuerySchema,
      },
      AdminHostelChangesPageSchema,
    ),
    async (request) => ({ success: true as const, data: await service.list(request.query) }),
  );

  app.patch(
    '/admin/hostel-changes/:id',
    adminRoute(
      {
        summary: 'Approve or reject a change waiting for review (the owner is told)',
        description:
          'Body: `action` approve or reject and a `reason` (required to reject, at most 500 ' +
          'characters; shown to the owner). Approving makes the change what students see, ' +
          'its added photos checked; rejecting discards its added photos and keeps the ' +
          'approved version. 404 for an unknown change, 409 for one already decided.',
        params: HostelChangeParamsSchema,
        body: HostelChangeDecisionSchema,
      },
      HostelChangeSchema,
    ),
    async (request) => ({
      success: true as const,
      data: await service.decide(actorOf(request), request.params.id, request.body),
    }),
  );
};
