import type { Session, UserProfile } from '@hostelhub/shared';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  api,
  getAccessToken,
  setAccessToken,
  setSessionHooks,
  type DataEnvelope,
} from '../api-client';
import { openAuthChannel, writeAuthEvent, type AuthChannel, type AuthEvent } from './auth-channel';
import {
  AuthContext,
  CurrentPathContext,
  type AuthContextValue,
  type AuthState,
  type SignedOutBy,
} from './auth-context';
import { claimOfflineStore, clearOfflineStore } from '../offline/offline-store';
import { isAuthPagePath } from './auth-paths';
import { postRefresh, refreshDelayMs } from './session-refresh';
import { readSessionHint, writeSessionHint } from './session-hint';

const SIGNED_OUT: AuthState = { status: 'signed-out', user: null };
const LOADING: AuthState = { status: 'loading', user: null };

export interface AuthProviderProps {
  children: ReactNode;
  /**
   * The state to start from. Without it the provider restores the session from the refresh
   * cookie (POST /api/auth/refresh) and shows 'loading' meanwhile, when the session hint
   * (SESSION_HINT_KEY) says this browser has one; else it starts signed out. Tests pass a
   * student, owner, admin, signed-out or loading state, and then no restore call is made.
   */
  initialState?: AuthState;
  /**
   * Called once a sign-out in this tab (the person's own, or after deleting the account) has
   * cleared the session: the app forgets there what this browser kept of the person. Not
   * called when a session merely ends (it ran out, or another tab signed out).
   */
  onSignedOut?: () => void;
}

/**
 * Holds the session (part 1 sections 3 and 4): restores it on start, renews the access token
 * before it runs out and once after any 401, keeps the tabs in step, and hands the API
 * client its session hooks. Read it with `useAuth`.
 */
export function AuthProvider({ children, initialState, onSignedOut }: AuthProviderProps) {
  // Without a session hint there is nothing to restore: signed out from the first render.
  const [shouldRestoreAtStart] = useState(() => initialState === undefined && readSessionHint());
  const [state, setState] = useState<AuthState>(
    () => initialState ?? (shouldRestoreAtStart ? LOADING : SIGNED_OUT),
  );
  const [sessionEndedAt, setSessionEndedAt] = useState<number | null>(null);
  const [signedOutBy, setSignedOutBy] = useState<SignedOutBy | null>(null);
  const shouldRestore = useRef(shouldRestoreAtStart);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlightRefresh = useRef<Promise<string | null> | null>(null);
  const channel = useRef<AuthChannel | null>(null);
  // The router's current path; SessionRedirect keeps it up to date from inside the router.
  const currentPath = useRef<string>(
    typeof window === 'undefined' ? '/' : window.location.pathname,
  );

  const clearTimer = useCallback(() => {
    if (refreshTimer.current) clearTimeout(refreshTimer.current);
    refreshTimer.current = null;
  }, []);

  const clearSession = useCallback(() => {
    clearTimer();
    setAccessToken(null);
    writeSessionHint(false);
    setState(SIGNED_OUT);
  }, [clearTimer]);

  const broadcast = useCallback((event: AuthEvent) => {
    if (channel.current) channel.current.post(event);
    else writeAuthEvent(event);
  }, []);

  // `refresh` and `applySession` call each other through the timer, hence the ref.
  const refreshRef = useRef<() => Promise<string | null>>(() => Promise.resolve(null));

  const applySession = useCallback(
    (session: Session) => {
      setAccessToken(session.tokens.accessToken);
      writeSessionHint(true);
      // Another user's offline copies go (issue 25).
      void claimOfflineStore(session.user.id);
      setSignedOutBy(null);
      setState({ status: 'signed-in', user: session.user });
      clearTimer();
      refreshTimer.current = setTimeout(() => {
        void refreshRef.current();
      }, refreshDelayMs(session.tokens.expiresIn));
    },
    [clearTimer],
  );

  /** One refresh at a time; resolves to the new access token or null (signed out). */
  const refresh = useCallback((): Promise<string | null> => {
    if (inFlightRefresh.current) return inFlightRefresh.current;
    const promise = postRefresh()
      .then((session) => {
        applySession(session);
        return session.tokens.accessToken;
      })
      .catch(() => {
        // 'Failed to initialize authentication': the visitor simply continues signed out.
        clearSession();
        return null;
      })
      .finally(() => {
        inFlightRefresh.current = null;
      });
    inFlightRefresh.current = promise;
    return promise;
  }, [applySession, clearSession]);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);

  const signIn = useCallback(
    (session: Session) => {
      applySession(session);
      broadcast('signed-in');
    },
    [applySession, broadcast],
  );

  const signOut = useCallback(
    async (options?: { accountDeleted?: boolean }) => {
      // Before the session goes: a protected page still open then leaves for /, not /login
      // (the navigation to / may still be waiting for the page's code; issue 22 item 11).
      setSignedOutBy(options?.accountDeleted ? 'account-deleted' : 'signed-out');
      if (getAccessToken()) {
        try {
          await api.post('/api/auth/logout', undefined, { handleUnauthorized: false });
        } catch {
          // 'Failed to sign out': the local session is cleared whatever the server said.
        }
      }
      clearSession();
      // Only here, not in clearSession: a session that could not be restored offline keeps them.
      void clearOfflineStore();
      onSignedOut?.();
      broadcast('signed-out');
    },
    [broadcast, clearSession, onSignedOut],
  );

  const refreshProfile = useCallback(async (profile?: UserProfile) => {
    const next = profile ?? (await api.get<DataEnvelope<UserProfile>>('/api/users/profile')).data;
    setState((previous) =>
      previous.status === 'signed-in' ? { status: 'signed-in', user: next } : previous,
    );
  }, []);

  // Session restore on start (part 1 section 4).
  useEffect(() => {
    if (!shouldRestore.current) return;
    shouldRestore.current = false;
    void refresh();
  }, [refresh]);

  // Every call's 401 comes here once the refresh has failed too.
  useEffect(
    () =>
      setSessionHooks({
        refresh,
        onUnauthorized: () => {
          if (isAuthPagePath(currentPath.current)) return;
          clearSession();
          setSessionEndedAt(Date.now());
        },
      }),
    [refresh, clearSession],
  );

  // Cross-tab: a sign-in elsewhere restores the session here, a sign-out ends it.
  useEffect(() => {
    const link = openAuthChannel((event) => {
      if (event === 'signed-in') void refresh();
      else clearSession();
    });
    channel.current = link;
    return () => {
      channel.current = null;
      link.close();
    };
  }, [refresh, clearSession]);

  useEffect(() => clearTimer, [clearTimer]);

  const setCurrentPath = useCallback((pathname: string) => {
    currentPath.current = pathname;
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signIn,
      signOut,
      refreshProfile,
      sessionEndedAt,
      renewSession: refresh,
      signedOutBy,
    }),
    [state, signIn, signOut, refreshProfile, sessionEndedAt, refresh, signedOutBy],
  );
  return (
    <AuthContext.Provider value={value}>
      <CurrentPathContext.Provider value={setCurrentPath}>{children}</CurrentPathContext.Provider>
    </AuthContext.Provider>
  );
}
