import { randomUUID } from 'node:crypto';
import { AppError, AUTH_MESSAGES } from '@hostelhub/shared';
import { verifyPassword } from '../../lib/passwords.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  generateOpaqueToken,
  hashToken,
  signAccessToken,
} from '../../lib/tokens.ts';
import type { UserRow } from './auth.repository.ts';
import type { AuthServiceOptions, IssuedSession, SignInOutcome } from './auth.types.ts';
import { toUserProfile } from './user-profile.logic.ts';

/** A rotated refresh token presented again within this window is a concurrent refresh. */
export const REFRESH_REUSE_GRACE_MS = 10 * 1000;
/** A refresh token (and so a session) lasts 30 days unless used, rotated or revoked. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Sign-in and sessions (spec part 1 sections 4 and 8; product decision 10): the password and
 * admin sign-ins, the second factor, refresh-token rotation and sign-out. An unknown email and
 * a wrong password fail the same way.
 */
export function createSignInService(
  options: Pick<AuthServiceOptions, 'repository' | 'jwtSecret' | 'twoFactor'>,
) {
  const { repository } = options;

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
    /**
     * The user `userId` with whether their session `sessionId` is live, or undefined when there
     * is no such user: the auth plugin's lookup for every signed-in request.
     */
    findSessionUser(userId: string, sessionId: string) {
      return repository.findSessionUser(userId, sessionId);
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
  };
}
