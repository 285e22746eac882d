import rateLimit, {
  normalizeIP,
  type CreateRateLimitOptions,
  type FastifyRateLimitStore,
} from '@fastify/rate-limit';
import { AppError, AUTH_MESSAGES } from '@hostelhub/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRateLimitCounters, type RateLimitCounters } from '../lib/rate-limit-counters.ts';

/**
 * The window of the sign-in, account-recovery, Google and two-factor limits: 15 minutes, in
 * milliseconds (issue 11 'Brute force').
 */
export const AUTH_LIMIT_WINDOW_MS = 15 * 60 * 1000;

/**
 * Per-address limits of the account routes a class meets together, at campus scale (issue 40
 * item 8; decision 014): hostel and campus Wi-Fi put hundreds of students behind one address,
 * so these limits only stop floods, while the per-account limits stay tight. Each is the most
 * requests from one client address in its window (milliseconds).
 */
export const CAMPUS_ADDRESS_LIMITS = {
  /** POST /auth/register: 100 an hour (was 5 in 10 minutes). */
  register: { max: 100, timeWindow: 60 * 60 * 1000 },
  /** Resend verification and forgot password: 50 in 15 minutes each (was 5); 3 per account. */
  emailLink: { max: 50, timeWindow: AUTH_LIMIT_WINDOW_MS },
  /** POST /auth/verify-email (a 256-bit token): 300 in 15 minutes (was 20). */
  verifyEmail: { max: 300, timeWindow: AUTH_LIMIT_WINDOW_MS },
  /** POST /auth/reset-password (a 256-bit token): 100 in 15 minutes (was 10). */
  resetPassword: { max: 100, timeWindow: AUTH_LIMIT_WINDOW_MS },
  /** The sign-in's code step, POST /auth/two-factor/verify: 300 in 15 minutes (was 30). */
  twoFactorVerify: { max: 300, timeWindow: AUTH_LIMIT_WINDOW_MS },
  /** GET /auth/google and POST /auth/google-callback: 300 in 15 minutes each (was 30). */
  google: { max: 300, timeWindow: AUTH_LIMIT_WINDOW_MS },
  /** POST /auth/refresh (the refresh cookie): 600 a minute (was 120). */
  refresh: { max: 600, timeWindow: 60 * 1000 },
} as const;

/** How often each process deletes the counters whose window has ended: every 5 minutes, in ms. */
export const COUNTER_SWEEP_MS = 5 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limits' shared counters in PostgreSQL (issue 21 item 8). */
    rateLimitCounters: RateLimitCounters;
  }
}

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];

// @fastify/rate-limit normalises the address itself only with its own key generator; ours
// adds the route, so it applies the same rule: an IPv6 client counts by its /64.
const IPV6_SUBNET = 64;

/** The client address as the limits count it: as sent for IPv4, its /64 for IPv6. */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip, IPV6_SUBNET);
}

/**
 * The key of every limit that names none: the route and the client address. In memory each
 * `app.rateLimit(...)` had a cache of its own; in one shared table the route keeps two
 * routes' address limits apart. A limit shared by several routes (sign-in, two-factor codes)
 * gives its own key.
 */
function addressKey(request: FastifyRequest): string {
  return `${request.routeOptions.method.toString()} ${request.routeOptions.url ?? ''}:${clientAddress(request)}`;
}

/**
 * A @fastify/rate-limit store over `counters`: one atomic upsert per hit. Address limits are
 * also named by their window, so two of them on one route (per minute and per hour) count apart.
 */
function counterStore(counters: RateLimitCounters) {
  return class CounterStore implements FastifyRateLimitStore {
    /** Prefixes this limit's keys (the plugin builds the root store with its own options). */
    namespace = '';

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      const now = new Date();
      counters.hit([{ key: `${this.namespace}${key}`, windowMs: timeWindow }], now).then(
        ([hit]) => {
          if (hit)
            callback(null, { current: hit.count, ttl: hit.resetAt.getTime() - now.getTime() });
          else callback(new Error(`rate limit counter ${key} missing`));
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    // The plugin passes the limit's merged options (typed as route options).
    child(routeOptions: object): FastifyRateLimitStore {
      const params = routeOptions as { keyGenerator?: unknown; timeWindow?: unknown };
      const store = new CounterStore();
      if (params.keyGenerator === addressKey) store.namespace = `${String(params.timeWindow)}ms `;
      return store;
    }
  };
}

/**
 * Per-route rate limits (@fastify/rate-limit with `global: false`) counted in PostgreSQL
 * (issue 21 item 8): every API process shares the counters of `rate_limit_counters`, and a
 * flood of new keys evicts nothing. Each process sweeps expired counters every 5 minutes,
 * stopping when the app closes. The counters keep only keyed hashes of their keys, under a key
 * derived from `jwtSecret` (JWT_SECRET; issue 41 item 11). A database error fails the request like any query (503 when
 * PostgreSQL is unreachable).
 */
export async function registerRateLimit(app: FastifyInstance, jwtSecret: string): Promise<void> {
  const counters = createRateLimitCounters(app.db, jwtSecret);
  app.decorate('rateLimitCounters', counters);
  await app.register(rateLimit, {
    global: false,
    store: counterStore(counters),
    keyGenerator: addressKey,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts),
  });

  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', (done) => {
    sweep = setInterval(() => {
      counters.sweep().catch((error: unknown) => {
        app.log.warn({ err: error }, 'rate limit counter sweep failed');
      });
    }, COUNTER_SWEEP_MS);
    sweep.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });
}

/**
 * A second, independent limit for a route (for example per account as well as per client
 * address). The plugin's own preHandler runs only once per request, so extra limits count
 * through `createRateLimit` and refuse with 429 RATE_LIMITED. Give it a `keyGenerator` with a
 * prefix of its own: without one it counts on the route's address counter of the same window.
 */
export function extraRateLimit(
  app: FastifyInstance,
  options: CreateRateLimitOptions,
  message: string = AUTH_MESSAGES.tooManyAttempts,
): (request: FastifyRequest) => Promise<void> {
  const check = app.createRateLimit(options);
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError('RATE_LIMITED', message);
  };
}
