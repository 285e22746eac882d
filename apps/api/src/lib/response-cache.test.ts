import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache.ts';

/**
 * The browse cache (docs/SCALING.md). Found by bench:mixed (issue 11): an owner's room edit or
 * an admin's approval clears the cache while list queries are loading, and those requests
 * failed with 500 ('deleted' from lru-cache) instead of answering.
 */

/** A load the test finishes by hand, counting how often it ran. */
function manualLoad() {
  const resolvers: ((json: string) => void)[] = [];
  const load = () => new Promise<string>((resolve) => resolvers.push(resolve));
  return {
    load,
    get calls() {
      return resolvers.length;
    },
    finish(index: number, json: string) {
      resolvers[index]?.(json);
    },
  };
}

describe('createResponseCache', () => {
  it('should share one load between concurrent misses and reuse its answer', async () => {
    const cache = createResponseCache({ ttlMs: 60_000 });
    const loader = manualLoad();
    const first = cache.get('list', loader.load);
    const second = cache.get('list', loader.load);
    await Promise.resolve();
    loader.finish(0, '{"n":1}');
    expect((await first).json).toBe('{"n":1}');
    expect((await second).json).toBe('{"n":1}');
    expect((await cache.get('list', loader.load)).json).toBe('{"n":1}');
    expect(loader.calls).toBe(1);
  });

  it('should answer with a fresh load when clear() runs while a load is in flight', async () => {
    const cache = createResponseCache({ ttlMs: 60_000 });
    const loader = manualLoad();
    const pending = cache.get('list', loader.load);
    const joined = cache.get('list', loader.load);
    await Promise.resolve();
    expect(loader.calls).toBe(1);

    cache.clear(); // a hostel write commits meanwhile
    loader.finish(0, '{"before":"write"}');
    // The aborted load's answer may predate the write: both callers share one new load.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.calls).toBe(2);
    loader.finish(1, '{"after":"write"}');
    expect((await pending).json).toBe('{"after":"write"}');
    expect((await joined).json).toBe('{"after":"write"}');
  });

  it('should gzip each text as itself when two texts share their length and ends', async () => {
    // Issue 46: the gzip forms are kept under a key of the text's length and ends; a text
    // that differs only in its middle must not get the other's gzip.
    const cache = createResponseCache({ ttlMs: 0 });
    const ends = 'x'.repeat(400);
    const texts = [`{"a":"${ends}1${ends}"}`, `{"a":"${ends}2${ends}"}`];
    for (const round of [1, 2]) {
      for (const text of texts) {
        const body = await cache.get('list', () => Promise.resolve(text));
        expect(gunzipSync(body.gzip()).toString('utf8'), `round ${round}`).toBe(text);
      }
    }
    // The same text again (the database wrote it again) is the same gzip.
    const again = await cache.get('list', () => Promise.resolve(`{"a":"${ends}2${ends}"}`));
    const first = await cache.get('list', () => Promise.resolve(texts[1] ?? ''));
    expect(again.gzip()).toBe(first.gzip());
  });

  it('should pass a failing load on to the caller', async () => {
    const cache = createResponseCache({ ttlMs: 60_000 });
    const failure = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    await expect(cache.get('list', () => Promise.reject(failure))).rejects.toBe(failure);
    // Nothing was kept: the next call loads.
    expect((await cache.get('list', () => Promise.resolve('{}'))).json).toBe('{}');
  });

  it('should load every time when the TTL is 0', async () => {
    const cache = createResponseCache({ ttlMs: 0 });
    let calls = 0;
    const load = () => Promise.resolve(String((calls += 1)));
    expect((await cache.get('list', load)).json).toBe('1');
    expect((await cache.get('list', load)).json).toBe('2');
  });
});
