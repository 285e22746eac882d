import { hkdfSync } from 'node:crypto';
import type { AlertScope } from '@hostelhub/shared';
import { jwtVerify, SignJWT } from 'jose';

/** What an unsubscribe link turns off: a saved search of a user, or the user's favourite alerts. */
export type UnsubscribeClaims =
  | { scope: 'saved_search'; userId: string; savedSearchId: string }
  | { scope: 'favorites'; userId: string };

const ISSUER = 'hostelhub';
const AUDIENCE = 'hostelhub:alert-unsubscribe';

/**
 * The signed links of alert emails (issue 29; RFC 8058 one-click unsubscribe): an HS256 JWT
 * (jose) under a key derived from the server secret for this purpose only (HKDF-SHA256), so an
 * unsubscribe token can never pass as an access token, nor the reverse. It carries the user,
 * the scope and the saved search, and no expiry: an old email's link must keep working, and
 * all it can do is turn those alerts off.
 */
export function createUnsubscribeTokens(serverSecret: string) {
  const key = new Uint8Array(
    hkdfSync('sha256', serverSecret, 'hostelhub', 'alert unsubscribe links', 32),
  );

  return {
    /** The token of a link that turns `claims`' alerts off. */
    async sign(claims: UnsubscribeClaims): Promise<string> {
      const payload: Record<string, string> = { scope: claims.scope };
      if (claims.scope === 'saved_search') payload.ssid = claims.savedSearchId;
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .sign(key);
    },

    /** The claims of a token this server signed, or null for anything else. */
    async verify(token: string): Promise<UnsubscribeClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          requiredClaims: ['sub'],
        });
        const scope = payload.scope as AlertScope | undefined;
        if (typeof payload.sub !== 'string') return null;
        if (scope === 'favorites') return { scope, userId: payload.sub };
        if (scope === 'saved_search' && typeof payload.ssid === 'string') {
          return { scope, userId: payload.sub, savedSearchId: payload.ssid };
        }
        return null;
      } catch {
        return null;
      }
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
