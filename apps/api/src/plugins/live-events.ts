import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import {
  createLiveEventHub,
  type LiveEventHub,
  type LiveEventHubOptions,
} from '../lib/live-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes live events and holds this instance's sockets (lib/live-events.ts). */
    liveEvents: LiveEventHub;
  }
}

/** Largest WebSocket frame a client may send: the auth message with its token is the biggest. */
const MAX_CLIENT_FRAME_BYTES = 8_192;

/**
 * Live events: registers @fastify/websocket, creates this instance's hub, LISTENs on the
 * database until the server closes, and closes every socket then. `loadMessage` reads a new
 * message as its live event sends it (app.ts passes messaging's).
 */
export async function registerLiveEvents(
  app: FastifyInstance,
  database: Database,
  { loadMessage }: Pick<LiveEventHubOptions, 'loadMessage'>,
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
  const hub = createLiveEventHub({
    loadMessage,
    isSessionLive: (userId, sessionId) => app.isSessionLive(userId, sessionId),
    onError: (error) => app.log.error({ err: error }, 'live event delivery failed'),
  });
  await hub.start(database);
  app.decorate('liveEvents', hub);
  app.addHook('preClose', async () => {
    await hub.stop();
  });
}
