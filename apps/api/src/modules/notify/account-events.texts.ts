import { escapeHtml, htmlIn } from '../../lib/mailer.ts';
import type { MailTexts, NoticeEvent, NoticeReader } from './notify.types.ts';

/**
 * An account email (issue 24): the greeting, `intro`, the link (the address in the text,
 * `action` as an anchor in the HTML), `expiry` and the signature. `textIntro` replaces `intro`
 * in the text only.
 */
function accountMail(
  reader: NoticeReader,
  subject: string,
  link: string,
  paragraphs: { intro: string; textIntro?: string; action: string; expiry: string },
): MailTexts {
  const { t, language } = reader;
  const greeting = t('mail.auth.greeting', { name: reader.name });
  const signature = t('mail.auth.signature');
  const { intro, action, expiry } = paragraphs;
  const text = [greeting, paragraphs.textIntro ?? intro, link, expiry, signature];
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  // The link goes into the href as it always has; its own parts are URL-encoded.
  const html = `${paragraph(greeting)}${paragraph(intro)}<p><a href="${link}">${escapeHtml(action)}</a></p>${paragraph(expiry)}${paragraph(signature)}`;
  return { subject, text: text.join('\n\n'), html: htmlIn(language, html) };
}

/**
 * The email verification link (part 1 section 9): always sent, to the address being verified.
 * `token` is the single-use token, `email` the address it verifies.
 */
export const emailVerification: NoticeEvent<{ token: string; email: string }> = {
  email: {
    kind: 'email_verification',
    when: 'always',
    texts: (reader, { token, email }) => {
      const { t } = reader;
      const link = reader.url(
        `/auth/callback?type=email_verification&token=${token}&email=${encodeURIComponent(email)}`,
      );
      return accountMail(reader, t('mail.verify.subject'), link, {
        intro: t('mail.verify.intro'),
        action: t('mail.verify.action'),
        expiry: t('mail.verify.expiry'),
      });
    },
  },
};

/** The password reset link (part 1 section 9): always sent; `token` is single use. */
export const passwordReset: NoticeEvent<{ token: string }> = {
  email: {
    kind: 'password_reset',
    when: 'always',
    texts: (reader, { token }) => {
      const { t } = reader;
      const link = reader.url(`/reset-password#access_token=${token}&type=recovery`);
      const intro = t('mail.reset.intro');
      return accountMail(reader, t('mail.reset.subject'), link, {
        intro,
        textIntro: `${intro} ${t('mail.reset.open')}`,
        action: t('mail.reset.action'),
        expiry: t('mail.reset.expiry'),
      });
    },
  },
};
