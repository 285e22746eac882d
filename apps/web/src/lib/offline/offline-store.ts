import type { HostelDetail } from '@hostelhub/shared';
import { ApiError } from '../api-client';
import { OFFLINE_CACHE } from './cache-names';

/**
 * The app's offline store (issue 25): the last answer for each hostel a person opened and for
 * their favourites, and each opened hostel's first photo, so they stay readable without a
 * network. It lives in Cache Storage under OFFLINE_CACHE (the service worker reads the photos
 * from there), in memory where the browser has no Cache Storage (an insecure origin, tests).
 * Emptied at sign-out and when another user signs in; API answers stay `Cache-Control:
 * no-store` for the HTTP caches, this store is the app's own.
 */

/** Where the store keeps an answer: `offlineKeys.hostel(id)`, `offlineKeys.favorites(userId)`. */
export const offlineKeys = {
  hostel: (id: string) => `hostels/${encodeURIComponent(id)}`,
  favorites: (userId: string) => `favorites/${encodeURIComponent(userId)}`,
};

/** The most hostels kept; past it the longest unopened one goes, with its photo. */
export const MAX_SAVED_HOSTELS = 30;

const HOSTEL_PREFIX = 'hostels/';
const OWNER_KEY = 'owner';

/** One stored answer, and the URLs of the photo kept with it (removed with it). */
interface StoredEntry {
  value: unknown;
  photos?: string[];
}

/** How long the store watches for the page to show a photo it should keep. */
const PHOTO_WAIT_MS = 60_000;

interface Backend {
  get(key: string): Promise<StoredEntry | undefined>;
  put(key: string, entry: StoredEntry): Promise<void>;
  /** The entries' keys, the least recently written first. */
  keys(): Promise<string[]>;
  /** Removes entries and files (photos by URL). */
  remove(keysOrUrls: string[]): Promise<void>;
  /**
   * Copies a photo the page downloaded (`shown`) into the store under each of `sizes`, its
   * srcset's URLs: offline the browser may choose another size than it did online (a later
   * `shown` replaces an earlier one). Absent where no service worker could serve it.
   */
  keepPhoto?: (shown: string, sizes: string[]) => Promise<void>;
  clear(): Promise<void>;
}

/**
 * Calls `keep` with each of `urls` the page has downloaded or downloads within a minute
 * (Resource Timing), in the order they arrived: of a photo's sizes (`srcset`), those the
 * browser chose to show, the last one last.
 */
function whenDownloaded(urls: string[], keep: (url: string) => Promise<void>): void {
  const waiting = new Set(urls.map((url) => new URL(url, window.location.href).href));
  let kept = Promise.resolve();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!waiting.delete(entry.name)) continue;
      kept = kept.then(() => keep(entry.name)).catch(() => undefined);
    }
    if (waiting.size === 0) stop();
  });
  const timer = setTimeout(() => observer.disconnect(), PHOTO_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  try {
    observer.observe({ type: 'resource', buffered: true });
  } catch {
    // A browser without Resource Timing entries to observe keeps no photo.
    stop();
  }
}

// Store keys become URLs on this path in Cache Storage; nothing ever requests them.
const KEY_PATH = '/offline-store/';

function cacheBackend(): Backend {
  const url = (key: string) => new URL(`${KEY_PATH}${key}`, window.location.origin).href;
  const open = () => caches.open(OFFLINE_CACHE);
  return {
    async get(key) {
      const response = await (await open()).match(url(key));
      return response ? ((await response.json()) as StoredEntry) : undefined;
    },
    async put(key, entry) {
      const body = new Response(JSON.stringify(entry), {
        headers: { 'Content-Type': 'application/json' },
      });
      await (await open()).put(url(key), body);
    },
    async keys() {
      const requests = await (await open()).keys();
      return requests
        .map((request) => new URL(request.url).pathname)
        .filter((path) => path.startsWith(KEY_PATH))
        .map((path) => path.slice(KEY_PATH.length));
    },
    async remove(keysOrUrls) {
      const cache = await open();
      await Promise.all(
        keysOrUrls.map((item) => cache.delete(item.startsWith('/') ? item : url(item))),
      );
    },
    async keepPhoto(shown, sizes) {
      const cache = await open();
      // From the HTTP cache (uploads are immutable): no second download.
      const response = await fetch(shown);
      if (!response.ok) return;
      const body = await response.blob();
      const headers = { 'Content-Type': response.headers.get('Content-Type') ?? body.type };
      await Promise.all(sizes.map((size) => cache.put(size, new Response(body, { headers }))));
    },
    async clear() {
      await caches.delete(OFFLINE_CACHE);
    },
  };
}

function memoryBackend(): Backend {
  const entries = new Map<string, StoredEntry>();
  return {
    get: (key) => Promise.resolve(entries.get(key)),
    put(key, entry) {
      // Re-inserted, so the order of `keys()` is the order of the last writes.
      entries.delete(key);
      entries.set(key, entry);
      return Promise.resolve();
    },
    keys: () => Promise.resolve([...entries.keys()]),
    remove(keysOrUrls) {
      for (const key of keysOrUrls) entries.delete(key);
      return Promise.resolve();
    },
    clear() {
      entries.clear();
      return Promise.resolve();
    },
  };
}

let backend: Backend | null = null;
function store(): Backend {
  backend ??= typeof caches === 'undefined' ? memoryBackend() : cacheBackend();
  return backend;
}

// Bumped by every clear: an answer that was on its way during a sign-out is not stored after it.
let generation = 0;

