import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** The part of the saved-search alerts this plugin runs (modules/saved-searches). */
export interface SavedSearchChecks {
  /** Matches queued hostels soon, in the background. */
  kick(): void;
  /** Waits for a running pass, then matches what is queued; resolves with the alerts made. */
  checkNow(): Promise<number>;
  /** Stops kicks and waits for a running pass. */
  stop(): Promise<void>;
  /** Where a failed background pass is reported. */
  onError(handler: (error: unknown) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's saved-search checks (issue 29): tests await alerts with checkNow(). */
    savedSearchChecks: SavedSearchChecks;
  }
}

/**
 * Issue 29: a hostel that became visible (an approval's transaction queued it and NOTIFYed
 * `channel`) is matched against the saved searches within seconds, by whichever process hears
 * the NOTIFY first (the queue's rows are taken with SKIP LOCKED), in every app buildApp makes,
 * like the outbox worker (plugins/deliveries.ts). Checks queued while no process listened are
 * matched when this one is ready, and by the server's minute job. Stops before the database
 * closes.
 */
export async function registerSavedSearchChecks(
  app: FastifyInstance,
  database: Database,
  { checks, channel }: { checks: SavedSearchChecks; channel: string },
): Promise<void> {
  checks.onError((error) => app.log.error({ err: error }, 'saved search checks failed'));
  const stopListening = await database.listen(channel, {
    onPayload: () => checks.kick(),
    onReconnect: () => checks.kick(),
  });
  app.decorate('savedSearchChecks', checks);
  app.addHook('onReady', (done) => {
    checks.kick();
    done();
  });
  app.addHook('preClose', async () => {
    await stopListening();
    await checks.stop();
  });
}
