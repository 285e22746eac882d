import { createHmac, hkdfSync } from 'node:crypto';
import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

/** One counter after a hit: how many hits its window holds and when the window ends. */
export interface CounterHit {
  /** The counter's plain key, as the caller named it (the table keeps only its keyed hash). */
  key: string;
  /** Hits in the current window, this one included (1 on a new or expired window). */
  count: number;
  /** When the window ends (the counter starts again at 1 after it). */
  resetAt: Date;
}

/** One counter to count a hit on: its key and the length of its window, in milliseconds. */
export interface CounterWindow {
  key: string;
  windowMs: number;
  /** How many hits this one counts for (default 1): a batch of events (issue 41 item 10). */
  amount?: number;
}

/**
 * The fixed-window counters of every rate limit, in PostgreSQL (`rate_limit_counters`, issue 21
 * item 8), so every API process counts on the same rows and no flood of other keys can push
 * one out, as the old in-memory cache of 5,000 keys could. Times come from the app's clock
 * (`Date.now()`), like the rest of the API's expiry checks.
 *
 * Callers name counters by plain keys (`signin:ip:<address>`, `forgot:<email>`); the table
 * keeps only their keyed hash, HMAC-SHA-256 (base64url, 43 characters) under a key derived by
 * HKDF-SHA-256 from `serverSecret` (JWT_SECRET) for this purpose alone, so no client address or
 * email sits in it for the window (issue 41 item 11). Every process shares JWT_SECRET, so they
 * count on the same rows; a new JWT_SECRET starts every limit again.
 */
export function createRateLimitCounters(db: Db, serverSecret: string) {
  const hashKey = new Uint8Array(
    hkdfSync('sha256', serverSecret, 'hostelhub', 'rate-limit-counters', 32),
  );
  /** The key as the table keeps it: its HMAC-SHA-256, base64url (issue 41 item 11). */
  const stored = (key: string) => createHmac('sha256', hashKey).update(key).digest('base64url');

  return {
    /**
     * Counts one hit (or `amount` hits) on each of `counters` (distinct keys) in one
     * statement: a row is created at the amount, an expired window starts again at it, a live
     * one goes up by it. Answers each counter's count and window end, in the order given.
     */
    async hit(counters: readonly CounterWindow[], now = new Date()): Promise<CounterHit[]> {
      if (counters.length === 0) return [];
      const at = now.toISOString();
      const keys = counters.map(({ key }) => stored(key));
      // One atomic upsert: concurrent hits from several processes never lose a count.
      const rows = await db
        .insert(rateLimitCounters)
        .values(
          counters.map(({ windowMs, amount = 1 }, index) => ({
            key: keys[index] ?? '',
            count: amount,
            resetAt: new Date(now.getTime() + windowMs),
          })),
        )
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${rateLimitCounters.resetAt} <= ${at}::timestamptz then excluded.count else ${rateLimitCounters.count} + excluded.count end`,
            resetAt: sql`case when ${rateLimitCounters.resetAt} <= ${at}::timestamptz then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
          },
        })
        .returning({
          key: rateLimitCounters.key,
          count: rateLimitCounters.count,
          resetAt: rateLimitCounters.resetAt,
        });
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return counters.map(({ key }, index) => {
        const row = byKey.get(keys[index] ?? '');
        if (!row) throw new Error(`rate limit counter ${key} was not written`);
        return { ...row, key };
      });
    },

    /**
     * Reads the counters of `keys` without counting a hit: each key's count and window end
     * while its window lasts; a key with no live window is missing from the answer (count 0).
     * The sign-in limits read before the password check and count only its failures (issue 40
     * item 8).
     */
    async peek(keys: readonly string[], now = new Date()): Promise<Map<string, CounterHit>> {
      if (keys.length === 0) return new Map();
      const byStored = new Map(keys.map((key) => [stored(key), key]));
      const rows = await db
        .select({
          key: rateLimitCounters.key,
          count: rateLimitCounters.count,
          resetAt: rateLimitCounters.resetAt,
        })
        .from(rateLimitCounters)
        .where(
          and(
            inArray(rateLimitCounters.key, [...byStored.keys()]),
            gt(rateLimitCounters.resetAt, now),
          ),
        );
      const live = new Map<string, CounterHit>();
      for (const row of rows) {
        const key = byStored.get(row.key);
        if (key !== undefined) live.set(key, { ...row, key });
      }
      return live;
    },

    /** Deletes the counters whose window has ended (through the index on reset_at). */
    async sweep(now = new Date()): Promise<void> {
      await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetAt, now));
    },
  };
}

export type RateLimitCounters = ReturnType<typeof createRateLimitCounters>;
