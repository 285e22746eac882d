import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { deliveries } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { createSmsSender } from '../../lib/sms.ts';
import { createTestDatabase, createTestSettings } from '../../../test/helpers.ts';
import { createUser } from '../../../test/factories/hostels.ts';
import { startSmsWebhook } from '../../../test/sms-webhook.ts';
import {
  createDeliveriesRepository,
  enqueueDeliveries,
  type NewDelivery,
} from './deliveries.repository.ts';
import { createDeliveryWorker } from './deliveries-worker.job.ts';

/** The outbox worker (issue 21 items 4, 5 and 6), over a real database of its own. */

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

const silent = pino({ level: 'silent' });

function email(recipient: string): NewDelivery {
  return {
    channel: 'email',
    kind: 'contact_message',
    recipient,
    subject: 'Hello',
    text: 'Hello there',
    html: '<p>Hello there</p>',
  };
}

describe('the delivery worker', () => {
  it('should write nothing when the change that causes a mail rolls back', async () => {
    const recipient = 'rolled.back@example.pk';
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueDeliveries(tx, [email(recipient)]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.recipient, recipient));
    expect(rows).toHaveLength(0);
  });

  it('should send each delivery once when two workers claim at the same moment', async () => {
    const sent: string[] = [];
    const mailer = {
      send: async (message: MailMessage) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(message.to);
      },
    };
    const recipients = Array.from({ length: 25 }, (_, index) => `twice${index}@example.pk`);
    await enqueueDeliveries(database.db, recipients.map(email));
    const workers = [1, 2].map(() =>
      createDeliveryWorker({
        repository: createDeliveriesRepository(database.db),
        mailer,
        sms: { send: () => Promise.reject(new Error('no SMS here')) },
        log: silent,
      }),
    );
    const counts = await Promise.all(workers.map((worker) => worker.deliverDue()));
    expect(counts[0]! + counts[1]!).toBe(25);
    expect(sent.toSorted()).toEqual(recipients.toSorted());
    await Promise.all(workers.map((worker) => worker.stop()));
  });

  it('should send an SMS delivery through the webhook with its secret', async () => {
    const webhook = await startSmsWebhook();
    const worker = createDeliveryWorker({
      repository: createDeliveriesRepository(database.db),
      mailer: { send: () => Promise.reject(new Error('no mail here')) },
      sms: createSmsSender({
        webhookUrl: webhook.url,
        webhookSecret: 'a-shared-secret-of-24-chars',
        outboxDir: '/nonexistent',
        log: silent,
      }),
      log: silent,
    });
    await enqueueDeliveries(database.db, [
      {
        channel: 'sms',
        kind: 'contact_message',
        recipient: '+923001234567',
        subject: null,
        text: 'Your hostel is live.',
        html: null,
      },
    ]);
    expect(await worker.deliverDue()).toBe(1);
    expect(webhook.received).toMatchObject([
      {
        to: '+923001234567',
        text: 'Your hostel is live.',
        authorization: 'Bearer a-shared-secret-of-24-chars',
      },
    ]);
    await worker.stop();
    await webhook.close();
  });

  it('should log a delivery by id, kind and channel, never its recipient, link or token', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const appDatabase = await createTestDatabase();
    const settings = createTestSettings({ LOG_LEVEL: 'info' });
    const app = await buildApp({ settings, database: appDatabase, logger: true, logStream });
    await app.ready();
    try {
      const user = await createUser(appDatabase.db, { role: 'student', ownerApprovalStatus: null });
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
      });
      expect(response.statusCode).toBe(200);
      // The file outbox (no SMTP_URL): the .eml is named by the delivery's id.
      const [row] = await appDatabase.db
        .select()
        .from(deliveries)
        .where(eq(deliveries.recipient, user.email));
      await vi.waitFor(
        async () => {
          const files = await readdir(path.join(settings.dataDir, 'outbox'));
          expect(files.some((file) => file.endsWith(`-${row?.id}.eml`))).toBe(true);
        },
        { timeout: 5_000 },
      );
      await app.deliveries.deliverDue();

      const log = lines.join('');
      const sentLine = lines.find((line) => line.includes('delivery sent'));
      expect(JSON.parse(sentLine ?? '{}')).toMatchObject({
        deliveryId: row?.id,
        kind: 'password_reset',
        channel: 'email',
      });
      expect(log).not.toContain(user.email);
      expect(log).not.toContain('access_token');
      expect(log).not.toContain('/reset-password');
    } finally {
      await app.close();
      await appDatabase.close();
    }
  });
});
