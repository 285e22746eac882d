import { LRUCache } from 'lru-cache';
import { gzipSync } from 'node:zlib';

/** A cached JSON answer, with its gzip form made on first demand. */
export interface CachedBody {
  json: string;
  /** gzip of `json`, made the first time a client that accepts gzip asks. */
  gzip(): Buffer;
  /** What the load said about the answer, for `invalidate` (issue 28); undefined if nothing. */
  meta?: unknown;
}

/** What a load produces: the JSON text, or the text with a description for `invalidate`. */
export type Loaded = string | { json: string; meta: unknown };

/** What a load threw, wrapped to tell it from lru-cache aborting the load. */
class LoadFailure extends Error {
  constructor(cause: unknown) {
    super('load failed', { cause });
  }
}

/** Bodies above this many bytes are worth sending gzipped. */
export const GZIP_MIN_BYTES = 1024;

/**
 * Issue 46 (decision 043): the gzip forms of the answers last compressed, beside the cache
 * (4 MiB of text and gzip at most, least recently used out). An answer the database writes
 * again unchanged (the same page asked again after its cache entry expired, or with
 * BROWSE_CACHE_SECONDS=0) is compressed once, where gzip costs a tenth of a millisecond or
 * more. Kept under a short key (memoKey) with the text, which a hit compares whole: keyed by
 * the text itself, each lookup hashed all of a fresh answer's text (about 0.02 ms for a page).
 */
const gzipMemo = new LRUCache<string, { json: string; gzipped: Buffer }>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (entry) => Math.max(1, entry.gzipped.length + entry.json.length),
});

/** How many characters of each end of a text its gzipMemo key holds. */
const MEMO_KEY_ENDS = 160;

/**
 * The gzipMemo key of `json`: its length and both ends (a list answer's first card and its
 * pagination). Two texts may share a key; the entry's text tells them apart.
 */
function memoKey(json: string): string {
  if (json.length <= 2 * MEMO_KEY_ENDS) return json;
  return `${json.length}:${json.slice(0, MEMO_KEY_ENDS)}:${json.slice(-MEMO_KEY_ENDS)}`;
}

/** `json` gzipped, from gzipMemo when the same text was compressed lately. */
function gzipOf(json: string): Buffer {
  const key = memoKey(json);
  const known = gzipMemo.get(key);
  if (known && known.json === json) return known.gzipped;
  const gzipped = gzipSync(json);
  gzipMemo.set(key, { json, gzipped });
  return gzipped;
}

/**
 * A short-lived, size-bounded cache of public JSON answers (the approved hostel list and the
 * map), so a burst of identical browse requests costs one query (docs/SCALING.md).
 * Concurrent misses on one key share a single load. `ttlMs` 0 turns caching off: every
 * call loads. Answers may be up to `ttlMs` old; `clear()` drops everything at once (hostel
 * writes call it, so the writer sees its change immediately).
 */
export function createResponseCache(options: { ttlMs: number; maxBytes?: number }) {
  const toBody = (loaded: Loaded): CachedBody => {
    const json = typeof loaded === 'string' ? loaded : loaded.json;
    const meta = typeof loaded === 'string' ? undefined : loaded.meta;
    let gzipped: Buffer | undefined;
    return { json, meta, gzip: () => (gzipped ??= gzipOf(json)) };
  };
  // Keys whose load is running: invalidate cannot know yet what their answers will show.
  const loading = new Map<string, number>();
  const cache =
    options.ttlMs > 0
      ? new LRUCache<string, CachedBody, () => Promise<Loaded>>({
          ttl: options.ttlMs,
          maxSize: options.maxBytes ?? 32 * 1024 * 1024,
          // Counts the text and room for its gzip form.
          sizeCalculation: (body) => Math.max(1, Math.ceil(body.json.length * 1.3)),
          fetchMethod: async (key, _stale, { context }) => {
            loading.set(key, (loading.get(key) ?? 0) + 1);
            try {
              return toBody(await context());
            } catch (error) {
              throw new LoadFailure(error);
            } finally {
              const left = (loading.get(key) ?? 1) - 1;
              if (left > 0) loading.set(key, left);
              else loading.delete(key);
            }
          },
        })
      : null;
  const counts = { hits: 0, misses: 0 };

  return {
    /**
     * Lookups since the cache was made (issue 30 metrics): hits found a stored answer; misses
     * loaded, waited for another caller's load, or found caching off.
     */
    stats: (): { hits: number; misses: number } => ({ ...counts }),
    /** The cached answer for `key`, or the one `load` produces (then kept for `ttlMs`). */
    async get(key: string, load: () => Promise<Loaded>): Promise<CachedBody> {
      counts[cache?.has(key) ? 'hits' : 'misses'] += 1;
      if (!cache) return toBody(await load());
      // clear() while a load runs aborts it, and every caller waiting on it, with lru-cache's
      // 'deleted': that answer may predate the write that cleared, so the callers load again
      // (sharing one load), and past a second abort each loads on its own, uncached.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          const body = await cache.fetch(key, { context: load });
          if (body) return body;
          break;
        } catch (error) {
          if (error instanceof LoadFailure) throw error.cause;
        }
      }
      return toBody(await load());
    },
    /** Forgets every cached answer. */
    clear(): void {
      cache?.clear();
    },
    /** The stored answers' keys and metas (issue 28), as they are now. */
    described(): { key: string; meta: unknown }[] {
      if (!cache) return [];
      return [...cache.entries()].map(([key, body]) => ({ key, meta: body.meta }));
    },
    /**
     * Forgets the answers `shouldDrop` picks by key and meta (issue 28: a hostel write drops
     * only the answers it can change), and aborts every load still running (it may have read
     * before the write; its callers load again, as after `clear`). Returns how many answers
     * were stored and dropped.
     */
    invalidate(shouldDrop: (key: string, meta: unknown) => boolean): number {
      if (!cache) return 0;
      for (const key of [...loading.keys()]) cache.delete(key);
      const doomed: string[] = [];
      for (const [key, body] of cache.entries()) {
        if (shouldDrop(key, body.meta)) doomed.push(key);
      }
      for (const key of doomed) cache.delete(key);
      return doomed.length;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
