import type { Language } from '@hostelhub/shared';
import { escapeHtml, htmlIn } from '../../lib/mailer.ts';
import { textsIn } from '../../lib/recipient-text.ts';
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

  /**
   * An account email in `language` (issue 24): the greeting, `intro`, the link (the address in
   * the text, `action` as an anchor in the HTML), `expiry` and the signature. `textIntro`
   * replaces `intro` in the text only.
   */
  function accountMail(
    language: Language,
    name: string,
    link: string,
    paragraphs: { intro: string; textIntro?: string; action: string; expiry: string },
  ): { text: string; html: string } {
    const t = textsIn(language);
    const greeting = t('mail.auth.greeting', { name });
    const signature = t('mail.auth.signature');
    const { intro, action, expiry } = paragraphs;
    const text = [greeting, paragraphs.textIntro ?? intro, link, expiry, signature];
    const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
    // The link goes into the href as it always has; its own parts are URL-encoded.
    const html = `${paragraph(greeting)}${paragraph(intro)}<p><a href="${link}">${escapeHtml(action)}</a></p>${paragraph(expiry)}${paragraph(signature)}`;
    return { text: text.join('\n\n'), html: htmlIn(language, html) };
  }

  /** The verification email of `user` carrying `token`, in their preferred language. */
  function verificationMail(user: UserRow, token: string): NewDelivery {
    const link = `${publicUrl}/auth/callback?type=email_verification&token=${token}&email=${encodeURIComponent(user.email)}`;
    const t = textsIn(user.preferredLanguage);
    return {
      channel: 'email',
      kind: 'email_verification',
      recipient: user.email,
      subject: t('mail.verify.subject'),
      ...accountMail(user.preferredLanguage, user.fullName, link, {
        intro: t('mail.verify.intro'),
        action: t('mail.verify.action'),
        expiry: t('mail.verify.expiry'),
      }),
    };
  }

  /** The reset email to `user` carrying `token`, in their preferred language. */
  function resetMail(
    user: Pick<UserRow, 'email' | 'fullName' | 'preferredLanguage'>,
    token: string,
  ): NewDelivery {
    const link = `${publicUrl}/reset-password#access_token=${token}&type=recovery`;
    const t = textsIn(user.preferredLanguage);
    const intro = t('mail.reset.intro');
    return {
      channel: 'email',
      kind: 'password_reset',
      recipient: user.email,
      subject: t('mail.reset.subject'),
      ...accountMail(user.preferredLanguage, user.fullName, link, {
        intro,
        textIntro: `${intro} ${t('mail.reset.open')}`,
        action: t('mail.reset.action'),
        expiry: t('mail.reset.expiry'),
      }),
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
