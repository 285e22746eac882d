import {
  ADMIN_MESSAGES,
  AppError,
  LISTING_MESSAGES,
  type AdminHostelsPage,
  type AdminHostelsQuery,
  type AdminOverview,
  type AdminUser,
  type AdminUsersPage,
  type AdminUsersQuery,
  type AuditEntry,
  type HostelModeration,
  type OwnerApproval,
  type OwnerApprovalStatus,
  type Role,
} from '@hostelhub/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { listAudit, writeAudit } from '../../lib/audit.ts';
import type { LiveEventHub } from '../../lib/live-events.ts';
import {
  createNotification,
  type NewNotification,
} from '../notifications/notifications.repository.ts';
import { paragraphMail } from '../../lib/mailer.ts';
import { enqueueDeliveries, type DeliveryKind } from '../deliveries/deliveries.repository.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { AdminRepository, AdminUserRow } from './admin.repository.ts';
import type { Db } from '../../db/client.ts';

export interface AdminServiceDeps {
  admin: AdminRepository;
  db: Db;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Called after a change visitors can see (the public browse cache). */
  onHostelsChange: () => void;
  /** Removes stored image files once their rows are gone. */
  removeImages: (storageKeys: string[]) => Promise<void>;
  live: Pick<LiveEventHub, 'publish'>;
}

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

const userNotFound = () => new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);

/** The admin queries bound to one transaction. */
type AdminQueries = Parameters<Parameters<AdminRepository['transaction']>[0]>[0];

/**
 * The administrator's side (spec part 2 sections 2, 4, 6 and 7 'Admin'; decisions 2, 4 and
 * 16): hostel and owner approval (only from pending, the owner emailed), users (search, role,
 * suspension, deletion) and the audit trail. Every action, its audit record and its email
 * (written to the outbox, sent after the commit: issue 21 item 4) commit in one transaction.
 */
