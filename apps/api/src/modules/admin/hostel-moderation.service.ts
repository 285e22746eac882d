import {
  ADMIN_MESSAGES,
  AppError,
  LISTING_MESSAGES,
  type AdminHostelsPage,
  type AdminHostelsQuery,
  type HostelModeration,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import type { AdminDecisions } from './admin-decision.service.ts';
import type { AdminRepository } from './admin.repository.ts';
import type { HostelChangesRepository } from '../hostel-changes/hostel-changes.repository.ts';
import type { QueueSavedSearchChecks } from '../saved-searches/saved-searches.repository.ts';

/** What hostel moderation needs. */
export interface HostelModerationDeps {
  admin: AdminRepository;
  decisions: AdminDecisions;
  /** Called after a change visitors can see (the public browse cache). */
  onHostelsChange: () => void;
  /** An approval marks the hostel's photos checked and its price range approved (issue 26). */
  changes: Pick<HostelChangesRepository, 'markPhotosChecked' | 'markPricesApproved'>;
  /** Queues the saved-search alert checks of newly visible hostels, in the caller's transaction. */
  queueSavedSearchChecks: QueueSavedSearchChecks;
}

/**
 * Hostel moderation (spec part 2 sections 2 and 7 'Admin'): every hostel for the admin, and
 * approving or rejecting a pending one with its notification, audit record and email in one
 * transaction (approving marks its photos checked, issue 26).
 */
export function createHostelModerationService({
  admin,
  decisions,
  onHostelsChange,
  changes,
  queueSavedSearchChecks,
}: HostelModerationDeps) {
  return {
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
        const approved = input.status === 'approved';
        const reason = input.reason || null;
        await queries.setHostelStatus(id, input.status, reason);
        // Issue 26: approving is seeing every photo of the hostel and its rooms.
        if (approved) await changes.markPhotosChecked(tx, id);
        // Issue 41 item 8: its price and rents now are the approved ones raises compare with.
        if (approved) await changes.markPricesApproved(tx, id);
        // Issue 29: students whose saved searches it matches are told after the commit.
        if (approved) await queueSavedSearchChecks(tx, [id]);
        await decisions.record(tx, actor.id, {
          subject: 'hostel',
          entityId: id,
          change: { field: 'status', from: row.status, to: input.status },
          reason,
          userId: row.ownerId,
          hostel: row.name,
        });
      });
      onHostelsChange();
    },
  };
}
