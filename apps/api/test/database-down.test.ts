import { MESSAGES, type LiveEvent } from '@hostelhub/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, POOL_OPTIONS, type Database } from '../src/db/client.ts';
import { messages } from '../src/db/schema/index.ts';
import * as schema from '../src/db/schema/index.ts';
import { isDatabaseUnavailable } from '../src/plugins/error-handler.ts';
import { createChatPair, openChat, sendMessage } from './factories/messaging.ts';
import { signIn } from './factories/sessions.ts';
import { createHostel, createUser } from './factories/hostels.ts';
import { callJson, createTestDatabase, createTestSettings } from './helpers.ts';
import { connectLive, liveUrl, type LiveClient } from './live-client.ts';

/**
 * The database going away (issue 11, 'Database restart under load'; docs/OPERATIONS.md): every
 * route that needs PostgreSQL answers 503 SERVICE_UNAVAILABLE with a clear message and a
 * Retry-After instead of a 500 or a hang, and the app serves again by itself once the
 * database is back, live events included. `npm run bench:faults -w @hostelhub/bench` stops a
 * real PostgreSQL under load; these tests check the same behaviour quickly.
 */

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** A loopback port nothing listens on right now. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP server that accepts connections and never answers: a hung database host. */
async function blackhole(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The app over a Database whose queries go to `pool` (a server that is not there); LISTEN
 * stays on the working test database, since the app needs it to start.
 */
async function appOverPool(working: Database, pool: pg.Pool) {
  const settings = createTestSettings();
  const database: Database = {
    ...working,
    db: drizzle({ client: pool, schema, casing: 'snake_case' }),
  };
  const app = await buildApp({ settings, database, logger: false });
  await app.ready();
  closers.push(async () => {
    await app.close();
    await pool.end();
    rmSync(settings.dataDir, { recursive: true, force: true });
  });
  return { app, settings };
}

function expectUnavailable(response: { status: number; body: { code?: string; error?: string } }) {
  expect(response.status).toBe(503);
  expect(response.body.code).toBe('SERVICE_UNAVAILABLE');
  expect(response.body.error).toBe(MESSAGES.databaseUnavailable);
}

describe('a database that cannot be reached', () => {
  let working: Database;

  beforeAll(async () => {
    working = await createTestDatabase();
    closers.push(() => working.close());
  });

  it('should answer 503 with the message on public, signed-in and write routes when connections are refused', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/hostelhub`,
      ...POOL_OPTIONS,
    });
    pool.on('error', () => undefined);
    const { app, settings } = await appOverPool(working, pool);
    const student = await createUser(working.db, { role: 'student', ownerApprovalStatus: null });
    const auth = await signIn(working.db, settings.jwtSecret, student);

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expectUnavailable({ status: health.statusCode, body: health.json() });

    expectUnavailable(await callJson(app, 'GET', '/api/enhanced-hostels?city=Lahore'));
    expectUnavailable(await callJson(app, 'GET', '/api/enhanced-hostels/cities'));
    // The session check itself needs the database: 503, not 401.
    expectUnavailable(await callJson(app, 'GET', '/api/users/favorites', auth));
    expectUnavailable(
      await callJson(app, 'POST', `/api/users/favorites/${crypto.randomUUID()}`, auth),
    );
  });

  it('should give up on a database host that never answers after the pool timeout and answer 503', async () => {
    expect(POOL_OPTIONS.connectionTimeoutMillis).toBeGreaterThan(0);
    expect(POOL_OPTIONS.connectionTimeoutMillis).toBeLessThanOrEqual(10_000);
    const hung = await blackhole();
    closers.push(() => hung.close());
    // The pool's own options with a shorter wait, so the test does not sit out the full 5 s.
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${hung.port}/hostelhub`,
      ...POOL_OPTIONS,
      connectionTimeoutMillis: 300,
    });
    pool.on('error', () => undefined);
    const { app } = await appOverPool(working, pool);

    expectUnavailable(await callJson(app, 'GET', '/api/health'));
    expectUnavailable(await callJson(app, 'GET', '/api/stats'));
  });

  it('should tell connection failures from other database errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const wrapped = new Error('Failed query: select 1', { cause: refused });
    const shutdown = Object.assign(new Error('terminating connection'), { code: '57P01' });
    const startingUp = Object.assign(new Error('the database system is starting up'), {
      code: '57P03',
    });
    const lost = new Error('Connection terminated unexpectedly');
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const cancelled = Object.assign(new Error('canceling statement'), { code: '57014' });

    expect([refused, wrapped, shutdown, startingUp, lost].map(isDatabaseUnavailable)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: unique }))).toBe(false);
    expect(isDatabaseUnavailable(cancelled)).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});

