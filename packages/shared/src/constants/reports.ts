// Reports and moderation (issue 26): the vocabularies and limits both apps and the database
// constraints share (apps/api/src/db/schema/reports.ts builds its CHECKs from these lists).

/** What a signed-in user can report: a hostel, a review, a chat message or a user. */
export const REPORT_TARGET_TYPES = ['hostel', 'review', 'message', 'user'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/**
 * The reasons offered for each kind of report. A hostel: fake photos, a wrong price, a hostel
 * that does not exist, an unsafe one, or something else. A review, a message or a user: the
 * kinds of abuse each can carry, or something else. `other` always needs details.
 */
export const REPORT_REASONS = {
  hostel: ['fake_photos', 'wrong_price', 'does_not_exist', 'unsafe', 'other'],
  review: ['offensive', 'spam', 'false_information', 'other'],
  message: ['offensive', 'harassment', 'spam', 'scam', 'other'],
  user: ['offensive', 'harassment', 'spam', 'scam', 'fake_account', 'other'],
} as const satisfies Record<ReportTargetType, readonly string[]>;

/** A reason of any kind of report (valid for its target type only: see isReportReasonFor). */
export type ReportReason = (typeof REPORT_REASONS)[ReportTargetType][number];

/** Every reason of every kind of report, once each, in the order first offered. */
export const ALL_REPORT_REASONS = [
  ...new Set(REPORT_TARGET_TYPES.flatMap((type) => REPORT_REASONS[type])),
] as [ReportReason, ...ReportReason[]];

/** Whether `reason` is one offered for reports of `targetType`. */
export function isReportReasonFor(targetType: ReportTargetType, reason: string): boolean {
  return (REPORT_REASONS[targetType] as readonly string[]).includes(reason);
}

/** The reason that needs a description (details of at least REPORT_DETAILS_MIN characters). */
export const REPORT_REASON_NEEDING_DETAILS = 'other' satisfies ReportReason;

/** A report's details, in characters (Unicode code points) after trimming. */
export const REPORT_DETAILS_MIN = 10;
export const REPORT_DETAILS_MAX = 1000;

/**
 * Where a report is: `open` (waiting for an administrator), `dismissed` (nothing done) or
 * `actioned` (the review hidden, the hostel sent back to review, or the user suspended).
 */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * What an administrator does with an open report: `dismiss` it, `hide_review` (a reported
 * review), `return_hostel_to_review` (a reported hostel goes back to pending) or
 * `suspend_user` (a reported user, or the author of a reported review or message).
 */
export const REPORT_ACTIONS = [
  'dismiss',
  'hide_review',
  'return_hostel_to_review',
  'suspend_user',
] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The actions that fit a report of each target type (dismiss fits every one). */
export const REPORT_ACTIONS_BY_TARGET = {
  hostel: ['dismiss', 'return_hostel_to_review'],
  review: ['dismiss', 'hide_review', 'suspend_user'],
  message: ['dismiss', 'suspend_user'],
  user: ['dismiss', 'suspend_user'],
} as const satisfies Record<ReportTargetType, readonly ReportAction[]>;

/** Whether `action` fits a report of `targetType`. */
export function isReportActionFor(targetType: ReportTargetType, action: ReportAction): boolean {
  return (REPORT_ACTIONS_BY_TARGET[targetType] as readonly ReportAction[]).includes(action);
}

/** An administrator's note on a resolution, in characters after trimming. */
export const REPORT_NOTE_MAX = 500;

/** How much of a reported review's or message's text the admin queue shows, in characters. */
export const REPORT_EXCERPT_LENGTH = 200;
