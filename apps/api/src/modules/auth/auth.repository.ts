import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailTokens, refreshTokens, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** A session family with a token that is neither revoked nor expired. */
function liveFamily(familyId: string) {
  return and(
    eq(refreshTokens.familyId, familyId),
    isNull(refreshTokens.revokedAt),
    gt(refreshTokens.expiresAt, new Date()),
  );
}
export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** Accounts, sessions and emailed tokens. The only place with account SQL. */
export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return user;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },

    async findUserByGoogleSubject(subject: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
      return user;
    },

    /** Inserts a user; returns undefined when the email is already taken. */
    async insertUser(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return user;
    },

    async updateUser(id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
      const [user] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      if (!user) throw new Error(`user ${id} vanished during update`);
      return user;
    },

    async insertEmailToken(values: {
      userId: string;
      purpose: EmailTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(emailTokens).values(values);
    },

    async findEmailToken(tokenHash: string, purpose: EmailTokenPurpose) {
      const [row] = await db
        .select()
        .from(emailTokens)
        .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
        .limit(1);
      return row;
    },

    /** Marks an unused, unexpired token used; returns its user id, or undefined if it was not usable. */
    async consumeEmailToken(tokenHash: string, purpose: EmailTokenPurpose) {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: emailTokens.userId });
      return row?.userId;
    },

    /** Voids a user's unused tokens of one purpose (a new link replaces the old ones). */
    async voidEmailTokens(userId: string, purpose: EmailTokenPurpose): Promise<void> {
      await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
          ),
        );
    },

    async insertRefreshToken(values: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(values);
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Replaces a live refresh token with `next` in one transaction; false when it was already
     * revoked (a re-use). A concurrent rotation of the same token waits on the row lock and
     * then sees the replacement, so its family is never seen without a live token.
     */
    async rotateRefreshToken(
      id: string,
      next: typeof refreshTokens.$inferInsert,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
          .returning({ id: refreshTokens.id });
        if (rows.length !== 1) return false;
        await tx.insert(refreshTokens).values(next);
        return true;
      });
    },

    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Ends every session of a user, or every one but `exceptFamilyId`. */
    async revokeUserSessions(userId: string, exceptFamilyId?: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
          ),
        );
    },

    /** True while a session family has a live (unrevoked, unexpired) token. */
    async isFamilyLive(familyId: string): Promise<boolean> {
      return (await db.$count(refreshTokens, liveFamily(familyId))) > 0;
    },

    /**
     * What authenticating a request needs: the user's role, approval and suspension, and
     * whether the session (refresh family) the access token belongs to is still live.
     */
    async findSessionUser(userId: string, familyId: string) {
      const [row] = await db
        .select({
          id: users.id,
          role: users.role,
          ownerApprovalStatus: users.ownerApprovalStatus,
          suspendedAt: users.suspendedAt,
          isSessionLive: sql<boolean>`exists (${db
            .select({ one: sql`1` })
            .from(refreshTokens)
            .where(liveFamily(familyId))})`,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
