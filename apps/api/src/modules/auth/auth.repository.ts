import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { withTransactions } from '../../db/transactional.ts';
import { emailTokens, refreshTokens, users } from '../../db/schema/index.ts';
import { sessionsEndedSignal, type SessionsEnded } from '../../lib/sessions-ended.ts';

/**
 * The `select pg_notify(...)` closing `ended`'s live sockets on every API instance, run in the
 * transaction that ends the sessions (issue 21 item 10; lib/sessions-ended.ts).
 */
function sessionsEndedNotice(ended: SessionsEnded): SQL {
  const { channel, payload } = sessionsEndedSignal(ended);
  return sql`select pg_notify(${channel}, ${payload})`;
}

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
/** An id no user has: queries for "no user" run the same statement and match nothing. */
export const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Accounts, sessions and emailed tokens. The only place with account SQL; `transaction` binds
 * the queries to one transaction (a token and the email carrying it: issue 21 item 4).
 */
export function createAuthRepository(db: Db) {
  return withTransactions(db, authQueries);
}

/** The account queries, over the database or one transaction. */
function authQueries(db: Executor) {
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

    /**
     * Stores a link token for `userId`, or, with null, runs the same statement and stores
     * nothing: forgot password does the same work for an unknown email (issue 21 item 4).
     */
    async insertEmailToken(values: {
      userId: string | null;
      purpose: EmailTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.execute(sql`
        insert into email_tokens (user_id, purpose, token_hash, expires_at)
        select id, ${values.purpose}::email_token_purpose, ${values.tokenHash},
          ${values.expiresAt.toISOString()}::timestamptz
        from users where id = ${values.userId ?? NO_USER_ID}::uuid`);
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

    /**
     * Ends one session (refresh family): its tokens are revoked and, in the same transaction,
     * every API process is told to close that session's live sockets (issue 21 item 10).
     */
    async revokeFamily(familyId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [revoked] = await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
          .returning({ userId: refreshTokens.userId });
        if (revoked) {
          await tx.execute(sessionsEndedNotice({ userId: revoked.userId, only: familyId }));
        }
      });
    },

    /**
     * Ends every session of a user, or every one but `exceptFamilyId`, and in the same
     * transaction tells every API process to close those sessions' live sockets (issue 21
     * item 10).
     */
    async revokeUserSessions(userId: string, exceptFamilyId?: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(refreshTokens.userId, userId),
              isNull(refreshTokens.revokedAt),
              exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
            ),
          );
        await tx.execute(
          sessionsEndedNotice(exceptFamilyId ? { userId, except: exceptFamilyId } : { userId }),
        );
      });
    },

    /** True while a session family has a live (unrevoked, unexpired) token. */
    async isFamilyLive(familyId: string): Promise<boolean> {
      return (await db.$count(refreshTokens, liveFamily(familyId))) > 0;
    },

    /**
     * What authenticating a request needs: the user's role, approval, suspension and language
     * (issue 24), and whether the session (refresh family) the access token names is still
     * live AND is this user's (a token naming another user's session is refused: issue 21
     * item 11).
     */
    async findSessionUser(userId: string, familyId: string) {
      const [row] = await db
        .select({
          id: users.id,
          role: users.role,
          ownerApprovalStatus: users.ownerApprovalStatus,
          suspendedAt: users.suspendedAt,
          preferredLanguage: users.preferredLanguage,
          isSessionLive: sql<boolean>`exists (${db
            .select({ one: sql`1` })
            .from(refreshTokens)
            .where(and(liveFamily(familyId), eq(refreshTokens.userId, users.id)))})`,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
