import { z } from 'zod';
import { HOSTEL_STATUSES, ROLES } from '../constants/hostels.ts';
import { REPORT_MESSAGES } from '../constants/report-messages.ts';
import {
  ALL_REPORT_REASONS,
  isReportReasonFor,
  REPORT_ACTIONS,
  REPORT_DETAILS_MAX,
  REPORT_DETAILS_MIN,
  REPORT_NOTE_MAX,
  REPORT_REASON_NEEDING_DETAILS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  type ReportTargetType,
} from '../constants/reports.ts';
import { UuidSchema, whenObject } from './common.ts';

/**
 * Reports and moderation (issue 26): the body of a report, the admin queue's query and an
 * administrator's resolution, and the shapes they answer with. Lengths count characters as
 * people see them (Unicode code points), the way the database's CHECK constraints count them.
 */

/** Characters of `text` as PostgreSQL's char_length counts them (code points). */
function characterCount(text: string): number {
  return Array.from(text).length;
}

/** What is reported: `hostel`, `review`, `message` or `user`. */
export const ReportTargetTypeSchema = z.enum(REPORT_TARGET_TYPES, {
  error: REPORT_MESSAGES.targetTypeInvalid,
});

/**
 * A report's details: trimmed, at most 1,000 characters; blank or left out is null. Needed
 * (10 characters or more) only for the reason `other`: CreateReportSchema checks that.
 */
export const ReportDetailsSchema = z
  .string()
  .trim()
  .refine((text) => characterCount(text) <= REPORT_DETAILS_MAX, {
    error: REPORT_MESSAGES.detailsLong,
  })
  .nullish()
  .transform((text) => (text ? text : null));

/** Whether `value` (a field of a body being parsed, maybe still invalid) is a target type. */
function isTargetType(value: unknown): value is ReportTargetType {
  return (REPORT_TARGET_TYPES as readonly unknown[]).includes(value);
}

/**
 * Body of POST /api/reports: `target_type` (hostel, review, message or user), `target_id`
 * (its id), `reason` (one of REPORT_REASONS for that type; another type's reason is refused
 * on `reason`) and `details` (optional, at most 1,000 characters; 10 or more needed for the
 * reason `other`, refused on `details`). Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const CreateReportSchema = z
  .strictObject({
    target_type: ReportTargetTypeSchema,
    target_id: UuidSchema,
    reason: z.enum(ALL_REPORT_REASONS, {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? REPORT_MESSAGES.reasonRequired
          : REPORT_MESSAGES.reasonInvalid,
    }),
    details: ReportDetailsSchema,
  })
  .superRefine((value, context) => {
    const { target_type: type, reason, details } = value as Record<string, unknown>;
    if (typeof reason !== 'string' || !(ALL_REPORT_REASONS as readonly string[]).includes(reason)) {
      return;
    }
    if (isTargetType(type) && !isReportReasonFor(type, reason)) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: REPORT_MESSAGES.reasonInvalid,
      });
    }
    if (reason !== REPORT_REASON_NEEDING_DETAILS) return;
    const text = typeof details === 'string' ? details.trim() : '';
    if (characterCount(text) < REPORT_DETAILS_MIN) {
      context.addIssue({
        code: 'custom',
        path: ['details'],
        message: REPORT_MESSAGES.detailsRequired,
      });
    }
  }, whenObject);
export type CreateReportInput = z.input<typeof CreateReportSchema>;
export type CreateReportValues = z.output<typeof CreateReportSchema>;

/**
 * Query of GET /api/admin/reports: `status` (open, dismissed or actioned) and `target_type`
 * filters, `page` from 1 and `limit` 1-100 (default 20), as the other admin lists.
 */
export const AdminReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: REPORT_MESSAGES.statusInvalid }).optional(),
  target_type: ReportTargetTypeSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminReportsQuery = z.infer<typeof AdminReportsQuerySchema>;

/**
 * Body of PATCH /api/admin/reports/{id}: `action` (dismiss, hide_review,
 * return_hostel_to_review or suspend_user; which fit depends on the report's target type, see
 * REPORT_ACTIONS_BY_TARGET) and an optional `note` for the record (trimmed, at most 500
 * characters, blank is none). The note stays in the admin panel; the reporter is not shown it.
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const ReportResolutionSchema = z.strictObject({
  action: z.enum(REPORT_ACTIONS, { error: REPORT_MESSAGES.actionInvalid }),
  note: z
    .string()
    .trim()
    .refine((text) => characterCount(text) <= REPORT_NOTE_MAX, {
      error: REPORT_MESSAGES.noteLong,
    })
    .nullish()
    .transform((text) => (text ? text : null)),
});
export type ReportResolutionInput = z.input<typeof ReportResolutionSchema>;
export type ReportResolution = z.output<typeof ReportResolutionSchema>;

/**
 * `data` of POST /api/reports: the report as its reporter sees it. Times are ISO 8601; a new
 * report is `open`.
 */
export const ReportSchema = z.object({
  id: z.uuid(),
  target_type: ReportTargetTypeSchema,
  target_id: z.uuid(),
  reason: z.enum(ALL_REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.iso.datetime({ offset: true }),
});
export type Report = z.infer<typeof ReportSchema>;

/** A person a report names: its reporter, the reported user, an author, the resolving admin. */
const ReportPersonSchema = z.object({ id: z.uuid(), full_name: z.string() });

/**
 * What the admin queue shows of a reported thing. `exists` is false once it was deleted (the
 * other fields are then null, or what the chat kept). `hostel`: the reported hostel, the
 * reviewed one, or the one a chat message was about (`id` null when that hostel is gone and
 * only the chat's copy of its name is left). `excerpt`: the first 200 characters of a review's
 * or message's text ('…' added when cut). `person`: the reported user, the author of a review
 * or message, or a hostel's owner, with their role and whether they are suspended.
 * `review_hidden`: for a review, whether it is hidden now; else null.
 */
export const ReportTargetSummarySchema = z.object({
  exists: z.boolean(),
  hostel: z
    .object({
      id: z.uuid().nullable(),
      name: z.string(),
      status: z.enum(HOSTEL_STATUSES).nullable(),
    })
    .nullable(),
  excerpt: z.string().nullable(),
  review_rating: z.number().int().nullable(),
  review_hidden: z.boolean().nullable(),
  person: ReportPersonSchema.extend({
    role: z.enum(ROLES),
    suspended: z.boolean(),
  }).nullable(),
});
export type ReportTargetSummary = z.infer<typeof ReportTargetSummarySchema>;

/**
 * One report of the admin queue: the report, its reporter, a summary of the reported thing
 * and, once resolved, the resolution (`action`, the admin's `note`, who and when; `resolved_by`
 * null once that admin's account is deleted).
 */
export const AdminReportSchema = ReportSchema.extend({
  updated_at: z.iso.datetime({ offset: true }),
  reporter: ReportPersonSchema,
  target: ReportTargetSummarySchema,
  resolution: z
    .object({
      action: z.enum(REPORT_ACTIONS),
      note: z.string().nullable(),
      resolved_by: ReportPersonSchema.nullable(),
      resolved_at: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

/** `data` of GET /api/admin/reports: one page of reports, newest first, and the totals. */
export const AdminReportsPageSchema = z.object({
  reports: z.array(AdminReportSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  total_pages: z.number().int(),
});
export type AdminReportsPage = z.infer<typeof AdminReportsPageSchema>;
