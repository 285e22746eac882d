import type { Role, Session, UserProfile } from '@hostelhub/shared';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoadingScreen } from '../components/ui/spinner';
import { paths, roleHomeHref } from '../config/paths';
import {
  api,
  getAccessToken,
  setAccessToken,
  setSessionHooks,
  type DataEnvelope,
} from './api-client';

/**
 * The signed-in account as the web app holds it: the profile of GET /api/users/profile. Only
 * the identity fields are guaranteed, so tests and older sessions may leave the rest out.
 */
export type AuthUser = Pick<UserProfile, 'id' | 'email' | 'full_name' | 'role'> &
  Partial<Omit<UserProfile, 'id' | 'email' | 'full_name' | 'role'>>;

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

export interface AuthContextValue extends AuthState {
  /** Starts the session a sign-in answered with (login, admin login, Google). */
  signIn: (session: Session) => void;
  /**
   * Ends the session on this device and tells the other tabs. `accountDeleted`: the account
   * was just deleted, so the home page says so (issue 22 item 11).
   */
  signOut: (options?: { accountDeleted?: boolean }) => Promise<void>;
  /** Reloads the profile, or stores the one a profile update answered with. */
  refreshProfile: (profile?: UserProfile) => Promise<void>;
  /** Bumped each time a 401 ended the session away from the sign-in pages. */
  sessionEndedAt: number | null;
  /** Renews the access token from the refresh cookie now; the new token, or null (signed out). */
  renewSession: () => Promise<string | null>;
  /**
   * How this page's last session ended by the user's own hand: 'signed-out' (Sign out) or
   * 'account-deleted'; null while signed in or when it ended otherwise. A protected page then
   * goes to /, not to sign in (part 1 section 2; issue 22 item 11).
   */
  signedOutBy: SignedOutBy | null;
}

/** See AuthContextValue.signedOutBy. */
export type SignedOutBy = 'signed-out' | 'account-deleted';

const SIGNED_OUT: AuthState = { status: 'signed-out', user: null };
const LOADING: AuthState = { status: 'loading', user: null };

/** Cross-tab channel name and the storage key of the fallback (decision 10: no token in it). */
export const AUTH_CHANNEL = 'hostelhub-auth';
export const AUTH_STORAGE_KEY = 'hostelhub-auth-event';

type AuthEvent = 'signed-in' | 'signed-out';

/**
 * Set while this browser holds a session (the value is '1', never a credential): on start the
 * app asks POST /api/auth/refresh only when it is there, as the spec restores a session only
 * when a stored token exists (part 1 section 3). A guest's visit so makes no call that must
 * fail with 401 (a console error on every page).
 */
export const SESSION_HINT_KEY = 'hostelhub-session';

function readSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    // Storage blocked (privacy mode): ask the server, as before.
    return true;
  }
}

function writeSessionHint(present: boolean): void {
  try {
    if (present) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage blocked: the next start asks the server.
  }
}

/** Renew this long before the access token runs out. */
const REFRESH_MARGIN_MS = 60_000;

/**
 * Authentication pages handle their own 401s (part 1 section 8): those starting with /login,
 * /signup, /admin/login and /forgot-password.
 */
export function isAuthPagePath(pathname: string): boolean {
  return ['/login', '/signup', '/admin/login', '/forgot-password'].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/** A same-site path to return to after sign-in, or null ('//evil.example' is not one). */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}

function refreshDelayMs(expiresIn: number): number {
  const lifetime = Math.max(expiresIn, 1) * 1000;
  return lifetime > 2 * REFRESH_MARGIN_MS ? lifetime - REFRESH_MARGIN_MS : lifetime * 0.75;
}

