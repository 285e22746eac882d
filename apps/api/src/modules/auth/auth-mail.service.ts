import type { BoundQueries, TransactionOf } from '../../lib/transaction.ts';
import { generateOpaqueToken, hashToken } from '../../lib/tokens.ts';
import type { Notify } from '../notify/notify.service.ts';
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
 * stored in the transaction in which notify writes the email to the outbox (issue 21 item 4;
 * the texts are notify's events, modules/notify/account-events.texts.ts).
 */
export function createAuthMail({ notify }: { notify: Pick<Notify, 'tell'> }) {
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
    // To the address being verified, in the language the account chose (issue 24).
    await notify.tell(
      tx,
      { email: user.email, language: user.preferredLanguage, name: user.fullName },
      'emailVerification',
      { token, email: user.email },
    );
  }

  return { issueEmailToken, writeVerificationEmail };
}

export type AuthMail = ReturnType<typeof createAuthMail>;
