import type { FastifyBaseLogger } from 'fastify';
import { runAsBackgroundWork } from '../../db/background-work.ts';
import type { DeliveryWorker } from '../../lib/delivery-worker.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { SmsSender } from '../../lib/sms.ts';
import type { ClaimedDelivery, DeliveriesRepository } from './deliveries.repository.ts';

/** Waits before the 2nd, 3rd, ... try, in milliseconds: 30 s, 2 min, 10 min, 1 h, 6 h. */
export const DELIVERY_BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000] as const;
/** Tries before a delivery is marked failed (about 7 h 42 min after the first). */
export const DELIVERY_MAX_ATTEMPTS = DELIVERY_BACKOFF_MS.length + 1;
/** How far a claim pushes a row's next try: a worker that dies mid-send leaves it this long. */
export const DELIVERY_LEASE_MS = 60_000;
/** A send still running after this long counts as failed (well inside the lease). */
export const DELIVERY_SEND_TIMEOUT_MS = 40_000;
/** How often each process looks for due rows (retries, rows of other processes, missed wakes). */
export const DELIVERY_POLL_MS = 5_000;
/** Rows claimed at once; they are sent side by side. */
const BATCH = 10;

/** A send given up because the worker stopped: the row is handed back, not counted as failed. */
class WorkerStopped extends Error {
  constructor() {
    super('worker stopped');
  }
}

/** Why a send failed, short, for `last_error` (never the message itself). */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

/** A log-safe error label: a code such as ECONNREFUSED or ETIMEDOUT, never an address. */
function errorCode(error: unknown): string {
  const code = (error as { code?: unknown; name?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : 'Error';
}

/**
 * The worker that empties the outbox (issue 21 item 4): claims due rows with `FOR UPDATE SKIP
 * LOCKED` (so several processes never send one twice), sends each through `mailer` or `sms`,
 * then marks it sent (text cleared) or schedules the next try by DELIVERY_BACKOFF_MS, marking
 * it failed after DELIVERY_MAX_ATTEMPTS. Logs each delivery by id, kind and channel only: never
 * its recipient, text or link (issue 21 item 6).
 */
export function createDeliveryWorker(options: {
  repository: DeliveriesRepository;
  mailer: Mailer;
  sms: SmsSender;
  log: FastifyBaseLogger;
  pollMs?: number;
}): DeliveryWorker {
  const { repository, mailer, sms, log, pollMs = DELIVERY_POLL_MS } = options;
  let running: Promise<number> | null = null;
  let isKickedAgain = false;
  let isStopped = false;
  let poll: NodeJS.Timeout | null = null;
  const stopping = new AbortController();

  /** Resolves when the send is done; rejects after the timeout or when the worker stops. */
  function transport(delivery: ClaimedDelivery): Promise<void> {
    const send =
      delivery.channel === 'email'
        ? mailer.send(
            {
              to: delivery.recipient,
              subject: delivery.subject ?? '',
              text: delivery.text ?? '',
              html: delivery.html ?? '',
              headers: delivery.headers ?? undefined,
            },
            { id: delivery.id },
          )
        : sms.send({ to: delivery.recipient, text: delivery.text ?? '' });
    const signal = AbortSignal.any([
      stopping.signal,
      AbortSignal.timeout(DELIVERY_SEND_TIMEOUT_MS),
    ]);
    return new Promise<void>((resolve, reject) => {
      const onAbort = () =>
        reject(stopping.signal.aborted ? new WorkerStopped() : new Error('send timed out'));
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      send.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  async function deliverOne(delivery: ClaimedDelivery): Promise<boolean> {
    const fields = { deliveryId: delivery.id, kind: delivery.kind, channel: delivery.channel };
    try {
      await transport(delivery);
    } catch (error) {
      if (error instanceof WorkerStopped) {
        // Issue 30: shutting down. Due again at once, this try not counted, for the next worker.
        await repository.release(delivery.id);
        log.info(fields, 'delivery handed back at shutdown');
        return false;
      }
      const reason = reasonOf(error);
      if (delivery.attempts >= DELIVERY_MAX_ATTEMPTS) {
        await repository.markFailed(delivery.id, reason);
        log.error(
          { ...fields, attempts: delivery.attempts, error: errorCode(error) },
          'delivery failed for good',
        );
      } else {
        const delay = DELIVERY_BACKOFF_MS[delivery.attempts - 1] ?? DELIVERY_BACKOFF_MS.at(-1);
        await repository.scheduleRetry(delivery.id, delay ?? 0, reason);
        log.warn(
          { ...fields, attempts: delivery.attempts, error: errorCode(error) },
          'delivery failed; will retry',
        );
      }
      return false;
    }
    await repository.markSent(delivery.id);
    log.info(fields, 'delivery sent');
    return true;
  }

  async function pass(): Promise<number> {
    let sent = 0;
    while (!isStopped) {
      const batch = await repository.claimDue(BATCH, DELIVERY_LEASE_MS);
      const results = await Promise.all(batch.map(deliverOne));
      sent += results.filter(Boolean).length;
      if (batch.length < BATCH) break;
    }
    return sent;
  }

  /**
   * Runs passes until no kick arrived during the last one, as background work (the jobs'
   * statement timeout, issue 30).
   */
  function run(): Promise<number> {
    const current = runAsBackgroundWork(async () => {
      let sent = 0;
      do {
        isKickedAgain = false;
        sent += await pass();
      } while (isKickedAgain && !isStopped);
      return sent;
    }).finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  }

  const onFailure = (error: unknown) =>
    log.error({ error: errorCode(error) }, 'delivery pass failed');

  function kick(): void {
    if (isStopped) return;
    if (running) {
      isKickedAgain = true;
      return;
    }
    run().catch(onFailure);
  }

  return {
    kick,

    async deliverDue() {
      if (running) await running.catch(() => 0);
      if (isStopped) return 0;
      return running ?? run();
    },

    start() {
      if (poll || isStopped) return;
      poll = setInterval(kick, pollMs);
      poll.unref();
    },

    async stop({ graceMs = 0 } = {}) {
      isStopped = true;
      if (poll) clearInterval(poll);
      poll = null;
      const current = running?.catch(() => 0);
      if (current && graceMs > 0) {
        let timer: NodeJS.Timeout | undefined;
        const grace = new Promise((resolve) => (timer = setTimeout(resolve, graceMs)));
        await Promise.race([current, grace]);
        clearTimeout(timer);
      }
      stopping.abort();
      await current;
    },
  };
}
