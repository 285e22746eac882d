import { randomUUID } from 'node:crypto';
import {
  AppError,
  AUTH_MESSAGES,
  ResetPasswordValueSchema,
  type AdminCreateInput,
  type RegisterInput,
  type Session,
  type TwoFactorChallenge,
  type UserProfile,
} from '@hostelhub/shared';
import type { Tx } from '../../db/client.ts';
import { escapeHtml } from '../../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  generateOpaqueToken,
  hashToken,
  secretsEqual,
  signAccessToken,
} from '../../lib/tokens.ts';
import { enqueueDeliveries, type NewDelivery } from '../deliveries/deliveries.repository.ts';
import type { TwoFactorService } from '../two-factor/two-factor.service.ts';
import {
  NO_USER_ID,
  type AuthRepository,
  type EmailTokenPurpose,
  type UserRow,
} from './auth.repository.ts';

/** Email verification links are valid 24 hours; reset links 1 hour (part 1 section 9). */
export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;
/** A rotated refresh token presented again within this window is a concurrent refresh. */
export const REFRESH_REUSE_GRACE_MS = 10 * 1000;
/** A refresh token (and so a session) lasts 30 days unless used, rotated or revoked. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface AuthServiceOptions {
  repository: AuthRepository;
  jwtSecret: string;
  publicUrl: string;
  adminCreationKey: string | undefined;
  /** Asks users with two-factor sign-in on for their code before a session is issued. */
  twoFactor: Pick<TwoFactorService, 'challengeFor' | 'completeChallenge'>;
}

/** A session the route turns into a response body and a refresh cookie. */
export interface IssuedSession {
  session: Session;
  refreshToken: string;
}

/** What a first factor leads to: the session, or the challenge for the second factor. */
export type SignInOutcome = IssuedSession | TwoFactorChallenge;

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
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}

/**
 * Accounts and sessions (spec part 1 sections 4, 5 and 8; product decisions 2, 3 and 10).
 * Errors carry the spec's texts; an unknown email and a wrong password fail the same way.
 */
