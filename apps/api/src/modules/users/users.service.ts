import { AppError, MESSAGES, type UpdateProfileInput, type UserProfile } from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import { toUserProfile } from '../auth/user-profile.logic.ts';

/** A signed-in caller whose account is gone. */
const profileGone = () => new AppError('UNAUTHORIZED', MESSAGES.profileLoadFailed);

/**
 * The signed-in user's own profile (part 1 section 7 'GET/PUT /users/profile'). An update never
 * changes the role or the email (product decision 2): UpdateProfileInput has neither.
 */
export function createUsersService({
  accounts,
}: {
  accounts: Pick<AuthRepository, 'findUserById' | 'updateUser'>;
}) {
  return {
    /** The caller's profile; UNAUTHORIZED when their account no longer exists. */
    async profile(actor: Actor): Promise<UserProfile> {
      const user = await accounts.findUserById(actor.id);
      if (!user) throw profileGone();
      return toUserProfile(user);
    },

    /**
     * Sets the fields `input` carries (an empty string clears an optional one; `preferred_language`
     * is 'en' or 'ur', issue 24) and answers the profile; an empty input changes nothing. UNAUTHORIZED when the account no longer exists.
     */
    async updateProfile(actor: Actor, input: UpdateProfileInput): Promise<UserProfile> {
      const { full_name, phone, city, university, gender, preferred_language } = input;
      const changes = {
        ...(full_name !== undefined && { fullName: full_name }),
        ...(phone !== undefined && { phone: phone || null }),
        ...(city !== undefined && { city: city || null }),
        ...(university !== undefined && { university: university || null }),
        ...(gender !== undefined && { gender: gender || null }),
        ...(preferred_language !== undefined && { preferredLanguage: preferred_language }),
      };
      // An empty body changes nothing and answers the profile as it is.
      const user =
        Object.keys(changes).length > 0
          ? await accounts.updateUser(actor.id, changes)
          : await accounts.findUserById(actor.id);
      if (!user) throw profileGone();
      return toUserProfile(user);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
