import {
  REPORT_EXCERPT_LENGTH,
  type AdminReportsQuery,
  type HostelStatus,
  type ReportAction,
  type ReportReason,
  type ReportStatus,
  type ReportTargetType,
  type Role,
} from '@hostelhub/shared';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.ts';
import { chats, hostels, messages, reports, reviews, users } from '../../db/schema/index.ts';

/** A report's own columns, as the service reads them. */
export interface ReportRow {
  id: string;
  reporterId: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  resolutionAction: ReportAction | null;
  resolutionNote: string | null;
  resolvedBy: string | null;
  resolvedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A new report: who reports what, why and the trimmed details (or null). */
export interface NewReport {
  reporterId: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details: string | null;
}

/** A resolution as stored: the new status, the action, who resolved it and their note. */
export interface ReportResolutionValues {
  status: Exclude<ReportStatus, 'open'>;
  action: ReportAction;
  resolvedBy: string;
  note: string | null;
}

/**
 * What the service needs to know of a reported thing to decide who may report it and whom
 * an action concerns: a hostel's owner and status; a review's author, whether it is hidden and
 * its hostel's status; a message's author (null once their account is deleted) and the chat's
 * participants still there; a user's id.
 */
export type ReportTargetFacts =
  | { type: 'hostel'; id: string; name: string; ownerId: string; status: HostelStatus }
  | {
      type: 'review';
      id: string;
      authorId: string;
      hidden: boolean;
      hostelStatus: HostelStatus;
    }
  | { type: 'message'; id: string; authorId: string | null; participantIds: string[] }
  | { type: 'user'; id: string };

/** A report of the admin queue with its reporter, resolver and the reported thing's summary. */
export interface AdminReportRow extends ReportRow {
  reporterName: string;
  resolverId: string | null;
  resolverName: string | null;
  /** The reported, reviewed or chatted-about hostel; null id when only a chat's copy of its name is left. */
  hostelId: string | null;
  hostelName: string | null;
  hostelStatus: HostelStatus | null;
  reviewId: string | null;
  reviewRating: number | null;
  reviewHiddenAt: Date | null;
  messageId: string | null;
  /** The first REPORT_EXCERPT_LENGTH characters of a review's or message's text. */
  excerpt: string | null;
  /** Whether the excerpt was cut. */
  excerptCut: boolean;
  /** The reported user, the review's or message's author, or the hostel's owner. */
  personId: string | null;
  personName: string | null;
  personRole: Role | null;
  personSuspendedAt: Date | null;
}

const reportColumns = {
  id: reports.id,
  reporterId: reports.reporterId,
  targetType: reports.targetType,
  targetId: reports.targetId,
  reason: reports.reason,
  details: reports.details,
  status: reports.status,
  resolutionAction: reports.resolutionAction,
  resolutionNote: reports.resolutionNote,
  resolvedBy: reports.resolvedBy,
  resolvedAt: reports.resolvedAt,
  createdAt: reports.createdAt,
  updatedAt: reports.updatedAt,
};

/**
 * The facts of the reported `type` with `id` (see ReportTargetFacts), or null when there is no
 * such thing. With `lock`, a review's row is locked for the rest of the transaction (hiding
 * it); the other kinds are locked by the code that changes them.
 */
async function findTarget(
  executor: Executor,
  type: ReportTargetType,
  id: string,
  lock = false,
): Promise<ReportTargetFacts | null> {
  switch (type) {
    case 'hostel': {
      const [row] = await executor
        .select({
          id: hostels.id,
          name: hostels.name,
          ownerId: hostels.ownerId,
          status: hostels.status,
        })
        .from(hostels)
        .where(eq(hostels.id, id))
        .limit(1);
      return row ? { type, ...row } : null;
    }
    case 'review': {
      const query = executor
        .select({
          id: reviews.id,
          authorId: reviews.studentId,
          hiddenAt: reviews.hiddenAt,
          hostelStatus: hostels.status,
        })
        .from(reviews)
        .innerJoin(hostels, eq(hostels.id, reviews.hostelId))
        .where(eq(reviews.id, id))
        .limit(1);
      const [row] = lock ? await query.for('update', { of: reviews }) : await query;
      return row
        ? {
            type,
            id: row.id,
            authorId: row.authorId,
            hidden: row.hiddenAt !== null,
            hostelStatus: row.hostelStatus,
          }
        : null;
    }
    case 'message': {
      const [row] = await executor
        .select({
          id: messages.id,
          authorId: messages.senderId,
          studentId: chats.studentId,
          ownerId: chats.ownerId,
        })
        .from(messages)
        .innerJoin(chats, eq(chats.id, messages.chatId))
        .where(eq(messages.id, id))
        .limit(1);
      if (!row) return null;
      const participantIds = [row.studentId, row.ownerId].filter((p): p is string => p !== null);
      return { type, id: row.id, authorId: row.authorId, participantIds };
    }
    case 'user': {
      const [row] = await executor
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ? { type, id: row.id } : null;
    }
  }
}

/**
 * Reports and their resolutions (issue 26). The only place with reports SQL; returns
 * camelCase rows. A resolution runs in the admin repository's transaction (it reuses the
 * admin's hostel and suspension queries), so its report queries come from `reportModeration`,
 * bound to that transaction the way writeAudit and createNotification are.
 */
export function createReportsRepository(db: Db) {
  const reporters = alias(users, 'reporters');
  const resolvers = alias(users, 'resolvers');
  const people = alias(users, 'people');
  const targetText = sql`coalesce(${reviews.comment}, ${messages.text})`;

  /** The admin queue's select: every report with its people and target summary. */
  function selectAdminReports() {
    return db
      .select({
        ...reportColumns,
        reporterName: reporters.fullName,
        resolverId: resolvers.id,
        resolverName: resolvers.fullName,
        hostelId: hostels.id,
        hostelName: sql<string | null>`coalesce(${hostels.name}, ${chats.hostelName})`,
        hostelStatus: hostels.status,
        reviewId: reviews.id,
        reviewRating: reviews.rating,
        reviewHiddenAt: reviews.hiddenAt,
        messageId: messages.id,
        excerpt: sql<string | null>`left(${targetText}, ${REPORT_EXCERPT_LENGTH})`,
        excerptCut: sql<boolean>`coalesce(char_length(${targetText}) > ${REPORT_EXCERPT_LENGTH}, false)`,
        personId: people.id,
        personName: people.fullName,
        personRole: people.role,
        personSuspendedAt: people.suspendedAt,
      })
      .from(reports)
      .innerJoin(reporters, eq(reporters.id, reports.reporterId))
      .leftJoin(reviews, and(eq(reports.targetType, 'review'), eq(reviews.id, reports.targetId)))
      .leftJoin(messages, and(eq(reports.targetType, 'message'), eq(messages.id, reports.targetId)))
      .leftJoin(chats, eq(chats.id, messages.chatId))
      .leftJoin(
        hostels,
        eq(
          hostels.id,
          sql`case ${reports.targetType} when 'hostel' then ${reports.targetId}
            when 'review' then ${reviews.hostelId} when 'message' then ${chats.hostelId} end`,
        ),
      )
      .leftJoin(
        people,
        eq(
          people.id,
          sql`case ${reports.targetType} when 'user' then ${reports.targetId}
            when 'review' then ${reviews.studentId} when 'message' then ${messages.senderId}
            else ${hostels.ownerId} end`,
        ),
      )
      .leftJoin(resolvers, eq(resolvers.id, reports.resolvedBy));
  }

  return {
    /** The facts of a reported thing (ReportTargetFacts), or null when there is none. */
    findTarget: (type: ReportTargetType, id: string) => findTarget(db, type, id),

    /**
     * Stores the report and returns it, or null when the reporter already has an open report
     * of the same target: the partial unique index on (reporter_id, target_type, target_id)
     * where status = 'open' decides, so of two reports sent at once exactly one is stored (the
     * other waits for it, then finds the conflict).
     */
    async insert(values: NewReport): Promise<ReportRow | null> {
      const [row] = await db
        .insert(reports)
        .values(values)
        .onConflictDoNothing({
          target: [reports.reporterId, reports.targetType, reports.targetId],
          where: sql`status = 'open'`,
        })
        .returning(reportColumns);
      return row ?? null;
    },

    /**
     * One page of reports (one status and target type, or all), newest first (the id breaks
     * ties, so pages never overlap), and how many match in all.
     */
    async listForAdmin(query: AdminReportsQuery) {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(reports.status, query.status));
      if (query.target_type) conditions.push(eq(reports.targetType, query.target_type));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [totals]] = await Promise.all([
        selectAdminReports()
          .where(where)
          .orderBy(desc(reports.createdAt), desc(reports.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(reports).where(where),
      ]);
      return {
        rows: rows satisfies AdminReportRow[],
        total: totals?.total ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },

    /** One report as the admin queue shows it, or null. */
    async findForAdmin(id: string): Promise<AdminReportRow | null> {
      const [row] = await selectAdminReports().where(eq(reports.id, id)).limit(1);
      return row ?? null;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;

/**
 * The report queries a resolution runs inside an open transaction (`executor`, the admin
 * repository's): the report locked, the reported thing's facts, hiding a review and storing
 * the resolution, so the effect, the resolution, its audit record and the reporter's
 * notification commit together or not at all.
 */
export function reportModeration(executor: Executor) {
  return {
    /** The report, locked for the rest of the transaction (two admins cannot both resolve it). */
    async lock(id: string): Promise<ReportRow | null> {
      const [row] = await executor
        .select(reportColumns)
        .from(reports)
        .where(eq(reports.id, id))
        .for('update');
      return row ?? null;
    },

    /** The reported thing's facts (a review locked), or null when it is gone. */
    findTarget: (type: ReportTargetType, id: string) => findTarget(executor, type, id, true),

    /**
     * Hides the review from every list and aggregate: the reviews triggers take it out of its
     * hostel's rating_count and rating_sum in the same statement (0016_reviews.sql). Its
     * `updated_at`, which tells readers when the author last edited it, stays.
     */
    async hideReview(id: string): Promise<void> {
      await executor
        .update(reviews)
        .set({ hiddenAt: sql`now()`, updatedAt: sql`${reviews.updatedAt}` })
        .where(and(eq(reviews.id, id), sql`${reviews.hiddenAt} is null`));
    },

    /** Stores the resolution of an open report (status, action, who, when, note). */
    async resolve(id: string, values: ReportResolutionValues): Promise<void> {
      await executor
        .update(reports)
        .set({
          status: values.status,
          resolutionAction: values.action,
          resolvedBy: values.resolvedBy,
          resolvedAt: sql`now()`,
          resolutionNote: values.note,
        })
        .where(eq(reports.id, id));
    },
  };
}

/** The report queries of one resolution's transaction. */
export type ReportModeration = ReturnType<typeof reportModeration>;
