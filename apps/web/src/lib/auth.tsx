import type { Role } from '@hostelhub/shared';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../components/ui/spinner';
import { paths, roleHomeHref } from '../config/paths';

/** The signed-in account as the web app needs it. */
export interface AuthUser {
  id: string;
  email: string;
  full_name: string;
  role: Role;
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

export interface AuthContextValue extends AuthState {
  /** Ends the session on this device. */
  signOut: () => Promise<void>;
}

const SIGNED_OUT: AuthState = { status: 'signed-out', user: null };

const AuthContext = createContext<AuthContextValue | null>(null);

export interface AuthProviderProps {
  children: ReactNode;
  /**
   * The session to start from. Accounts arrive with the next release, which restores the
   * session from the refresh cookie here; until then everyone is signed out. Tests pass a
   * student, owner, admin or loading state.
   */
  initialState?: AuthState;
}

export function AuthProvider({ children, initialState = SIGNED_OUT }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(initialState);

  const signOut = useCallback(async () => {
    setState(SIGNED_OUT);
    return Promise.resolve();
  }, []);

  const value = useMemo<AuthContextValue>(() => ({ ...state, signOut }), [state, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

interface ProtectedRouteProps {
  children: ReactNode;
  /** The role the page needs; any signed-in user when omitted. */
  role?: Role;
  /** Where a visitor without a session goes (default /login). */
  signInHref?: string;
}

/**
 * Protected-route rule (part 1 section 2): no user goes to sign in, a loading screen shows
 * while the profile loads, and a user of another role goes to /{their role}.
 */
export function ProtectedRoute({ children, role, signInHref }: ProtectedRouteProps) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen label="Loading your account..." />;
  if (!user) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={signInHref ?? paths.auth.login.getHref(from)} replace />;
  }
  if (role && user.role !== role) return <Navigate to={roleHomeHref(user.role)} replace />;
  return children;
}

/** Guest-only pages: a signed-in user with a role goes to /{role}. */
export function GuestRoute({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return <LoadingScreen label="Loading your account..." />;
  if (user) return <Navigate to={roleHomeHref(user.role)} replace />;
  return children;
}
