import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
// The server renders pages online.
const isOnlineOnServer = () => true;

/**
 * Whether the browser says it has a network (`navigator.onLine`, issue 25), re-rendering on
 * every `online` and `offline` event. True may still mean a network that reaches nothing; the
 * calls' own failures tell that apart.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, isOnlineOnServer);
}
