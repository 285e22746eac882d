import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { SmsSender } from '../lib/sms.ts';
import {
  createDeliveriesRepository,
  DELIVERIES_CHANNEL,
} from '../modules/deliveries/deliveries.repository.ts';
import {
  createDeliveryWorker,
  type DeliveryWorker,
} from '../modules/deliveries/deliveries.worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's outbox worker (modules/deliveries): tests await mail with deliverDue(). */
    deliveries: DeliveryWorker;
  }
}

/**
 * The outbox worker of this process (issue 21 item 4), in every app buildApp makes: it LISTENs
 * for the NOTIFY a committed delivery sends (this process's or another's) and sends at once,
 * polls every few seconds for retries and missed wakes, and stops on close before the caller
 * closes the database (no timer left, no query after close).
 */
export async function registerDeliveries(
  app: FastifyInstance,
  database: Database,
  transports: { mailer: Mailer; sms: SmsSender },
): Promise<void> {
  const worker = createDeliveryWorker({
    repository: createDeliveriesRepository(app.db),
    mailer: transports.mailer,
    sms: transports.sms,
    log: app.log,
  });
  const stopListening = await database.listen(DELIVERIES_CHANNEL, {
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
    await worker.stop();
  });
}
