import {
  AppError,
  isReportActionFor,
  MESSAGING_MESSAGES,
  REPORT_MESSAGES,
  type AdminReport,
  type AdminReportsPage,
  type AdminReportsQuery,
  type CreateReportValues,
  type Report,
  type ReportAction,
  type ReportResolution,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import type { BoundQueries, TransactionOf } from '../../lib/transaction.ts';
import { applySuspension } from '../admin/admin-users.service.ts';
import type { AdminRepository } from '../admin/admin.repository.ts';
import type { HostelChangesRepository } from '../hostel-changes/hostel-changes.repository.ts';
import type { AuditWriter } from '../audit/audit.repository.ts';
import type { Notify } from '../notify/notify.service.ts';
import {
  targetNotFound,
  isVisibleTo,
  ownRefusal,
  actionMismatch,
  targetGone,
  toReport,
  toAdminReport,
} from './reports.logic.ts';
import {
  reportModeration,
  type ReportModeration,
  type ReportRow,
  type ReportsRepository,
} from './reports.repository.ts';

/** The admin queries bound to a resolution's transaction. */
type AdminQueries = BoundQueries<AdminRepository>;
/** A resolution's transaction (the admin repository's). */
type Tx = TransactionOf<AdminRepository>;

export interface ReportsServiceDeps {
  reports: ReportsRepository;
  /**
   * The admin repository: a resolution runs in its transaction and reuses its hostel
   * moderation queries (lockHostel, setHostelStatus) and the suspension of admin-users.service.
   */
  admin: AdminRepository;
  /** Tells the reporter how their report ended (issue 43 item 2). */
  notify: Pick<Notify, 'tell'>;
  /**
   * Called after a resolution that changes what students see (a review hidden, a hostel sent
   * back to review): clears the public browse cache (docs/decisions/004).
   */
  onHostelsChange: () => void;
  /** Removes photo files once their rows are gone (after the commit). */
  removeImages: (storageKeys: string[]) => Promise<void>;
  /** Writes the action's audit record in its transaction (services.ts hands it in, issue 43). */
  audit: AuditWriter;
  /** A hostel sent back to review keeps its owner's pending change, merged into it. */
  changes: Pick<HostelChangesRepository, 'mergePendingChange'>;
}

/** What an action did, for the audit record, the reporter's notice and the browse cache. */
interface Effect {
  /** Extra fields of the report's audit record (`after`). */
  audit: Record<string, unknown>;
  /** The reported hostel's name, for the notice of a hostel sent back to review. */
  hostelName?: string;
  /** Whether students now see something else (the browse cache must go). */
  changesBrowse: boolean;
  /** Photo files to remove after the commit (a merged change's removed photos, issue 26). */
  storageKeys?: string[];
}

/**
 * Reports and moderation (issue 26). Any signed-in user reports a hostel, a review, a chat
 * message or another user they can see, once while that report is open; administrators work
 * through the queue and resolve each report with one action whose effect, resolution, audit
 * records and the reporter's in-app notification commit in one transaction.
 */
export function createReportsService({
  reports,
  admin,
  notify,
  onHostelsChange,
  removeImages,
  audit,
  changes,
}: ReportsServiceDeps) {
  /**
   * The action's effect on the reported thing, inside the resolution's transaction: hiding the
   * review, sending the hostel back to pending (the admin repository's own hostel queries), or
   * suspending the user through admin-users.service's applySuspension. Each writes its own
   * audit record beside the report's.
   */
  async function applyEffect(
    queries: AdminQueries,
    tx: Tx,
    moderation: ReportModeration,
    actor: Actor,
    report: ReportRow,
    action: ReportAction,
  ): Promise<Effect> {
    const reportRef = { report_id: report.id };
    switch (action) {
      case 'dismiss':
        return { audit: {}, changesBrowse: false };

      case 'hide_review': {
        const review = await moderation.findTarget('review', report.targetId);
        if (review?.type !== 'review') throw targetGone();
        if (review.hidden) return { audit: { already: true }, changesBrowse: false };
        await moderation.hideReview(review.id);
        await audit.write(tx, {
          actorId: actor.id,
          action: 'review.hide',
          entityType: 'review',
          entityId: review.id,
          before: { hidden: false },
          after: { hidden: true, ...reportRef },
        });
        return { audit: {}, changesBrowse: true };
      }

      case 'return_hostel_to_review': {
        const hostel = await queries.lockHostel(report.targetId);
        if (!hostel) throw targetGone();
        // A pending or rejected hostel is already off the public list: nothing to change.
        if (hostel.status !== 'approved') {
          return { audit: { already: true }, hostelName: hostel.name, changesBrowse: false };
        }
        await queries.setHostelStatus(hostel.id, 'pending', null);
        // Issue 26: a change waiting for review joins the hostel, reviewed with the rest.
        const storageKeys = await changes.mergePendingChange(tx, hostel.id);
        await audit.write(tx, {
          actorId: actor.id,
          action: 'hostel.return_to_review',
          entityType: 'hostel',
          entityId: hostel.id,
          before: { status: hostel.status },
          after: { status: 'pending', ...reportRef },
        });
        return { audit: {}, hostelName: hostel.name, changesBrowse: true, storageKeys };
      }

      case 'suspend_user': {
        const target = await moderation.findTarget(report.targetType, report.targetId);
        if (!target) throw targetGone();
        let userId: string;
        if (target.type === 'user') userId = target.id;
        else if (target.type === 'review' || target.type === 'message') {
          if (target.authorId === null) {
            throw new AppError('CONFLICT', MESSAGING_MESSAGES.otherPartyDeleted);
          }
          userId = target.authorId;
        } else throw actionMismatch(action);
        const user = await applySuspension(audit, queries, tx, actor, userId, true);
        return { audit: { user_id: user.id }, changesBrowse: false };
      }
    }
  }

  return {
    /**
     * POST /api/reports: `actor` reports a hostel, a review, a chat message or a user, with a
     * reason valid for that type and details (trimmed; needed for `other`). Returns the open
     * report. Throws HOSTEL_NOT_FOUND or NOT_FOUND (404) for a target that does not exist or
     * that the reporter cannot see (a hostel that is not approved and not theirs; a hidden
     * review, or one of a hostel that is not approved; a message of a chat they are not in);
     * FORBIDDEN (403) for their own hostel, review, message or account; CONFLICT (409) while
     * they have an open report of the same target (also when two arrive at once: one is
     * stored).
     */
    async create(actor: Actor, input: CreateReportValues): Promise<Report> {
      const facts = await reports.findTarget(input.target_type, input.target_id);
      if (!facts || !isVisibleTo(facts, actor.id)) throw targetNotFound(input.target_type);
      const refusal = ownRefusal(facts, actor.id);
      if (refusal) throw new AppError('FORBIDDEN', refusal);
      const row = await reports.insert({
        reporterId: actor.id,
        targetType: input.target_type,
        targetId: input.target_id,
        reason: input.reason,
        details: input.details,
      });
      if (!row) throw new AppError('CONFLICT', REPORT_MESSAGES.alreadyReported);
      return toReport(row);
    },

    /**
     * GET /api/admin/reports: one page of reports (filtered by `status` and `target_type`),
     * newest first, each with its reporter, a summary of the reported thing and its
     * resolution. Only the reported message's own text is shown, never the rest of its chat.
     */
    async list(query: AdminReportsQuery): Promise<AdminReportsPage> {
      const page = await reports.listForAdmin(query);
      return {
        reports: page.rows.map(toAdminReport),
        total: page.total,
        page: page.page,
        limit: page.limit,
        total_pages: Math.ceil(page.total / page.limit),
      };
    },

    /**
     * PATCH /api/admin/reports/{id}: resolves an open report with `action` (and an optional
     * note kept for the admin panel): `dismiss` (dismissed), or `hide_review`,
     * `return_hostel_to_review` or `suspend_user` (actioned; the author of a reported review
     * or message, or the reported user, is suspended). In one transaction, the report locked:
     * the effect with its own audit record, the resolution, the report's audit record
     * (`report.<action>`) and the reporter's notification. An effect already in place (a review
     * already hidden, a hostel already off the list, a user already suspended) changes
     * nothing more. Returns the report as the queue shows it. Throws NOT_FOUND (404) for an
     * unknown report; VALIDATION_ERROR (400, on `action`) for an action that does not fit the
     * target type; CONFLICT (409) for a report already resolved, a target that is gone, a
     * message whose author deleted their account, or the last administrator who can act.
     */
    async resolve(actor: Actor, id: string, input: ReportResolution): Promise<AdminReport> {
      const effect = await admin.transaction(async (queries, tx) => {
        const moderation = reportModeration(tx);
        const report = await moderation.lock(id);
        if (!report) throw new AppError('NOT_FOUND', REPORT_MESSAGES.reportNotFound);
        if (input.action !== 'dismiss' && !isReportActionFor(report.targetType, input.action)) {
          throw actionMismatch(input.action);
        }
        if (report.status !== 'open') {
          throw new AppError('CONFLICT', REPORT_MESSAGES.alreadyResolved);
        }
        const done = await applyEffect(queries, tx, moderation, actor, report, input.action);
        const status = input.action === 'dismiss' ? 'dismissed' : 'actioned';
        await moderation.resolve(report.id, {
          status,
          action: input.action,
          resolvedBy: actor.id,
          note: input.note,
        });
        await audit.write(tx, {
          actorId: actor.id,
          action: `report.${input.action}`,
          entityType: 'report',
          entityId: report.id,
          before: { status: report.status },
          after: {
            status,
            target_type: report.targetType,
            target_id: report.targetId,
            ...(input.note ? { note: input.note } : {}),
            ...done.audit,
          },
        });
        // The reporter is told in-app, in their language; no email: the notification settings
        // cover one's own hostels and account, not reports (decision 10).
        await notify.tell(tx, report.reporterId, 'reportResolved', {
          action: input.action,
          hostel: done.hostelName ?? '',
        });
        return done;
      });
      if (effect.storageKeys?.length) await removeImages(effect.storageKeys);
      if (effect.changesBrowse) onHostelsChange();
      const row = await reports.findForAdmin(id);
      if (!row) throw new AppError('NOT_FOUND', REPORT_MESSAGES.reportNotFound);
      return toAdminReport(row);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
