import type { FastifyReply } from 'fastify';
import { REFRESH_COOKIE, SESSION_MARKER_COOKIE } from '../../lib/refresh-cookie.ts';
import type { IssuedSession, SignInOutcome } from './auth.types.ts';
import { REFRESH_TOKEN_TTL_MS } from './sign-in.service.ts';

/** The refresh cookie only travels to the auth routes. */
export const REFRESH_COOKIE_PATH = '/api/auth';

/**
 * The refresh cookie's attributes (decision 10): HttpOnly, SameSite=Strict, only to the auth
 * routes, and Secure when PUBLIC_URL is https. Setting and clearing it use the same ones.
 */
export function refreshCookieAttributes(secureCookies: boolean) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureCookies,
    path: REFRESH_COOKIE_PATH,
  };
}

/** Removes the refresh cookie (sign-out, a refused refresh, a deleted account). */
export function clearRefreshCookie(reply: FastifyReply, secureCookies: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, refreshCookieAttributes(secureCookies));
  reply.clearCookie(SESSION_MARKER_COOKIE, sessionMarkerAttributes(secureCookies));
}

/** The session marker's attributes: every page of the site, readable by no script. */
function sessionMarkerAttributes(secureCookies: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: secureCookies, path: '/' };
}

/**
 * Answers a sign-in: sets the refresh cookie and returns the `{ user, tokens }` envelope.
 * Password, admin, refresh and Google sign-ins all end here.
 */
export function sendSession(reply: FastifyReply, issued: IssuedSession, secureCookies: boolean) {
  reply.setCookie(REFRESH_COOKIE, issued.refreshToken, {
    ...refreshCookieAttributes(secureCookies),
    maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
  });
  reply.setCookie(SESSION_MARKER_COOKIE, '1', {
    ...sessionMarkerAttributes(secureCookies),
    maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
  });
  reply.header('Cache-Control', 'no-store');
  return { success: true as const, data: issued.session };
}

/**
 * Answers a first sign-in step: the session (as `sendSession`), or the two-factor challenge,
 * which sets no cookie (decision 9).
 */
export function sendSignIn(reply: FastifyReply, outcome: SignInOutcome, secureCookies: boolean) {
  if (!('two_factor_required' in outcome)) return sendSession(reply, outcome, secureCookies);
  reply.header('Cache-Control', 'no-store');
  return { success: true as const, data: outcome };
}
