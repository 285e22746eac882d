import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useConfirm } from '../../../components/ui/confirm-provider';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { bookingsText } from '../i18n';

/**
 * Asks a guest to log in before a visit or a reservation, as Contact Hostel does (part 1
 * section 6), and brings them back to this page afterwards.
 */
export function useSignInFirst() {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT(bookingsText);
  return useCallback(
    async (message: string) => {
      const goToLogin = await confirm({
        title: t('signIn.title'),
        message,
        confirmLabel: t('signIn.go'),
      });
      if (goToLogin) {
        void navigate(paths.auth.login.getHref(`${location.pathname}${location.search}`));
      }
    },
    [confirm, navigate, location.pathname, location.search, t],
  );
}