/** Whether a call failed for want of a network: no answer at all, or none in time. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/**
 * A photo's URLs the service worker can serve from the store: its `src` and each size of its
 * `srcset` ('url 400w, url 800w'), same origin and under /uploads/ only.
 */
export function photoUrls(src: string | null | undefined, srcset?: string | null): string[] {
  const candidates = [src, ...(srcset ?? '').split(',').map((part) => part.trim().split(/\s+/)[0])];
  const urls = new Set<string>();
  for (const candidate of candidates) {
    if (!candidate) continue;
    const url = new URL(candidate, window.location.href);
    if (url.origin === window.location.origin && url.pathname.startsWith('/uploads/')) {
      urls.add(url.pathname + url.search);
    }
  }
  return [...urls];
}

async function save(
  key: string,
  value: unknown,
  photos: string[],
  startedIn: number,
): Promise<void> {
  const target = store();
  await target.put(key, { value, ...(photos.length > 0 ? { photos } : {}) });
  // Without Cache Storage (memory) there is no service worker to show a kept photo either.
  const { keepPhoto } = target;
  if (photos.length > 0 && keepPhoto) {
    whenDownloaded(photos, (shown) =>
      startedIn === generation ? keepPhoto(shown, photos) : Promise.resolve(),
    );
  }
  if (!key.startsWith(HOSTEL_PREFIX)) return;
  const hostels = (await target.keys()).filter((stored) => stored.startsWith(HOSTEL_PREFIX));
  const evicted = hostels.slice(0, Math.max(0, hostels.length - MAX_SAVED_HOSTELS));
  if (evicted.length === 0) return;
  const evictedPhotos = await Promise.all(
    evicted.map(async (old) => (await target.get(old))?.photos),
  );
  await target.remove([...evicted, ...evictedPhotos.flatMap((urls) => urls ?? [])]);
}

/** Saves in the background, unless the store was cleared since `startedIn`. */
function saveLater<T>(
  key: string,
  value: T,
  photosOf: ((value: T) => string[]) | undefined,
  startedIn: number,
): void {
  if (startedIn !== generation) return;
  save(key, value, photosOf?.(value) ?? [], startedIn).catch(() => undefined);
}

/**
 * Keeps `value` under `key` with the photo `photosOf` names (see `photoUrls`), in the
 * background: for an answer the app did not load through `withOfflineCopy` (a page the server
 * rendered arrives with its data). Nothing on the page server.
 */
export function keepOfflineCopy<T>(key: string, value: T, photosOf?: (value: T) => string[]): void {
  if (typeof window !== 'undefined') saveLater(key, value, photosOf, generation);
}

/**
 * Runs `load` (an API call) and keeps its answer under `key`; when the call fails for want of a
 * network (ApiError with status 0: offline, unreachable, timed out), answers with the copy kept
 * last time instead, and rethrows when there is none. Other failures (a 404, a 500) are
 * rethrown as they are. `photosOf` names a photo of the answer to keep with it (`photoUrls`):
 * the size the page shows, once it has downloaded it. Storing never delays the answer, and a
 * failure to store (quota) is ignored.
 */
export async function withOfflineCopy<T>(
  key: string,
  load: () => Promise<T>,
  photosOf?: (value: T) => string[],
): Promise<T> {
  // The page server (entry-server.tsx) renders for everyone: it keeps nothing.
  if (typeof window === 'undefined') return load();
  const startedIn = generation;
  let value: T;
  try {
    value = await load();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const saved = await readOfflineCopy<T>(key);
    if (saved === undefined) throw error;
    return saved;
  }
  saveLater(key, value, photosOf, startedIn);
  return value;
}

/** The answer kept under `key`, or undefined. */
export async function readOfflineCopy<T>(key: string): Promise<T | undefined> {
  try {
    return (await store().get(key))?.value as T | undefined;
  } catch {
    return undefined;
  }
}

/** Whether an answer is kept under `key`. */
export async function hasOfflineCopy(key: string): Promise<boolean> {
  return (await readOfflineCopy(key)) !== undefined;
}

/** A hostel kept in the store, for the offline screen's list. */
export interface SavedHostel {
  id: string;
  name: string;
}

/** The hostels kept in the store, the most recently opened first. */
export async function listSavedHostels(): Promise<SavedHostel[]> {
  try {
    const keys = (await store().keys()).filter((key) => key.startsWith(HOSTEL_PREFIX)).reverse();
    const hostels = await Promise.all(keys.map((key) => readOfflineCopy<HostelDetail>(key)));
    return hostels
      .filter((hostel) => hostel !== undefined)
      .map((hostel) => ({ id: hostel.id, name: hostel.name }));
  } catch {
    return [];
  }
}

/** Empties the store (sign-out). Answers already on their way are not stored afterwards. */
export async function clearOfflineStore(): Promise<void> {
  generation += 1;
  try {
    await store().clear();
  } catch {
    // Storage unavailable: there is nothing to clear.
  }
}

/**
 * Marks the store as `userId`'s (a sign-in or a restored session), emptying it first when it
 * was another user's: their favourites and the hostels they opened are not shown to the next.
 * What a guest opened stays.
 */
export async function claimOfflineStore(userId: string): Promise<void> {
  try {
    const owner = (await store().get(OWNER_KEY))?.value as string | undefined;
    if (owner === userId) return;
    if (owner !== undefined) await clearOfflineStore();
    await store().put(OWNER_KEY, { value: userId });
  } catch {
    // Storage unavailable: nothing is kept for anyone.
  }
}
