import { escapeHtml } from '../../lib/mailer.ts';
import type { BoundQueries, TransactionOf } from '../../lib/transaction.ts';
import { generateOpaqueToken, hashToken } from '../../lib/tokens.ts';
import { enqueueDeliveries, type NewDelivery } from '../deliveries/deliveries.repository.ts';
import {
  NO_USER_ID,
  type AuthRepository,
  type EmailTokenPurpose,
  type UserRow,
} from './auth.repository.ts';

/** Email verification links are valid 24 hours; reset links 1 hour (part 1 section 9). */
export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;

/** The account queries bound to one transaction, and that transaction. */
export type AuthQueries = BoundQueries<AuthRepository>;
type AuthTx = TransactionOf<AuthRepository>;

/**
 * The single-use links the auth service emails (verification, password reset): their tokens,
 * stored in the transaction that writes the email to the outbox (issue 21 item 4), and the
 * emails' texts. `publicUrl` is where the links point.
 */
export function createAuthMail({ publicUrl }: { publicUrl: string }) {
  /**
   * A fresh single-use link token for `purpose`, stored with `queries` (the transaction that
   * writes its email); the user's older unused ones stop working. With `userId` null the same
   * statements run and store nothing (forgot password for an unknown email).
   */
  async function issueEmailToken(
    queries: AuthQueries,
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
    const link = `${publicUrl}/auth/callback?type=email_verification&token=${token}&email=${encodeURIComponent(user.email)}`;
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
    const link = `${publicUrl}/reset-password#access_token=${token}&type=recovery`;
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
  async function writeVerificationEmail(
    queries: AuthQueries,
    tx: AuthTx,
    user: UserRow,
  ): Promise<void> {
    const token = await issueEmailToken(queries, user.id, 'verify_email', VERIFY_EMAIL_TTL_MS);
    await enqueueDeliveries(tx, [verificationMail(user, token)]);
  }

  return { issueEmailToken, resetMail, writeVerificationEmail };
}

export type AuthMail = ReturnType<typeof createAuthMail>;
