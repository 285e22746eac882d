import { LIVE_CLOSE_CODES, LiveClientMessageSchema, type LiveEvent } from '@hostelhub/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/tokens.ts';

/** A socket must authenticate within 10 s of opening. */
export const AUTH_TIMEOUT_MS = 10_000;
/** The server pings every 30 s and drops a socket that did not answer the previous ping. */
export const HEARTBEAT_MS = 30_000;
/**
 * A socket's session is checked again when the token it signed in with expires, then once
 * per access-token lifetime (15 minutes) while it stays open (issue 21 item 10).
 */
export const SESSION_RECHECK_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;

function send(socket: WebSocket, event: LiveEvent): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}

/**
 * WebSocket /api/ws (DESIGN.md 'Routes the spec leaves open'; part 1 section 7 'Live
 * subscriptions'). The client's first message is `{ "type": "auth", "token": accessToken }`;
 * the server answers `{ "type": "ready", "user_id" }` and from then on sends the user's live
 * events (LiveEventSchema) and nobody else's. A missing or refused token closes the socket with
 * 4401, a malformed message with 4400. The socket lives as long as the session it signed in
 * with (issue 21 item 10): when that session ends on any instance (sign-out, suspension, a
 * password change or reset, a deleted account) it closes with 4403 within a second, and when
 * the token expires the session is checked again (4403 if over; 4001 if the check failed).
 */
export const liveRoutes: FastifyPluginAsync = async (app) => {
  app.get('/ws', { websocket: true }, (socket) => {
    let authenticating = false;
    let alive = true;
    let expiryTimer: NodeJS.Timeout | null = null;
    const authTimer = setTimeout(() => {
      socket.close(LIVE_CLOSE_CODES.unauthorized, 'authentication timed out');
    }, AUTH_TIMEOUT_MS);
    const heartbeat = setInterval(() => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
    }, HEARTBEAT_MS);
    socket.on('pong', () => {
      alive = true;
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      clearInterval(heartbeat);
      if (expiryTimer) clearTimeout(expiryTimer);
    });

    socket.on('message', (data, isBinary) => {
      alive = true;
      let parsed: unknown;
      try {
        // binaryType is 'nodebuffer' (the default): every frame arrives as one Buffer.
        parsed = isBinary ? null : JSON.parse((data as Buffer).toString('utf8'));
      } catch {
        parsed = null;
      }
      const result = LiveClientMessageSchema.safeParse(parsed);
      if (!result.success) {
        socket.close(LIVE_CLOSE_CODES.badMessage, 'unreadable message');
        return;
      }
      const message = result.data;
      if (message.type === 'ping') {
        send(socket, { type: 'pong' });
        return;
      }
      if (authenticating) return; // One auth per socket: a second one changes nothing.
      authenticating = true;
      clearTimeout(authTimer);
      app.identify(message.token).then(
        (identity) => {
          if (socket.readyState !== socket.OPEN) return;
          if (!identity) {
            socket.close(LIVE_CLOSE_CODES.unauthorized, 'sign in again');
            return;
          }
          const { id: userId, sessionId } = identity.actor;
          app.liveEvents.attach(userId, sessionId, socket);
          const recheck = () => {
            app.isSessionLive(userId, sessionId).then(
              (isLive) => {
                if (socket.readyState !== socket.OPEN) return;
                if (!isLive) {
                  socket.close(LIVE_CLOSE_CODES.sessionEnded, 'session ended');
                  return;
                }
                expiryTimer = setTimeout(recheck, SESSION_RECHECK_MS);
              },
              (error: unknown) => {
                app.log.error({ err: error }, 'live socket session check failed');
                socket.close(LIVE_CLOSE_CODES.tokenExpired, 'token expired');
              },
            );
          };
          expiryTimer = setTimeout(recheck, Math.max(0, identity.expiresAt - Date.now()));
          send(socket, { type: 'ready', user_id: userId });
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'live socket authentication failed');
          socket.close(1011, 'authentication failed');
        },
      );
    });
  });
};
