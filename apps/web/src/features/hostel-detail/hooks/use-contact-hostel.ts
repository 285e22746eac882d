import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { useConfirm } from '../../../components/ui/confirm-provider';
import { useT } from '../../../lib/i18n';
import { hostelDetailText } from '../i18n';

/**
 * What pressing Contact Hostel led to, for a signed-in user: a student's chat opened (or, with
 * no chat to open, the hostel's contact details shown), failed to open, or a non-student told
 * only students can contact hostels.
 */
export type ContactOutcome = 'none' | 'student' | 'chat-failed' | 'not-student';

/**
 * Contact Hostel (part 1 sections 5 and 6): only students may contact a hostel, which opens or
 * creates their chat with it; a guest is asked to log in and comes back to this page (and
 * open hostel) afterwards.
 */
export function useContactHostel(openChat: (() => Promise<void>) | undefined) {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const confirm = useConfirm();
  const t = useT(hostelDetailText);
  const [pressed, setPressed] = useState<{ userId: string; failed: boolean } | null>(null);
  const [isOpening, setIsOpening] = useState(false);

  const contact = useCallback(async () => {
    if (status !== 'signed-in' || !user) {
      const goToLogin = await confirm({
        title: t('contact.loginTitle'),
        message: t('contact.loginToContact'),
        confirmLabel: t('contact.goToLogin'),
      });
      if (goToLogin) {
        void navigate(paths.auth.login.getHref(`${location.pathname}${location.search}`));
      }
      return;
    }
    if (user.role !== 'student' || !openChat) {
      setPressed({ userId: user.id, failed: false });
      return;
    }
    setIsOpening(true);
    try {
      await openChat();
      setPressed(null);
    } catch {
      setPressed({ userId: user.id, failed: true });
    } finally {
      setIsOpening(false);
    }
  }, [status, user, openChat, navigate, confirm, location.pathname, location.search, t]);

  // Tied to the user who pressed it, so signing out or switching account clears the answer.
  let outcome: ContactOutcome = 'none';
  if (user && pressed?.userId === user.id) {
    if (user.role !== 'student') outcome = 'not-student';
    else outcome = pressed.failed ? 'chat-failed' : 'student';
  }

  return { contact, outcome, isOpening, isAuthLoading: status === 'loading' };
}
