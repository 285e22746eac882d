import {
  AdminHostelsPageSchema,
  AdminHostelsQuerySchema,
  AdminIdParamsSchema,
  AdminOverviewSchema,
  AdminUserSchema,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  AuditEntrySchema,
  ErrorEnvelopeSchema,
  HostelModerationSchema,
  OWNER_APPROVAL_STATUSES,
  OwnerApprovalSchema,
  RoleChangeSchema,
  successEnvelope,
  SuspensionSchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import type { AdminService } from './admin.service.ts';

export interface AdminRoutesOptions {
  service: AdminService;
}

const failures = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

/**
 * The admin panel's API (spec part 2 section 7 'Admin'; DESIGN.md 'Routes the spec leaves
 * open'): under /api/admin, administrators only (401 guests, 403 everyone else).
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { service }) => {
  app.addHook('preHandler', app.requireAdmin);
  const tags = ['admin'];

  app.get(
    '/admin/overview',
    {
      schema: {
        tags,
        summary: 'Counts for the dashboard cards',
        response: { 200: successEnvelope(AdminOverviewSchema), ...failures },
      },
    },
    async () => ({ success: true as const, data: await service.overview() }),
  );

  app.get(
    '/admin/hostels',
    {
      schema: {
        tags,
        summary: 'Hostels of every status (or one), newest first, with their owners',
        querystring: AdminHostelsQuerySchema,
        response: { 200: successEnvelope(AdminHostelsPageSchema), ...failures },
      },
    },
    async (request) => ({ success: true as const, data: await service.listHostels(request.query) }),
  );

  app.patch(
    '/admin/hostels/:id/status',
    {
      schema: {
        tags,
        summary: 'Approve or reject a pending hostel (its owner is emailed)',
        params: AdminIdParamsSchema,
        body: HostelModerationSchema,
        response: {
          200: successEnvelope(
            z.object({ id: z.uuid(), status: z.enum(['approved', 'rejected']) }),
          ),
          ...failures,
        },
      },
    },
    async (request) => {
      await service.moderateHostel(actorOf(request), request.params.id, request.body);
      return {
        success: true as const,
        data: { id: request.params.id, status: request.body.status },
      };
    },
  );

  app.get(
    '/admin/owners',
    {
      schema: {
        tags,
        summary: 'Owner accounts in one approval state (default pending), oldest first',
        querystring: z.object({ status: z.enum(OWNER_APPROVAL_STATUSES).default('pending') }),
        response: { 200: successEnvelope(z.array(AdminUserSchema)), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listOwners(request.query.status),
    }),
  );

  app.patch(
    '/admin/owners/:id/approval',
    {
      schema: {
        tags,
        summary: 'Approve or reject an owner account awaiting approval (they are emailed)',
        params: AdminIdParamsSchema,
        body: OwnerApprovalSchema,
        response: { 200: successEnvelope(AdminUserSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.decideOwner(actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Users searched by name or email, by role, paged, newest first',
        querystring: AdminUsersQuerySchema,
        response: { 200: successEnvelope(AdminUsersPageSchema), ...failures },
      },
    },
    async (request) => ({ success: true as const, data: await service.listUsers(request.query) }),
  );

  app.get(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'One user',
        params: AdminIdParamsSchema,
        response: { 200: successEnvelope(AdminUserSchema), ...failures },
      },
    },
    async (request) => ({ success: true as const, data: await service.getUser(request.params.id) }),
  );

  app.patch(
    '/admin/users/:id/role',
    {
      schema: {
        tags,
        summary: "Change a user's role (never the last active administrator's)",
        params: AdminIdParamsSchema,
        body: RoleChangeSchema,
        response: { 200: successEnvelope(AdminUserSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.changeRole(actorOf(request), request.params.id, request.body.role),
    }),
  );

  app.patch(
    '/admin/users/:id/suspension',
    {
      schema: {
        tags,
        summary: 'Suspend (ending their sessions) or reactivate a user',
        params: AdminIdParamsSchema,
        body: SuspensionSchema,
        response: { 200: successEnvelope(AdminUserSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.setSuspension(
        actorOf(request),
        request.params.id,
        request.body.suspended,
      ),
    }),
  );

  app.delete(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'Delete a user and what they own (never an administrator; decision 16)',
        params: AdminIdParamsSchema,
        response: {
          200: successEnvelope(z.object({ id: z.uuid(), deleted: z.literal(true) })),
          ...failures,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.deleteUser(actorOf(request), request.params.id),
    }),
  );

  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        summary: 'The newest administrator actions (default 20, at most 100)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
        response: { 200: successEnvelope(z.array(AuditEntrySchema)), ...failures },
      },
    },
    async (request) => ({ success: true as const, data: await service.audit(request.query.limit) }),
  );
};