async function postRefresh(): Promise<Session> {
  const body = await api.post<DataEnvelope<Session>>('/api/auth/refresh', undefined, {
    handleUnauthorized: false,
  });
  return body.data;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export interface AuthProviderProps {
  children: ReactNode;
  /**
   * The state to start from. Without it the provider restores the session from the refresh
   * cookie (POST /api/auth/refresh) and shows 'loading' meanwhile, when the session hint
   * (SESSION_HINT_KEY) says this browser has one; else it starts signed out. Tests pass a
   * student, owner, admin, signed-out or loading state, and then no restore call is made.
   */
  initialState?: AuthState;
}

export function AuthProvider({ children, initialState }: AuthProviderProps) {
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
  const channel = useRef<BroadcastChannel | null>(null);
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
    if (channel.current) {
      channel.current.postMessage({ type: event });
      return;
    }
    try {
      // Only the event and a timestamp, so each write changes the value and fires `storage`.
      window.localStorage.setItem(
        AUTH_STORAGE_KEY,
        JSON.stringify({ type: event, at: Date.now() }),
      );
    } catch {
      // Storage can be unavailable (private mode); other tabs then catch up on their next call.
    }
  }, []);

  // `refresh` and `applySession` call each other through the timer, hence the ref.
  const refreshRef = useRef<() => Promise<string | null>>(() => Promise.resolve(null));

  const applySession = useCallback(
    (session: Session) => {
      setAccessToken(session.tokens.accessToken);
      writeSessionHint(true);
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
      broadcast('signed-out');
    },
    [broadcast, clearSession],
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
    const onEvent = (event: unknown) => {
      const type = (event as { type?: unknown } | null)?.type;
      if (type === 'signed-in') void refresh();
      if (type === 'signed-out') clearSession();
    };
    if (typeof BroadcastChannel === 'function') {
      const bc = new BroadcastChannel(AUTH_CHANNEL);
      bc.onmessage = (message: MessageEvent) => onEvent(message.data);
      channel.current = bc;
      return () => {
        channel.current = null;
        bc.close();
      };
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_STORAGE_KEY || !event.newValue) return;
      try {
        onEvent(JSON.parse(event.newValue));
      } catch {
        // Not ours.
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
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

const CurrentPathContext = createContext<((pathname: string) => void) | null>(null);

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

/**
 * Lives inside the router: tells the session which page is open, and sends the browser to
 * /login when a 401 ended the session (part 1 section 8).
 */
export function SessionRedirect() {
  const { sessionEndedAt } = useAuth();
  const setCurrentPath = useContext(CurrentPathContext);
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    setCurrentPath?.(location.pathname);
  }, [setCurrentPath, location.pathname]);

  const handled = useRef<number | null>(null);
  useEffect(() => {
    if (sessionEndedAt === null || handled.current === sessionEndedAt) return;
    handled.current = sessionEndedAt;
    if (!isAuthPagePath(location.pathname)) {
      void navigate(paths.auth.login.getHref(), { replace: true });
    }
  }, [sessionEndedAt, location.pathname, navigate]);
  return null;
}

interface ProtectedRouteProps {
  children: ReactNode;
  /** The role (or one of the roles) the page needs; any signed-in user when omitted. */
  role?: Role | readonly Role[];
  /** Where a visitor without a session goes (default /login). */
  signInHref?: string;
}

/**
 * Protected-route rule (part 1 section 2): no user goes to sign in, a loading screen shows
 * while the profile loads, and a user of another role goes to /{their role}. A user who just
 * signed out (or deleted the account) here goes to / instead (issue 22 item 11).
 */
export function ProtectedRoute({ children, role, signInHref }: ProtectedRouteProps) {
  const { status, user, signedOutBy } = useAuth();
  const location = useLocation();
  // Whether this page was open signed in: only then does signing out here lead home.
  const [hadUser, setHadUser] = useState(false);
  if (user && !hadUser) setHadUser(true);
  if (status === 'loading') return <LoadingScreen label="Loading your account..." />;
  if (!user && signedOutBy && hadUser) return <Navigate to={paths.home.getHref()} replace />;
  if (!user) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={signInHref ?? paths.auth.login.getHref(from)} replace />;
  }
  const allowed =
    role === undefined || (typeof role === 'string' ? [role] : role).includes(user.role);
  if (!allowed) return <Navigate to={roleHomeHref(user.role)} replace />;
  return children;
}

/**
 * Guest-only pages: a signed-in user goes to the same-site ?redirect= path, else /{role}.
 * Signing in on /login lands here too once the page hands the session over.
 */
export function GuestRoute({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen label="Loading your account..." />;
  if (user) {
    const redirect = safeRedirectPath(new URLSearchParams(location.search).get('redirect'));
    return <Navigate to={redirect ?? roleHomeHref(user.role)} replace />;
  }
  return children;
}
