import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown (issue 30): once the app starts closing, every answer still being sent
 * (a request that was in flight) says `Connection: close`, so its kept-alive connection ends
 * with it and close() does not wait out the keep-alive timeout (Fastify's 72 s) for clients
 * that keep connections open. Requests arriving meanwhile get Fastify's own 503 with
 * `Connection: close`.
 */
export function registerConnectionDrain(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', (done) => {
    isClosing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isClosing) reply.header('Connection', 'close');
    done(null, payload);
  });
}
