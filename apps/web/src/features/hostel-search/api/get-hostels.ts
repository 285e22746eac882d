import { DEFAULT_PAGE_LIMIT, type HostelSummary, type Pagination } from '@hostelhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface HostelsPage {
  data: HostelSummary[];
  pagination: Pagination;
}

export interface GetHostelsParams {
  page: number;
  limit?: number;
}

/** GET /api/enhanced-hostels: approved hostels, newest first, one page at a time. */
export async function getHostels(
  { page, limit = DEFAULT_PAGE_LIMIT }: GetHostelsParams,
  signal?: AbortSignal,
): Promise<HostelsPage> {
  const body = await api.get<{ success: true } & HostelsPage>('/api/enhanced-hostels', {
    params: { page, limit },
    ...(signal ? { signal } : {}),
  });
  return { data: body.data, pagination: body.pagination };
}

export function getHostelsQueryOptions(params: GetHostelsParams) {
  return queryOptions({
    queryKey: ['hostels', 'list', { page: params.page, limit: params.limit ?? DEFAULT_PAGE_LIMIT }],
    queryFn: ({ signal }) => getHostels(params, signal),
  });
}

export function useHostels(params: GetHostelsParams) {
  // Keep the current page on screen while the next one loads.
  return useQuery({ ...getHostelsQueryOptions(params), placeholderData: keepPreviousData });
}
