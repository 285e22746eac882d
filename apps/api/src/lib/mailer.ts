import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { LANGUAGE_DIRECTIONS, type Language } from '@hostelhub/shared';
import nodemailer, { type Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { escapeHtml } from './html-escape.ts';

/** One email to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Extra headers (issue 29: RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post` on alert
   * emails), by name.
   */
  headers?: Record<string, string> | undefined;
}

/**
 * Hands one email over: to SMTP when `SMTP_URL` is set, else into an `.eml` file in the
 * outbox. Throws when the server refuses or cannot be reached. Only the delivery worker
 * (modules/deliveries) calls it, never a request (issue 21 item 4).
 */
export interface Mailer {
  /** `id` names the outbox file (the delivery's id); the file name never holds the address. */
  send(message: MailMessage, meta?: { id?: string }): Promise<void>;
}

/**
 * How long SMTP may take, in milliseconds: to connect, to greet, and silent between packets.
 * nodemailer's defaults (2 min, 30 s, 10 min) would let a hung server hold a send far past the
 * worker's lease; a send slower than these fails and is retried with backoff.
 */
export const SMTP_TIMEOUTS_MS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

/**
 * With an SMTP URL, mail goes to that server (SMTP_TIMEOUTS_MS apply). Without one, each
 * message is written as `<time>-<id>.eml` in `outboxDir` for a developer to open. Logs
 * nothing: the worker logs each delivery by id, kind and channel (issue 21 item 6).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  const transporter: Transporter = options.smtpUrl
    ? // An object with `url` would drop every other option: the transport is built directly.
      nodemailer.createTransport(new SMTPTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS_MS }))
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message, meta) {
      const info = (await transporter.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      })) as { message?: Buffer };
      if (options.smtpUrl) return;
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${meta?.id ?? randomUUID()}.eml`);
      await writeFile(file, info.message ?? Buffer.from(message.text));
    },
  };
}

/** `text` safe inside HTML (lib/html-escape.ts), for the emails' texts. */
export { escapeHtml };

/**
 * The Urdu email's fonts (issue 40 item 5): Nastaliq first, as Urdu is read in print (Noto
 * Nastaliq Urdu, else Jameel Noori Nastaleeq, common on Pakistani computers), then Naskh
 * fallbacks a mail client more likely has (Noto Naskh Arabic; Windows' Urdu Typesetting), then
 * serif.
 */
export const URDU_MAIL_FONTS =
  "'Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Noto Naskh Arabic','Urdu Typesetting',serif";

/**
 * The wrapper's style for a right-to-left email: Nastaliq needs more height than Latin text
 * (line height 2) and a size that keeps its dots legible (16 px; nothing below 14 px, see
 * mailSmallText).
 */
const RTL_MAIL_STYLE = `font-family:${URDU_MAIL_FONTS};font-size:16px;line-height:2`;

/**
 * The font size of an email's small print (a footer) in `language`: 12 px in English, 14 px in
 * Urdu, whose Nastaliq is unreadable smaller (issue 40 item 5).
 */
export function mailSmallText(language: Language): string {
  return LANGUAGE_DIRECTIONS[language] === 'ltr' ? '12px' : '14px';
}

/**
 * `html`, an email body, for a reader of `language` (issue 24): a right-to-left language's in
 * a wrapper with `dir`, `lang` and the Urdu type (URDU_MAIL_FONTS, line height 2, 16 px; issue
 * 40 item 5); English exactly as it is.
 */
export function htmlIn(language: Language, html: string): string {
  if (LANGUAGE_DIRECTIONS[language] === 'ltr') return html;
  return `<div dir="${LANGUAGE_DIRECTIONS[language]}" lang="${language}" style="${RTL_MAIL_STYLE}">${html}</div>`;
}

/**
 * A plain mail of paragraphs: the text with blank lines between them, the HTML as <p>s (in
 * `language`'s direction, see htmlIn).
 */
export function paragraphMail(
  lines: readonly string[],
  language: Language = 'en',
): { text: string; html: string } {
  return {
    text: lines.join('\n\n'),
    html: htmlIn(language, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')),
  };
}
