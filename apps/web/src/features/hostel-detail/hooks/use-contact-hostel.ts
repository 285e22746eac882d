import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { HOSTEL_DETAIL_TEXTS } from '../texts';

/** What pressing Contact Hostel led to, for a signed-in user. */
export type ContactOutcome = 'none' | 'student' | 'not-student';

/**
 * Contact Hostel (part 1 section 6): only students may contact a hostel; a guest is asked to
 * log in and comes back to this page (and open hostel) afterwards.
 */
export function useContactHostel() {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [pressedAs, setPressedAs] = useState<string | null>(null);

  const contact = useCallback(() => {
    if (status !== 'signed-in' || !user) {
      if (window.confirm(HOSTEL_DETAIL_TEXTS.loginToContact)) {
        void navigate(paths.auth.login.getHref(`${location.pathname}${location.search}`));
      }
      return;
    }
    setPressedAs(user.id);
  }, [status, user, navigate, location.pathname, location.search]);

  // Tied to the user who pressed it, so signing out or switching account clears the answer.
  const outcome: ContactOutcome =
    user && pressedAs === user.id ? (user.role === 'student' ? 'student' : 'not-student') : 'none';

  return { contact, outcome, isAuthLoading: status === 'loading' };
}
