import type { HostelDetail } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from './api-client';

/** GET /api/enhanced-hostels/:id: one hostel with images, mess information and rooms. */
export async function getHostel(id: string, signal?: AbortSignal): Promise<HostelDetail> {
  const body = await api.get<DataEnvelope<HostelDetail>>(
    `/api/enhanced-hostels/${encodeURIComponent(id)}`,
    signal ? { signal } : undefined,
  );
  return body.data;
}

export function getHostelQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['hostels', 'detail', id],
    queryFn: ({ signal }) => getHostel(id, signal),
  });
}

export function useHostel(id: string) {
  return useQuery(getHostelQueryOptions(id));
}
