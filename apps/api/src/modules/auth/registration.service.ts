import {
  AppError,
  AUTH_MESSAGES,
  DEFAULT_LANGUAGE,
  ResetPasswordValueSchema,
  type AdminCreateInput,
  type RegisterInput,
} from '@hostelhub/shared';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, secretsEqual } from '../../lib/tokens.ts';
import { createAuthMail, RESET_PASSWORD_TTL_MS } from './auth-mail.service.ts';
import type { UserRow } from './auth.repository.ts';
import type { AuthServiceOptions } from './auth.types.ts';

/**
 * Accounts and their passwords (spec part 1 sections 4, 5 and 8; product decisions 2 and 3):
 * registration and admin creation, email verification, forgotten and changed passwords. Each
 * emailed token commits with its email in the outbox (issue 21 item 4).
 */
export function createRegistrationService(
  options: Pick<AuthServiceOptions, 'repository' | 'notify' | 'adminCreationKey'>,
) {
  const { repository, notify } = options;
  const { issueEmailToken, writeVerificationEmail } = createAuthMail(options);

  /** A new verification link for `user`: the token and its email commit together. */
  async function sendVerificationEmail(user: UserRow): Promise<void> {
    await repository.transaction((queries, tx) => writeVerificationEmail(queries, tx, user));
  }

  return {
    sendVerificationEmail,

    /**
     * Creates a student or owner account awaiting email verification; the account, its token
     * and the verification email commit together (issue 21 item 4). Never signs in. Throws
     * EMAIL_TAKEN.
     */
    async register(input: RegisterInput): Promise<UserRow> {
      const passwordHash = await hashPassword(input.password);
      return repository.transaction(async (queries, tx) => {
        const user = await queries.insertUser({
          email: input.email,
          passwordHash,
          fullName: input.fullName,
          role: input.role,
          phone: input.phone?.trim() || null,
          university: input.role === 'student' ? (input.university ?? null) : null,
          city: input.city ?? null,
          gender: input.gender ? input.gender : null,
          ownerApprovalStatus: input.role === 'owner' ? 'pending' : null,
          // Not sent: the column's default, English (issue 24).
          ...(input.preferred_language && { preferredLanguage: input.preferred_language }),
        });
        if (!user) throw new AppError('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
        await writeVerificationEmail(queries, tx, user);
        return user;
      });
    },

    /** Creates an administrator when `adminKey` matches ADMIN_CREATION_KEY (decision 3). */
    async createAdmin(input: AdminCreateInput): Promise<UserRow> {
      if (!options.adminCreationKey) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'Admin creation is turned off on this server. Use the create-admin command instead.',
        );
      }
      if (!secretsEqual(input.adminKey, options.adminCreationKey)) {
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.invalidAdminKey);
      }
      const passwordHash = await hashPassword(input.password);
      return repository.transaction(async (queries, tx) => {
        const user = await queries.insertUser({
          email: input.email,
          passwordHash,
          fullName: input.fullName,
          role: 'admin',
          phone: input.phone?.trim() || null,
        });
        if (!user) throw new AppError('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
        await writeVerificationEmail(queries, tx, user);
        return user;
      });
    },

    /** Marks the email verified with a single-use token. Throws INVALID_TOKEN. */
    async verifyEmail(token: string): Promise<UserRow> {
      const userId = await repository.consumeEmailToken(hashToken(token), 'verify_email');
      const user = userId ? await repository.findUserById(userId) : undefined;
      if (!user) throw new AppError('INVALID_TOKEN', AUTH_MESSAGES.verificationFailed);
      return user.emailVerifiedAt
        ? user
        : repository.updateUser(user.id, { emailVerifiedAt: new Date() });
    },

    /** Sends a new verification link if the account exists and is unverified; answers the same either way. */
    async resendVerification(email: string): Promise<void> {
      const user = await repository.findUserByEmail(email);
      if (user && !user.emailVerifiedAt && !user.suspendedAt) await sendVerificationEmail(user);
    },

    /**
     * Writes a reset link's token and email (sent after the commit) when the account exists
     * and is not suspended. Known and unknown emails do the same work (issue 21 item 4): one
     * transaction of the same statements, which for an unknown email store nothing; neither
     * waits on SMTP. The caller answers the same either way.
     */
    async forgotPassword(email: string): Promise<void> {
      await repository.transaction(async (queries, tx) => {
        const found = await queries.findUserByEmail(email);
        const user = found && !found.suspendedAt ? found : undefined;
        const userId = user?.id ?? null;
        const token = await issueEmailToken(
          queries,
          userId,
          'reset_password',
          RESET_PASSWORD_TTL_MS,
        );
        // To the address asked about, in the user's preferred language (issue 24); an unknown
        // email's mail runs the same statement writing nothing.
        await notify.tell(
          tx,
          {
            email: user?.email ?? email,
            language: user?.preferredLanguage ?? DEFAULT_LANGUAGE,
            name: user?.fullName ?? '',
          },
          'passwordReset',
          { token },
          { writeNothing: !user },
        );
      });
    },

    /**
     * Sets a new password from a reset link and ends every session. Throws WEAK_PASSWORD,
     * INVALID_SESSION (link expired) or INVALID_TOKEN (unknown or already used).
     */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const tokenHash = hashToken(token);
      const row = await repository.findEmailToken(tokenHash, 'reset_password');
      if (!row || row.usedAt) throw new AppError('INVALID_TOKEN', AUTH_MESSAGES.invalidResetLink);
      if (row.expiresAt.getTime() <= Date.now()) {
        throw new AppError('INVALID_SESSION', AUTH_MESSAGES.resetSessionExpired);
      }
      if (!ResetPasswordValueSchema.safeParse(newPassword).success) {
        throw new AppError('WEAK_PASSWORD', AUTH_MESSAGES.weakPassword);
      }
      const userId = await repository.consumeEmailToken(tokenHash, 'reset_password');
      if (!userId) throw new AppError('INVALID_TOKEN', AUTH_MESSAGES.invalidResetLink);
      await repository.updateUser(userId, { passwordHash: await hashPassword(newPassword) });
      await repository.revokeUserSessions(userId);
    },

    /** Changes the password after checking the current one; ends the user's other sessions. */
    async changePassword(
      userId: string,
      sessionId: string,
      currentPassword: string,
      newPassword: string,
    ): Promise<void> {
      const user = await repository.findUserById(userId);
      // 403, not 401: the session is fine, only the confirmation was wrong.
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.wrongCurrentPassword);
      }
      await repository.updateUser(userId, { passwordHash: await hashPassword(newPassword) });
      await repository.revokeUserSessions(userId, sessionId);
    },
  };
}
