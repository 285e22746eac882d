import { rmSync } from 'node:fs';
import net from 'node:net';
import { Writable } from 'node:stream';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { POOL_OPTIONS, type Database } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { createTestDatabase, createTestSettings } from './helpers.ts';

/**
 * Issue 30: while PostgreSQL is down the API logs one error line when the outage starts and
 * one when it ends, with how many requests were refused, instead of one line per request.
 */

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

interface LogLine {
  level: number;
  msg: string;
  refusedRequests?: number;
  /** Set on the lines of a request. */
  reqId?: string;
}

/** A loopback TCP proxy to `port`: `stop()` cuts and refuses connections, `start()` lets them in. */
async function createProxy(port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const ownPort = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const proxy = {
    port: ownPort,
    async start() {
      const next = net.createServer((client) => {
        const upstream = net.connect(port, '127.0.0.1');
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server = next;
      await new Promise<void>((resolve) => next.listen(ownPort, '127.0.0.1', resolve));
    },
    async stop() {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
  };
  return proxy;
}

/**
 * The app over a Database whose queries go to `url` through a pool of their own (LISTEN
 * stays on the working test database), logging into `lines`.
 */
async function appOver(working: Database, url: string) {
  const pool = new pg.Pool({ connectionString: url, ...POOL_OPTIONS });
  pool.on('error', () => undefined);
  const settings = createTestSettings({ LOG_LEVEL: 'info' });
  const lines: LogLine[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  const database: Database = {
    ...working,
    db: drizzle({ client: pool, schema, casing: 'snake_case' }),
  };
  const app = await buildApp({ settings, database, logger: true, logStream });
  await app.ready();
  closers.push(async () => {
    await app.close();
    await pool.end();
    rmSync(settings.dataDir, { recursive: true, force: true });
  });
  // The outage's lines; background jobs (the outbox worker's pass) log their own failures.
  const requestErrors = () => lines.filter((line) => line.level >= 50 && line.reqId);
  const errors = () =>
    lines
      .filter((line) => line.level >= 50 && line.msg.startsWith('database '))
      .map(({ msg, refusedRequests }) => ({
        msg,
        ...(refusedRequests === undefined ? {} : { refusedRequests }),
      }));
  return { app, errors, requestErrors };
}

describe('a database outage in the log', () => {
  it('should write one error line for many refused requests, not one each', async () => {
    const working = await createTestDatabase();
    closers.push(() => working.close());
    const proxy = await createProxy(1);
    // Nothing listens on the proxy's port: every connection is refused.
    const { app, errors, requestErrors } = await appOver(
      working,
      `postgres://postgres@127.0.0.1:${proxy.port}/hostelhub`,
    );
    const statuses = [];
    for (let index = 0; index < 20; index += 1) {
      const url = index % 2 === 0 ? '/api/health' : '/api/enhanced-hostels/cities';
      statuses.push((await app.inject({ method: 'GET', url })).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 503));
    expect(errors()).toEqual([{ msg: 'database unavailable' }]);
    expect(requestErrors()).toEqual([]);
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!serverUrl)(
    'should write one line when PostgreSQL goes away and one with the count when it is back (needs TEST_DATABASE_URL)',
    async () => {
      const working = await createTestDatabase();
      closers.push(() => working.close());
      const target = new URL(working.url ?? '');
      const proxy = await createProxy(Number(target.port || 5432));
      await proxy.start();
      closers.push(() => proxy.stop());
      const proxied = new URL(target);
      proxied.host = `127.0.0.1:${proxy.port}`;
      const { app, errors, requestErrors } = await appOver(working, proxied.toString());
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      await proxy.stop();
      for (let index = 0; index < 7; index += 1) {
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      }
      expect(errors()).toEqual([{ msg: 'database unavailable' }]);

      await proxy.start();
      await vi.waitFor(
        () =>
          expect(errors()).toEqual([
            { msg: 'database unavailable' },
            { msg: 'database available again', refusedRequests: 7 },
          ]),
        { timeout: 10_000 },
      );
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(requestErrors()).toEqual([]);
    },
  );
});
