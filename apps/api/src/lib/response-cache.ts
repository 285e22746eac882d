import { LRUCache } from 'lru-cache';
import { gzipSync } from 'node:zlib';

/** A cached JSON answer, with its gzip form made on first demand. */
export interface CachedBody {
  json: string;
  /** gzip of `json`, made the first time a client that accepts gzip asks. */
  gzip(): Buffer;
}

/** What a load threw, wrapped to tell it from lru-cache aborting the load. */
class LoadFailure extends Error {
  constructor(cause: unknown) {
    super('load failed', { cause });
  }
}

/** Bodies above this many bytes are worth sending gzipped. */
export const GZIP_MIN_BYTES = 1024;

/**
 * A short-lived, size-bounded cache of public JSON answers (the approved hostel list and the
 * map), so a burst of identical browse requests costs one query (docs/SCALING.md).
 * Concurrent misses on one key share a single load. `ttlMs` 0 turns caching off: every
 * call loads. Answers may be up to `ttlMs` old; `clear()` drops everything at once (hostel
 * writes call it, so the writer sees its change immediately).
 */
export function createResponseCache(options: { ttlMs: number; maxBytes?: number }) {
  const toBody = (json: string): CachedBody => {
    let gzipped: Buffer | undefined;
    return { json, gzip: () => (gzipped ??= gzipSync(json)) };
  };
  const cache =
    options.ttlMs > 0
      ? new LRUCache<string, CachedBody, () => Promise<string>>({
          ttl: options.ttlMs,
          maxSize: options.maxBytes ?? 32 * 1024 * 1024,
          // Counts the text and room for its gzip form.
          sizeCalculation: (body) => Math.max(1, Math.ceil(body.json.length * 1.3)),
          fetchMethod: async (_key, _stale, { context }) => {
            try {
              return toBody(await context());
            } catch (error) {
              throw new LoadFailure(error);
            }
          },
        })
      : null;

  return {
    /** The cached answer for `key`, or the one `load` produces (then kept for `ttlMs`). */
    async get(key: string, load: () => Promise<string>): Promise<CachedBody> {
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
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
