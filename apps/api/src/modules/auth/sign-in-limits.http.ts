import { AppError, AUTH_MESSAGES } from '@hostelhub/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CounterWindow, RateLimitCounters } from '../../lib/rate-limit-counters.ts';
import { AUTH_LIMIT_WINDOW_MS, clientAddress } from '../../plugins/rate-limit.ts';
import { accountKey, type DeviceCookies } from './device-cookie.http.ts';

/**
 * The password sign-in limits, counted on /auth/login and /auth/admin/login together (issue 11
 * 'Brute force'; issue 21 item 9; issue 40 item 8; decision 014). Only failed sign-ins count (a
 * wrong password or an unknown email), so a campus Wi-Fi address shared by hundreds of students
 * signing in with their right passwords is never refused.
 */
export const SIGN_IN_LIMITS = {
  /** Failures from a browser whose device cookie names the account, in 15 minutes. */
  perDevice: 10,
  /** Failures at one account from every browser without such a cookie, together, in 15 minutes. */
  perAccount: 10,
  /** Failures from one client address without such a cookie, at any accounts, in an hour. */
  perAddress: 300,
} as const;

/** The window of the per-address sign-in failures: an hour, in milliseconds (issue 40 item 8). */
export const SIGN_IN_ADDRESS_WINDOW_MS = 60 * 60 * 1000;

/**
 * The keys of the sign-in counters (before the counters' keyed hash): a device cookie's nonce,
 * a client address (clientAddress), an account (accountKey).
 */
export const signInCounterKey = {
  device: (nonce: string) => `signin:device:${nonce}`,
  address: (address: string) => `signin:ip:${address}`,
  account: (account: string) => `signin:account:${account}`,
} as const;

/** One counter a sign-in is held to: its key, window and most failures allowed. */
interface Limit extends CounterWindow {
  max: number;
}

/** A counter's failures so far and when its window ends. */
interface Standing {
  limit: Limit;
  count: number;
  resetAt: Date;
}

/** Sets the x-ratelimit headers of `standing` (and Retry-After when it is spent). */
function sendLimitHeaders(reply: FastifyReply, { limit, count, resetAt }: Standing, now: Date) {
  const resetSeconds = Math.max(0, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  reply.header('x-ratelimit-limit', limit.max);
  reply.header('x-ratelimit-remaining', Math.max(0, limit.max - count));
  reply.header('x-ratelimit-reset', resetSeconds);
  if (count >= limit.max) reply.header('retry-after', resetSeconds);
}

/**
 * The headers speak of the spent limit that lasts longest, else of the one nearest its end.
 * Answers whether any limit is spent.
 */
function showStandings(reply: FastifyReply, standings: Standing[], now: Date): boolean {
  const left = ({ limit, count }: Standing) => limit.max - count;
  const spent = standings.filter((standing) => left(standing) <= 0);
  const shown =
    spent.length > 0
      ? spent.reduce((a, b) => (b.resetAt > a.resetAt ? b : a))
      : standings.reduce((a, b) => (left(b) < left(a) ? b : a));
  sendLimitHeaders(reply, shown, now);
  return spent.length > 0;
}

/**
 * The sign-in limiter (OWASP device cookies; issue 21 item 9; issue 40 item 8; decision 014).
 * `check`, a preHandler of both sign-in routes, refuses a try when a limit it counts on already
 * holds its failures, before the password is checked; `failed` counts a failed try after the
 * password check (one statement), and nothing else counts. A browser with a valid device cookie
 * for the account it tries counts on that cookie alone (10 failures in 15 minutes), so a
 * stranger's guesses never lock it out; once its own 10 are spent it counts as unknown. Every
 * other try counts on the account's 'unknown devices' counter (10 in 15 minutes) and on the
 * client address (300 in an hour). A refusal throws RATE_LIMITED with
 * AUTH_MESSAGES.tooManyAttempts and Retry-After (seconds).
 */
export function createSignInLimit(counters: RateLimitCounters, devices: DeviceCookies) {
  /** The limits `check` chose for each request, for `failed` to count on. */
  const chosen = new WeakMap<FastifyRequest, Limit[]>();

  const standingsOf = async (limits: Limit[], now: Date): Promise<Standing[]> => {
    const live = await counters.peek(
      limits.map((limit) => limit.key),
      now,
    );
    return limits.map((limit) => ({
      limit,
      count: live.get(limit.key)?.count ?? 0,
      resetAt: live.get(limit.key)?.resetAt ?? new Date(now.getTime() + limit.windowMs),
    }));
  };

  /** Refuses the try when a limit it counts on is spent; remembers the limits for `failed`. */
  async function check(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const account = accountKey((request.body as { email?: unknown } | undefined)?.email);
    const nonce = await devices.nonceFor(request, account);
    const now = new Date();
    if (nonce) {
      const device: Limit = {
        key: signInCounterKey.device(nonce),
        windowMs: AUTH_LIMIT_WINDOW_MS,
        max: SIGN_IN_LIMITS.perDevice,
      };
      const standings = await standingsOf([device], now);
      if (!showStandings(reply, standings, now)) {
        chosen.set(request, [device]);
        return;
      }
    }
    const limits: Limit[] = [
      {
        key: signInCounterKey.address(clientAddress(request)),
        windowMs: SIGN_IN_ADDRESS_WINDOW_MS,
        max: SIGN_IN_LIMITS.perAddress,
      },
      {
        key: signInCounterKey.account(account),
        windowMs: AUTH_LIMIT_WINDOW_MS,
        max: SIGN_IN_LIMITS.perAccount,
      },
    ];
    chosen.set(request, limits);
    if (showStandings(reply, await standingsOf(limits, now), now)) {
      throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
    }
  }

  /** Counts a failed sign-in on the limits `check` chose for the request. */
  async function failed(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const limits = chosen.get(request);
    if (!limits) return;
    const now = new Date();
    const hits = await counters.hit(limits, now);
    showStandings(
      reply,
      limits.map((limit, index) => ({
        limit,
        count: hits[index]?.count ?? 0,
        resetAt: hits[index]?.resetAt ?? now,
      })),
      now,
    );
  }

  return {
    check,
    /**
     * Runs the sign-in `attempt` (the password check and what follows it), counting it as a
     * failure when it throws INVALID_CREDENTIALS (a wrong password or an unknown email); a
     * right password never counts, whatever follows it (two-factor, suspended, unverified).
     */
    async counting<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      attempt: () => Promise<T>,
    ): Promise<T> {
      try {
        return await attempt();
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') {
          await failed(request, reply);
        }
        throw error;
      }
    },
  };
}
