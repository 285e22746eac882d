/**
 * The signal that sessions ended (issue 21 item 10), apart from the live hub that hears it
 * (lib/live-events.ts): ending a session is not telling a user anything (issue 43 item 2), so
 * the repositories that end sessions (auth: sign-out, password; admin: suspension, deletion)
 * take it from here and run `select pg_notify(channel, payload)` in the transaction that ends
 * them, so every API instance hears it exactly when they ended. No SQL here.
 */

/** The one NOTIFY channel every API instance LISTENs on (DESIGN.md 'Stack', realtime). */
export const LIVE_EVENTS_CHANNEL = 'hostelhub_live_events';

/**
 * Sessions that ended (sign-out, suspension, a password change or reset, a deleted account):
 * the user's sockets of those sessions close on every instance (issue 21 item 10). With
 * neither `only` nor `except`, every session of the user ended.
 */
export interface SessionsEnded {
  userId: string;
  /** Only this session (refresh family) ended. */
  only?: string;
  /** Every session but this one ended (a password change keeps the session that made it). */
  except?: string;
}

/** What one NOTIFY of ended sessions carries. */
export interface SessionsEndedEnvelope {
  ended: SessionsEnded;
}

/** The NOTIFY (channel and payload) telling every API instance that `ended`'s sessions are over. */
export function sessionsEndedSignal(ended: SessionsEnded): { channel: string; payload: string } {
  return {
    channel: LIVE_EVENTS_CHANNEL,
    payload: JSON.stringify({ ended } satisfies SessionsEndedEnvelope),
  };
}

/** Whether a socket of session `sessionId` is among the sessions `ended` names. */
export function isEnded(ended: SessionsEnded, sessionId: string): boolean {
  if (ended.only !== undefined) return sessionId === ended.only;
  if (ended.except !== undefined) return sessionId !== ended.except;
  return true;
}
