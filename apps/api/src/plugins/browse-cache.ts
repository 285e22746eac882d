import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createResponseCache,
  GZIP_MIN_BYTES,
  type CachedBody,
  type ResponseCache,
} from '../lib/response-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public browse answers (approved list, map), reused for `BROWSE_CACHE_SECONDS`. */
    browseCache: ResponseCache;
  }
}

/** Makes the browse cache available as `app.browseCache`; writes to hostels clear it. */
export function registerBrowseCache(app: FastifyInstance, ttlMs: number): void {
  app.decorate('browseCache', createResponseCache({ ttlMs }));
}

/**
 * Sends a cached JSON answer as it is (it was checked against the route's response schema
 * when it was made), gzipped when it is large and the client accepts gzip.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
): FastifyReply {
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  if (acceptsGzip && body.json.length >= GZIP_MIN_BYTES) {
    return reply.header('Content-Encoding', 'gzip').send(body.gzip());
  }
  return reply.send(body.json);
}
