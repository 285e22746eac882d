import type { HostelDetail } from '@hostelhub/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from './api-client';
import { preloadImage } from './preload-image';
import { hostelKeys } from './query-keys';

/** GET /api/enhanced-hostels/:id: one hostel with images, mess information and rooms. */
export async function getHostel(id: string, signal?: AbortSignal): Promise<HostelDetail> {
  const body = await api.get<DataEnvelope<HostelDetail>>(
    `/api/enhanced-hostels/${encodeURIComponent(id)}`,
    signal ? { signal } : undefined,
  );
  // The dialog opens on the first photo (image-gallery.tsx).
  preloadImage(body.data.hostel_images[0]?.image_url);
  return body.data;
}

/** Keyed by `hostelKeys.detail(id)`, under every hostel query's `['hostels']`. */
export function getHostelQueryOptions(id: string) {
  return queryOptions({
    queryKey: hostelKeys.detail(id),
    queryFn: ({ signal }) => getHostel(id, signal),
  });
}

/** Hostel `id` with its images, mess information and rooms. */
export function useHostel(id: string) {
  return useQuery(getHostelQueryOptions(id));
}

/**
 * Starts loading hostel `id` while the page is still rendering, so its dialog's data is on the
 * way before the dialog's code arrives (issue 11, Lighthouse). Nothing without an id, or when
 * the hostel is cached or already loading; `useHostel(id)` picks the request up.
 */
export function usePrefetchHostel(id: string | undefined): void {
  const queryClient = useQueryClient();
  if (!id) return;
  const options = getHostelQueryOptions(id);
  if (queryClient.getQueryState(options.queryKey) === undefined) {
    void queryClient.prefetchQuery(options);
  }
}
