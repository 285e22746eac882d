import type { HostelSummary } from '@hostelhub/shared';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { useFavorites, useSetFavorite } from '../api/favorites';

/** The confirm text guests see when they press a heart or the favourites view. */
export const FAVORITES_LOGIN_PROMPT = 'Please log in to save favourites. Go to the login page now?';

/**
 * Asks a guest to sign in (part 1 section 4: a confirm prompt that leads to /login, coming back
 * afterwards to `returnTo`, by default the current page). Returns true when the user is signed
 * in and may go on. While the session is still being restored it returns false without asking.
 */
export function useRequireSignIn() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (returnTo?: string): boolean => {
      if (status === 'signed-in') return true;
      if (status === 'loading') return false;
      if (window.confirm(FAVORITES_LOGIN_PROMPT)) {
        void navigate(
          paths.auth.login.getHref(returnTo ?? `${location.pathname}${location.search}`),
        );
      }
      return false;
    },
    [status, navigate, location.pathname, location.search],
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
