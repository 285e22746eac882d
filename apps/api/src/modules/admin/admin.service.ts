import type { AdminOverview, AuditEntry } from '@hostelhub/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { HostelChangesRepository } from '../hostel-changes/hostel-changes.repository.ts';
import type { QueueSavedSearchChecks } from '../saved-searches/saved-searches.repository.ts';
import type { Notify } from '../notify/notify.service.ts';
import { createAdminDecisions } from './admin-decision.service.ts';
import { createAdminUsersService } from './admin-users.service.ts';
import type { AdminRepository } from './admin.repository.ts';
import { createHostelModerationService } from './hostel-moderation.service.ts';
import { createOwnerApprovalService } from './owner-approval.service.ts';

export interface AdminServiceDeps {
  admin: AdminRepository;
  /** The audit trail (GET /admin/audit). */
  audit: AuditRepository;
  log: FastifyBaseLogger;
  /** Called after a change visitors can see (the public browse cache). */
  onHostelsChange: () => void;
  /** Removes stored image files once their rows are gone. */
  removeImages: (storageKeys: string[]) => Promise<void>;
  /** Tells the user a decision concerns (issue 43 item 2). */
  notify: Pick<Notify, 'tell'>;
  /** How many changes to approved hostels wait for review (issue 26). */
  countPendingChanges: () => Promise<number>;
  /** An approval marks the hostel's photos checked and its price range approved (issue 26). */
  changes: Pick<HostelChangesRepository, 'markPhotosChecked' | 'markPricesApproved'>;
  /** Queues the saved-search alert checks of newly visible hostels (issue 29). */
  queueSavedSearchChecks: QueueSavedSearchChecks;
}

/**
 * The administrator's side (spec part 2 sections 2, 4, 6 and 7 'Admin'; decisions 2, 4 and
 * 16): the overview, hostel moderation (hostel-moderation.service.ts), owner approval
 * (owner-approval.service.ts), users (admin-users.service.ts) and the audit trail. Every
 * action, its audit record and its email (written to the outbox, sent after the commit:
 * issue 21 item 4) commit in one transaction; the decision texts are notify's events
 * (modules/notify/decision-events.texts.ts).
 */
export function createAdminService(deps: AdminServiceDeps) {
  const { admin, audit } = deps;
  const decisions = createAdminDecisions(deps.notify, deps.audit);
  return {
    /** GET /admin/overview: the dashboard's four cards and the owner and area queues' lengths. */
    async overview(): Promise<AdminOverview> {
      const [counts, pendingChanges] = await Promise.all([
        admin.overview(),
        deps.countPendingChanges(),
      ]);
      return {
        total_users: counts.totalUsers,
        total_hostels: counts.totalHostels,
        pending_hostels: counts.pendingHostels,
        approved_hostels: counts.approvedHostels,
        pending_owners: counts.pendingOwners,
        pending_areas: counts.pendingAreas,
        pending_hostel_changes: pendingChanges,
      };
    },

    ...createHostelModerationService({ ...deps, decisions }),
    ...createOwnerApprovalService({ ...deps, decisions }),
    ...createAdminUsersService(deps),

    /** GET /admin/audit: the newest admin actions, at most `limit`. */
    async audit(limit: number): Promise<AuditEntry[]> {
      const rows = await audit.list(limit);
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

export type AdminService = ReturnType<typeof createAdminService>;
