import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  MESSAGES,
  MESSAGING_MESSAGES,
  REPORT_MESSAGES,
  REVIEW_MESSAGES,
  type AdminReport,
  type AdminReportsPage,
  type NotificationsPage,
  type Report,
  type ReviewsPage,
} from '@hostelhub/shared';
import {
  MAIL_MESSAGES_EN,
  MAIL_MESSAGES_UR,
  SERVER_MESSAGES_UR,
} from '@hostelhub/shared/i18n/server';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  chats,
  deliveries,
  hostels,
  messages,
  notifications,
  reports,
  reviews,
  users,
} from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/**
 * Reports and moderation (issue 26): who may report what (anyone signed in, about what they
 * can see, never their own), one open report per reporter and target (two sent at once store
 * one), the admin queue and its filters, and each resolution with its effect (a review hidden
 * from every list and aggregate, a hostel back to pending and off the public list, a user
 * suspended whose token stops working), its audit records and the reporter's notification.
 * The browse cache is on (60 s), so a list read before a resolution also shows that the
 * resolution cleared it.
 */

let context: TestContext;
const db = () => context.database.db;
const UNKNOWN = '7d1c3b9e-4f0a-4c2b-9a6e-2f1e0d9c8b7a';
const PASSWORD = 'Reports@Pass2026';
const COMMENT = 'The rooms were nothing like the photos and the warden was rude.';
let passwordHash = '';

/** A signed-in user: id, `authorization` header value and email. */
interface Caller {
  id: string;
  auth: string;
  email: string;
}

let admin: Caller;

beforeAll(async () => {
  context = await createTestContext({ BROWSE_CACHE_SECONDS: '60' });
  passwordHash = await hashPassword(PASSWORD);
  admin = await signedIn({ role: 'admin', ownerApprovalStatus: null, fullName: 'Ayesha Admin' });
});

afterAll(async () => {
  await context?.close();
});

let sequence = 0;
/** A name no other hostel of this file has, so a list searched by it holds only the test's. */
const uniqueName = (label: string) => {
  sequence += 1;
  return `${label} Lodge ${sequence}${Math.random().toString(36).slice(2, 6)}`;
};

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}): Promise<Caller> {
  const user = await createUser(db(), { passwordHash, ...overrides });
  return {
    id: user.id,
    auth: await signIn(db(), context.settings.jwtSecret, user),
    email: user.email,
  };
}

const newStudent = (overrides: Parameters<typeof createUser>[1] = {}) =>
  signedIn({ role: 'student', ownerApprovalStatus: null, ...overrides });

/** An approved owner with a hostel (approved unless said) of a name unique to the test. */
async function ownedHostel(status: 'approved' | 'pending' | 'rejected' = 'approved') {
  const owner = await signedIn({ fullName: 'Kamran Owner' });
  const hostel = await createHostel(db(), {
    ownerId: owner.id,
    name: uniqueName('Report'),
    status,
  });
  return { owner, hostelId: hostel.id, name: hostel.name };
}

/** A review of the hostel by a new student (the triggers keep the hostel's counts). */
async function insertReview(
  hostelId: string,
  rating = 2,
  extra: Partial<typeof reviews.$inferInsert> = {},
): Promise<{ id: string; author: Caller }> {
  const author = await newStudent({ fullName: 'Bilal Ahmed' });
  const [row] = await db()
    .insert(reviews)
    .values({
      hostelId,
      studentId: author.id,
      rating,
      comment: COMMENT,
      verification: 'contacted',
      ...extra,
    })
    .returning({ id: reviews.id });
  if (!row) throw new Error('review insert returned nothing');
  return { id: row.id, author };
}

/** A chat about a new hostel: the student's message and the owner's answer. */
async function chatWithMessages() {
  const hostel = await ownedHostel();
  const student = await newStudent({ fullName: 'Sana Student' });
  const [chat] = await db()
    .insert(chats)
    .values({
      studentId: student.id,
      ownerId: hostel.owner.id,
      hostelId: hostel.hostelId,
      hostelName: hostel.name,
    })
    .returning({ id: chats.id });
  if (!chat) throw new Error('chat insert returned nothing');
  const [asked, answered] = await db()
    .insert(messages)
    .values([
      {
        chatId: chat.id,
        senderId: student.id,
        receiverId: hostel.owner.id,
        text: 'Is a room free next month?',
      },
      {
        chatId: chat.id,
        senderId: hostel.owner.id,
        receiverId: student.id,
        text: 'Send me 5,000 rupees by EasyPaisa first to hold it.',
      },
    ])
    .returning({ id: messages.id });
  if (!asked || !answered) throw new Error('message insert returned nothing');
  return { hostel, student, studentMessage: asked.id, ownerMessage: answered.id };
}

