import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../lib/bearer-token.ts';
import { REFRESH_COOKIE } from '../lib/refresh-cookie.ts';

/** What every private answer carries: no browser or proxy keeps a copy. */
export const NO_STORE = 'no-store';

/** Whether the request carries credentials: a bearer token or the refresh cookie. */
function hasCredentials(request: FastifyRequest): boolean {
  return (
    bearerToken(request.headers.authorization) !== undefined ||
    request.cookies?.[REFRESH_COOKIE] !== undefined
  );
}

/** Whether the route itself declared its answer the same for every caller (`public, …`). */
function isDeclaredPublic(reply: FastifyReply): boolean {
  const value = reply.getHeader('cache-control');
  return typeof value === 'string' && /^\s*public\b/i.test(value);
}

/**
 * Private answers are never stored by a browser or proxy (issue 21 item 12): every answer
 * under /api gets `Cache-Control: no-store` when
 * - the route asked for a signed-in caller (requireAuth or requireAdmin ran: the profile,
 *   notifications, phones, favourites, chats, messages, the account export, everything under
 *   /api/admin), whatever the route set;
 * - the request carried a bearer token or the refresh cookie, unless the route declared its
 *   answer `public` (the same for everyone: reference lists, platform figures);
 * - it is an error (4xx, 5xx), which is about this one request.
 * Public browse answers to guests keep their own caching, and files outside /api (the web
 * app, uploads) are left alone. Register before the routes; the hook runs for every answer.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    const isPrivate =
      request.needsSignIn ||
      reply.statusCode >= 400 ||
      (hasCredentials(request) && !isDeclaredPublic(reply));
    if (isPrivate) reply.header('Cache-Control', NO_STORE);
    return payload;
  });
}
