import { createHash } from 'node:crypto';
import { AppError, LISTING_MESSAGES } from '@hostelhub/shared';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { schedulePeriodicJob } from './periodic-job.ts';

/** How long a key answers with its first result: 24 hours, in milliseconds. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** How often a server process sweeps expired keys: every 10 minutes, in milliseconds. */
export const IDEMPOTENCY_SWEEP_MS = 10 * 60_000;

/** The header a client sends so a repeated create answers the first result (issue 22 item 1). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Not in the spec: the texts of a malformed or reused key (shared, so they have Urdu). */
export const IDEMPOTENCY_MESSAGES = {
  badKey: LISTING_MESSAGES.idempotencyKeyInvalid,
  reused: LISTING_MESSAGES.idempotencyKeyReused,
} as const;

/** A stored first answer: its HTTP status and JSON body. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

/**
 * The `Idempotency-Key` header's value, or undefined when none was sent. Throws
 * VALIDATION_ERROR (400) for a repeated header or one that is not 1-200 of [A-Za-z0-9_-].
 */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\w-]{1,200}$/.test(header)) {
    const details = [{ field: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.badKey }];
    throw new AppError('VALIDATION_ERROR', IDEMPOTENCY_MESSAGES.badKey, details);
  }
  return header;
}

/** SHA-256 hex of the request's method, path and (parsed) body: what a key was first used with. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body)}`)
    .digest('hex');
}

/** The oldest creation time a key still counts from. */
function cutoff(now = Date.now()): Date {
  return new Date(now - IDEMPOTENCY_TTL_MS);
}

/**
 * Idempotency keys of one database (issue 22 item 1; table `idempotency_keys`, migration 0010).
 * A key belongs to one user; rows older than 24 hours are ignored and swept.
 */
export function createIdempotencyStore(db: Db) {
  return {
    /**
     * The stored answer of `userId`'s live `key`, or null. Throws CONFLICT (409) when the key
     * was first used with another fingerprint.
     */
    async find(userId: string, key: string, fingerprint: string): Promise<StoredResponse | null> {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
            gt(idempotencyKeys.createdAt, cutoff()),
          ),
        )
        .limit(1);
      if (!row) return null;
      if (row.requestFingerprint !== fingerprint) {
        throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.reused);
      }
      return { status: row.responseStatus, body: row.responseBody };
    },

    /**
     * Claims `key` for `userId` inside the caller's transaction `tx`, storing `response` as
     * its answer. Returns false when a live row already holds the key (a concurrent duplicate
     * that committed first: the caller rolls back and answers that row). An expired row for
     * the same key is replaced.
     */
    async claim(
      tx: Pick<Db, 'insert' | 'delete'>,
      userId: string,
      key: string,
      fingerprint: string,
      response: StoredResponse,
    ): Promise<boolean> {
      await tx
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
            lt(idempotencyKeys.createdAt, cutoff()),
          ),
        );
      const inserted = await tx
        .insert(idempotencyKeys)
        .values({
          userId,
          key,
          requestFingerprint: fingerprint,
          responseStatus: response.status,
          responseBody: response.body,
        })
        .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
        .returning({ id: idempotencyKeys.id });
      return inserted.length > 0;
    },

    /** Replaces the stored answer of `userId`'s `key` (once the full answer is known). */
    async saveResponse(userId: string, key: string, response: StoredResponse): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ responseStatus: response.status, responseBody: response.body })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    },

    /** Deletes every key older than 24 hours; returns how many. */
    async sweep(): Promise<number> {
      const removed = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, cutoff()))
        .returning({ id: idempotencyKeys.id });
      return removed.length;
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

/**
 * Runs `store.sweep` every `intervalMs` (default IDEMPOTENCY_SWEEP_MS, 10 minutes) from when
 * `app` is ready until it closes: one of the server process's background jobs, next to the
 * loose-upload sweep. A run still going when the next is due is not doubled; failures are
 * logged and retried on the next run. Requests never wait for it: an expired key is ignored
 * by `find` and replaced by `claim` anyway.
 */
export function scheduleIdempotencyKeySweep(
  app: FastifyInstance,
  store: Pick<IdempotencyStore, 'sweep'>,
  intervalMs: number = IDEMPOTENCY_SWEEP_MS,
): void {
  schedulePeriodicJob(app, {
    run: () => store.sweep(),
    intervalMs,
    deletedMessage: 'expired idempotency keys deleted',
    failedMessage: 'idempotency key sweep failed',
  });
}

/** Thrown inside a transaction when a concurrent request claimed the same key first. */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('idempotency key already claimed');
    this.name = 'IdempotencyKeyTaken';
  }
}
