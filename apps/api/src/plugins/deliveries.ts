import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { DeliveryWorker } from '../lib/delivery-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's outbox worker (modules/deliveries): tests await mail with deliverDue(). */
    deliveries: DeliveryWorker;
  }
}

/**
 * Runs the outbox worker of this process (issue 21 item 4), in every app buildApp makes: it
 * LISTENs on `channel` for the NOTIFY a committed delivery sends (this process's or another's)
 * and kicks `worker` at once; the worker polls every few seconds for retries and missed wakes,
 * and stops on close before the caller closes the database (no timer left, no query after
 * close): sends in flight get `stopGraceMs`, then their rows are handed back for the next
 * worker. app.ts makes the worker (modules/deliveries) and names the channel.
 */
export async function registerDeliveries(
  app: FastifyInstance,
  database: Database,
  {
    worker,
    channel,
    stopGraceMs = 0,
  }: {
    worker: DeliveryWorker;
    channel: string;
    /**
     * At close, how long sends in flight may still finish before their rows are handed back
     * (issue 30: graceful shutdown), in ms.
     */
    stopGraceMs?: number;
  },
): Promise<void> {
  const stopListening = await database.listen(channel, {
    onPayload: () => worker.kick(),
    onReconnect: () => worker.kick(),
  });
  app.decorate('deliveries', worker);
  app.addHook('onReady', (done) => {
    worker.start();
    // Rows written while no process was running (or before this one listened).
    worker.kick();
    done();
  });
  app.addHook('preClose', async () => {
    await stopListening();
    await worker.stop({ graceMs: stopGraceMs });
  });
}
