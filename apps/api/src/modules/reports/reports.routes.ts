import {
  AdminIdParamsSchema,
  AdminReportSchema,
  AdminReportsPageSchema,
  AdminReportsQuerySchema,
  CreateReportSchema,
  ErrorEnvelopeSchema,
  ReportResolutionSchema,
  ReportSchema,
  successEnvelope,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { ReportsService } from './reports.service.ts';

export interface ReportsRoutesOptions {
  service: ReportsService;
}

/**
 * Reporting (issue 26): POST /api/reports, for anyone signed in. Refusals: 400
 * VALIDATION_ERROR with each field's message in `details`, 401 for guests, 403 with a
 * sentence for one's own hostel, review, message or account, 404 for a target that does not
 * exist or that the reporter cannot see, 409 while the reporter's report of it is open.
 */
export const reportsRoutes: FastifyPluginAsyncZod<ReportsRoutesOptions> = async (
  app,
  { service },
) => {
  app.post(
    '/reports',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['reports'],
        summary: 'Report a hostel, a review, a chat message or a user to the administrators',
        description:
          'Body: `target_type` (hostel, review, message or user), `target_id`, `reason` and ' +
          '`details`. Reasons: a hostel fake_photos, wrong_price, does_not_exist, unsafe or ' +
          'other; a review offensive, spam, false_information or other; a message offensive, ' +
          'harassment, spam, scam or other; a user offensive, harassment, spam, scam, ' +
          'fake_account or other. `details` is optional (at most 1,000 characters) except for ' +
          '`other`, which needs 10 or more. You can report an approved hostel, a visible ' +
          'review, a message of your own chats, or another user. 201 with the open report; ' +
          "403 for your own hostel, review, message or account; 404 for what you can't see; " +
          '409 while your report of the same thing is open.',
        body: CreateReportSchema,
        response: {
          201: successEnvelope(ReportSchema),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await service.create(actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );
};

/**
 * The reports queue of the admin panel (issue 26): under /api/admin/reports, administrators
 * only (401 guests, 403 everyone else). Every resolution is audited in its transaction.
 */
export const adminReportsRoutes: FastifyPluginAsyncZod<ReportsRoutesOptions> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/reports',
    adminRoute(
      {
        summary: 'Reports, newest first, with their reporter and what they report',
        description:
          '`status` (open, dismissed or actioned) and `target_type` filter; `page` from 1, ' +
          '`limit` 1-100 (default 20). Each report carries its reporter, a summary of the ' +
          'reported thing (its hostel, a 200-character excerpt of a review or message, the ' +
          'person concerned with their role and suspension, or `exists: false` once deleted) ' +
          'and its resolution.',
        querystring: AdminReportsQuerySchema,
      },
      AdminReportsPageSchema,
    ),
    async (request) => ({ success: true as const, data: await service.list(request.query) }),
  );

  app.patch(
    '/admin/reports/:id',
    adminRoute(
      {
        summary: 'Resolve an open report with one action (the reporter is notified)',
        description:
          'Body: `action` and an optional `note` (at most 500 characters, for the admin ' +
          'panel). `dismiss` fits every report; `hide_review` a review (hidden from every ' +
          'list and rating); `return_hostel_to_review` a hostel (back to pending, off the ' +
          'public list); `suspend_user` a user, or the author of a review or message (their ' +
          'sessions end). 400 for an action that does not fit the report; 404 for an unknown ' +
          'report; 409 for a report already resolved or a target that is gone.',
        params: AdminIdParamsSchema,
        body: ReportResolutionSchema,
      },
      AdminReportSchema,
    ),
    async (request) => ({
      success: true as const,
      data: await service.resolve(actorOf(request), request.params.id, request.body),
    }),
  );
};
