import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import { refreshTokens, type users } from '../../src/db/schema/index.ts';
import { generateOpaqueToken, hashToken, signAccessToken } from '../../src/lib/tokens.ts';

/**
 * A live session for the user, as sign-in would create it (a refresh-token family and an
 * access token for it); returns the `authorization` header value.
 */
export async function signIn(
  db: Db,
  jwtSecret: string,
  user: Pick<typeof users.$inferSelect, 'id' | 'role'>,
): Promise<string> {
  const familyId = randomUUID();
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: randomUUID(),
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  const token = await signAccessToken({ sub: user.id, role: user.role, sid: familyId }, jwtSecret);
  return `Bearer ${token}`;
}

/** A session whose refresh token is known: for sign-out through the cookie (issue 21 item 10). */
export interface KnownSession {
  /** The `authorization` header value. */
  auth: string;
  /** The refresh token, as the hh_refresh cookie carries it. */
  refreshToken: string;
  /** The session (refresh family) id, the access token's `sid`. */
  familyId: string;
}

/** Like `signIn`, but also returns the refresh token and the session id. */
export async function signInWithRefreshToken(
  db: Db,
  jwtSecret: string,
  user: Pick<typeof users.$inferSelect, 'id' | 'role'>,
): Promise<KnownSession> {
  const familyId = randomUUID();
  const refreshToken = generateOpaqueToken();
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  const token = await signAccessToken({ sub: user.id, role: user.role, sid: familyId }, jwtSecret);
  return { auth: `Bearer ${token}`, refreshToken, familyId };
}
