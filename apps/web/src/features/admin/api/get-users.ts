import type { AdminUsersPage } from '@hostelhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/users: users whose name or email holds `search` ('' for all), paged. */
export async function getUsers(
  search: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<AdminUsersPage> {
  const body = await api.get<DataEnvelope<AdminUsersPage>>('/api/admin/users', {
    params: { search: search || undefined, page, limit },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Under the admin panel's key, so any admin change refreshes it. */
export function getUsersQueryOptions(search: string, page: number, limit = 20) {
  return queryOptions({
    queryKey: adminKeys.users(search, page, limit),
    queryFn: ({ signal }) => getUsers(search, page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of users, 20 by default; the current page stays on screen while the next loads. */
export function useAdminUsers(search: string, page: number, limit = 20) {
  return useQuery(getUsersQueryOptions(search, page, limit));
}
