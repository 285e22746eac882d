/**
 * Name of the httpOnly cookie holding the refresh token (product decision 10): set by the auth
 * routes (modules/auth/session-cookie.http.ts), looked for by plugins (no-store, static-web).
 */
export const REFRESH_COOKIE = 'hh_refresh';

/**
 * A cookie without a secret, sent with every page: this browser holds a session (issue 25). The
 * refresh cookie only travels to the auth routes, so the page server could not tell a signed-in
 * browser from a guest; with this one it sends a signed-in browser the app instead of a page
 * rendered for a guest (apps/api/src/plugins/page-render.ts). Set and cleared with the refresh
 * cookie (modules/auth/session-cookie.http.ts).
 */
export const SESSION_MARKER_COOKIE = 'hh_session';
