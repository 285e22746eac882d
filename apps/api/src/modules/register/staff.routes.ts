import {
  DeletedSchema,
  ErrorEnvelopeSchema,
  IdParamsSchema,
  InviteStaffSchema,
  RegisterHostelSchema,
  StaffInvitationParamsSchema,
  StaffInvitationSchema,
  StaffMemberSchema,
  successEnvelope,
  UuidSchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import type { StaffService } from './staff.service.ts';

export interface StaffRoutesOptions {
  staff: StaffService;
}

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

const StaffParamsSchema = z.object({ id: UuidSchema, staffId: UuidSchema });

/**
 * A hostel's staff (issue 44 item 4; spec decision 25; docs/decisions/039-hostel-staff.md):
 * invitations by email, members, and accepting an invitation after one's own sign-in.
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, { staff }) => {
  const ok = <T>(data: T) => ({ success: true as const, data });
  const tags = ['register'];

  app.post(
    '/enhanced-hostels/:id/staff',
    {
      schema: {
        tags,
        summary: 'Invite a manager or warden by email (the invitation lasts 7 days)',
        description:
          'Body: `email`, `role` (manager, warden). The hostel owner only: its staff 403, ' +
          'administrators 403, anyone else 404. 400 for the owner’s own email or an ' +
          "administrator's; 409 for a member or a waiting invitation. 201 with the invitation.",
        params: IdParamsSchema,
        body: InviteStaffSchema,
        response: { 201: successEnvelope(StaffMemberSchema), ...errors },
      },
      preHandler: app.requireAuth,
    },
    async (request, reply) => {
      const data = await staff.invite(actorOf(request), request.params.id, request.body);
      return reply.status(201).send(ok(data));
    },
  );

  app.get(
    '/enhanced-hostels/:id/staff',
    {
      schema: {
        tags,
        summary: "The hostel's staff members and invitations still waiting",
        description:
          'The owner and its staff; administrators 403; anyone else 404. Expired invitations are left out.',
        params: IdParamsSchema,
        response: { 200: successEnvelope(z.array(StaffMemberSchema)), ...errors },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ok(await staff.list(actorOf(request), request.params.id)),
  );

  app.delete(
    '/enhanced-hostels/:id/staff/:staffId',
    {
      schema: {
        tags,
        summary: 'Remove a staff member or withdraw an invitation',
        description:
          'The hostel owner only: its staff 403 (staff never delete), administrators 403, anyone else 404.',
        params: StaffParamsSchema,
        response: { 200: successEnvelope(DeletedSchema), ...errors },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const { id, staffId } = request.params;
      await staff.remove(actorOf(request), id, staffId);
      return ok({ id: staffId, deleted: true as const });
    },
  );

  app.get(
    '/staff-invitations/:token',
    {
      schema: {
        tags,
        summary: 'What a staff invitation offers (public: the emailed link is the permission)',
        description:
          'The hostel, the role, who invited and the invited email. 404 when unknown, expired or used.',
        params: StaffInvitationParamsSchema,
        response: { 200: successEnvelope(StaffInvitationSchema), ...errors },
      },
    },
    async (request) => ok(await staff.showInvitation(request.params.token)),
  );

  app.post(
    '/staff-invitations/:token/accept',
    {
      schema: {
        tags,
        summary: 'Accept a staff invitation as the signed-in account with the invited email',
        description:
          'The link never signs anyone in: sign in (or sign up as a student) first. Administrators 403; ' +
          'another email 403; unknown, expired or used 404. Answers the hostel whose register the caller now works.',
        params: StaffInvitationParamsSchema,
        response: { 200: successEnvelope(RegisterHostelSchema), ...errors },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ok(await staff.accept(actorOf(request), request.params.token)),
  );
};
