import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** One email to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends email: through SMTP when `SMTP_URL` is set, else into `.eml` files in the outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * With an SMTP URL, mail goes to that server. Without one, each message is written as an
 * `.eml` file in `outboxDir` and logged with its first link, so a developer can follow it.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transporter: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      const info = (await transporter.sendMail({ from: options.from, ...message })) as {
        message?: Buffer;
      };
      if (options.smtpUrl) return;
      mkdirSync(options.outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(options.outboxDir, `${Date.now()}-${safeTo}.eml`);
      writeFileSync(file, info.message ?? Buffer.from(message.text));
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      options.log.info(
        { to: message.to, file, link },
        `mail written to outbox: ${message.subject}`,
      );
    },
  };
}

/** `text` safe inside HTML: &, <, >, " and ' escaped. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A plain mail of paragraphs: the text with blank lines between them, the HTML as <p>s. */
export function paragraphMail(lines: readonly string[]): { text: string; html: string } {
  return {
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
