import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** The Drizzle database, the same type over PGlite and over a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction of the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or one of its transactions: what repository queries run on. */
export type Executor = Db | Tx;

/** An open database: queries through `db`, then `migrate()` once and `close()` at the end. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server URL it was opened with (PostgreSQL only): a second pool can join it. */
  url?: string;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /**
   * LISTENs on `channel` (a lower-case identifier) and calls `onPayload` with each NOTIFY's
   * payload, from any connection to this database, this process's or another's. On a server,
   * one dedicated connection listens and reconnects after a loss, then calls `onReconnect`
   * (notifications sent while it was down are gone). Resolves once listening; the returned
   * function stops it.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** What a LISTEN calls back. */
export interface ListenHandlers {
  onPayload: (payload: string) => void;
  /** The listening connection was lost and is back: anything sent meanwhile was missed. */
  onReconnect?: () => void;
}

/** Where to connect: a PostgreSQL URL, or a PGlite data directory ('memory://' for tests). */
export type DatabaseTarget = { url: string } | { pgliteDataDir: string };

// Bundled into dist/server.js the migrations sit in dist/migrations; from source, beside this file.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The server pool's settings. A request waits at most `connectionTimeoutMillis` for a
 * connection (a server that is down refuses at once; one that hangs, or a pool whose 10
 * connections are all busy, fails after 5 s), and the error handler answers 503. TCP
 * keep-alive finds connections a vanished server left half-open.
 */
export const POOL_OPTIONS = {
  max: 10,
  connectionTimeoutMillis: 5_000,
  keepAlive: true,
} as const satisfies pg.PoolConfig;

/** Opens the database named by `target`. Throws when a server cannot be reached. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, ...POOL_OPTIONS });
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    await pool.query('select 1');
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: 'postgres',
      url: target.url,
      migrate: () => migratePg(db, { migrationsFolder }),
      async listen(channel, handlers) {
        const stop = await listenOnServer(target.url, channel, handlers);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      async close() {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  if (!target.pgliteDataDir.startsWith('memory://')) {
    mkdirSync(target.pgliteDataDir, { recursive: true });
  }
  const client = await PGlite.create(target.pgliteDataDir, {
    extensions: { pg_trgm, cube, earthdistance },
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // PGlite is one connection in this process: its NOTIFY reaches its own LISTENers.
    async listen(channel, { onPayload }) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

const LISTEN_RETRY_MS = { first: 250, max: 5_000 };

/**
 * One connection that LISTENs on `channel` and comes back after the server or the network
 * drops it (retrying with a growing delay up to 5 s). Resolves once the first LISTEN holds.
 */
async function listenOnServer(
  url: string,
  channel: string,
  { onPayload, onReconnect }: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let delay = LISTEN_RETRY_MS.first;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: POOL_OPTIONS.connectionTimeoutMillis,
      keepAlive: true,
    });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      // A half-made connection (LISTEN refused while the server starts up) is not kept.
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        () => {
          delay = LISTEN_RETRY_MS.first;
          if (!stopped) onReconnect?.();
        },
        () => {
          delay = Math.min(delay * 2, LISTEN_RETRY_MS.max);
          if (!stopped) scheduleReconnect();
        },
      );
    }, delay);
  };

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