export function createAdminService({
  admin,
  db,
  publicUrl,
  log,
  onHostelsChange,
  removeImages,
  live,
}: AdminServiceDeps) {
  /** A notification for `userId`, created in `tx` and announced to them when it commits. */
  async function notifyInApp(tx: Tx, values: NewNotification): Promise<void> {
    await createNotification(tx, values);
    await live.publish(tx, [values.userId], [{ type: 'notifications.changed' }]);
  }

  /**
   * Writes an approval decision's email to the outbox in `tx`, the decision's transaction,
   * unless the user turned such emails off (decision 9); the worker sends it after the commit.
   */
  async function notify(
    queries: AdminQueries,
    tx: Tx,
    email: { kind: DeliveryKind; userId: string; to: string; subject: string; lines: string[] },
  ): Promise<void> {
    if (!(await queries.wantsHostelEmails(email.userId))) return;
    await enqueueDeliveries(tx, [
      {
        channel: 'email',
        kind: email.kind,
        recipient: email.to,
        subject: email.subject,
        ...paragraphMail(email.lines),
      },
    ]);
  }

  /** Refuses an action that would leave no administrator able to act. */
  async function assertNotLastAdmin(queries: AdminQueries, target: AdminUserRow): Promise<void> {
    if (target.role !== 'admin' || target.suspendedAt) return;
    if ((await queries.lockActiveAdmins()) <= 1) {
      throw new AppError('CONFLICT', ADMIN_MESSAGES.lastAdmin);
    }
  }

  return {
    /** GET /admin/overview: the dashboard's four cards and the owner and area queues' lengths. */
    async overview(): Promise<AdminOverview> {
      const counts = await admin.overview();
      return {
        total_users: counts.totalUsers,
        total_hostels: counts.totalHostels,
        pending_hostels: counts.pendingHostels,
        approved_hostels: counts.approvedHostels,
        pending_owners: counts.pendingOwners,
        pending_areas: counts.pendingAreas,
      };
    },

    /** GET /admin/hostels: every hostel (or one status), newest first, with its owner. */
    async listHostels(query: AdminHostelsQuery): Promise<AdminHostelsPage> {
      const page = await admin.listHostels(query);
      return {
        hostels: page.rows.map((row) => ({
          id: row.id,
          name: row.name,
          city: row.city,
          town: row.town,
          address: row.address,
          price_range: row.priceRange,
          gender_category: row.genderCategory,
          status: row.status,
          rejection_reason: row.rejectionReason,
          image_url: row.imageUrl,
          owner: { id: row.ownerId, full_name: row.ownerName, email: row.ownerEmail },
          created_at: row.createdAt.toISOString(),
        })),
        total: page.total,
        page: page.page,
        limit: page.limit,
        total_pages: Math.ceil(page.total / page.limit),
      };
    },

    /**
     * PATCH /admin/hostels/{id}/status: approves or rejects a pending hostel (a reason is kept
     * for a rejection and shown to the owner, who is emailed). Throws HOSTEL_NOT_FOUND, or
     * CONFLICT for a hostel that is not pending.
     */
    async moderateHostel(actor: Actor, id: string, input: HostelModeration): Promise<void> {
      await admin.transaction(async (queries, tx) => {
        const row = await queries.lockHostel(id);
        if (!row) throw new AppError('HOSTEL_NOT_FOUND', LISTING_MESSAGES.hostelNotFound);
        if (row.status !== 'pending') {
          throw new AppError('CONFLICT', ADMIN_MESSAGES.onlyPendingHostels);
        }
        const reason = input.reason || null;
        await queries.setHostelStatus(id, input.status, reason);
        await notifyInApp(tx, {
          userId: row.ownerId,
          type: input.status === 'approved' ? 'hostel_approved' : 'hostel_rejected',
          title:
            input.status === 'approved'
              ? `${row.name} was approved`
              : `${row.name} was not approved`,
          body:
            input.status === 'approved'
              ? 'Students can now find it on Hostelhub.'
              : reason
                ? `Reason: ${reason}`
                : 'No reason was given. You can edit it and ask again.',
          link: '/owner',
        });
        await writeAudit(tx, {
          actorId: actor.id,
          action: input.status === 'approved' ? 'hostel.approve' : 'hostel.reject',
          entityType: 'hostel',
          entityId: id,
          before: { status: row.status },
          after: { status: input.status, ...(reason ? { reason } : {}) },
        });
        await notify(queries, tx, {
          kind: input.status === 'approved' ? 'hostel_approved' : 'hostel_rejected',
          userId: row.ownerId,
          to: row.ownerEmail,
          subject:
            input.status === 'approved'
              ? `Your hostel "${row.name}" is live on Hostelhub`
              : `Your hostel "${row.name}" was not approved`,
          lines:
            input.status === 'approved'
              ? [
                  `Assalam o alaikum ${row.ownerName},`,
                  `Your hostel "${row.name}" has been approved and students can now find it.`,
                  `Manage it at ${publicUrl}/owner`,
                ]
              : [
                  `Assalam o alaikum ${row.ownerName},`,
                  `Your hostel "${row.name}" was not approved.`,
                  reason ? `Reason: ${reason}` : 'No reason was given.',
                  `You can edit it and ask again from ${publicUrl}/owner`,
                ],
        });
      });
      onHostelsChange();
    },

    /** GET /admin/owners?status=: owner accounts in that state, oldest first. */
    async listOwners(status: OwnerApprovalStatus): Promise<AdminUser[]> {
      return (await admin.listOwners(status)).map(toAdminUser);
    },

    /**
     * PATCH /admin/owners/{id}/approval (decision 4): approves or rejects an owner account
     * awaiting approval and emails them. Throws NOT_FOUND, or CONFLICT when the user is not an
     * owner or not pending.
     */
    async decideOwner(actor: Actor, id: string, input: OwnerApproval): Promise<AdminUser> {
      const owner = await admin.transaction(async (queries, tx) => {
        const row = await queries.findUser(id, true);
        if (!row) throw userNotFound();
        if (row.role !== 'owner') throw new AppError('CONFLICT', ADMIN_MESSAGES.notAnOwner);
        if (row.ownerApprovalStatus !== 'pending') {
          throw new AppError('CONFLICT', ADMIN_MESSAGES.onlyPendingOwners);
        }
        const reason = input.reason || null;
        await queries.setOwnerApproval(id, input.decision, reason);
        await notifyInApp(tx, {
          userId: id,
          type: input.decision === 'approved' ? 'owner_approved' : 'owner_rejected',
          title:
            input.decision === 'approved'
              ? 'Your owner account is approved'
              : 'Your owner account was not approved',
          body:
            input.decision === 'approved'
              ? 'You can list your hostels now.'
              : reason
                ? `Reason: ${reason}`
                : 'No reason was given.',
          link: input.decision === 'approved' ? '/owner' : '/contact',
        });
        await writeAudit(tx, {
          actorId: actor.id,
          action: input.decision === 'approved' ? 'owner.approve' : 'owner.reject',
          entityType: 'user',
          entityId: id,
          before: { owner_approval_status: row.ownerApprovalStatus },
          after: { owner_approval_status: input.decision, ...(reason ? { reason } : {}) },
        });
        const updated = await queries.findUser(id);
        if (!updated) throw userNotFound();
        await notify(queries, tx, {
          kind: input.decision === 'approved' ? 'owner_approved' : 'owner_rejected',
          userId: updated.id,
          to: updated.email,
          subject:
            input.decision === 'approved'
              ? 'Your Hostelhub owner account is approved'
              : 'Your Hostelhub owner account was not approved',
          lines:
            input.decision === 'approved'
              ? [
                  `Assalam o alaikum ${updated.fullName},`,
                  'Your owner account has been approved. You can list your hostels now.',
                  `Start at ${publicUrl}/owner`,
                ]
              : [
                  `Assalam o alaikum ${updated.fullName},`,
                  'Your owner account was not approved.',
                  reason ? `Reason: ${reason}` : 'No reason was given.',
                  `Questions? Write to us at ${publicUrl}/contact`,
                ],
        });
        return updated;
      });
      return toAdminUser(owner);
    },

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
        await writeAudit(tx, {
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
      return admin.transaction(async (queries, tx) => {
        const row = await queries.findUser(id, true);
        if (!row) throw userNotFound();
        if (suspended === (row.suspendedAt !== null)) return toAdminUser(row);
        if (suspended) await assertNotLastAdmin(queries, row);
        await queries.setSuspended(id, suspended);
        await writeAudit(tx, {
          actorId: actor.id,
          action: suspended ? 'user.suspend' : 'user.reactivate',
          entityType: 'user',
          entityId: id,
          before: { suspended: row.suspendedAt !== null },
          after: { suspended },
        });
        const updated = await queries.findUser(id);
        if (!updated) throw userNotFound();
        return toAdminUser(updated);
      });
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
        await writeAudit(tx, {
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

    /** GET /admin/audit: the newest admin actions, at most `limit`. */
    async audit(limit: number): Promise<AuditEntry[]> {
      const rows = await listAudit(db, limit);
      return rows.map((row) => ({
        id: row.id,
        actor: row.actorId && row.actorName ? { id: row.actorId, full_name: row.actorName } : null,
        action: row.action,
        entity_type: row.entityType,
        entity_id: row.entityId,
        entity_name: row.entityName,
        before: row.before,
        after: row.after,
        created_at: row.createdAt.toISOString(),
      }));
    },
  };
}
