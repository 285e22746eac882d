import { hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';

/** Name of the device cookie: this browser signed in to an account before (issue 21 item 9). */
export const DEVICE_COOKIE = 'hh_device';
/** A device cookie lasts a year, in seconds; each sign-in from the browser replaces it. */
export const DEVICE_COOKIE_TTL_SECONDS = 365 * 24 * 60 * 60;

const ISSUER = 'hostelhub';
const AUDIENCE = 'hostelhub-device';

/** How an account is named in device cookies and sign-in counters: its email, trimmed, lower-case. */
export function accountKey(email: unknown): string {
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * Device cookies (OWASP 'Slow down online guessing attacks with device cookies'; issue 21 item
 * 9; decision 014). After a whole sign-in succeeds (password, and the code when two-factor is
 * on) the browser gets an HS256 JWT naming the account and a random nonce, under a key derived
 * (HKDF-SHA256) from JWT_SECRET for this purpose only: httpOnly, SameSite=Lax, sent only to
 * /api/auth, Secure when PUBLIC_URL is https, kept a year. A sign-in that presents a valid one
 * for the account it tries counts its failures on that device alone.
 */
export function createDeviceCookies(serverSecret: string, secureCookies: boolean) {
  const key = new Uint8Array(hkdfSync('sha256', serverSecret, 'hostelhub', 'device-cookie', 32));

  return {
    /** Sets a new device cookie for the account of `email` (a fresh nonce, so a fresh count). */
    async issue(reply: FastifyReply, email: string): Promise<void> {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(accountKey(email))
        .setJti(randomBytes(16).toString('base64url'))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${DEVICE_COOKIE_TTL_SECONDS}s`)
        .sign(key);
      reply.setCookie(DEVICE_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        path: '/api/auth',
        maxAge: DEVICE_COOKIE_TTL_SECONDS,
      });
    },

    /**
     * The nonce of the request's device cookie when it is valid (signature, expiry) and names
     * the account `account` (see accountKey); null otherwise: no cookie, a forged or expired
     * one, or one of another account. Never throws.
     */
    async nonceFor(request: FastifyRequest, account: string): Promise<string | null> {
      const token = request.cookies[DEVICE_COOKIE];
      if (!token || !account) return null;
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        return payload.sub === account && typeof payload.jti === 'string' ? payload.jti : null;
      } catch {
        return null;
      }
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
