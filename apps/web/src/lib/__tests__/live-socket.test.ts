import { LIVE_CLOSE_CODES } from '@hostelhub/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLiveSocket } from '../live-socket';

/**
 * The web app's live socket when the server ends its session (issue 21 item 10): it renews the
 * session once and reconnects only with a new token, never with the dead one.
 */

/** A stand-in WebSocket; the test plays the server. */
class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  /** The server accepts the socket's auth message. */
  ready() {
    this.readyState = 1;
    this.onopen?.();
    this.onmessage?.({ data: JSON.stringify({ type: 'ready', user_id: 'u-1' }) });
  }
  /** The server closes the socket with `code`. */
  closeWith(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let sockets: FakeSocket[];

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', { OPEN: 1 });
  sockets = [];
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function open(refreshToken: () => Promise<string | null>) {
  let token: string | null = 'dead-token';
  const live = openLiveSocket({
    getToken: () => token,
    refreshToken: async () => {
      token = await refreshToken();
      return token;
    },
    onEvent: () => {},
    onReady: () => {},
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  return live;
}

describe('a session that ended on the server', () => {
  it('should renew once and not reconnect with the dead token when renewing fails', async () => {
    const refresh = vi.fn(() => Promise.resolve(null));
    const live = open(refresh);
    sockets[0]?.ready();
    sockets[0]?.closeWith(LIVE_CLOSE_CODES.sessionEnded);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
    live.close();
  });

  it('should reconnect with the new token when the session could be renewed', async () => {
    const refresh = vi.fn(() => Promise.resolve('fresh-token'));
    const live = open(refresh);
    sockets[0]?.ready();
    sockets[0]?.closeWith(LIVE_CLOSE_CODES.sessionEnded);

    await vi.advanceTimersByTimeAsync(2_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.onopen?.();
    expect(sockets[1]?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'fresh-token' })]);
    live.close();
  });
});
