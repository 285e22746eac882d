import {
  AdminHostelsPageSchema,
  AdminHostelsQuerySchema,
  AdminIdParamsSchema,
  AdminOverviewSchema,
  AdminUserSchema,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  AuditEntrySchema,
  HostelModerationSchema,
  OWNER_APPROVAL_STATUSES,
  OwnerApprovalSchema,
  RoleChangeSchema,
  SuspensionSchema,
} from '@hostelhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { AdminService } from './admin.service.ts';

export interface AdminRoutesOptions {
  service: AdminService;
}

/**
 * The admin panel's API (spec part 2 section 7 'Admin'; DESIGN.md 'Routes the spec leaves
 * open'): under /api/admin, administrators only (401 guests, 403 everyone else).
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { service }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/overview',
    adminRoute({ summary: 'Counts for the dashboard cards' }, AdminOverviewSchema),
    async () => ({ success: true as const, data: await service.overview() }),
  );

  app.get(
    '/admin/hostels',
    adminRoute(
      {
        summary: 'Hostels of every status (or one), newest first, with their owners',
        querystring: AdminHostelsQuerySchema,
      },
      AdminHostelsPageSchema,
    ),
    async (request) => ({ success: true as const, data: await service.listHostels(request.query) }),
  );

  app.patch(
    '/admin/hostels/:id/status',
    adminRoute(
      {
        summary: 'Approve or reject a pending hostel (its owner is emailed)',
        params: AdminIdParamsSchema,
        body: HostelModerationSchema,
      },
      z.object({ id: z.uuid(), status: z.enum(['approved', 'rejected']) }),
    ),
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
    adminRoute(
      {
        summary: 'Owner accounts in one approval state (default pending), oldest first',
        querystring: z.object({ status: z.enum(OWNER_APPROVAL_STATUSES).default('pending') }),
      },
      z.array(AdminUserSchema),
    ),
    async (request) => ({
      success: true as const,
      data: await service.listOwners(request.query.status),
    }),
  );

  app.patch(
    '/admin/owners/:id/approval',
    adminRoute(
      {
        summary: 'Approve or reject an owner account awaiting approval (they are emailed)',
        params: AdminIdParamsSchema,
        body: OwnerApprovalSchema,
      },
      AdminUserSchema,
    ),
    async (request) => ({
      success: true as const,
      data: await service.decideOwner(actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/admin/users',
    adminRoute(
      {
        summary: 'Users searched by name or email, by role, paged, newest first',
        querystring: AdminUsersQuerySchema,
      },
      AdminUsersPageSchema,
    ),
    async (request) => ({ success: true as const, data: await service.listUsers(request.query) }),
  );

  app.get(
    '/admin/users/:id',
    adminRoute({ summary: 'One user', params: AdminIdParamsSchema }, AdminUserSchema),
    async (request) => ({ success: true as const, data: await service.getUser(request.params.id) }),
  );

  app.patch(
    '/admin/users/:id/role',
    adminRoute(
      {
        summary: "Change a user's role (never the last active administrator's)",
        params: AdminIdParamsSchema,
        body: RoleChangeSchema,
      },
      AdminUserSchema,
    ),
    async (request) => ({
      success: true as const,
      data: await service.changeRole(actorOf(request), request.params.id, request.body.role),
    }),
  );

  app.patch(
    '/admin/users/:id/suspension',
    adminRoute(
      {
        summary: 'Suspend (ending their sessions) or reactivate a user',
        params: AdminIdParamsSchema,
        body: SuspensionSchema,
      },
      AdminUserSchema,
    ),
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
    adminRoute(
      {
        summary: 'Delete a user and what they own (never an administrator; decision 16)',
        params: AdminIdParamsSchema,
      },
      z.object({ id: z.uuid(), deleted: z.literal(true) }),
    ),
    async (request) => ({
      success: true as const,
      data: await service.deleteUser(actorOf(request), request.params.id),
    }),
  );

  app.get(
    '/admin/audit',
    adminRoute(
      {
        summary: 'The newest administrator actions (default 20, at most 100)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
      },
      z.array(AuditEntrySchema),
    ),
    async (request) => ({ success: true as const, data: await service.audit(request.query.limit) }),
  );
};
