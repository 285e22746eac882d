import {
  ADMIN_MESSAGES,
  AppError,
  type AdminUser,
  type AdminUsersPage,
  type AdminUsersQuery,
  type Role,
} from '@hostelhub/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../lib/actor.ts';
import type { TransactionOf } from '../../lib/transaction.ts';
import type { AuditWriter } from '../audit/audit.repository.ts';
import type { AdminQueries } from './admin-decision.service.ts';
import type { AdminRepository, AdminUserRow } from './admin.repository.ts';

/** A user as the admin panel sees them (part 2 section 3 'User (admin view)'). */
export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    role: row.role,
    city: row.city,
    phone: row.phone,
    email_verified: row.emailVerifiedAt !== null,
    owner_approval_status: row.ownerApprovalStatus,
    suspended_at: row.suspendedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** NOT_FOUND with the spec's 'User not found'. */
export const userNotFound = () => new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);

/** Refuses (CONFLICT) an action that would leave no administrator able to act. */
async function assertNotLastAdmin(queries: AdminQueries, target: AdminUserRow): Promise<void> {
  if (target.role !== 'admin' || target.suspendedAt) return;
  if ((await queries.lockActiveAdmins()) <= 1) {
    throw new AppError('CONFLICT', ADMIN_MESSAGES.lastAdmin);
  }
}

/**
 * Suspends (or reactivates) user `id` inside an open admin transaction, with its audit record
 * (`user.suspend` or `user.reactivate`): PATCH /admin/users/{id}/suspension runs it in its own
 * transaction, and resolving a report with `suspend_user` in the report's (issue 26), so both
 * keep the same rules. A suspended user cannot sign in and every session of theirs ends when
 * the transaction commits. A user already in the asked state is left as they are, with no
 * audit record. Returns the user after the change. Throws NOT_FOUND; CONFLICT for the last
 * administrator who can act.
 */
export async function applySuspension(
  audit: AuditWriter,
  queries: AdminQueries,
  tx: TransactionOf<AdminRepository>,
  actor: Actor,
  id: string,
  suspended: boolean,
): Promise<AdminUserRow> {
  const row = await queries.findUser(id, true);
  if (!row) throw userNotFound();
  if (suspended === (row.suspendedAt !== null)) return row;
  if (suspended) await assertNotLastAdmin(queries, row);
  await queries.setSuspended(id, suspended);
  await audit.write(tx, {
    actorId: actor.id,
    action: suspended ? 'user.suspend' : 'user.reactivate',
    entityType: 'user',
    entityId: id,
    before: { suspended: row.suspendedAt !== null },
    after: { suspended },
  });
  const updated = await queries.findUser(id);
  if (!updated) throw userNotFound();
  return updated;
}

/** What user management needs. */
export interface AdminUsersDeps {
  admin: AdminRepository;
  log: FastifyBaseLogger;
  /** Called after a change visitors can see (the public browse cache). */
  onHostelsChange: () => void;
  /** Removes stored image files once their rows are gone. */
  removeImages: (storageKeys: string[]) => Promise<void>;
  /** Writes the action's audit record in its transaction (services.ts hands it in, issue 43). */
  audit: AuditWriter;
}

/**
 * User management (decisions 2 and 16): search, one user, role, suspension and deletion, each
 * change with its audit record in one transaction; the last administrator who can act is kept.
 */
export function createAdminUsersService({
  admin,
  log,
  onHostelsChange,
  removeImages,
  audit,
}: AdminUsersDeps) {
  return {
    /** GET /admin/users: searched and paged, newest first. */
    async listUsers(query: AdminUsersQuery): Promise<AdminUsersPage> {
      const page = await admin.listUsers(query);
      return {
        users: page.rows.map(toAdminUser),
        total: page.total,
        page: page.page,
        limit: page.limit,
        total_pages: Math.ceil(page.total / page.limit),
      };
    },

    /** GET /admin/users/{id}. Throws NOT_FOUND. */
    async getUser(id: string): Promise<AdminUser> {
      const row = await admin.findUser(id);
      if (!row) throw userNotFound();
      return toAdminUser(row);
    },

    /**
     * PATCH /admin/users/{id}/role (decision 2). Throws NOT_FOUND; CONFLICT for demoting the
     * last administrator who can act (oneself included).
     */
    async changeRole(actor: Actor, id: string, role: Role): Promise<AdminUser> {
      return admin.transaction(async (queries, tx) => {
        const row = await queries.findUser(id, true);
        if (!row) throw userNotFound();
        if (row.role === role) return toAdminUser(row);
        if (row.role === 'admin') await assertNotLastAdmin(queries, row);
        await queries.setRole(id, role);
        await audit.write(tx, {
          actorId: actor.id,
          action: 'user.role',
          entityType: 'user',
          entityId: id,
          before: { role: row.role },
          after: { role },
        });
        const updated = await queries.findUser(id);
        if (!updated) throw userNotFound();
        return toAdminUser(updated);
      });
    },

    /**
     * PATCH /admin/users/{id}/suspension: a suspended user cannot sign in and every session of
     * theirs ends at once. Throws NOT_FOUND; CONFLICT for the last administrator who can act.
     */
    async setSuspension(actor: Actor, id: string, suspended: boolean): Promise<AdminUser> {
      const row = await admin.transaction((queries, tx) =>
        applySuspension(audit, queries, tx, actor, id, suspended),
      );
      return toAdminUser(row);
    },

    /**
     * DELETE /admin/users/{id} (decision 16), in one transaction with its audit record; their
     * image files go after the commit. Throws NOT_FOUND; FORBIDDEN for an administrator.
     */
    async deleteUser(actor: Actor, id: string): Promise<{ id: string; deleted: true }> {
      const storageKeys = await admin.transaction(async (queries, tx) => {
        const row = await queries.findUser(id, true);
        if (!row) throw userNotFound();
        if (row.role === 'admin') throw new AppError('FORBIDDEN', ADMIN_MESSAGES.cannotDeleteAdmin);
        const keys = await queries.deleteUser(id);
        await audit.write(tx, {
          actorId: actor.id,
          action: 'user.delete',
          entityType: 'user',
          entityId: id,
          before: { email: row.email, full_name: row.fullName, role: row.role },
        });
        return keys;
      });
      onHostelsChange();
      await removeImages(storageKeys).catch((error: unknown) =>
        log.error({ err: error }, 'removing a deleted user’s images failed'),
      );
      return { id, deleted: true };
    },
  };
}
