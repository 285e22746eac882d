import type { AdminHostelsPage, HostelStatus } from '@hostelhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/hostels: every hostel or one status, newest first, with its owner. */
export async function getAdminHostels(
  status: HostelStatus | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<AdminHostelsPage> {
  const body = await api.get<DataEnvelope<AdminHostelsPage>>('/api/admin/hostels', {
    params: { status, page },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Under the admin panel's key, so any admin change refreshes it. */
export function getAdminHostelsQueryOptions(status: HostelStatus | undefined, page: number) {
  return queryOptions({
    queryKey: adminKeys.hostels(status, page),
    queryFn: ({ signal }) => getAdminHostels(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the hostel grid; the current page stays on screen while the next loads. */
export function useAdminHostels(status: HostelStatus | undefined, page: number) {
  return useQuery(getAdminHostelsQueryOptions(status, page));
}
