import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { withTransactions } from '../../db/transactional.ts';
import {
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
} from '../../db/schema/index.ts';

export type TwoFactorSecretRow = typeof twoFactorSecrets.$inferSelect;

/**
 * Two-factor secrets, recovery codes and pending sign-in challenges (decision 9). The only
 * place with their SQL; `transaction` binds the queries to one transaction.
 */
export function createTwoFactorRepository(db: Db) {
  return withTransactions(db, twoFactorQueries);
}
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;

function twoFactorQueries(db: Executor) {
  return {
    async findSecret(userId: string): Promise<TwoFactorSecretRow | undefined> {
      const [row] = await db
        .select()
        .from(twoFactorSecrets)
        .where(eq(twoFactorSecrets.userId, userId));
      return row;
    },

    /**
     * Stores a new secret waiting for its first code, replacing an earlier unfinished one.
     * Returns false when two-factor sign-in is already on (the row is left alone).
     */
    async savePendingSecret(userId: string, secretCiphertext: string): Promise<boolean> {
      const rows = await db
        .insert(twoFactorSecrets)
        .values({ userId, secretCiphertext })
        .onConflictDoUpdate({
          target: twoFactorSecrets.userId,
          set: { secretCiphertext, lastUsedStep: null, updatedAt: new Date() },
          setWhere: isNull(twoFactorSecrets.enabledAt),
        })
        .returning({ id: twoFactorSecrets.id });
      return rows.length > 0;
    },

    /**
     * Records `step` as the last accepted time step, only when it is later than the one before:
     * false means the code was already used (a replay, or a race with another sign-in).
     */
    async claimStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(twoFactorSecrets)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(twoFactorSecrets.userId, userId),
            or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
          ),
        )
        .returning({ id: twoFactorSecrets.id });
      return rows.length > 0;
    },

    /** Turns the pending secret on; false when there is none or it is already on. */
    async markEnabled(userId: string): Promise<boolean> {
      const rows = await db
        .update(twoFactorSecrets)
        .set({ enabledAt: new Date() })
        .where(and(eq(twoFactorSecrets.userId, userId), isNull(twoFactorSecrets.enabledAt)))
        .returning({ id: twoFactorSecrets.id });
      return rows.length > 0;
    },

    /** Turns two-factor sign-in off: the secret, the recovery codes and open challenges go. */
    async removeAll(userId: string): Promise<void> {
      await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
      await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
    },

    /** Replaces every recovery code of the user with these hashes. */
    async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
      await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await db
        .insert(twoFactorRecoveryCodes)
        .values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    async countUnusedRecoveryCodes(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(twoFactorRecoveryCodes)
        .where(
          and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)),
        );
      return row?.value ?? 0;
    },

    /** Marks a recovery code used; false when it is unknown or was used before. */
    async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, userId),
            eq(twoFactorRecoveryCodes.codeHash, codeHash),
            isNull(twoFactorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: twoFactorRecoveryCodes.id });
      return rows.length > 0;
    },

    async insertChallenge(values: {
      userId: string;
      tokenHash: string;
      adminOnly: boolean;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(twoFactorChallenges).values(values);
    },

    /**
     * Counts one try on a live challenge and returns it with the new count; undefined when the
     * token is unknown, used or expired. Counting first means parallel guesses each use a try.
     */
    async countChallengeAttempt(tokenHash: string) {
      const [row] = await db
        .update(twoFactorChallenges)
        .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
        .where(
          and(
            eq(twoFactorChallenges.tokenHash, tokenHash),
            isNull(twoFactorChallenges.usedAt),
            gt(twoFactorChallenges.expiresAt, new Date()),
          ),
        )
        .returning({
          id: twoFactorChallenges.id,
          userId: twoFactorChallenges.userId,
          adminOnly: twoFactorChallenges.adminOnly,
          attempts: twoFactorChallenges.attempts,
        });
      return row;
    },

    /**
     * Wrong codes the user's challenges received since `since`: every try counted, minus the
     * one right code of each challenge that was used.
     */
    async countRecentFailures(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({
          failures: sql<number>`coalesce(sum(${twoFactorChallenges.attempts}), 0)::int - count(${twoFactorChallenges.usedAt})::int`,
        })
        .from(twoFactorChallenges)
        .where(
          and(eq(twoFactorChallenges.userId, userId), gt(twoFactorChallenges.createdAt, since)),
        );
      return row?.failures ?? 0;
    },

    /** Consumes a challenge once; false when another request consumed it first. */
    async useChallenge(id: string): Promise<boolean> {
      const rows = await db
        .update(twoFactorChallenges)
        .set({ usedAt: new Date() })
        .where(and(eq(twoFactorChallenges.id, id), isNull(twoFactorChallenges.usedAt)))
        .returning({ id: twoFactorChallenges.id });
      return rows.length > 0;
    },

    /** Drops challenges that ended more than a day ago, so the table stays small. */
    async pruneChallenges(userId: string): Promise<void> {
      await db
        .delete(twoFactorChallenges)
        .where(
          and(
            eq(twoFactorChallenges.userId, userId),
            lt(twoFactorChallenges.expiresAt, new Date(Date.now() - 24 * 60 * 60 * 1000)),
          ),
        );
    },
  };
}
