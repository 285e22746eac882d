import type { FastifyInstance } from 'fastify';
import { runAsBackgroundWork } from '../db/background-work.ts';

/** What `schedulePeriodicJob` runs and how it reports. */
export interface PeriodicJob {
  /** Runs once; resolves to how many rows or files it removed. */
  run: () => Promise<number>;
  /** Every this many milliseconds. */
  intervalMs: number;
  /** Logged with the count when a run removed something, e.g. 'expired loose uploads deleted'. */
  deletedMessage: string;
  /** Logged with the error when a run failed, e.g. 'loose upload sweep failed'. */
  failedMessage: string;
}

/**
 * Runs `job.run` every `job.intervalMs` from when `app` is ready until it closes: a background
 * sweep of the server process (loose uploads, idempotency keys), as background work (the
 * longer statement timeout, issue 30). A run still going when the
 * next is due is not doubled; a failure is logged and the next run tries again. The timer does
 * not keep the process alive. Closing the app stops the timer and waits for a run still going,
 * so no run touches the database after close (or after the pool behind it has ended).
 */
export function schedulePeriodicJob(app: FastifyInstance, job: PeriodicJob): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    // Issue 30: its queries get the jobs' statement timeout, not the requests'.
    running = runAsBackgroundWork(job.run)
      .then((deleted) => {
        if (deleted > 0) app.log.info({ deleted }, job.deletedMessage);
      })
      .catch((error: unknown) => app.log.error({ err: error }, job.failedMessage))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', (done) => {
    timer = setInterval(tick, job.intervalMs);
    timer.unref();
    done();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}
