// A plain constant, apart from the schemas: the web app's shell reads it without building any
// zod schema (issue 11).

/** WebSocket close codes of /api/ws. */
export const LIVE_CLOSE_CODES = {
  /** No valid `auth` message: sign in again, then reconnect. */
  unauthorized: 4401,
  /**
   * The access token expired and its session could not be checked again (the database did not
   * answer): reconnect with a fresh one.
   */
  tokenExpired: 4001,
  /**
   * The session ended (signed out, suspended, password changed or reset, account deleted):
   * renew the session once; reconnect only if that gives a token (issue 21 item 10).
   */
  sessionEnded: 4403,
  /** The client sent something that is not a LiveClientMessage. */
  badMessage: 4400,
  /**
   * The server is shutting down or restarting (the standard 1012, "service restart"):
   * reconnect after a moment, to this instance once back or another one (issue 30).
   */
  serviceRestart: 1012,
} as const;
