/**
 * Set while this browser holds a session (the value is '1', never a credential): on start the
 * app asks POST /api/auth/refresh only when it is there, as the spec restores a session only
 * when a stored token exists (part 1 section 3). A guest's visit so makes no call that must
 * fail with 401 (a console error on every page).
 */
export const SESSION_HINT_KEY = 'hostelhub-session';

/** Whether this browser holds a session; true when storage is blocked (then ask the server). */
export function readSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    // Storage blocked (privacy mode): ask the server, as before.
    return true;
  }
}

/** Records whether this browser holds a session; does nothing when storage is blocked. */
export function writeSessionHint(present: boolean): void {
  try {
    if (present) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage blocked: the next start asks the server.
  }
}