const postReport = (auth: string | undefined, payload: unknown) =>
  callJson(context.app, 'POST', '/api/reports', auth, payload);

/** Reports and expects 201; returns the report. */
async function report(auth: string, payload: Record<string, unknown>): Promise<Report> {
  const { status, body } = await postReport(auth, payload);
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as Report;
}

const resolve = (id: string, payload: unknown, auth: string = admin.auth) =>
  callJson(context.app, 'PATCH', `/api/admin/reports/${id}`, auth, payload);

/** Resolves as the admin and expects 200; returns the report as the queue shows it. */
async function resolved(id: string, payload: Record<string, unknown>): Promise<AdminReport> {
  const { status, body } = await resolve(id, payload);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as AdminReport;
}

async function queue(query = ''): Promise<AdminReportsPage> {
  const { status, body } = await callJson(
    context.app,
    'GET',
    `/api/admin/reports${query}`,
    admin.auth,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as AdminReportsPage;
}

const countReports = (targetId: string) => db().$count(reports, eq(reports.targetId, targetId));

/** The stored status of a report. */
async function statusOf(id: string) {
  const [row] = await db()
    .select({ status: reports.status })
    .from(reports)
    .where(eq(reports.id, id));
  return row?.status;
}

/** The audit records of one entity, oldest first: action, actor, before and after. */
function auditOf(entityId: string) {
  return db()
    .select({
      action: auditLog.action,
      actorId: auditLog.actorId,
      entityType: auditLog.entityType,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(asc(auditLog.createdAt));
}

/** The caller's notifications, newest first, as GET /api/notifications answers them. */
async function notificationsOf(caller: Caller) {
  const { status, body } = await callJson(context.app, 'GET', '/api/notifications', caller.auth);
  expect(status).toBe(200);
  return (body.data as NotificationsPage).notifications;
}

interface ListItem {
  id: string;
  rating_average: number | null;
  rating_count: number;
}

/** The public hostel list searched by a hostel's unique name. */
async function publicList(name: string): Promise<ListItem[]> {
  const { status, body } = await callJson(
    context.app,
    'GET',
    `/api/enhanced-hostels?search=${encodeURIComponent(name)}`,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as ListItem[];
}

async function reviewsPage(hostelId: string): Promise<ReviewsPage> {
  const { status, body } = await callJson(
    context.app,
    'GET',
    `/api/enhanced-hostels/${hostelId}/reviews`,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as ReviewsPage;
}

describe('reporting', () => {
  it('should answer 401 to a guest and store nothing', async () => {
    const hostel = await ownedHostel();
    const { status, body } = await postReport(undefined, {
      target_type: 'hostel',
      target_id: hostel.hostelId,
      reason: 'fake_photos',
    });
    expect(status).toBe(401);
    expect(body.code).toBe('UNAUTHORIZED');
    expect(await countReports(hostel.hostelId)).toBe(0);
  });

  it('should store an open report of an approved hostel, details trimmed', async () => {
    const hostel = await ownedHostel();
    const student = await newStudent();
    const stored = await report(student.auth, {
      target_type: 'hostel',
      target_id: hostel.hostelId,
      reason: 'wrong_price',
      details: '   The rent is 15,000 rupees, not 8,000.   ',
    });
    expect(stored).toMatchObject({
      target_type: 'hostel',
      target_id: hostel.hostelId,
      reason: 'wrong_price',
      details: 'The rent is 15,000 rupees, not 8,000.',
      status: 'open',
    });
    expect(Date.parse(stored.created_at)).not.toBeNaN();
    const [row] = await db().select().from(reports).where(eq(reports.id, stored.id));
    expect(row).toMatchObject({ reporterId: student.id, status: 'open', resolvedAt: null });
  });

  it('should let anyone signed in report a review, a message of their chat and a user', async () => {
    const hostel = await ownedHostel();
    const review = await insertReview(hostel.hostelId);
    const chat = await chatWithMessages();
    const someone = await newStudent();

    // The hostel's owner reports a review of their hostel; a student the owner's message.
    await report(hostel.owner.auth, {
      target_type: 'review',
      target_id: review.id,
      reason: 'false_information',
    });
    await report(chat.student.auth, {
      target_type: 'message',
      target_id: chat.ownerMessage,
      reason: 'scam',
    });
    // An owner reports a student; an admin may report too.
    await report(chat.hostel.owner.auth, {
      target_type: 'user',
      target_id: chat.student.id,
      reason: 'harassment',
    });
    await report(admin.auth, { target_type: 'user', target_id: someone.id, reason: 'spam' });
    expect(await countReports(review.id)).toBe(1);
    expect(await countReports(chat.ownerMessage)).toBe(1);
    expect(await countReports(chat.student.id)).toBe(1);
  });

  it.each([
    [
      'an unknown target type',
      { target_type: 'room', reason: 'spam' },
      'target_type',
      REPORT_MESSAGES.targetTypeInvalid,
    ],
    [
      'a target id that is no uuid',
      { target_id: 'abc', reason: 'spam' },
      'target_id',
      MESSAGES.invalidId,
    ],
    ['no reason', { reason: undefined }, 'reason', REPORT_MESSAGES.reasonRequired],
    ['an unknown reason', { reason: 'boring' }, 'reason', REPORT_MESSAGES.reasonInvalid],
    [
      "a user's reason for a hostel",
      { target_type: 'hostel', reason: 'harassment' },
      'reason',
      REPORT_MESSAGES.reasonInvalid,
    ],
    ['`other` without details', { reason: 'other' }, 'details', REPORT_MESSAGES.detailsRequired],
    [
      '`other` with 9 characters once trimmed',
      { reason: 'other', details: '   too short   ' },
      'details',
      REPORT_MESSAGES.detailsRequired,
    ],
    [
      'details over 1,000 characters',
      { reason: 'offensive', details: 'a'.repeat(1001) },
      'details',
      REPORT_MESSAGES.detailsLong,
    ],
  ] as const)('should refuse %s with the field message', async (_case, change, field, message) => {
    const target = await newStudent();
    const reporter = await newStudent();
    const { status, body } = await postReport(reporter.auth, {
      target_type: 'user',
      target_id: target.id,
      ...change,
    });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toContainEqual({ field, message });
    expect(await countReports(target.id)).toBe(0);
  });

  it('should accept `other` with exactly 10 characters and details of exactly 1,000', async () => {
    const reporter = await newStudent();
    const first = await newStudent();
    const second = await newStudent();
    await report(reporter.auth, {
      target_type: 'user',
      target_id: first.id,
      reason: 'other',
      details: ' Pretends!! ',
    });
    await report(reporter.auth, {
      target_type: 'user',
      target_id: second.id,
      reason: 'spam',
      details: '👍'.repeat(1000),
    });
  });

  it('should answer 404 for what does not exist or the reporter cannot see', async () => {
    const reporter = await newStudent();
    const pending = await ownedHostel('pending');
    const approved = await ownedHostel();
    const hidden = await insertReview(approved.hostelId, 1, { hiddenAt: new Date() });
    const ofPending = await insertReview(pending.hostelId);
    const chat = await chatWithMessages();
    const cases = [
      [{ target_type: 'hostel', target_id: UNKNOWN }, 'HOSTEL_NOT_FOUND', MESSAGES.hostelNotFound],
      [
        { target_type: 'hostel', target_id: pending.hostelId },
        'HOSTEL_NOT_FOUND',
        MESSAGES.hostelNotFound,
      ],
      [{ target_type: 'review', target_id: UNKNOWN }, 'NOT_FOUND', REVIEW_MESSAGES.reviewNotFound],
      [
        { target_type: 'review', target_id: hidden.id },
        'NOT_FOUND',
        REVIEW_MESSAGES.reviewNotFound,
      ],
      [
        { target_type: 'review', target_id: ofPending.id },
        'NOT_FOUND',
        REVIEW_MESSAGES.reviewNotFound,
      ],
      [{ target_type: 'message', target_id: UNKNOWN }, 'NOT_FOUND', ADMIN_MESSAGES.messageNotFound],
      [
        { target_type: 'message', target_id: chat.ownerMessage },
        'NOT_FOUND',
        ADMIN_MESSAGES.messageNotFound,
      ],
      [{ target_type: 'user', target_id: UNKNOWN }, 'NOT_FOUND', ADMIN_MESSAGES.userNotFound],
    ] as const;
    for (const [target, code, error] of cases) {
      const reason = target.target_type === 'hostel' ? 'unsafe' : 'spam';
      const { status, body } = await postReport(reporter.auth, { ...target, reason });
      expect({ target, status, body: { code: body.code, error: body.error } }).toEqual({
        target,
        status: 404,
        body: { code, error },
      });
    }
    expect(await db().$count(reports, eq(reports.reporterId, reporter.id))).toBe(0);
  });

  it("should refuse one's own hostel, review, message and account with a sentence", async () => {
    const approved = await ownedHostel();
    const pending = await ownedHostel('pending');
    const review = await insertReview(approved.hostelId);
    const chat = await chatWithMessages();
    const cases = [
      [
        approved.owner,
        { target_type: 'hostel', target_id: approved.hostelId, reason: 'unsafe' },
        REPORT_MESSAGES.ownHostel,
      ],
      [
        pending.owner,
        { target_type: 'hostel', target_id: pending.hostelId, reason: 'unsafe' },
        REPORT_MESSAGES.ownHostel,
      ],
      [
        review.author,
        { target_type: 'review', target_id: review.id, reason: 'spam' },
        REPORT_MESSAGES.ownReview,
      ],
      [
        chat.student,
        { target_type: 'message', target_id: chat.studentMessage, reason: 'spam' },
        REPORT_MESSAGES.ownMessage,
      ],
      [
        chat.student,
        { target_type: 'user', target_id: chat.student.id, reason: 'spam' },
        REPORT_MESSAGES.ownAccount,
      ],
    ] as const;
    for (const [caller, payload, error] of cases) {
      const { status, body } = await postReport(caller.auth, payload);
      expect({ payload, status, body: { code: body.code, error: body.error } }).toEqual({
        payload,
        status: 403,
        body: { code: 'FORBIDDEN', error },
      });
      expect(await countReports(payload.target_id)).toBe(0);
    }
  });

  it('should say why in Urdu to a reporter who reads Urdu', async () => {
    const caller = await newStudent({ preferredLanguage: 'ur' });
    const { status, body } = await postReport(caller.auth, {
      target_type: 'user',
      target_id: caller.id,
      reason: 'spam',
    });
    expect(status).toBe(403);
    expect(body.error).toBe(SERVER_MESSAGES_UR['report.ownAccount']);
  });

  it('should keep one open report per reporter and target, and take a new one once resolved', async () => {
    const hostel = await ownedHostel();
    const reporter = await newStudent();
    const payload = { target_type: 'hostel', target_id: hostel.hostelId, reason: 'fake_photos' };
    const first = await report(reporter.auth, payload);
    const again = await postReport(reporter.auth, { ...payload, reason: 'unsafe' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', error: REPORT_MESSAGES.alreadyReported });
    // Another reporter of the same hostel is a report of their own.
    await report((await newStudent()).auth, payload);
    expect(await countReports(hostel.hostelId)).toBe(2);

    await resolved(first.id, { action: 'dismiss' });
    const later = await report(reporter.auth, { ...payload, reason: 'unsafe' });
    expect(later.id).not.toBe(first.id);
    expect(await countReports(hostel.hostelId)).toBe(3);
  });

  it('should store exactly one of two identical reports sent at once', async () => {
    const target = await newStudent();
    const reporter = await newStudent();
    const send = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: { authorization: reporter.auth },
        payload: { target_type: 'user', target_id: target.id, reason: 'scam' },
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await countReports(target.id)).toBe(1);
  });
});

describe('the admin queue', () => {
  it('should answer 401 to guests and 403 to everyone but administrators', async () => {
    const reportId = (
      await report((await newStudent()).auth, {
        target_type: 'user',
        target_id: (await newStudent()).id,
        reason: 'spam',
      })
    ).id;
    const student = await newStudent();
    const owner = await signedIn();
    for (const [auth, expected] of [
      [undefined, 401],
      [student.auth, 403],
      [owner.auth, 403],
    ] as const) {
      const list = await callJson(context.app, 'GET', '/api/admin/reports', auth);
      const patch = await callJson(context.app, 'PATCH', `/api/admin/reports/${reportId}`, auth, {
        action: 'dismiss',
      });
      expect([list.status, patch.status]).toEqual([expected, expected]);
    }
    expect(await statusOf(reportId)).toBe('open');
  });

  it('should list reports newest first with the reporter and what they report', async () => {
    const reporter = await newStudent({ fullName: 'Zara Reporter' });
    const hostel = await ownedHostel();
    const review = await insertReview(hostel.hostelId, 1, {
      comment: `${'Long text. '.repeat(30)}`,
    });
    const chat = await chatWithMessages();
    const suspect = await signedIn({ fullName: 'Shady Owner' });
    const hostelReport = await report(reporter.auth, {
      target_type: 'hostel',
      target_id: hostel.hostelId,
      reason: 'does_not_exist',
    });
    const reviewReport = await report(reporter.auth, {
      target_type: 'review',
      target_id: review.id,
      reason: 'offensive',
    });
    const messageReport = await report(chat.student.auth, {
      target_type: 'message',
      target_id: chat.ownerMessage,
      reason: 'other',
      details: 'He asks for money before any visit.',
    });
    const userReport = await report(reporter.auth, {
      target_type: 'user',
      target_id: suspect.id,
      reason: 'fake_account',
    });

    const page = await queue('?status=open&limit=100');
    const ids = page.reports.map((item) => item.id);
    const mine = [userReport.id, messageReport.id, reviewReport.id, hostelReport.id];
    expect(ids.filter((id) => mine.includes(id))).toEqual(mine);
    const byId = new Map(page.reports.map((item) => [item.id, item]));

    expect(byId.get(hostelReport.id)).toMatchObject({
      reason: 'does_not_exist',
      status: 'open',
      reporter: { id: reporter.id, full_name: 'Zara Reporter' },
      target: {
        exists: true,
        hostel: { id: hostel.hostelId, name: hostel.name, status: 'approved' },
        excerpt: null,
        person: { id: hostel.owner.id, full_name: 'Kamran Owner', role: 'owner', suspended: false },
      },
      resolution: null,
    });
    const reviewItem = byId.get(reviewReport.id);
    expect(reviewItem?.target).toMatchObject({
      exists: true,
      hostel: { id: hostel.hostelId, name: hostel.name },
      review_rating: 1,
      review_hidden: false,
      person: { id: review.author.id, full_name: 'Bilal Ahmed', role: 'student' },
    });
    expect(reviewItem?.target.excerpt).toMatch(/^Long text\. .*…$/);
    expect(Array.from(reviewItem?.target.excerpt ?? '').length).toBeLessThanOrEqual(201);
    expect(byId.get(messageReport.id)).toMatchObject({
      details: 'He asks for money before any visit.',
      target: {
        exists: true,
        hostel: { id: chat.hostel.hostelId, name: chat.hostel.name },
        excerpt: 'Send me 5,000 rupees by EasyPaisa first to hold it.',
        person: { id: chat.hostel.owner.id, role: 'owner' },
      },
    });
    expect(byId.get(userReport.id)?.target).toMatchObject({
      exists: true,
      hostel: null,
      person: { id: suspect.id, full_name: 'Shady Owner', role: 'owner', suspended: false },
    });
  });

  it('should filter by status and target type and page like the other admin lists', async () => {
    const reporter = await newStudent();
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push(
        (
          await report(reporter.auth, {
            target_type: 'user',
            target_id: (await newStudent()).id,
            reason: 'spam',
          })
        ).id,
      );
    }
    await resolved(ids[0] ?? '', { action: 'dismiss' });

    const openUserReports = await queue('?target_type=user&status=open&limit=100');
    expect(
      openUserReports.reports.every(
        (item) => item.target_type === 'user' && item.status === 'open',
      ),
    ).toBe(true);
    expect(openUserReports.reports.map((item) => item.id)).toEqual(
      expect.arrayContaining([ids[1], ids[2]]),
    );
    expect(openUserReports.reports.map((item) => item.id)).not.toContain(ids[0]);
    const dismissed = await queue('?status=dismissed&limit=100');
    expect(dismissed.reports.map((item) => item.id)).toContain(ids[0]);
    expect(dismissed.reports.every((item) => item.status === 'dismissed')).toBe(true);

    const first = await queue('?limit=1&page=1');
    const second = await queue('?limit=1&page=2');
    expect(first).toMatchObject({ page: 1, limit: 1, total_pages: first.total });
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.reports).toHaveLength(1);
    expect(second.reports[0]?.id).not.toBe(first.reports[0]?.id);
  });

  it('should refuse a bad filter with the field message', async () => {
    const { status, body } = await callJson(
      context.app,
      'GET',
      '/api/admin/reports?status=closed&target_type=room',
      admin.auth,
    );
    expect(status).toBe(400);
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'status', message: REPORT_MESSAGES.statusInvalid },
        { field: 'target_type', message: REPORT_MESSAGES.targetTypeInvalid },
      ]),
    );
  });
});

