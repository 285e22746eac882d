import type { AdminHostelChangesPage, HostelChangeStatus } from '@hostelhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** The changes section's filters: one status (the waiting ones first) and a page. */
export interface HostelChangeFilters {
  status: HostelChangeStatus;
  page: number;
}

/** Changes a page of the section shows. */
const CHANGES_PAGE_SIZE = 20;

/**
 * GET /api/admin/hostel-changes (issue 26): one page of owners' changes to approved hostels,
 * the waiting ones oldest first, the decided ones newest first; each compared field before and
 * after, the photos added and removed, and the owner.
 */
export async function getHostelChanges(
  filters: HostelChangeFilters,
  signal?: AbortSignal,
): Promise<AdminHostelChangesPage> {
  const body = await api.get<DataEnvelope<AdminHostelChangesPage>>('/api/admin/hostel-changes', {
    params: { status: filters.status, page: filters.page, limit: CHANGES_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Under the admin panel's key, so any admin change refreshes it. */
export function getHostelChangesQueryOptions(filters: HostelChangeFilters) {
  return queryOptions({
    queryKey: adminKeys.hostelChanges(filters),
    queryFn: ({ signal }) => getHostelChanges(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of hostel changes; the current page stays on screen while the next loads. */
export function useHostelChanges(filters: HostelChangeFilters) {
  return useQuery(getHostelChangesQueryOptions(filters));
}
