import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@hostelhub/shared';

/** Access tokens live 15 minutes (DESIGN.md 'Stack'). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Claims of an access token: the user, their role and the session (refresh family) id. */
export interface AccessTokenClaims {
  sub: string;
  role: Role;
  sid: string;
}

/** A verified access token's claims, with when it expires (seconds since the epoch). */
export interface VerifiedAccessToken extends AccessTokenClaims {
  exp: number;
}

const ISSUER = 'hostelhub';

/** Signs a short-lived HS256 access token. */
export async function signAccessToken(claims: AccessTokenClaims, secret: string): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(new TextEncoder().encode(secret));
}

/**
 * Verifies an access token: HS256 with `secret`, our issuer, and `sub`, `sid` and `exp` all
 * present (a token without an expiry never ends, so it is refused: issue 21 item 11). Returns
 * its claims, or null when invalid, incomplete or expired. Whether the session `sid` is live
 * and belongs to `sub` is the caller's check (plugins/auth.ts).
 */
export async function verifyAccessToken(
  token: string,
  secret: string,
): Promise<VerifiedAccessToken | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    const { sub, sid, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') {
      return null;
    }
    return { sub, role: payload.role as Role, sid, exp };
  } catch {
    return null;
  }
}

/** A random opaque token (refresh tokens, emailed links): 32 bytes, base64url. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How opaque tokens are stored: their SHA-256, so a database leak reveals no live token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two secrets in constant time (through their hashes, so lengths may differ). */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
