import type { FastifyBaseLogger } from 'fastify';

/** The first probe runs this long after an outage starts; each failed one doubles it. */
export const OUTAGE_PROBE_MS = { first: 500, max: 5_000 } as const;

/**
 * Turns the 503s of a database outage into two log lines (issue 30): one error line when the
 * first request is refused, and one when the database answers again, with how many requests
 * were refused and for how long. Not one line per request.
 */
export interface DatabaseOutageLog {
  /**
   * A request that began at `startedAt` (ms since the epoch) was refused with 503 because the
   * database could not be reached (`error`). The first refusal starts an outage and probes the
   * database until it answers; a request that began before the last recovery is a straggler
   * of that outage and starts none.
   */
  refused(error: unknown, startedAt: number): void;
  /** Whether an outage is going on (the database has not answered a probe since). */
  isDown(): boolean;
  /** Stops probing (the app is closing). */
  stop(): void;
}

/**
 * The outage log of one app. `probe` resolves when the database answers (the health check's
 * `select 1`) and rejects while it cannot be reached.
 */
export function createDatabaseOutageLog({
  log,
  probe,
  probeMs = OUTAGE_PROBE_MS,
}: {
  log: FastifyBaseLogger;
  probe: () => Promise<unknown>;
  probeMs?: { first: number; max: number };
}): DatabaseOutageLog {
  let outage: { since: number; refused: number } | null = null;
  let recoveredAt = 0;
  let timer: NodeJS.Timeout | null = null;
  let isStopped = false;

  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      timer = null;
      probe().then(
        () => {
          if (!outage) return;
          const { since, refused } = outage;
          outage = null;
          recoveredAt = Date.now();
          log.error(
            { refusedRequests: refused, outageMs: recoveredAt - since },
            'database available again',
          );
        },
        () => {
          if (!isStopped) schedule(Math.min(delay * 2, probeMs.max));
        },
      );
    }, delay);
    timer.unref();
  };

  return {
    refused(error, startedAt) {
      if (outage) {
        outage.refused += 1;
        return;
      }
      if (startedAt < recoveredAt) return;
      outage = { since: Date.now(), refused: 1 };
      log.error({ err: error }, 'database unavailable');
      if (!isStopped) schedule(probeMs.first);
    },
    isDown: () => outage !== null,
    stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
