import websocket from '@fastify/websocket';
import { LIVE_CLOSE_CODES } from '@hostelhub/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { LiveEventHub } from '../lib/live-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes live events and holds this instance's sockets (lib/live-events.ts). */
    liveEvents: LiveEventHub;
  }
}

/** Largest WebSocket frame a client may send: the auth message with its token is the biggest. */
const MAX_CLIENT_FRAME_BYTES = 8_192;

/**
 * Live events: registers @fastify/websocket, starts `hub` (made with the services by
 * services.ts, which gives it messaging's loader), LISTENs on the database until the server
 * closes, and closes every socket then with 1012 (service restart), which tells browsers to
 * reconnect (issue 30: graceful shutdown).
 */
export async function registerLiveEvents(
  app: FastifyInstance,
  database: Database,
  { hub }: { hub: LiveEventHub },
): Promise<void> {
  // Before the plugin's own preClose, which closes every socket without a code (1005).
  app.addHook('preClose', (done) => {
    for (const socket of app.websocketServer.clients) {
      socket.close(LIVE_CLOSE_CODES.serviceRestart, 'server restarting');
    }
    done();
  });
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
  await hub.start(database);
  app.decorate('liveEvents', hub);
  app.addHook('preClose', async () => {
    await hub.stop();
  });
}