describe('resolving a report', () => {
  it('should dismiss with a note, audit it and tell the reporter in the app', async () => {
    const reporter = await newStudent();
    const target = await newStudent();
    const { id } = await report(reporter.auth, {
      target_type: 'user',
      target_id: target.id,
      reason: 'offensive',
    });
    const item = await resolved(id, { action: 'dismiss', note: '  Friendly banter only.  ' });
    expect(item).toMatchObject({
      status: 'dismissed',
      resolution: {
        action: 'dismiss',
        note: 'Friendly banter only.',
        resolved_by: { id: admin.id, full_name: 'Ayesha Admin' },
      },
    });
    expect(Date.parse(item.resolution?.resolved_at ?? '')).not.toBeNaN();
    expect(await auditOf(id)).toEqual([
      {
        action: 'report.dismiss',
        actorId: admin.id,
        entityType: 'report',
        before: { status: 'open' },
        after: {
          status: 'dismissed',
          target_type: 'user',
          target_id: target.id,
          note: 'Friendly banter only.',
        },
      },
    ]);
    const [notice] = await notificationsOf(reporter);
    expect(notice).toMatchObject({
      type: 'report_resolved',
      title: MAIL_MESSAGES_EN['notification.reportResolved.title'],
      body: MAIL_MESSAGES_EN['notification.reportDismissed.body'],
      read: false,
    });
    // The target is not suspended and nothing was emailed to the reporter.
    const [row] = await db()
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, target.id));
    expect(row?.suspendedAt).toBeNull();
    expect(await db().$count(deliveries, eq(deliveries.recipient, reporter.email))).toBe(0);
  });

  it('should hide a review from every list and aggregate, and clear the browse cache', async () => {
    const hostel = await ownedHostel();
    const kept = await insertReview(hostel.hostelId, 5);
    const reported = await insertReview(hostel.hostelId, 1);
    const reporter = await newStudent();
    // Read once, so the browse cache holds the list with both reviews.
    expect((await publicList(hostel.name))[0]).toMatchObject({
      rating_count: 2,
      rating_average: 3,
    });
    const { id } = await report(reporter.auth, {
      target_type: 'review',
      target_id: reported.id,
      reason: 'false_information',
    });

    const item = await resolved(id, { action: 'hide_review' });
    expect(item).toMatchObject({
      status: 'actioned',
      resolution: { action: 'hide_review' },
      target: { exists: true, review_hidden: true },
    });
    const page = await reviewsPage(hostel.hostelId);
    expect(page.reviews.map((review) => review.id)).toEqual([kept.id]);
    expect(page.aggregate).toMatchObject({ rating_count: 1, rating_average: 5 });
    expect((await publicList(hostel.name))[0]).toMatchObject({
      rating_count: 1,
      rating_average: 5,
    });
    const detail = await callJson(context.app, 'GET', `/api/enhanced-hostels/${hostel.hostelId}`);
    expect(detail.body.data).toMatchObject({ rating_count: 1, rating_average: 5 });
    const [stored] = await db()
      .select({ count: hostels.ratingCount, sum: hostels.ratingSum })
      .from(hostels)
      .where(eq(hostels.id, hostel.hostelId));
    expect(stored).toEqual({ count: 1, sum: 5 });

    expect((await auditOf(reported.id)).map((entry) => [entry.action, entry.after])).toEqual([
      ['review.hide', { hidden: true, report_id: id }],
    ]);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['report.hide_review']);
    expect((await notificationsOf(reporter))[0]).toMatchObject({
      type: 'report_resolved',
      body: MAIL_MESSAGES_EN['notification.reportReviewHidden.body'],
    });
    // A hidden review cannot be reported again.
    const again = await postReport((await newStudent()).auth, {
      target_type: 'review',
      target_id: reported.id,
      reason: 'spam',
    });
    expect(again.status).toBe(404);
  });

  it('should send a hostel back to pending, off the public list, through the admin moderation', async () => {
    const hostel = await ownedHostel();
    const reporter = await newStudent({ preferredLanguage: 'ur' });
    expect((await publicList(hostel.name)).map((item) => item.id)).toEqual([hostel.hostelId]);
    const { id } = await report(reporter.auth, {
      target_type: 'hostel',
      target_id: hostel.hostelId,
      reason: 'unsafe',
    });

    const item = await resolved(id, {
      action: 'return_hostel_to_review',
      note: 'Fire exit blocked',
    });
    expect(item).toMatchObject({
      status: 'actioned',
      target: { hostel: { id: hostel.hostelId, status: 'pending' } },
    });
    expect(await publicList(hostel.name)).toEqual([]);
    const guestDetail = await callJson(
      context.app,
      'GET',
      `/api/enhanced-hostels/${hostel.hostelId}`,
    );
    expect(guestDetail.status).toBe(404);
    const pendingQueue = await callJson(
      context.app,
      'GET',
      '/api/admin/hostels?status=pending&limit=100',
      admin.auth,
    );
    expect(
      (pendingQueue.body.data as { hostels: { id: string }[] }).hostels.map((row) => row.id),
    ).toContain(hostel.hostelId);

    expect(
      (await auditOf(hostel.hostelId)).map((entry) => [entry.action, entry.before, entry.after]),
    ).toEqual([
      ['hostel.return_to_review', { status: 'approved' }, { status: 'pending', report_id: id }],
    ]);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
      'report.return_hostel_to_review',
    ]);
    // The reporter reads Urdu: the notice is in Urdu and names the hostel, as an isolate.
    expect((await notificationsOf(reporter))[0]).toMatchObject({
      title: MAIL_MESSAGES_UR['notification.reportResolved.title'],
      body: MAIL_MESSAGES_UR['notification.reportHostelReturned.body'].replace(
        '{hostel}',
        `\u2068${hostel.name}\u2069`,
      ),
    });
  });

  it('should suspend a reported user: their token stops working and sign-in is refused', async () => {
    const suspect = await newStudent();
    const reporter = await signedIn();
    expect((await callJson(context.app, 'GET', '/api/users/profile', suspect.auth)).status).toBe(
      200,
    );
    const { id } = await report(reporter.auth, {
      target_type: 'user',
      target_id: suspect.id,
      reason: 'harassment',
    });

    const item = await resolved(id, { action: 'suspend_user' });
    expect(item).toMatchObject({
      status: 'actioned',
      target: { person: { id: suspect.id, suspended: true } },
    });
    expect((await callJson(context.app, 'GET', '/api/users/profile', suspect.auth)).status).toBe(
      401,
    );
    const login = await callJson(context.app, 'POST', '/api/auth/login', undefined, {
      email: suspect.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe(AUTH_MESSAGES.accountSuspended);

    expect((await auditOf(suspect.id)).map((entry) => [entry.action, entry.after])).toEqual([
      ['user.suspend', { suspended: true }],
    ]);
    expect((await auditOf(id)).map((entry) => [entry.action, entry.after])).toEqual([
      [
        'report.suspend_user',
        { status: 'actioned', target_type: 'user', target_id: suspect.id, user_id: suspect.id },
      ],
    ]);
    expect((await notificationsOf(reporter))[0]).toMatchObject({
      type: 'report_resolved',
      body: MAIL_MESSAGES_EN['notification.reportUserSuspended.body'],
    });
  });

  it('should suspend the author of a reported review or message', async () => {
    const hostel = await ownedHostel();
    const review = await insertReview(hostel.hostelId);
    const chat = await chatWithMessages();
    const reviewReport = await report(hostel.owner.auth, {
      target_type: 'review',
      target_id: review.id,
      reason: 'offensive',
    });
    const messageReport = await report(chat.student.auth, {
      target_type: 'message',
      target_id: chat.ownerMessage,
      reason: 'scam',
    });
    await resolved(reviewReport.id, { action: 'suspend_user' });
    await resolved(messageReport.id, { action: 'suspend_user' });
    const rows = await db()
      .select({ id: users.id, suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, review.author.id));
    expect(rows[0]?.suspendedAt).not.toBeNull();
    expect(
      (await callJson(context.app, 'GET', '/api/users/profile', review.author.auth)).status,
    ).toBe(401);
    expect(
      (await callJson(context.app, 'GET', '/api/users/profile', chat.hostel.owner.auth)).status,
    ).toBe(401);
    // The review stays visible: suspending its author does not hide it.
    expect((await reviewsPage(hostel.hostelId)).reviews.map((item) => item.id)).toContain(
      review.id,
    );
  });

  it.each([
    ['hide_review', 'hostel', REPORT_MESSAGES.hideOnlyReviews],
    ['hide_review', 'user', REPORT_MESSAGES.hideOnlyReviews],
    ['return_hostel_to_review', 'review', REPORT_MESSAGES.returnOnlyHostels],
    ['return_hostel_to_review', 'message', REPORT_MESSAGES.returnOnlyHostels],
    ['suspend_user', 'hostel', REPORT_MESSAGES.suspendOnlyPeople],
  ] as const)(
    'should refuse %s on a %s report with 400 and change nothing',
    async (action, type, message) => {
      const hostel = await ownedHostel();
      const review = await insertReview(hostel.hostelId);
      const chat = await chatWithMessages();
      const reporter = await newStudent();
      const target = {
        hostel: { target_id: hostel.hostelId, reason: 'unsafe' },
        review: { target_id: review.id, reason: 'spam' },
        message: { target_id: chat.ownerMessage, reason: 'spam' },
        user: { target_id: review.author.id, reason: 'spam' },
      }[type];
      const { id } = await report(type === 'message' ? chat.student.auth : reporter.auth, {
        target_type: type,
        ...target,
      });
      const { status, body } = await resolve(id, { action });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_ERROR', error: message });
      expect(body.details).toEqual([{ field: 'action', message }]);
      expect(await statusOf(id)).toBe('open');
      expect(await auditOf(id)).toEqual([]);
      const [stored] = await db()
        .select({ status: hostels.status })
        .from(hostels)
        .where(eq(hostels.id, hostel.hostelId));
      expect(stored?.status).toBe('approved');
    },
  );

  it('should refuse a report already resolved with 409, changing nothing', async () => {
    const reporter = await newStudent();
    const target = await newStudent();
    const { id } = await report(reporter.auth, {
      target_type: 'user',
      target_id: target.id,
      reason: 'spam',
    });
    await resolved(id, { action: 'dismiss' });
    const { status, body } = await resolve(id, { action: 'suspend_user' });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'CONFLICT', error: REPORT_MESSAGES.alreadyResolved });
    expect(await statusOf(id)).toBe('dismissed');
    expect((await callJson(context.app, 'GET', '/api/users/profile', target.auth)).status).toBe(
      200,
    );
    expect(await notificationsOf(reporter)).toHaveLength(1);
  });

  it('should resolve a report once when two administrators act at once', async () => {
    const other = await signedIn({ role: 'admin', ownerApprovalStatus: null });
    const reporter = await newStudent();
    const { id } = await report(reporter.auth, {
      target_type: 'user',
      target_id: (await newStudent()).id,
      reason: 'spam',
    });
    const answers = await Promise.all([
      resolve(id, { action: 'dismiss' }),
      resolve(id, { action: 'dismiss' }, other.auth),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditOf(id)).toHaveLength(1);
    expect(
      await db().$count(
        notifications,
        and(eq(notifications.userId, reporter.id), eq(notifications.type, 'report_resolved')),
      ),
    ).toBe(1);
  });

  it('should answer 404 for an unknown report and 400 for a bad action or note', async () => {
    const unknown = await resolve(UNKNOWN, { action: 'dismiss' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'NOT_FOUND',
      error: REPORT_MESSAGES.reportNotFound,
    });
    const { id } = await report((await newStudent()).auth, {
      target_type: 'user',
      target_id: (await newStudent()).id,
      reason: 'spam',
    });
    const bad = await resolve(id, { action: 'ban', note: 'a'.repeat(501) });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        { field: 'action', message: REPORT_MESSAGES.actionInvalid },
        { field: 'note', message: REPORT_MESSAGES.noteLong },
      ]),
    );
    const badId = await resolve('not-a-uuid', { action: 'dismiss' });
    expect(badId.status).toBe(400);
    expect(await statusOf(id)).toBe('open');
  });

  it('should refuse an action on what is gone with 409, and still dismiss it', async () => {
    const hostel = await ownedHostel();
    const review = await insertReview(hostel.hostelId);
    const chat = await chatWithMessages();
    const reviewReport = await report((await newStudent()).auth, {
      target_type: 'review',
      target_id: review.id,
      reason: 'spam',
    });
    const messageReport = await report(chat.student.auth, {
      target_type: 'message',
      target_id: chat.ownerMessage,
      reason: 'spam',
    });
    await db().delete(reviews).where(eq(reviews.id, review.id));
    // The message's author deletes their account: the message stays, without its author.
    await db().delete(users).where(eq(users.id, chat.hostel.owner.id));

    const hide = await resolve(reviewReport.id, { action: 'hide_review' });
    expect(hide.status).toBe(409);
    expect(hide.body.error).toBe(REPORT_MESSAGES.targetGone);
    const suspend = await resolve(messageReport.id, { action: 'suspend_user' });
    expect(suspend.status).toBe(409);
    expect(suspend.body.error).toBe(MESSAGING_MESSAGES.otherPartyDeleted);

    const dismissed = await resolved(reviewReport.id, { action: 'dismiss' });
    expect(dismissed.target).toMatchObject({ exists: false, hostel: null, person: null });
    expect(await statusOf(messageReport.id)).toBe('open');
  });
});
