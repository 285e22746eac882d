import {
  ADMIN_MESSAGES,
  AppError,
  type AdminUser,
  type OwnerApproval,
  type OwnerApprovalStatus,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import type { AdminDecisions } from './admin-decision.service.ts';
import type { AdminRepository } from './admin.repository.ts';
import { toAdminUser, userNotFound } from './admin-users.service.ts';

/** What owner approval needs. */
export interface OwnerApprovalDeps {
  admin: AdminRepository;
  decisions: AdminDecisions;
}

/**
 * Owner approval (decision 4): owner accounts by approval state, and approving or rejecting
 * one awaiting approval with its notification, audit record and email in one transaction.
 */
export function createOwnerApprovalService({ admin, decisions }: OwnerApprovalDeps) {
  return {
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
        // The row is locked: notify reads the name and email the decision was made on.
        await decisions.record(tx, actor.id, {
          subject: 'owner',
          entityId: id,
          change: {
            field: 'owner_approval_status',
            from: row.ownerApprovalStatus,
            to: input.decision,
          },
          reason,
          userId: row.id,
        });
        const updated = await queries.findUser(id);
        if (!updated) throw userNotFound();
        return updated;
      });
      return toAdminUser(owner);
    },
  };
}
