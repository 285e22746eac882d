import type { FastifyInstance } from 'fastify';

/** What a shutdown closes, and how the process ends (process.exit unless a test says). */
export interface ShutdownOptions {
  app: FastifyInstance;
  /** The database, closed after the app. */
  database: { close(): Promise<void> };
  /** The deadline in ms (SHUTDOWN_TIMEOUT_MS): past it the process exits anyway. */
  timeoutMs: number;
  exit?: (code: number) => void;
}

/**
 * The server's shutdown on SIGTERM or SIGINT, with a deadline (issue 30). The returned function
 * closes the app: it stops accepting (a request arriving on a kept-alive connection is answered
 * 503 with `Connection: close`), closes every live WebSocket with 1012 so browsers reconnect,
 * lets the outbox worker finish its sends in flight and hands the rest back, waits for the
 * requests in flight, then closes the database and exits 0. Past `timeoutMs` it logs one error
 * line and exits 1 whatever is still running; a second signal exits 1 at once.
 */
export function createShutdown({
  app,
  database,
  timeoutMs,
  exit = (code) => process.exit(code),
}: ShutdownOptions): (signal: string) => Promise<void> {
  let isShuttingDown = false;
  let hasExited = false;
  // The first exit wins (process.exit never returns; a test's exit does).
  const finish = (code: number) => {
    if (hasExited) return;
    hasExited = true;
    exit(code);
  };
  return async (signal) => {
    if (isShuttingDown) {
      app.log.error({ signal }, 'second signal during shutdown; exiting now');
      finish(1);
      return;
    }
    isShuttingDown = true;
    app.log.info({ signal, timeoutMs }, `${signal} received, shutting down`);
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown deadline passed; exiting anyway');
      finish(1);
    }, timeoutMs);
    deadline.unref();
    try {
      await app.close();
      await database.close();
    } catch (error) {
      clearTimeout(deadline);
      app.log.error({ err: error }, 'shutdown failed');
      finish(1);
      return;
    }
    clearTimeout(deadline);
    app.log.info('shutdown complete');
    finish(0);
  };
}
