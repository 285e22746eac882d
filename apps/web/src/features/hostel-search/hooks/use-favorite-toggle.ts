import type { HostelSummary } from '@hostelhub/shared';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { useConfirm } from '../../../components/ui/confirm-provider';
import { useFavorites } from '../api/get-favorites';
import { useSetFavorite } from '../api/set-favorite';
import { hostelSearchText } from '../i18n';

/**
 * The English confirm text guests see when they press a heart or the favourites view (the
 * catalogue's 'signInPrompt.message'; tests look for it).
 */
export const FAVORITES_LOGIN_PROMPT = 'Please log in to save favourites. Go to the login page now?';

/**
 * Asks a guest to sign in (part 1 section 4: a confirm prompt that leads to /login, coming back
 * afterwards to `returnTo`, by default the current page; the app's confirm dialog since issue 23).
 * Returns true when the user is signed in and may go on. While the session is still being
 * restored it returns false without asking.
 */
export function useRequireSignIn() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const confirm = useConfirm();
  const t = useT(hostelSearchText);
  return useCallback(
    (returnTo?: string): boolean => {
      if (status === 'signed-in') return true;
      if (status === 'loading') return false;
      const here = `${location.pathname}${location.search}`;
      void confirm({
        title: t('signInPrompt.title'),
        message: t('signInPrompt.message'),
        confirmLabel: t('signInPrompt.confirm'),
      }).then((goToLogin) => {
        if (goToLogin) void navigate(paths.auth.login.getHref(returnTo ?? here));
      });
      return false;
    },
    [status, navigate, confirm, location.pathname, location.search, t],
  );
}

/**
 * One hostel's heart: whether it is a favourite and a toggle that prompts guests to sign in
 * and otherwise updates optimistically. Passing the hostel lets a favourites list show it at
 * once.
 */
export function useFavoriteToggle(hostelId: string, hostel?: HostelSummary) {
  const favorites = useFavorites();
  const { mutate } = useSetFavorite();
  const requireSignIn = useRequireSignIn();
  const isFavorite = favorites.data?.hostel_ids.includes(hostelId) ?? false;

  const toggle = useCallback(() => {
    if (!requireSignIn()) return;
    mutate({ hostelId, favorite: !isFavorite, hostel });
  }, [requireSignIn, mutate, hostelId, isFavorite, hostel]);

  return { isFavorite, toggle };
}
