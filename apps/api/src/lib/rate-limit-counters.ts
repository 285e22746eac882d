import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

/** One counter after a hit: how many hits its window holds and when the window ends. */
export interface CounterHit {
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
 */
export function createRateLimitCounters(db: Db) {
  return {
    /**
     * Counts one hit (or `amount` hits) on each of `counters` (distinct keys) in one
     * statement: a row is created at the amount, an expired window starts again at it, a live
     * one goes up by it. Answers each counter's count and window end, in the order given.
     */
    async hit(counters: readonly CounterWindow[], now = new Date()): Promise<CounterHit[]> {
      if (counters.length === 0) return [];
      const at = now.toISOString();
      // One atomic upsert: concurrent hits from several processes never lose a count.
      const rows = await db
        .insert(rateLimitCounters)
        .values(
          counters.map(({ key, windowMs, amount = 1 }) => ({
            key,
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
      return counters.map(({ key }) => {
        const row = byKey.get(key);
        if (!row) throw new Error(`rate limit counter ${key} was not written`);
        return row;
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
      const rows = await db
        .select({
          key: rateLimitCounters.key,
          count: rateLimitCounters.count,
          resetAt: rateLimitCounters.resetAt,
        })
        .from(rateLimitCounters)
        .where(and(inArray(rateLimitCounters.key, [...keys]), gt(rateLimitCounters.resetAt, now)));
      return new Map(rows.map((row) => [row.key, row]));
    },

    /** Deletes the counters whose window has ended (through the index on reset_at). */
    async sweep(now = new Date()): Promise<void> {
      await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetAt, now));
    },
  };
}

export type RateLimitCounters = ReturnType<typeof createRateLimitCounters>;
