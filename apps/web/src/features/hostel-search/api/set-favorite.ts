import type { Favorites, FavoriteState, HostelSummary } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { hostelSearchKeys } from './query-keys';

/** POST (add) or DELETE (remove) /api/users/favorites/{hostelId}; both are idempotent. */
export async function setFavorite(hostelId: string, favorite: boolean): Promise<FavoriteState> {
  const path = `/api/users/favorites/${encodeURIComponent(hostelId)}`;
  const body = favorite
    ? await api.post<DataEnvelope<FavoriteState>>(path, undefined)
    : await api.delete<DataEnvelope<FavoriteState>>(path);
  return body.data;
}

/** One heart press: the hostel and whether it is now a favourite. */
export interface SetFavoriteVariables {
  hostelId: string;
  favorite: boolean;
  /** The hostel as shown, so the favourites list can show it before the refetch. */
  hostel?: HostelSummary | undefined;
}

/** The favourites with one hostel added (at the front, as most recently saved) or removed. */
export function withFavorite(
  current: Favorites | undefined,
  hostelId: string,
  favorite: boolean,
  hostel?: HostelSummary,
): Favorites {
  const base = current ?? { favorites: [], hostel_ids: [] };
  const ids = base.hostel_ids.filter((id) => id !== hostelId);
  const list = base.favorites.filter((item) => item.id !== hostelId);
  if (!favorite) return { favorites: list, hostel_ids: ids };
  return { favorites: hostel ? [hostel, ...list] : list, hostel_ids: [hostelId, ...ids] };
}

/**
 * Adds or removes a favourite optimistically (part 1 section 4): the heart changes at once and
 * goes back silently when the server call fails; the full list refetches afterwards.
 */
export function useSetFavorite() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = hostelSearchKeys.favorites.forUser(user?.id);
  const mutationKey = hostelSearchKeys.favorites.set();

  return useMutation({
    mutationKey,
    mutationFn: ({ hostelId, favorite }: SetFavoriteVariables) => setFavorite(hostelId, favorite),
    onMutate: async ({ hostelId, favorite, hostel }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Favorites>(key);
      const wasFavorite = previous?.hostel_ids.includes(hostelId) ?? false;
      const summary = previous?.favorites.find((item) => item.id === hostelId) ?? hostel;
      queryClient.setQueryData<Favorites>(key, (current) =>
        withFavorite(current, hostelId, favorite, hostel),
      );
      return { wasFavorite, summary };
    },
    onError: (_error, { hostelId }, context) => {
      // Silent revert (part 1 section 8) of this hostel only: a heart pressed meanwhile keeps
      // its own change.
      queryClient.setQueryData<Favorites>(key, (current) =>
        withFavorite(current, hostelId, context?.wasFavorite ?? false, context?.summary),
      );
    },
    onSettled: async () => {
      // Refetch after the last of several quick presses, so an early answer cannot undo the
      // optimistic state of a later one. This mutation still counts as in flight here.
      if (queryClient.isMutating({ mutationKey }) <= 1) {
        await queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
