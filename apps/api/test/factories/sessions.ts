import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import { refreshTokens, type users } from '../../src/db/schema/index.ts';
import { signAccessToken } from '../../src/lib/tokens.ts';

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
