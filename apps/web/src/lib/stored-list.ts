import { useSyncExternalStore } from 'react';

/** An item of a stored list: anything with an id, kept once. */
export interface StoredItem {
  id: string;
}

/** A short list kept in the browser (localStorage), shared by every tab of the site. */
export interface StoredList<Item extends StoredItem> {
  /** The items now, newest choice where the list puts it; empty on the server. */
  read(): readonly Item[];
  /** Replaces the list (cut to its most), telling every component that shows it. */
  write(items: readonly Item[]): void;
  /** Calls `listener` after every change, in this tab or another. */
  subscribe(listener: () => void): () => void;
  /** The items, kept up to date; empty while a server-rendered page hydrates. */
  useItems(): readonly Item[];
}

const EMPTY: readonly never[] = Object.freeze([]);

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (a privacy setting): the list lives in memory for this page.
    return null;
  }
}

/**
 * A list kept under `key` in localStorage (issue 29: compare and recently viewed, for guests
 * too). `parse` checks each stored value and drops what is not an item (an older shape, a
 * hand-edited value), so a bad entry never breaks a page; at most `max` items are kept, each id
 * once. Without storage (refused, or on the server) the list lives in memory.
 */
export function createStoredList<Item extends StoredItem>({
  key,
  max,
  parse,
}: {
  key: string;
  max: number;
  parse: (value: unknown) => Item | null;
}): StoredList<Item> {
  const listeners = new Set<() => void>();
  let memory: readonly Item[] = EMPTY;
  // The last text read and its items: the same text gives the same array (useSyncExternalStore
  // needs a stable snapshot).
  let cachedText: string | null = null;
  let cachedItems: readonly Item[] = EMPTY;

  function clean(values: readonly unknown[]): Item[] {
    const seen = new Set<string>();
    const items: Item[] = [];
    for (const value of values) {
      const item = parse(value);
      if (!item || seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
      if (items.length === max) break;
    }
    return items;
  }

  function read(): readonly Item[] {
    const store = storage();
    if (!store) return memory;
    let text: string | null;
    try {
      text = store.getItem(key);
    } catch {
      return memory;
    }
    if (text === cachedText) return cachedItems;
    cachedText = text;
    try {
      const value: unknown = text ? JSON.parse(text) : [];
      cachedItems = Array.isArray(value) ? clean(value) : EMPTY;
    } catch {
      cachedItems = EMPTY;
    }
    return cachedItems;
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  function write(items: readonly Item[]) {
    const next = clean(items);
    memory = next;
    const store = storage();
    try {
      if (next.length === 0) store?.removeItem(key);
      else store?.setItem(key, JSON.stringify(next));
    } catch {
      // Full or refused: the page goes on with the list in memory.
    }
    notify();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  const serverSnapshot = () => EMPTY as readonly Item[];

  return {
    read,
    write,
    subscribe,
    useItems() {
      return useSyncExternalStore(subscribe, read, serverSnapshot);
    },
  };
}

/** `value` as a string, or null. */
export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Whether `value` is an object (a parsed JSON record). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
