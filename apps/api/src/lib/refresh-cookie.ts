/**
 * Name of the httpOnly cookie holding the refresh token (product decision 10): set by the auth
 * routes (modules/auth/session-cookie.ts), looked for by plugins (no-store, static-web).
 */
export const REFRESH_COOKIE = 'hh_refresh';
