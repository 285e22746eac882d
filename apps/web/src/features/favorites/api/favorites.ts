import type { Favorites, FavoriteState } from '@hostelhub/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

/** Cache key of the signed-in user's favourites; one per user so a sign-out never leaks them. */
export function favoritesQueryKey(userId: string | undefined) {
  return ['favorites', userId ?? 'guest'] as const;
}

/** GET /api/users/favorites: the caller's approved favourite hostels and their ids. */
export async function getFavorites(signal?: AbortSignal): Promise<Favorites> {
  const body = await api.get<DataEnvelope<Favorites>>('/api/users/favorites', {
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** POST (add) or DELETE (remove) /api/users/favorites/{hostelId}; both are idempotent. */
export async function setFavorite(hostelId: string, favorite: boolean): Promise<FavoriteState> {
  const path = `/api/users/favorites/${encodeURIComponent(hostelId)}`;
  const body = favorite
    ? await api.post<DataEnvelope<FavoriteState>>(path, undefined)
    : await api.delete<DataEnvelope<FavoriteState>>(path);
  return body.data;
}

export function getFavoritesQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: favoritesQueryKey(userId),
    queryFn: ({ signal }) => getFavorites(signal),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
}

/** The signed-in user's favourites; idle (no call) for guests. */
export function useFavorites() {
  const { user } = useAuth();
  return useQuery(getFavoritesQueryOptions(user?.id));
}

/**
 * Adds or removes a favourite optimistically (part 1 section 4): the heart changes at once and
 * goes back silently when the server call fails; the full list refetches afterwards.
 */
export function useSetFavorite() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = favoritesQueryKey(user?.id);

  return useMutation({
    mutationFn: ({ hostelId, favorite }: { hostelId: string; favorite: boolean }) =>
      setFavorite(hostelId, favorite),
    onMutate: async ({ hostelId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Favorites>(key);
      queryClient.setQueryData<Favorites>(key, (current) => {
        const base = current ?? { favorites: [], hostel_ids: [] };
        const others = base.hostel_ids.filter((id) => id !== hostelId);
        return {
          favorites: favorite
            ? base.favorites
            : base.favorites.filter((hostel) => hostel.id !== hostelId),
          hostel_ids: favorite ? [hostelId, ...others] : others,
        };
      });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      // Silent revert: the heart simply goes back (part 1 section 8).
      queryClient.setQueryData(key, context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
