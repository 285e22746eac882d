import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import { AppError, AUTH_MESSAGES } from '@hostelhub/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The window of the sign-in, account-recovery, Google and two-factor limits: 15 minutes, in
 * milliseconds (issue 11 'Brute force').
 */
export const AUTH_LIMIT_WINDOW_MS = 15 * 60 * 1000;

/**
 * Per-route rate limits (@fastify/rate-limit with `global: false`). In memory for one process;
 * a shared store is the Scale step.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts),
  });
}

/**
 * A second, independent limit for a route (for example per account as well as per client
 * address). The plugin's own preHandler runs only once per request, so extra limits count
 * through `createRateLimit` and refuse with 429 RATE_LIMITED.
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
