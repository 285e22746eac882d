import {
  AppError,
  REGISTER_MESSAGES,
  STAFF_INVITATION_DAYS,
  type InviteStaffValues,
  type RegisterHostel,
  type StaffInvitation,
  type StaffMember,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import { generateOpaqueToken, hashToken } from '../../lib/tokens.ts';
import type { Notify } from '../notify/notify.service.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { conflict, fieldError, registerAccess } from './register-access.service.ts';
import type { RegisterRepository } from './register.repository.ts';
import type { StaffRepository } from './staff.repository.ts';
import { toStaffMember } from './staff.logic.ts';

/** What the staff service is built from (services.ts hands them in). */
export interface StaffServiceDeps {
  staff: StaffRepository;
  register: Pick<RegisterRepository, 'findHostel'>;
  notify: Notify;
  now?: () => Date;
}

const DAY_MS = 86_400_000;
const invitationNotFound = () => new AppError('NOT_FOUND', REGISTER_MESSAGES.invitationNotFound);

/**
 * A hostel's staff (issue 44 item 4; spec decision 25; docs/decisions/039-hostel-staff.md):
 * the owner invites managers and wardens by email, lists and removes them; the invitee accepts
 * through the emailed link after their own sign-in (the link never signs anyone in).
 */
export function createStaffService({
  staff,
  register,
  notify,
  now = () => new Date(),
}: StaffServiceDeps) {
  /** The hostel for its owner; staff 403 with `staffMessage`, admins 403, others 404. */
  async function ownerOnly(actor: Actor, hostelId: string, staffMessage: string) {
    const hostel = await registerAccess(register, actor, hostelId);
    if (hostel.role !== 'owner') throw new AppError('FORBIDDEN', staffMessage);
    return hostel;
  }

  return {
    /**
     * POST /api/enhanced-hostels/{id}/staff: invites `email` as manager or warden. Refuses the
     * owner's own email and an administrator's (400 on `email`), a member or a waiting
     * invitation (409). The email goes out through notify in the same transaction.
     */
    async invite(actor: Actor, hostelId: string, input: InviteStaffValues): Promise<StaffMember> {
      const hostel = await ownerOnly(actor, hostelId, REGISTER_MESSAGES.staffOnlyOwner);
      const at = now();
      const token = generateOpaqueToken();
      const row = await staff.transaction(async (queries, tx) => {
        const owner = await queries.findUser(actor.id);
        if (!owner) throw new AppError('NOT_FOUND', REGISTER_MESSAGES.staffNotFound);
        if (owner.email.toLowerCase() === input.email) {
          throw fieldError('email', REGISTER_MESSAGES.cannotInviteSelf);
        }
        const account = await queries.findUserByEmail(input.email);
        if (account?.role === 'admin')
          throw fieldError('email', REGISTER_MESSAGES.cannotInviteAdmin);
        const standing = await queries.standing(hostel.id, input.email, account?.id ?? null, at);
        if (standing.member) throw conflict(REGISTER_MESSAGES.alreadyStaff);
        if (standing.invited) throw conflict(REGISTER_MESSAGES.invitationPending);
        await queries.dropExpiredInvitations(hostel.id, input.email, at);
        const inserted = await queries
          .insertInvitation({
            hostelId: hostel.id,
            email: input.email,
            role: input.role,
            invitedBy: actor.id,
            tokenHash: hashToken(token),
            expiresAt: new Date(at.getTime() + STAFF_INVITATION_DAYS * DAY_MS),
          })
          .catch((error: unknown) => {
            // Two invitations to one address at once: the unique index keeps one.
            if (isUniqueViolation(error)) throw conflict(REGISTER_MESSAGES.invitationPending);
            throw error;
          });
        // An account is written to in its own language; an address with no account yet in
        // the inviter's (the best guess: they share the hostel).
        await notify.tell(
          tx,
          account ? account.id : { email: input.email, language: owner.preferredLanguage },
          'staffInvitation',
          {
            hostel: hostel.name,
            inviter: owner.fullName,
            role: input.role,
            token,
            days: STAFF_INVITATION_DAYS,
          },
        );
        return queries.findStaff(inserted.id);
      });
      if (!row) throw new AppError('NOT_FOUND', REGISTER_MESSAGES.staffNotFound);
      return toStaffMember(row);
    },

    /** GET /api/enhanced-hostels/{id}/staff: members and waiting invitations (owner, staff). */
    async list(actor: Actor, hostelId: string): Promise<StaffMember[]> {
      const hostel = await registerAccess(register, actor, hostelId);
      return (await staff.listStaff(hostel.id, now())).map(toStaffMember);
    },

    /**
     * DELETE /api/enhanced-hostels/{id}/staff/{staffId}: the owner removes a member or an
     * invitation (staff 403: they never delete); NOT_FOUND when it is not this hostel's.
     */
    async remove(actor: Actor, hostelId: string, staffId: string): Promise<void> {
      const hostel = await ownerOnly(actor, hostelId, REGISTER_MESSAGES.staffCannotDelete);
      if (!(await staff.deleteStaff(hostel.id, staffId))) {
        throw new AppError('NOT_FOUND', REGISTER_MESSAGES.staffNotFound);
      }
    },

    /** GET /api/staff-invitations/{token} (public): what a waiting invitation offers. */
    async showInvitation(token: string): Promise<StaffInvitation> {
      const found = await staff.findInvitation(hashToken(token), now());
      if (!found?.expiresAt) throw invitationNotFound();
      return {
        hostel_name: found.hostelName,
        role: found.role,
        invited_by: found.inviterName ?? '',
        email: found.email,
        expires_at: found.expiresAt.toISOString(),
      };
    },

    /**
     * POST /api/staff-invitations/{token}/accept: the signed-in account whose email is the
     * invited one (case-insensitive) joins the staff. Administrators 403; another email 403;
     * unknown, expired or used 404; already on this staff or its owner 409. The invitation
     * row is locked, so one link is accepted once.
     */
    async accept(actor: Actor, token: string): Promise<RegisterHostel> {
      if (actor.role === 'admin') {
        throw new AppError('FORBIDDEN', REGISTER_MESSAGES.cannotInviteAdmin);
      }
      const at = now();
      return staff.transaction(async (queries) => {
        const invitation = await queries.findInvitation(hashToken(token), at, true);
        if (!invitation) throw invitationNotFound();
        const user = await queries.findUser(actor.id);
        if (!user || user.email.toLowerCase() !== invitation.email.toLowerCase()) {
          throw new AppError('FORBIDDEN', REGISTER_MESSAGES.invitationOtherEmail);
        }
        if (invitation.ownerId === actor.id) throw conflict(REGISTER_MESSAGES.cannotInviteSelf);
        if (await queries.isMember(invitation.hostelId, actor.id)) {
          throw conflict(REGISTER_MESSAGES.alreadyStaff);
        }
        await queries.accept(invitation.id, actor.id, at);
        return {
          id: invitation.hostelId,
          hostel_name: invitation.hostelName,
          role: invitation.role,
        };
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
