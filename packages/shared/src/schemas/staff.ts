import { z } from 'zod';
import { REGISTER_MESSAGES } from '../constants/register-messages.ts';
import { STAFF_ROLES } from '../constants/register.ts';

/**
 * A hostel's staff (issue 44 item 4; spec decision 25): managers and wardens the owner invites
 * by email; they work the register of that hostel only.
 */

/** Body of POST /api/enhanced-hostels/{id}/staff: invite by email as manager or warden. */
export const InviteStaffSchema = z.strictObject({
  email: z
    .email({ error: REGISTER_MESSAGES.emailInvalid })
    .transform((email) => email.toLowerCase()),
  role: z.enum(STAFF_ROLES, { error: REGISTER_MESSAGES.staffRoleInvalid }),
});
export type InviteStaffValues = z.output<typeof InviteStaffSchema>;

/** A member of a hostel's staff, or an invitation still waiting (`user` null). */
export const StaffMemberSchema = z.object({
  id: z.uuid(),
  role: z.enum(STAFF_ROLES),
  email: z.string(),
  user: z.object({ id: z.uuid(), full_name: z.string() }).nullable(),
  status: z.enum(['member', 'invited']),
  invited_by: z.object({ id: z.uuid().nullable(), full_name: z.string() }),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** A hostel whose register the caller works (as owner or staff), for the dashboard. */
export const RegisterHostelSchema = z.object({
  id: z.uuid(),
  hostel_name: z.string(),
  /** `owner`, or the staff role. */
  role: z.enum(['owner', ...STAFF_ROLES] as const),
});
export type RegisterHostel = z.infer<typeof RegisterHostelSchema>;

/** Params of the invitation routes: the token of the emailed link (base64url, 43 characters). */
export const StaffInvitationParamsSchema = z.object({
  token: z.string().min(1).max(200),
});

/**
 * GET /api/staff-invitations/{token}: what the invitation offers, shown before the invitee
 * signs in (no personal data beyond the invited address, which the link's holder received).
 */
export const StaffInvitationSchema = z.object({
  hostel_name: z.string(),
  role: z.enum(STAFF_ROLES),
  invited_by: z.string(),
  email: z.string(),
  expires_at: z.string(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;
