/**
 * The web app's session (part 1 sections 2 to 4, 8; decision 10), one file per job:
 * auth-context (types, `useAuth`), auth-provider (restore, renew, sign in and out),
 * session-hint (the 'has a session' flag in storage), session-refresh (token renewal), auth-channel (cross-tab),
 * auth-paths (sign-in pages, safe redirects). The route guards that draw screens (SessionRedirect,
 * ProtectedRoute, GuestRoute) are components: components/route-guards.tsx.
 */
export { AUTH_CHANNEL, AUTH_STORAGE_KEY } from './auth-channel';
export {
  CurrentPathContext,
  useAuth,
  type AuthContextValue,
  type AuthState,
  type AuthStatus,
  type AuthUser,
  type SignedOutBy,
} from './auth-context';
export { isAuthPagePath, safeRedirectPath } from './auth-paths';
export { AuthProvider, type AuthProviderProps } from './auth-provider';
export { SESSION_HINT_KEY } from './session-hint';
