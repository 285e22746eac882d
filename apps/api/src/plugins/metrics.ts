import { createHash, timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@hostelhub/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client.ts';
import { bearerToken } from '../lib/bearer-token.ts';
import { sendError } from './error-handler.ts';

/** The outbox's numbers over every process (modules/deliveries' depth()). */
export interface OutboxNumbers {
  pending: number;
  due: number;
  retrying: number;
  failed: number;
  oldestDueSeconds: number;
}

/** Where the metrics read what they report, each asked at scrape time. */
export interface MetricsSources {
  /** The database's connection pools (Database.poolStats). */
  pools: () => PoolStats[];
  /** The outbox's depth; a rejection leaves those gauges out of that scrape. */
  outbox: () => Promise<OutboxNumbers>;
  /** WebSockets open on this process, signed in or not yet. */
  openWebSockets: () => number;
  /** The browse cache's lookups since start (ResponseCache.stats). */
  browseCache: () => { hits: number; misses: number };
}

/** Seconds; the request latency histogram's buckets (5 ms to 10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request no route matched: one series, whatever the URL. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Whether the Authorization header `given` carries `token` as its bearer token (the API's one
 * parser, lib/bearer-token.ts: the scheme in any case, issue 41 item 11), compared in constant
 * time (hashes of equal length).
 */
function hasBearer(given: string | undefined, token: string): boolean {
  const sent = bearerToken(given);
  if (sent === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * The metrics of one app in its own Registry (tests build many apps in one process), in the
 * Prometheus text format (issue 30). With `token` unset nothing is measured and GET /metrics
 * answers 404; with it, GET /metrics answers 200 to `Authorization: Bearer <token>` and 401
 * (WWW-Authenticate: Bearer) to anything else. Reported:
 * - `hostelhub_http_requests_total` and `hostelhub_http_request_duration_seconds` by method,
 *   route pattern (`/api/enhanced-hostels/:id`, `unmatched` for no route) and status code;
 * - `hostelhub_db_pool_connections{pool,state}` (in_use, idle), `hostelhub_db_pool_waiting`
 *   (queries waiting for a connection) and `hostelhub_db_pool_max`;
 * - `hostelhub_outbox_deliveries{status}` (pending, failed), `hostelhub_outbox_due` (the
 *   worker's queue), `hostelhub_outbox_retrying`, `hostelhub_outbox_oldest_due_seconds`;
 * - `hostelhub_websockets_open`, `hostelhub_browse_cache_lookups_total{result}` (hit, miss);
 * - prom-client's default process and Node.js metrics, event-loop lag among them
 *   (`nodejs_eventloop_lag_seconds`, `nodejs_eventloop_lag_p99_seconds`).
 * Register before any route, so that every route is measured.
 */
export function registerMetrics(
  app: FastifyInstance,
  { token, sources }: { token: string | undefined; sources: MetricsSources },
): void {
  if (token === undefined) {
    app.get('/metrics', { schema: { hide: true } }, (_request, reply) =>
      sendError(reply, 'NOT_FOUND', MESSAGES.notFound),
    );
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'hostelhub_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'hostelhub_http_request_duration_seconds',
    help: 'Time from request to answer in seconds, by method, route pattern and status code.',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  new Gauge({
    name: 'hostelhub_db_pool_connections',
    help: 'Database connections open, by pool and state (in_use, idle).',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const stats of sources.pools()) {
        this.set({ pool: stats.pool, state: 'in_use' }, stats.total - stats.idle);
        this.set({ pool: stats.pool, state: 'idle' }, stats.idle);
      }
    },
  });
  new Gauge({
    name: 'hostelhub_db_pool_waiting',
    help: 'Queries waiting for a free database connection, by pool.',
    labelNames: ['pool'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const stats of sources.pools()) this.set({ pool: stats.pool }, stats.waiting);
    },
  });
  new Gauge({
    name: 'hostelhub_db_pool_max',
    help: 'The most connections a pool opens, by pool.',
    labelNames: ['pool'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const stats of sources.pools()) this.set({ pool: stats.pool }, stats.max);
    },
  });

  // One query per scrape feeds the four outbox gauges.
  let outboxRead: Promise<OutboxNumbers | null> | null = null;
  const readOutbox = () =>
    (outboxRead ??= sources
      .outbox()
      .catch(() => null)
      .finally(() => {
        outboxRead = null;
      }));
  const outboxGauge = (
    name: string,
    help: string,
    value: (numbers: OutboxNumbers) => number,
  ): Gauge =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.reset();
        const numbers = await readOutbox();
        if (numbers) this.set(value(numbers));
      },
    });
  new Gauge({
    name: 'hostelhub_outbox_deliveries',
    help: 'Emails and SMS in the outbox (every process), by status: pending (to send) or failed (every try used).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const numbers = await readOutbox();
      if (!numbers) return;
      this.set({ status: 'pending' }, numbers.pending);
      this.set({ status: 'failed' }, numbers.failed);
    },
  });
  outboxGauge(
    'hostelhub_outbox_due',
    'Pending deliveries due now and not claimed by a worker: the job queue.',
    (numbers) => numbers.due,
  );
  outboxGauge(
    'hostelhub_outbox_retrying',
    'Pending deliveries whose last try failed (waiting for the next).',
    (numbers) => numbers.retrying,
  );
  outboxGauge(
    'hostelhub_outbox_oldest_due_seconds',
    'How long the oldest due delivery has waited, in seconds (0: none due).',
    (numbers) => numbers.oldestDueSeconds,
  );

  new Gauge({
    name: 'hostelhub_websockets_open',
    help: 'Live-event WebSockets open on this process.',
    registers: [registry],
    collect() {
      this.set(sources.openWebSockets());
    },
  });
  const cacheLookups = new Counter({
    name: 'hostelhub_browse_cache_lookups_total',
    help: 'Browse cache lookups (approved list, map) by result: hit or miss.',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  // The cache counts on its own; each scrape adds what it counted since the last one.
  const seen = { hits: 0, misses: 0 };
  const syncCacheLookups = () => {
    const { hits, misses } = sources.browseCache();
    cacheLookups.inc({ result: 'hit' }, Math.max(0, hits - seen.hits));
    cacheLookups.inc({ result: 'miss' }, Math.max(0, misses - seen.misses));
    seen.hits = hits;
    seen.misses = misses;
  };
  syncCacheLookups();

  /**
   * GET /metrics (issue 30): this process's metrics in the Prometheus text format, for
   * `Authorization: Bearer <METRICS_TOKEN>` only (401 otherwise). Never cached.
   */
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!hasBearer(request.headers.authorization, token)) {
      reply.header('WWW-Authenticate', 'Bearer');
      return sendError(reply, 'UNAUTHORIZED', MESSAGES.metricsTokenRequired);
    }
    syncCacheLookups();
    const text = await registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
  });
}
