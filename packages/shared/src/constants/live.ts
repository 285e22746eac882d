// A plain constant, apart from the schemas: the web app's shell reads it without building any
// zod schema (issue 11).

/** WebSocket close codes of /api/ws. */
export const LIVE_CLOSE_CODES = {
  /** No valid `auth` message: sign in again, then reconnect. */
  unauthorized: 4401,
  /** The access token expired: reconnect with a fresh one. */
  tokenExpired: 4001,
  /** The client sent something that is not a LiveClientMessage. */
  badMessage: 4400,
} as const;
