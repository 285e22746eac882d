import type { UserProfile } from '@hostelhub/shared';
import type { UserRow } from './auth.repository.ts';

/** Maps a user row to the API's profile shape (part 1 section 3 'User / profile'). */
export function toUserProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    role: user.role,
    phone: user.phone,
    university: user.university,
    city: user.city,
    gender: user.gender,
    email_verified: user.emailVerifiedAt !== null,
    owner_approval_status: user.ownerApprovalStatus,
    has_password: user.passwordHash !== null,
    preferred_language: user.preferredLanguage,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}
