import { maskMobileNumber } from '@hostelhub/shared';
import type { FastifyBaseLogger } from 'fastify';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One text message: `to` in +92 form. */
export interface SmsMessage {
  to: string;
  text: string;
}

/** Sends SMS (DESIGN.md 'Stack': one small provider interface). Throws SmsError on failure. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** The provider refused or could not be reached; `message` says why, for the log only. */
export class SmsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsError';
  }
}

/** A webhook answer slower than this is a failure. */
export const SMS_WEBHOOK_TIMEOUT_MS = 5_000;

/**
 * With `SMS_WEBHOOK_URL`, each message is a JSON POST `{ to, text }` to it (5 s timeout; any
 * non-2xx answer is a failure). Without it, each message is a file in `outboxDir` and a log
 * line naming the file; the text (which holds the code) is never logged.
 */
export function createSmsSender(options: {
  webhookUrl: string | undefined;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** How long the webhook may take, in milliseconds (default 5,000). */
  timeoutMs?: number;
}): SmsSender {
  const { webhookUrl, outboxDir, log, timeoutMs = SMS_WEBHOOK_TIMEOUT_MS } = options;
  if (webhookUrl) {
    return {
      async send(message) {
        let response: Response;
        try {
          response = await fetch(webhookUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ to: message.to, text: message.text }),
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          throw new SmsError('SMS provider unreachable or too slow', { cause: error });
        }
        await response.arrayBuffer().catch(() => undefined);
        if (!response.ok) throw new SmsError(`SMS provider answered ${response.status}`);
        log.info({ to: maskMobileNumber(message.to) }, 'SMS handed to the provider');
      },
    };
  }
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-sms-${message.to.replace(/\D/g, '')}.txt`);
      await writeFile(file, `To: ${message.to}\n\n${message.text}\n`);
      log.info({ to: maskMobileNumber(message.to), file }, 'SMS written to outbox');
    },
  };
}
