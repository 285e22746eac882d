import { maskMobileNumber } from '@hostelhub/shared';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

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

/** A webhook answer slower than this, in milliseconds, is a failure (and is retried once). */
export const SMS_WEBHOOK_TIMEOUT_MS = 5_000;
/** Tries of one webhook request: the first and one retry (issue 21 item 5, decision 008). */
export const SMS_WEBHOOK_TRIES = 2;
/** The pause before the retry, in milliseconds. */
export const SMS_WEBHOOK_RETRY_DELAY_MS = 500;

/** A webhook answer worth a second try: the provider was busy or broken, not refusing us. */
function isRetryable(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * The SMS provider (issue 21 item 5; decision 008). With `SMS_WEBHOOK_URL`, each message is
 * a JSON `POST {to, text}` to it with `Authorization: Bearer <SMS_WEBHOOK_SECRET>` (when the
 * secret is set) and an `Idempotency-Key` that stays the same on the retry, so a provider can
 * drop a duplicate. A 2xx answer is success. No answer within `timeoutMs` (default 5 s), a
 * network error, 408, 429 or 5xx is retried once after 500 ms; any other answer fails at once.
 * Throws SmsError when both tries fail. Without a webhook URL, each message is a file in
 * `outboxDir`. The log names the masked number only: never the text (it holds the code), nor
 * the file (its name holds the number).
 */
export function createSmsSender(options: {
  webhookUrl: string | undefined;
  /** Sent as a Bearer token; unset, no Authorization header. */
  webhookSecret?: string | undefined;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** How long one webhook request may take, in milliseconds (default 5,000). */
  timeoutMs?: number;
  /** The pause before the retry, in milliseconds (default 500). */
  retryDelayMs?: number;
}): SmsSender {
  const {
    webhookUrl,
    webhookSecret,
    outboxDir,
    log,
    timeoutMs = SMS_WEBHOOK_TIMEOUT_MS,
    retryDelayMs = SMS_WEBHOOK_RETRY_DELAY_MS,
  } = options;
  if (webhookUrl) {
    /** One request; null on success, else why it failed and whether a retry may help. */
    async function post(
      message: SmsMessage,
      idempotencyKey: string,
    ): Promise<{ reason: string; isRetryable: boolean; cause?: unknown } | null> {
      let response: Response;
      try {
        response = await fetch(webhookUrl as string, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': idempotencyKey,
            ...(webhookSecret ? { authorization: `Bearer ${webhookSecret}` } : {}),
          },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { reason: 'SMS provider unreachable or too slow', isRetryable: true, cause: error };
      }
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return null;
      return {
        reason: `SMS provider answered ${response.status}`,
        isRetryable: isRetryable(response.status),
      };
    }

    return {
      async send(message) {
        const idempotencyKey = randomUUID();
        for (let attempt = 1; ; attempt += 1) {
          const failure = await post(message, idempotencyKey);
          if (!failure) break;
          if (!failure.isRetryable || attempt >= SMS_WEBHOOK_TRIES) {
            throw new SmsError(failure.reason, { cause: failure.cause });
          }
          log.warn({ to: maskMobileNumber(message.to), attempt }, `${failure.reason}; retrying`);
          await sleep(retryDelayMs);
        }
        log.info({ to: maskMobileNumber(message.to) }, 'SMS handed to the provider');
      },
    };
  }
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-sms-${message.to.replace(/\D/g, '')}.txt`);
      await writeFile(file, `To: ${message.to}\n\n${message.text}\n`);
      log.info({ to: maskMobileNumber(message.to) }, 'SMS written to the outbox directory');
    },
  };
}
