import { z } from 'zod';
import { ADMIN_MESSAGES } from '../constants/admin-messages.ts';
import {
  GENDER_CATEGORIES,
  HOSTEL_STATUSES,
  OWNER_APPROVAL_STATUSES,
  ROLES,
} from '../constants/hostels.ts';
import { UuidSchema } from './common.ts';

/** A user as the admin panel sees them (part 2 section 3 'User (admin view)'). */
export const AdminUserSchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  email_verified: z.boolean(),
  owner_approval_status: z.enum(OWNER_APPROVAL_STATUSES).nullable(),
  /** ISO 8601 when suspended, else null. */
  suspended_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** Query of GET /admin/users: a search over name and email, a role, and the page. */
export const AdminUsersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

/** `data` of GET /admin/users (part 2 section 7: the users). */
export const AdminUsersPageSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  total_pages: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;

export const AdminIdParamsSchema = z.object({ id: UuidSchema });

/**
 * Body of PATCH /admin/users/{id}/role (decision 2: only an administrator changes a role).
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const RoleChangeSchema = z.strictObject({
  role: z.enum(ROLES, { error: ADMIN_MESSAGES.roleInvalid }),
});

/** Body of PATCH /admin/users/{id}/suspension. Strict (issue 41 item 9): another key answers 400 naming it. */
export const SuspensionSchema = z.strictObject({ suspended: z.boolean() });

/** A reason shown to the owner: optional, trimmed, at most 500 characters. */
const ReasonSchema = z.string().trim().max(500, { error: ADMIN_MESSAGES.reasonTooLong }).optional();

/**
 * Body of PATCH /admin/hostels/{id}/status: approve or reject a pending hostel.
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const HostelModerationSchema = z.strictObject({
  status: z.enum(['approved', 'rejected'], { error: ADMIN_MESSAGES.decisionInvalid }),
  reason: ReasonSchema,
});
export type HostelModeration = z.infer<typeof HostelModerationSchema>;

/** Body of PATCH /admin/owners/{id}/approval (decision 4). Strict (issue 41 item 9): another key answers 400 naming it. */
export const OwnerApprovalSchema = z.strictObject({
  decision: z.enum(['approved', 'rejected'], { error: ADMIN_MESSAGES.decisionInvalid }),
  reason: ReasonSchema,
});
export type OwnerApproval = z.infer<typeof OwnerApprovalSchema>;

/** Query of GET /admin/hostels. */
export const AdminHostelsQuerySchema = z.object({
  status: z.enum(HOSTEL_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export type AdminHostelsQuery = z.infer<typeof AdminHostelsQuerySchema>;

/** A hostel card of the admin grid: summary, owner and moderation state. */
export const AdminHostelSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string().nullable(),
  town: z.string().nullable(),
  address: z.string(),
  price_range: z.string().nullable(),
  gender_category: z.enum(GENDER_CATEGORIES),
  status: z.enum(HOSTEL_STATUSES),
  rejection_reason: z.string().nullable(),
  image_url: z.string().nullable(),
  owner: z.object({ id: z.uuid(), full_name: z.string(), email: z.string() }),
  created_at: z.iso.datetime({ offset: true }),
});
export type AdminHostel = z.infer<typeof AdminHostelSchema>;

export const AdminHostelsPageSchema = z.object({
  hostels: z.array(AdminHostelSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  total_pages: z.number().int(),
});
export type AdminHostelsPage = z.infer<typeof AdminHostelsPageSchema>;

/** `data` of GET /admin/overview: the dashboard's cards. */
export const AdminOverviewSchema = z.object({
  total_users: z.number().int(),
  total_hostels: z.number().int(),
  pending_hostels: z.number().int(),
  approved_hostels: z.number().int(),
  pending_owners: z.number().int(),
  /** Areas owners added that wait for review (issue 22 item 17). */
  pending_areas: z.number().int(),
  /** Changes to approved hostels that wait for review (issue 26). Absent from older answers. */
  pending_hostel_changes: z.number().int().optional(),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

/**
 * One audit record (who did what to which record, when, state before and after).
 * `entity_name`: the record's name now (hostel name, user's full name, contact message subject),
 * or the one its delete record kept, else null; the panel writes the log in sentences with it
 * (issue 22 item 8).
 */
export const AuditEntrySchema = z.object({
  id: z.uuid(),
  actor: z.object({ id: z.uuid(), full_name: z.string() }).nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.uuid().nullable(),
  entity_name: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
