import type { LiveEvent } from '@hostelhub/shared';
import { useEffect, useRef } from 'react';
import { getAccessToken } from '../../../lib/api-client';

export interface LiveSocketOptions {
  /** The signed-in user; null keeps the socket closed. A new user opens a new socket. */
  userId: string | null;
  /** Builds the WebSocket; null turns live updates off; undefined: the browser's. */
  createSocket: ((url: string) => WebSocket) | null | undefined;
  /** Renews the access token when the socket is refused for an expired one. */
  refreshToken: () => Promise<string | null>;
  onEvent: (event: LiveEvent) => void;
  /** Called when the socket is (re)connected; `reconnected` is false on the first connect. */
  onReady: (reconnected: boolean) => void;
}

/**
 * Keeps the live socket open while a user is signed in and hands its events to the latest
 * `onEvent` and `onReady` (a new handler never reopens the socket).
 */
export function useLiveSocket({
  userId,
  createSocket,
  refreshToken,
  onEvent,
  onReady,
}: LiveSocketOptions): void {
  const eventHandler = useRef<(event: LiveEvent) => void>(() => undefined);
  const readyHandler = useRef<(reconnected: boolean) => void>(() => undefined);
  useEffect(() => {
    eventHandler.current = onEvent;
    readyHandler.current = onReady;
  }, [onEvent, onReady]);

  useEffect(() => {
    if (!userId || createSocket === null || typeof WebSocket === 'undefined') return;
    // Loaded on sign-in, not with the app shell: it validates events with zod (issue 11).
    let live: { close: () => void } | null = null;
    let closed = false;
    void import('../../../lib/live-socket').then(({ openLiveSocket }) => {
      if (closed) return;
      live = openLiveSocket({
        getToken: getAccessToken,
        refreshToken,
        onEvent: (event) => eventHandler.current(event),
        onReady: (reconnected) => readyHandler.current(reconnected),
        ...(createSocket ? { createSocket } : {}),
      });
    });
    return () => {
      closed = true;
      live?.close();
    };
  }, [userId, createSocket, refreshToken]);
}
