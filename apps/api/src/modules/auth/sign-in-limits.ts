import { AppError, AUTH_MESSAGES } from '@hostelhub/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CounterHit, RateLimitCounters } from '../../lib/rate-limit-counters.ts';
import { AUTH_LIMIT_WINDOW_MS, clientAddress } from '../../plugins/rate-limit.ts';
import { accountKey, type DeviceCookies } from './device-cookie.ts';

/**
 * The password sign-in limits, each in AUTH_LIMIT_WINDOW_MS (15 minutes), counted on
 * /auth/login and /auth/admin/login together (issue 11 'Brute force'; issue 21 item 9).
 */
export const SIGN_IN_LIMITS = {
  /** Tries from a browser whose device cookie names the account. */
  perDevice: 10,
  /** Tries at one account from every browser without such a cookie, together. */
  perAccount: 10,
  /** Tries from one client address without such a cookie, at any accounts. */
  perAddress: 30,
} as const;

/** Sets the x-ratelimit headers of `hit` for a limit of `max` (and Retry-After when it is spent). */
function sendLimitHeaders(reply: FastifyReply, max: number, hit: CounterHit, now: Date): void {
  const resetSeconds = Math.max(0, Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000));
  reply.header('x-ratelimit-limit', max);
  reply.header('x-ratelimit-remaining', Math.max(0, max - hit.count));
  reply.header('x-ratelimit-reset', resetSeconds);
  if (hit.count > max) reply.header('retry-after', resetSeconds);
}

/**
 * The sign-in limiter (OWASP device cookies; issue 21 item 9; decision 014), a preHandler of
 * both sign-in routes. A browser with a valid device cookie for the account it tries counts on
 * that cookie alone, so a stranger's guesses never lock it out; once its own 10 tries are spent
 * it counts as unknown. Every other try counts on the account's 'unknown devices' counter (10)
 * and on the client address (30). One statement each way, in PostgreSQL. Throws RATE_LIMITED
 * with AUTH_MESSAGES.tooManyAttempts and Retry-After (seconds) past a limit.
 */
export function createSignInLimit(counters: RateLimitCounters, devices: DeviceCookies) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const account = accountKey((request.body as { email?: unknown } | undefined)?.email);
    const nonce = await devices.nonceFor(request, account);
    const now = new Date();
    if (nonce) {
      const [device] = await counters.hit(
        [{ key: `signin:device:${nonce}`, windowMs: AUTH_LIMIT_WINDOW_MS }],
        now,
      );
      if (device && device.count <= SIGN_IN_LIMITS.perDevice) {
        sendLimitHeaders(reply, SIGN_IN_LIMITS.perDevice, device, now);
        return;
      }
    }
    const [byAddress, byAccount] = await counters.hit(
      [
        { key: `signin:ip:${clientAddress(request)}`, windowMs: AUTH_LIMIT_WINDOW_MS },
        { key: `signin:account:${account}`, windowMs: AUTH_LIMIT_WINDOW_MS },
      ],
      now,
    );
    if (!byAddress || !byAccount) throw new Error('sign-in counters missing');
    // The headers speak of the spent limit that lasts longest, else of the one nearest its end.
    const limits = [
      { max: SIGN_IN_LIMITS.perAddress, hit: byAddress },
      { max: SIGN_IN_LIMITS.perAccount, hit: byAccount },
    ];
    const left = ({ max, hit }: (typeof limits)[number]) => max - hit.count;
    const spent = limits.filter((limit) => left(limit) < 0);
    const shown =
      spent.length > 0
        ? spent.reduce((a, b) => (b.hit.resetAt > a.hit.resetAt ? b : a))
        : limits.reduce((a, b) => (left(b) < left(a) ? b : a));
    sendLimitHeaders(reply, shown.max, shown.hit, now);
    if (spent.length > 0) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
  };
}