export function createAuthService(options: AuthServiceOptions) {
  const { repository } = options;
  type Queries = Parameters<Parameters<AuthRepository['transaction']>[0]>[0];

  /**
   * A fresh single-use link token for `purpose`, stored with `queries` (the transaction that
   * writes its email); the user's older unused ones stop working. With `userId` null the same
   * statements run and store nothing (forgot password for an unknown email).
   */
  async function issueEmailToken(
    queries: Queries,
    userId: string | null,
    purpose: EmailTokenPurpose,
    ttlMs: number,
  ): Promise<string> {
    await queries.voidEmailTokens(userId ?? NO_USER_ID, purpose);
    const token = generateOpaqueToken();
    await queries.insertEmailToken({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return token;
  }

  /** The verification email of `user` carrying `token`. */
  function verificationMail(user: UserRow, token: string): NewDelivery {
    const link = `${options.publicUrl}/auth/callback?type=email_verification&token=${token}&email=${encodeURIComponent(user.email)}`;
    return {
      channel: 'email',
      kind: 'email_verification',
      recipient: user.email,
      subject: 'Verify your Hostelhub email address',
      text: `Assalam-o-Alaikum ${user.fullName},\n\nPlease verify your email address to finish creating your Hostelhub account:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, you can ignore this email.\n\nHostelhub`,
      html: `<p>Assalam-o-Alaikum ${escapeHtml(user.fullName)},</p><p>Please verify your email address to finish creating your Hostelhub account:</p><p><a href="${link}">Verify my email address</a></p><p>The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.</p><p>Hostelhub</p>`,
    };
  }

  /** The reset email to `user` carrying `token`. */
  function resetMail(user: Pick<UserRow, 'email' | 'fullName'>, token: string): NewDelivery {
    const link = `${options.publicUrl}/reset-password#access_token=${token}&type=recovery`;
    return {
      channel: 'email',
      kind: 'password_reset',
      recipient: user.email,
      subject: 'Reset your Hostelhub password',
      text: `Assalam-o-Alaikum ${user.fullName},\n\nSomeone asked to reset the password of your Hostelhub account. To choose a new password, open:\n\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this email: your password stays the same.\n\nHostelhub`,
      html: `<p>Assalam-o-Alaikum ${escapeHtml(user.fullName)},</p><p>Someone asked to reset the password of your Hostelhub account.</p><p><a href="${link}">Choose a new password</a></p><p>The link works once and expires in 1 hour. If it was not you, ignore this email: your password stays the same.</p><p>Hostelhub</p>`,
    };
  }

  /**
   * Issues a verification token and writes its email to the outbox in `tx`, the transaction
   * of the change that needs it; the worker sends it after the commit (issue 21 item 4).
   */
  async function writeVerificationEmail(queries: Queries, tx: Tx, user: UserRow): Promise<void> {
    const token = await issueEmailToken(queries, user.id, 'verify_email', VERIFY_EMAIL_TTL_MS);
    await enqueueDeliveries(tx, [verificationMail(user, token)]);
  }

  /** A new verification link for `user`: the token and its email commit together. */
  async function sendVerificationEmail(user: UserRow): Promise<void> {
    await repository.transaction((queries, tx) => writeVerificationEmail(queries, tx, user));
  }

  /** A new opaque refresh token of `familyId` and the row that stores its hash. */
  function newRefreshToken(userId: string, familyId: string) {
    const token = generateOpaqueToken();
    return {
      token,
      row: {
        userId,
        familyId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
      },
    };
  }

  /** The session answer for a refresh token already stored: the user and an access token. */
  async function sessionFor(
    user: UserRow,
    familyId: string,
    refreshToken: string,
  ): Promise<IssuedSession> {
    const accessToken = await signAccessToken(
      { sub: user.id, role: user.role, sid: familyId },
      options.jwtSecret,
    );
    return {
      refreshToken,
      session: {
        user: toUserProfile(user),
        tokens: { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS },
      },
    };
  }

  async function issueSession(
    user: UserRow,
    familyId: string = randomUUID(),
  ): Promise<IssuedSession> {
    const next = newRefreshToken(user.id, familyId);
    await repository.insertRefreshToken(next.row);
    return sessionFor(user, familyId, next.token);
  }

  /**
   * Signs in a user whose first factor passed (password or Google): the session at once, or
   * a two-factor challenge when they have it on. `adminOnly` carries the admin sign-in's role
   * rule over to the code step.
   */
  async function signIn(user: UserRow, adminOnly = false): Promise<SignInOutcome> {
    return (await options.twoFactor.challengeFor(user.id, adminOnly)) ?? issueSession(user);
  }

  /** Password sign-in checks shared by the student/owner and admin forms. */
  async function authenticate(email: string, password: string): Promise<UserRow> {
    const user = await repository.findUserByEmail(email);
    const isValid = await verifyPassword(user?.passwordHash, password);
    if (!user || !isValid) {
      throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
    }
    if (user.suspendedAt) throw new AppError('ACCOUNT_SUSPENDED', AUTH_MESSAGES.accountSuspended);
    if (!user.emailVerifiedAt) {
      throw new AppError('EMAIL_NOT_VERIFIED', AUTH_MESSAGES.emailNotVerified);
    }
    return user;
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

    async login(email: string, password: string): Promise<SignInOutcome> {
      return signIn(await authenticate(email, password));
    },

    /** Admin sign-in: every other role is refused after the password check. */
    async adminLogin(email: string, password: string): Promise<SignInOutcome> {
      const user = await authenticate(email, password);
      if (user.role !== 'admin') throw new AppError('FORBIDDEN', AUTH_MESSAGES.adminOnly);
      return signIn(user, true);
    },

    /** Signs in a user authenticated elsewhere (Google), asking for the code when it is on. */
    signIn,

    /**
     * The second step of a sign-in: the challenge and an authenticator or recovery code give
     * the session. The account is checked again (suspended meanwhile, admin-only).
     */
    async completeTwoFactor(challengeToken: string, code: string): Promise<IssuedSession> {
      const done = await options.twoFactor.completeChallenge(challengeToken, code);
      const user = await repository.findUserById(done.userId);
      if (!user) throw new AppError('INVALID_SESSION', AUTH_MESSAGES.sessionExpired);
      if (user.suspendedAt) throw new AppError('ACCOUNT_SUSPENDED', AUTH_MESSAGES.accountSuspended);
      if (done.adminOnly && user.role !== 'admin') {
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.adminOnly);
      }
      return issueSession(user);
    },

    /**
     * Rotates a refresh token: the presented one is revoked and a new one of the same family
     * issued. Presenting an already-rotated token revokes the whole family (theft detection).
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      const invalid = () => new AppError('INVALID_SESSION', AUTH_MESSAGES.sessionExpired);
      if (!refreshToken) throw invalid();
      const row = await repository.findRefreshToken(hashToken(refreshToken));
      if (!row) throw invalid();
      const isExpired = row.expiresAt.getTime() <= Date.now();
      const next = newRefreshToken(row.userId, row.familyId);
      const isRotatedNow =
        row.revokedAt === null &&
        !isExpired &&
        (await repository.rotateRefreshToken(row.id, next.row));
      if (!isRotatedNow) {
        if (isExpired) throw invalid();
        // Two tabs share one cookie and may refresh at the same moment: a token rotated a few
        // seconds ago, in a family still live, is that race, not theft.
        const rotatedAt = row.revokedAt?.getTime() ?? Date.now();
        const isRace =
          Date.now() - rotatedAt < REFRESH_REUSE_GRACE_MS &&
          (await repository.isFamilyLive(row.familyId));
        if (!isRace) {
          await repository.revokeFamily(row.familyId);
          throw invalid();
        }
      }
      const user = await repository.findUserById(row.userId);
      if (!user || user.suspendedAt) {
        await repository.revokeFamily(row.familyId);
        throw invalid();
      }
      return isRotatedNow
        ? sessionFor(user, row.familyId, next.token)
        : issueSession(user, row.familyId);
    },

    /** Ends the session the refresh token belongs to. Unknown tokens are ignored. */
    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await repository.findRefreshToken(hashToken(refreshToken));
      if (row) await repository.revokeFamily(row.familyId);
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
        const mail = resetMail(user ?? { email, fullName: '' }, token);
        await enqueueDeliveries(tx, [mail], { skip: !user });
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

export type AuthService = ReturnType<typeof createAuthService>;
