import { AsyncLocalStorage } from 'node:async_hooks';

// Marks the async context of work no request waits for (issue 30): on a PostgreSQL server its
// queries go through the pool with the longer statement timeout (db/client.ts).
const backgroundWork = new AsyncLocalStorage<true>();

/**
 * Runs `work` as background work: migrations, seeding, backups, the outbox worker and the
 * periodic jobs. Every query it starts, directly or through the promises it awaits, runs under
 * DB_JOB_STATEMENT_TIMEOUT_MS instead of the requests' DB_STATEMENT_TIMEOUT_MS (issue 30).
 */
export function runAsBackgroundWork<T>(work: () => PromiseLike<T>): Promise<T> {
  // Awaited inside the context: a Drizzle query is lazy and runs when `then` is called.
  return backgroundWork.run(true, async () => await work());
}

/** Whether the caller runs inside runAsBackgroundWork. */
export function isBackgroundWork(): boolean {
  return backgroundWork.getStore() === true;
}
