import {
  AdminReportSchema,
  AdminReportsPageSchema,
  ChatSchema,
  HostelSummarySchema,
  MessageSchema,
  PaginationSchema,
  ReportSchema,
  SessionSchema,
  UserProfileSchema,
  type AdminReport,
  type AdminReportsPage,
  type Chat,
  type HostelSummary,
  type Message,
  type Pagination,
  type Report,
  type Session,
  type UserProfile,
} from '@hostelhub/shared';
import type { z } from 'zod';
import { users } from './test-users';

/**
 * Checks a hand-built fixture against the API's own response schema (issue 23), so a fixture
 * that drifts from what the API sends fails the test that uses it, naming the fixture.
 */
export function fixture<S extends z.ZodType>(
  name: string,
  schema: S,
  value: z.input<S>,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(
      `The ${name} fixture no longer matches the API schema: ${result.error.message}`,
    );
  }
  return result.data;
}

let sequence = 0;

function uuid(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

/** A valid approved hostel as the list API returns it; override what the test is about. */
export function buildHostelSummary(overrides: Partial<HostelSummary> = {}): HostelSummary {
  const id = uuid();
  return fixture('hostel summary', HostelSummarySchema, {
    id,
    name: `Test Hostel ${sequence}`,
    description: 'A clean, quiet hostel close to campus with friendly staff.',
    address: `${sequence} Canal Road`,
    formatted_address: null,
    price_range: '12000',
    gender_category: 'male',
    location_type: 'city',
    status: 'approved',
    latitude: 31.5204,
    longitude: 74.3587,
    cities: { id: uuid(), name: 'Lahore', name_ur: 'لاہور', province: 'Punjab' },
    towns: { id: uuid(), name: 'Johar Town', name_ur: 'جوہر ٹاؤن' },
    universities: null,
    facilities: ['WiFi', 'Security', 'Laundry'],
    room_types: ['single', '2-seater'],
    mess_available: true,
    distance_km: null,
    image_url: `/uploads/hostels/${id}.webp`,
    image_count: 1,
    rating_average: null,
    rating_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}

export function buildPagination(overrides: Partial<Pagination> = {}): Pagination {
  return fixture('pagination', PaginationSchema, {
    page: 1,
    limit: 10,
    total: 1,
    total_pages: 1,
    ...overrides,
  });
}

/** A full profile as GET /api/users/profile and the login response send it. */
export function buildUserProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return fixture('user profile', UserProfileSchema, {
    id: uuid(),
    email: `user${sequence}@example.pk`,
    full_name: 'Ayesha Khan',
    role: 'student',
    phone: null,
    university: null,
    city: null,
    gender: null,
    email_verified: true,
    owner_approval_status: null,
    has_password: true,
    preferred_language: 'en',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}

/** A login/refresh answer for the given profile. */
export function buildSession(overrides: Partial<UserProfile> = {}, expiresIn = 900): Session {
  return fixture('session', SessionSchema, {
    user: buildUserProfile(overrides),
    tokens: { accessToken: `access-token-${sequence}`, expiresIn },
  });
}

/** A chat between the test student and owner (test-utils `users`) unless overridden. */
export function buildChat(overrides: Partial<Chat> = {}): Chat {
  const id = uuid();
  return fixture('chat', ChatSchema, {
    id,
    student_id: users.student.id,
    owner_id: users.owner.id,
    hostel_id: uuid(),
    hostel: { name: `Chat Hostel ${sequence}`, images: [] },
    student: { full_name: 'Ayesha Khan' },
    owner: { full_name: 'Bilal Ahmed' },
    last_message: null,
    last_message_time: null,
    unread_count: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

/** A message in `chatId`, from the student to the owner unless overridden. */
export function buildMessage(chatId: string, overrides: Partial<Message> = {}): Message {
  return fixture('message', MessageSchema, {
    id: uuid(),
    chat_id: chatId,
    sender_id: users.student.id,
    receiver_id: users.owner.id,
    text: `Message ${sequence}`,
    created_at: '2026-11-23T10:00:00.000Z',
    read: false,
    ...overrides,
  });
}

/** A report as POST /api/reports answers it: an open one by the signed-in user (issue 26). */
export function buildReport(overrides: Partial<Report> = {}): Report {
  return fixture('report', ReportSchema, {
    id: uuid(),
    target_type: 'review',
    target_id: uuid(),
    reason: 'spam',
    details: null,
    status: 'open',
    created_at: '2026-11-24T09:00:00.000Z',
    ...overrides,
  });
}

/**
 * An open report of a review as the admin queue shows it (issue 26): the student reported a
 * review by another student; override the target for other kinds.
 */
export function buildAdminReport(overrides: Partial<AdminReport> = {}): AdminReport {
  const report = buildReport();
  return fixture('admin report', AdminReportSchema, {
    ...report,
    updated_at: report.created_at,
    reporter: { id: users.student.id, full_name: users.student.full_name },
    target: {
      exists: true,
      hostel: { id: uuid(), name: 'Iqbal Hostel', status: 'approved' },
      excerpt: 'Best hostel in Lahore! Call 0300 1234567 for cheap rooms.',
      review_rating: 5,
      review_hidden: false,
      person: { id: uuid(), full_name: 'Hamza Ali', role: 'student', suspended: false },
    },
    resolution: null,
    ...overrides,
  });
}

/** One page of the admin's reports queue holding `reports`. */
export function buildAdminReportsPage(reports: AdminReport[]): AdminReportsPage {
  return fixture('admin reports page', AdminReportsPageSchema, {
    reports,
    total: reports.length,
    page: 1,
    limit: 20,
    total_pages: reports.length > 0 ? 1 : 0,
  });
}
