/** Cross-tab channel name and the storage key of the fallback (decision 10: no token in it). */
export const AUTH_CHANNEL = 'hostelhub-auth';
export const AUTH_STORAGE_KEY = 'hostelhub-auth-event';

/** What one tab tells the others. */
export type AuthEvent = 'signed-in' | 'signed-out';

/** The open cross-tab link: `post` tells the other tabs, `close` stops listening. */
export interface AuthChannel {
  post: (event: AuthEvent) => void;
  close: () => void;
}

/**
 * Tells the other tabs through `storage` events (where there is no BroadcastChannel, or none
 * open yet): only the event and a timestamp, so each write changes the value and fires.
 */
export function writeAuthEvent(event: AuthEvent): void {
  try {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ type: event, at: Date.now() }));
  } catch {
    // Storage can be unavailable (private mode); other tabs then catch up on their next call.
  }
}

/**
 * Opens the cross-tab link: a BroadcastChannel where the browser has one, else `storage`
 * events on AUTH_STORAGE_KEY. `onEvent` gets what the other tabs post (never this tab's own).
 */
export function openAuthChannel(onEvent: (event: AuthEvent) => void): AuthChannel {
  const receive = (data: unknown) => {
    const type = (data as { type?: unknown } | null)?.type;
    if (type === 'signed-in' || type === 'signed-out') onEvent(type);
  };
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.onmessage = (message: MessageEvent) => receive(message.data);
    return { post: (event) => channel.postMessage({ type: event }), close: () => channel.close() };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_STORAGE_KEY || !event.newValue) return;
    try {
      receive(JSON.parse(event.newValue));
    } catch {
      // Not ours.
    }
  };
  window.addEventListener('storage', onStorage);
  return { post: writeAuthEvent, close: () => window.removeEventListener('storage', onStorage) };
}
