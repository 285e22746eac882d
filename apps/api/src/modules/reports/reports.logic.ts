import {
  ADMIN_MESSAGES,
  AppError,
  MESSAGES,
  REPORT_MESSAGES,
  REVIEW_MESSAGES,
  type AdminReport,
  type Report,
  type ReportAction,
  type ReportTargetType,
} from '@hostelhub/shared';
import type { AdminReportRow, ReportRow, ReportTargetFacts } from './reports.types.ts';

/*
 * The pure rules of reports (issue 26; docs/decisions/026): who may see and report what, the
 * errors of a report or a resolution, and a report's shapes for its reporter and the admin queue.
 */

/** The 404 of a reported thing that does not exist or that the reporter may not see. */
export function targetNotFound(type: ReportTargetType): AppError {
  switch (type) {
    case 'hostel':
      return new AppError('HOSTEL_NOT_FOUND', MESSAGES.hostelNotFound);
    case 'review':
      return new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
    case 'message':
      return new AppError('NOT_FOUND', ADMIN_MESSAGES.messageNotFound);
    case 'user':
      return new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  }
}

/**
 * Whether the user `viewerId` may see the reported thing, and so report it: an approved hostel
 * or their own; a review that is not hidden, of an approved hostel (as readers see reviews); a
 * message of a chat they take part in; any user.
 */
export function isVisibleTo(facts: ReportTargetFacts, viewerId: string): boolean {
  switch (facts.type) {
    case 'hostel':
      return facts.status === 'approved' || facts.ownerId === viewerId;
    case 'review':
      return !facts.hidden && facts.hostelStatus === 'approved';
    case 'message':
      return facts.participantIds.includes(viewerId);
    case 'user':
      return true;
  }
}

/** Why `viewerId` may not report the thing (their own hostel, review, message or account), or null. */
export function ownRefusal(facts: ReportTargetFacts, viewerId: string): string | null {
  switch (facts.type) {
    case 'hostel':
      return facts.ownerId === viewerId ? REPORT_MESSAGES.ownHostel : null;
    case 'review':
      return facts.authorId === viewerId ? REPORT_MESSAGES.ownReview : null;
    case 'message':
      return facts.authorId === viewerId ? REPORT_MESSAGES.ownMessage : null;
    case 'user':
      return facts.id === viewerId ? REPORT_MESSAGES.ownAccount : null;
  }
}

/** The 400 of an action that does not fit the report's target type, on the `action` field. */
export function actionMismatch(action: Exclude<ReportAction, 'dismiss'>): AppError {
  const message = {
    hide_review: REPORT_MESSAGES.hideOnlyReviews,
    return_hostel_to_review: REPORT_MESSAGES.returnOnlyHostels,
    suspend_user: REPORT_MESSAGES.suspendOnlyPeople,
  }[action];
  return new AppError('VALIDATION_ERROR', message, [{ field: 'action', message }]);
}

/** The 409 of an action on a reported thing that is gone (only dismissing is left). */
export const targetGone = () => new AppError('CONFLICT', REPORT_MESSAGES.targetGone);

/** A report as its reporter sees it. */
export function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    target_type: row.targetType,
    target_id: row.targetId,
    reason: row.reason,
    details: row.details,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** Whether the reported thing of an admin queue row still exists. */
export function targetExists(row: AdminReportRow): boolean {
  switch (row.targetType) {
    case 'hostel':
      return row.hostelId !== null;
    case 'review':
      return row.reviewId !== null;
    case 'message':
      return row.messageId !== null;
    case 'user':
      return row.personId !== null;
  }
}

/** A report as the admin queue shows it (AdminReportSchema). */
export function toAdminReport(row: AdminReportRow): AdminReport {
  const person =
    row.personId !== null && row.personName !== null && row.personRole !== null
      ? {
          id: row.personId,
          full_name: row.personName,
          role: row.personRole,
          suspended: row.personSuspendedAt !== null,
        }
      : null;
  return {
    ...toReport(row),
    updated_at: row.updatedAt.toISOString(),
    reporter: { id: row.reporterId, full_name: row.reporterName },
    target: {
      exists: targetExists(row),
      hostel:
        row.hostelName === null
          ? null
          : { id: row.hostelId, name: row.hostelName, status: row.hostelStatus },
      excerpt:
        row.excerpt === null ? null : row.excerptCut ? `${row.excerpt.trimEnd()}…` : row.excerpt,
      review_rating: row.reviewRating,
      review_hidden: row.reviewId === null ? null : row.reviewHiddenAt !== null,
      person,
    },
    resolution:
      row.resolutionAction !== null && row.resolvedAt !== null
        ? {
            action: row.resolutionAction,
            note: row.resolutionNote,
            resolved_by:
              row.resolverId !== null && row.resolverName !== null
                ? { id: row.resolverId, full_name: row.resolverName }
                : null,
            resolved_at: row.resolvedAt.toISOString(),
          }
        : null,
  };
}
