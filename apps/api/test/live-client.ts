import type { LiveEvent } from '@hostelhub/shared';
import WebSocket from 'ws';

/** A test's (or benchmark's) WebSocket client of /api/ws, collecting every event it gets. */
export interface LiveClient {
  socket: WebSocket;
  /** Every event received so far, in order. */
  events: LiveEvent[];
  /** Resolves with the first event (already received or coming) that matches; rejects after `timeoutMs`. */
  waitFor<T extends LiveEvent>(
    match: (event: LiveEvent) => event is T,
    timeoutMs?: number,
  ): Promise<T>;
  waitFor(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  /** Resolves with the close code once the server or the client closes the socket. */
  closed: Promise<number>;
  close(): Promise<void>;
}

/** The ws:// address of a listening app's live endpoint. */
export function liveUrl(baseHttpUrl: string): string {
  return `${baseHttpUrl.replace(/^http/, 'ws')}/api/ws`;
}

/**
 * Opens /api/ws at `url` and, when `authorization` ('Bearer …') is given, authenticates and
 * waits for `ready`. `onEvent` sees each event as it arrives (benchmarks time them there).
 */
export async function connectLive(
  url: string,
  authorization?: string,
  onEvent?: (event: LiveEvent) => void,
): Promise<LiveClient> {
  const socket = new WebSocket(url);
  const events: LiveEvent[] = [];
  const waiters = new Set<{
    match: (event: LiveEvent) => boolean;
    resolve: (event: LiveEvent) => void;
  }>();
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

  socket.on('message', (data) => {
    const event = JSON.parse((data as Buffer).toString('utf8')) as LiveEvent;
    events.push(event);
    onEvent?.(event);
    for (const waiter of waiters) {
      if (waiter.match(event)) {
        waiters.delete(waiter);
        waiter.resolve(event);
      }
    }
  });

  function waitFor(match: (event: LiveEvent) => boolean, timeoutMs = 5_000): Promise<LiveEvent> {
    const seen = events.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const waiter = {
        match,
        resolve: (event: LiveEvent) => {
          clearTimeout(timer);
          resolve(event);
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no matching live event within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(waiter);
    });
  }

  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const client: LiveClient = {
    socket,
    events,
    waitFor,
    closed,
    async close() {
      if (socket.readyState !== socket.CLOSED) {
        socket.close();
        await closed;
      }
    },
  };
  if (authorization) {
    socket.send(JSON.stringify({ type: 'auth', token: authorization.replace(/^Bearer /, '') }));
    await waitFor((event) => event.type === 'ready');
  }
  return client;
}
