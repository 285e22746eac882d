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
import { isBackgroundWork } from './background-work.ts';
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
  /** How full each connection pool is right now, for the metrics (issue 30). */
  poolStats(): PoolStats[];
  close(): Promise<void>;
}

/** One connection pool's numbers (node-postgres' totalCount, idleCount, waitingCount). */
export interface PoolStats {
  /** `requests`, `jobs` (background work) or `embedded` (PGlite). */
  pool: 'requests' | 'jobs' | 'embedded';
  /** Connections open. */
  total: number;
  /** Open connections no query is using. */
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

/** How a server's queries are bounded (issue 30). */
export interface DatabaseOptions {
  /** PostgreSQL `statement_timeout` of request queries in ms; 0 or unset: none. */
  statementTimeoutMs?: number;
  /** The same for background work (db/background-work.ts): migrations, seeding, jobs. */
  jobStatementTimeoutMs?: number;
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
  // Issue 28: the browse lists run as named prepared statements (parsed once per connection);
  // each execution is still planned with its own values, as a generic plan (which PostgreSQL
  // switches to after five runs) cannot see how many hostels a city or a facility has and
  // chose 25 ms plans where the custom one takes 1 ms.
  options: '-c plan_cache_mode=force_custom_plan',
} as const satisfies pg.PoolConfig;

/** The most connections background work (migrations, the outbox worker, jobs) holds at once. */
export const JOB_POOL_MAX = 3;

/**
 * What Drizzle gets as its pool on a server (issue 30): each query, and each checkout for a
 * transaction, goes to the jobs pool (the longer statement timeout) inside runAsBackgroundWork
 * and to the requests pool otherwise. Drizzle's node-postgres session runs a transaction on
 * one checked-out client when its client's class name contains "Pool", hence the name.
 */
class RoutingPool {
  readonly #requests: pg.Pool;
  readonly #jobs: pg.Pool;
  constructor(requests: pg.Pool, jobs: pg.Pool) {
    this.#requests = requests;
    this.#jobs = jobs;
  }
  #pick(): pg.Pool {
    return isBackgroundWork() ? this.#jobs : this.#requests;
  }
  query(...args: unknown[]): unknown {
    // Whatever form Drizzle calls it with (text and values, or a query config), passed on.
    const pool = this.#pick() as unknown as { query(...args: unknown[]): unknown };
    return pool.query(...args);
  }
  connect(): Promise<pg.PoolClient> {
    return this.#pick().connect();
  }
}

function poolStatsOf(name: PoolStats['pool'], pool: pg.Pool, max: number): PoolStats {
  return {
    pool: name,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max,
  };
}

/**
 * Opens the database named by `target`. Throws when a server cannot be reached. On a server,
 * request queries run under `options.statementTimeoutMs` and background work under
 * `options.jobStatementTimeoutMs` (PostgreSQL cancels a statement past it: error 57014, which
 * the error handler answers with 503); PGlite cannot cancel a running statement, so it has none.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: DatabaseOptions = {},
): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      ...POOL_OPTIONS,
      statement_timeout: options.statementTimeoutMs ?? 0,
    });
    const jobPool = new pg.Pool({
      connectionString: target.url,
      ...POOL_OPTIONS,
      max: JOB_POOL_MAX,
      statement_timeout: options.jobStatementTimeoutMs ?? 0,
    });
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => undefined);
    jobPool.on('error', () => undefined);
    const db = drizzlePg({
      client: new RoutingPool(pool, jobPool) as unknown as pg.Pool,
      schema,
      casing: 'snake_case',
    });
    try {
      await pool.query('select 1');
    } catch (error) {
      await Promise.all([pool.end(), jobPool.end()]);
      throw error;
    }
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
      poolStats: () => [
        poolStatsOf('requests', pool, POOL_OPTIONS.max),
        poolStatsOf('jobs', jobPool, JOB_POOL_MAX),
      ],
      async close() {
        await Promise.all([...listeners].map((stop) => stop()));
        await Promise.all([pool.end(), jobPool.end()]);
      },
    };
  }
  if (!target.pgliteDataDir.startsWith('memory://')) {
    mkdirSync(target.pgliteDataDir, { recursive: true });
  }
  const client = await openPglite(target.pgliteDataDir);
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
    // One connection in this process; PGlite queues queries inside and does not say how many.
    poolStats: () => [{ pool: 'embedded', total: 1, idle: 1, waiting: 0, max: 1 }],
    close: () => client.close(),
  };
}

/**
 * The PGlite database in `dataDir` ('memory://' for tests) with the extensions the migrations
 * need; `loadDataDir` fills an empty directory from a dumpDataDir tarball first (a restore,
 * issue 30).
 */
export function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<PGlite> {
  return PGlite.create(dataDir, {
    extensions: { pg_trgm, cube, earthdistance },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
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