/**
 * A TCP proxy in front of the PostgreSQL server: `stop()` cuts every open connection and
 * refuses new ones, as a server that went down does; `start()` lets them through again.
 */
async function createProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const port = await closedPort();
  const proxy = {
    port,
    async start() {
      if (server) return;
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      const listening = server;
      await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
  };
  await proxy.start();
  return proxy;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a PostgreSQL server that goes away and comes back',
  () => {
    let database: Database;
    let app: FastifyInstance;
    let base: string;
    let proxy: Awaited<ReturnType<typeof createProxy>>;
    let jwtSecret: string;
    const clients: LiveClient[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      closers.push(() => database.close());
      const url = new URL(database.url ?? '');
      proxy = await createProxy({ host: url.hostname, port: Number(url.port || 5432) });
      closers.push(() => proxy.stop());
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      const viaProxy = await openDatabase({ url: url.toString() });
      const settings = createTestSettings();
      jwtSecret = settings.jwtSecret;
      app = await buildApp({ settings, database: viaProxy, logger: false });
      await app.listen({ host: '127.0.0.1', port: 0 });
      base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
      closers.push(async () => {
        await Promise.all(clients.map((client) => client.close()));
        await app.close();
        await viaProxy.close();
        rmSync(settings.dataDir, { recursive: true, force: true });
      });
    });

    afterEach(() => proxy.start());

    it('should answer 503 while it is down, recover by itself and deliver live events again, losing no acknowledged message', async () => {
      const pair = await createChatPair(database.db, jwtSecret);
      const chatId = await openChat(app, pair);
      const owner = await connectLive(liveUrl(base), pair.owner.auth);
      clients.push(owner);
      const isText = (text: string) => (event: LiveEvent) =>
        event.type === 'message.created' && event.message.text === text;

      expect((await sendMessage(app, chatId, pair.student, pair.owner, 'before')).status).toBe(200);
      await owner.waitFor(isText('before'));

      await proxy.stop();
      expectUnavailable(await callJson(app, 'GET', '/api/health'));
      expectUnavailable(await callJson(app, 'GET', '/api/enhanced-hostels'));
      expectUnavailable(await sendMessage(app, chatId, pair.student, pair.owner, 'while down'));

      await proxy.start();
      // The pool reconnects on the next request; no restart, no manual step.
      let health = await callJson(app, 'GET', '/api/health');
      for (let attempt = 0; health.status !== 200 && attempt < 50; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        health = await callJson(app, 'GET', '/api/health');
      }
      expect(health.status).toBe(200);

      // The LISTEN connection comes back on its own (retrying up to every 5 s).
      let delivered = false;
      for (let attempt = 0; !delivered && attempt < 15; attempt += 1) {
        const text = `after ${attempt}`;
        expect((await sendMessage(app, chatId, pair.student, pair.owner, text)).status).toBe(200);
        delivered = await owner.waitFor(isText(text), 1_000).then(
          () => true,
          () => false,
        );
      }
      expect(delivered).toBe(true);

      const stored = await database.db.select({ text: messages.text }).from(messages);
      const texts = stored.map((row) => row.text);
      expect(texts).toContain('before');
      expect(texts).not.toContain('while down');
      expect(texts.filter((text) => text.startsWith('after ')).length).toBeGreaterThan(0);
    });

    it('should serve signed-in reads again after the outage', async () => {
      const student = await createUser(database.db, { role: 'student', ownerApprovalStatus: null });
      const hostel = await createHostel(database.db);
      const auth = await signIn(database.db, jwtSecret, student);
      await proxy.stop();
      expectUnavailable(await callJson(app, 'POST', `/api/users/favorites/${hostel.id}`, auth));
      await proxy.start();
      let added = await callJson(app, 'POST', `/api/users/favorites/${hostel.id}`, auth);
      for (
        let attempt = 0;
        added.status !== 200 && added.status !== 201 && attempt < 50;
        attempt += 1
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        added = await callJson(app, 'POST', `/api/users/favorites/${hostel.id}`, auth);
      }
      expect([200, 201]).toContain(added.status);
      const list = await callJson(app, 'GET', '/api/users/favorites', auth);
      expect(list.status).toBe(200);
    });
  },
);
