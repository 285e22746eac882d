import type { RequestOptions } from '../../../lib/api-client';
import { hostelKeys } from '../../../lib/query-keys';

/** The hostel search feature's cache keys (issue 23: one key factory per feature). */
export const hostelSearchKeys = {
  /** One list page: the query string it asks with (`hostelsRequestParams`). */
  list: (params: NonNullable<RequestOptions['params']>) => [...hostelKeys.lists(), params] as const,
  /** A city or university landing page's place, by its slug (issue 25). */
  place: (kind: 'city' | 'university', slug: string) => ['places', kind, slug] as const,
  /** The search box's suggestions for what was typed (issue 42 item 6). */
  suggest: (q: string) => ['places', 'suggest', q] as const,
  favorites: {
    all: ['favorites'] as const,
    /** One user's favourites; one key per user so a sign-out never leaks them. */
    forUser: (userId: string | undefined) =>
      [...hostelSearchKeys.favorites.all, userId ?? 'guest'] as const,
    /** The add/remove mutation, to tell whether several are in flight. */
    set: () => [...hostelSearchKeys.favorites.all, 'set'] as const,
  },
};
