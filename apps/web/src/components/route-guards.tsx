import type { Role } from '@hostelhub/shared';
import { useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoadingScreen } from './ui/spinner';
import { useT } from '../lib/i18n';
import { componentsText } from './i18n';
import { paths, roleHomeHref } from '../config/paths';
import { CurrentPathContext, isAuthPagePath, safeRedirectPath, useAuth } from '../lib/auth';

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

export interface ProtectedRouteProps {
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
  const t = useT(componentsText);
  // Whether this page was open signed in: only then does signing out here lead home.
  const [hadUser, setHadUser] = useState(false);
  if (user && !hadUser) setHadUser(true);
  if (status === 'loading') return <LoadingScreen label={t('account.loading')} />;
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
  const t = useT(componentsText);
  if (status === 'loading') return <LoadingScreen label={t('account.loading')} />;
  if (user) {
    const redirect = safeRedirectPath(new URLSearchParams(location.search).get('redirect'));
    return <Navigate to={redirect ?? roleHomeHref(user.role)} replace />;
  }
  return children;
}
