import { hkdfSync } from 'node:crypto';
import { SAVED_SEARCHES_MAX, type AlertScope } from '@hostelhub/shared';
import { jwtVerify, SignJWT } from 'jose';

/**
 * What an unsubscribe link turns off: saved searches of a user (one, or every search of a daily
 * digest email), or the user's favourite alerts.
 */
export type UnsubscribeClaims =
  | { scope: 'saved_search'; userId: string; savedSearchIds: readonly string[] }
  | { scope: 'favorites'; userId: string };

/**
 * The searches of a verified payload: `ssid` (one; every link signed before digests per person)
 * or `ssids` (a digest's, at most SAVED_SEARCHES_MAX); null for anything else.
 */
function searchIdsOf(payload: Record<string, unknown>): string[] | null {
  if (typeof payload.ssid === 'string') return [payload.ssid];
  const ids = payload.ssids;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > SAVED_SEARCHES_MAX) return null;
  return ids.every((id): id is string => typeof id === 'string') ? ids : null;
}

const ISSUER = 'hostelhub';
const AUDIENCE = 'hostelhub:alert-unsubscribe';

/**
 * The signed links of alert emails (issue 29; RFC 8058 one-click unsubscribe): an HS256 JWT
 * (jose) under a key derived from the server secret for this purpose only (HKDF-SHA256), so an
 * unsubscribe token can never pass as an access token, nor the reverse. It carries the user,
 * the scope and the saved searches (`ssid` for one, `ssids` for a digest's several), and no
 * expiry: an old email's link must keep working, and
 * all it can do is turn those alerts off.
 */
export function createUnsubscribeTokens(serverSecret: string) {
  const key = new Uint8Array(
    hkdfSync('sha256', serverSecret, 'hostelhub', 'alert unsubscribe links', 32),
  );

  return {
    /** The token of a link that turns `claims`' alerts off. */
    async sign(claims: UnsubscribeClaims): Promise<string> {
      const payload: Record<string, string | string[]> = { scope: claims.scope };
      if (claims.scope === 'saved_search') {
        const [only, ...others] = claims.savedSearchIds;
        if (only === undefined) throw new Error('an unsubscribe link names at least one search');
        if (others.length === 0) payload.ssid = only;
        else payload.ssids = [...claims.savedSearchIds];
      }
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
        const savedSearchIds = scope === 'saved_search' ? searchIdsOf(payload) : null;
        return savedSearchIds
          ? { scope: 'saved_search', userId: payload.sub, savedSearchIds }
          : null;
      } catch {
        return null;
      }
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
