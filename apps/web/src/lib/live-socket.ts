import { LIVE_CLOSE_CODES, LiveEventSchema, type LiveEvent } from '@hostelhub/shared';
import { env } from '../config/env';

/** Reconnect delays grow from 1 s to 15 s; a ping every 25 s keeps proxies from idling us out. */
const RETRY_MS = { first: 1_000, max: 15_000 };
const PING_MS = 25_000;

export type LiveStatus = 'connecting' | 'open' | 'closed';

export interface LiveSocketOptions {
  /** The access token to authenticate with now (null: signed out, so stop). */
  getToken: () => string | null;
  /** Renews the session after the server refused or expired the token; the new token or null. */
  refreshToken: () => Promise<string | null>;
  onEvent: (event: LiveEvent) => void;
  /**
   * The socket is authenticated; `reconnected` is true after the first time, when events may
   * have been missed and the caller should refetch.
   */
  onReady: (reconnected: boolean) => void;
  /** Builds the socket (tests pass a fake). */
  createSocket?: (url: string) => WebSocket;
}

/** The ws(s):// address of /api/ws beside the API's HTTP address (same origin by default). */
export function liveSocketUrl(): string {
  const base = env.API_URL || window.location.origin;
  return `${base.replace(/^http/, 'ws')}/api/ws`;
}

/**
 * One live connection to /api/ws (DESIGN.md 'Routes the spec leaves open'): authenticates with
 * the session's access token, reconnects after any drop with a growing delay, renews the token
 * when the server says it was refused, expired or its session ended (never reconnecting with a
 * dead token), and stops for good on `close()` or when signed out.
 */
export function openLiveSocket(options: LiveSocketOptions): { close: () => void } {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | null = null;
  let stopped = false;
  let everReady = false;
  let delay = RETRY_MS.first;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;

  const clearTimers = () => {
    if (retryTimer) clearTimeout(retryTimer);
    if (pingTimer) clearInterval(pingTimer);
    retryTimer = null;
    pingTimer = null;
  };

  const scheduleReconnect = (renewToken: boolean) => {
    if (stopped) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (!renewToken) {
        connect();
        return;
      }
      void options.refreshToken().then((token) => {
        if (token) connect();
      });
    }, delay);
    delay = Math.min(delay * 2, RETRY_MS.max);
  };

  function connect() {
    if (stopped) return;
    const token = options.getToken();
    if (!token) return;
    const current = create(liveSocketUrl());
    socket = current;
    current.onopen = () => {
      current.send(JSON.stringify({ type: 'auth', token }));
    };
    current.onmessage = (message: MessageEvent) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const result = LiveEventSchema.safeParse(parsed);
      if (!result.success) return;
      const event = result.data;
      if (event.type === 'ready') {
        delay = RETRY_MS.first;
        pingTimer = setInterval(() => {
          if (current.readyState === WebSocket.OPEN) current.send('{"type":"ping"}');
        }, PING_MS);
        options.onReady(everReady);
        everReady = true;
        return;
      }
      if (event.type === 'resync') {
        options.onReady(true);
        return;
      }
      options.onEvent(event);
    };
    current.onclose = (event: CloseEvent) => {
      if (socket !== current) return;
      socket = null;
      clearTimers();
      // Refused, expired or ended (signed out elsewhere, suspended, password changed): the
      // token is dead, so renew the session first and reconnect only with a new token; when
      // renewing fails the user is signed out and nothing reconnects (issue 21 item 10).
      const renew =
        event.code === LIVE_CLOSE_CODES.unauthorized ||
        event.code === LIVE_CLOSE_CODES.tokenExpired ||
        event.code === LIVE_CLOSE_CODES.sessionEnded;
      scheduleReconnect(renew);
    };
  }

  connect();
  return {
    close() {
      stopped = true;
      clearTimers();
      const current = socket;
      socket = null;
      current?.close(1000, 'done');
    },
  };
}
