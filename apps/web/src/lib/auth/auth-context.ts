import type { Session, UserProfile } from '@hostelhub/shared';
import { createContext, useContext } from 'react';

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

/** See AuthContextValue.signedOutBy. */
export type SignedOutBy = 'signed-out' | 'account-deleted';

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

export const AuthContext = createContext<AuthContextValue | null>(null);

/** Tells the provider which page the router shows (set by SessionRedirect). */
export const CurrentPathContext = createContext<((pathname: string) => void) | null>(null);

/** The session and its actions; throws outside an AuthProvider. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
