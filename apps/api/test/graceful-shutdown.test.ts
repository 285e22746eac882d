import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { LIVE_CLOSE_CODES } from '@hostelhub/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { deliveries } from '../src/db/schema/index.ts';
import { createShutdown } from '../src/lib/graceful-shutdown.ts';
import { enqueueDeliveries } from '../src/modules/deliveries/deliveries.repository.ts';
import { createUser } from './factories/hostels.ts';
import { signIn } from './factories/sessions.ts';
import { createTestDatabase, createTestSettings } from './helpers.ts';
import { connectLive, liveUrl } from './live-client.ts';
import {
  startMailServer,
  startSmtpGate,
  type SmtpGate,
  type TestMailServer,
} from './mail-server.ts';

/**
 * Issue 30: a shutdown stops accepting, lets the requests in flight finish, closes live
 * sockets with 1012 (browsers reconnect), hands claimed outbox rows back, closes the database
 * and exits 0; past SHUTDOWN_TIMEOUT_MS it exits 1 anyway.
 */

interface Server {
  app: FastifyInstance;
  database: Database;
  jwtSecret: string;
  base: string;
  lines: string[];
  /** Lets the test route /test/slow answer. */
  release: () => void;
  /** The exit codes the shutdown asked for. */
  exits: number[];
  shutdown: (signal: string) => Promise<void>;
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A listening app over a fresh database, with a test route that answers when released. With
 * `keepDatabase` the shutdown leaves the database open (the test reads it afterwards).
 */
async function startServer(
  env: NodeJS.ProcessEnv = {},
  { keepDatabase = false } = {},
): Promise<Server> {
  const database = await createTestDatabase();
  const settings = createTestSettings({ LOG_LEVEL: 'info', ...env });
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = await buildApp({ settings, database, logger: true, logStream });
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/test/slow', async () => {
    await released;
    return { success: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const exits: number[] = [];
  const shutdown = createShutdown({
    app,
    database: keepDatabase ? { close: () => Promise.resolve() } : database,
    timeoutMs: settings.shutdownTimeoutMs,
    exit: (code) => exits.push(code),
  });
  cleanups.push(async () => {
    release();
    await app.close();
    await database.close().catch(() => undefined);
    rmSync(settings.dataDir, { recursive: true, force: true });
  });
  return {
    app,
    database,
    jwtSecret: settings.jwtSecret,
    base: `http://127.0.0.1:${port}`,
    lines,
    release,
    exits,
    shutdown,
  };
}

describe('a graceful shutdown', () => {
  it('should finish the request in flight, refuse new ones, close live sockets with 1012 and exit 0', async () => {
    const server = await startServer();
    const user = await createUser(server.database.db, {
      role: 'student',
      ownerApprovalStatus: null,
    });
    const signedIn = await connectLive(
      liveUrl(server.base),
      await signIn(server.database.db, server.jwtSecret, user),
    );
    const anonymous = await connectLive(liveUrl(server.base));
    const inFlight = fetch(`${server.base}/test/slow`);
    // The request has reached its handler before the signal.
    await vi.waitFor(() => expect(server.lines.join('')).toContain('/test/slow'));

    const stopping = server.shutdown('SIGTERM');
    expect(await signedIn.closed).toBe(LIVE_CLOSE_CODES.serviceRestart);
    expect(await anonymous.closed).toBe(LIVE_CLOSE_CODES.serviceRestart);
    // A new request is not served while draining: refused, or 503 on a kept-alive connection.
    await vi.waitFor(async () => {
      const status = await fetch(`${server.base}/api/health`).then(
        (response) => response.status,
        () => 'refused',
      );
      expect(status === 'refused' || status === 503).toBe(true);
    });
    expect(server.exits).toEqual([]);

    server.release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    await stopping;
    expect(server.exits).toEqual([0]);
    expect(server.lines.join('')).toContain('shutdown complete');
  });

  it('should hand claimed outbox rows back when their sends do not finish in time', async () => {
    const mail: TestMailServer = await startMailServer();
    const gate: SmtpGate = await startSmtpGate(mail.url);
    cleanups.push(
      () => mail.close(),
      () => gate.close(),
    );
    // A third of 1.5 s: the send in flight gets 0.5 s, then its row goes back.
    const server = await startServer(
      { SMTP_URL: gate.url, SHUTDOWN_TIMEOUT_MS: '1500' },
      { keepDatabase: true },
    );
    const recipient = 'held@example.pk';
    await enqueueDeliveries(server.database.db, [
      {
        channel: 'email',
        kind: 'contact_message',
        recipient,
        subject: 'Hello',
        text: 'Hello there',
        html: '<p>Hello there</p>',
      },
    ]);
    // The worker has claimed it and hangs on the silent SMTP server.
    await vi.waitFor(() => expect(gate.heldConnections).toBeGreaterThan(0), { timeout: 5_000 });
    const row = () =>
      server.database.db.select().from(deliveries).where(eq(deliveries.recipient, recipient));
    const [claimed] = await row();
    expect(claimed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(claimed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

    await server.shutdown('SIGTERM');
    expect(server.exits).toEqual([0]);
    expect(server.lines.join('')).toContain('delivery handed back at shutdown');
    // Due again at once for the next worker, the interrupted try not counted, not failed.
    const [handedBack] = await row();
    expect(handedBack).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(handedBack?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(mail.messages).toHaveLength(0);
  });

  it('should exit 1 at the deadline when a request never finishes', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '300' });
    const inFlight = fetch(`${server.base}/test/slow`).catch(() => undefined);
    await vi.waitFor(() => expect(server.lines.join('')).toContain('/test/slow'));

    void server.shutdown('SIGTERM');
    await vi.waitFor(() => expect(server.exits).toEqual([1]), { timeout: 5_000 });
    expect(server.lines.join('')).toContain('shutdown deadline passed; exiting anyway');
    server.release();
    await inFlight;
  });
});
