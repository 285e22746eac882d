import type { HostelDetail } from '@hostelhub/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from './api-client';
import { GALLERY_IMAGE_SIZES } from './image-sizes';
import { preloadImage } from './preload-image';
import { offlineKeys, photoUrls, withOfflineCopy } from './offline/offline-store';
import { hostelKeys } from './query-keys';

/** What the offline store keeps with a hostel: the photo it opens on (image-gallery.tsx). */
export function firstPhotoUrls(hostel: HostelDetail): string[] {
  const photo = hostel.hostel_images[0];
  return photo ? photoUrls(photo.image_url, photo.srcset) : [];
}

/**
 * GET /api/enhanced-hostels/:id: one hostel with images, mess information and rooms. Kept in the
 * offline store with its first photo; without a network, the copy kept last time (issue 25).
 */
export function getHostel(id: string, signal?: AbortSignal): Promise<HostelDetail> {
  return withOfflineCopy(offlineKeys.hostel(id), () => fetchHostel(id, signal), firstPhotoUrls);
}

async function fetchHostel(id: string, signal?: AbortSignal): Promise<HostelDetail> {
  const body = await api.get<DataEnvelope<HostelDetail>>(
    `/api/enhanced-hostels/${encodeURIComponent(id)}`,
    signal ? { signal } : undefined,
  );
  // The dialog opens on the first photo (image-gallery.tsx).
  const first = body.data.hostel_images[0];
  preloadImage(first?.image_url, { srcset: first?.srcset, sizes: GALLERY_IMAGE_SIZES });
  return body.data;
}

/** Keyed by `hostelKeys.detail(id)`, under every hostel query's `['hostels']`. */
export function getHostelQueryOptions(id: string) {
  return queryOptions({
    queryKey: hostelKeys.detail(id),
    queryFn: ({ signal }) => getHostel(id, signal),
    // Offline, the call still runs once, so the kept copy answers (issue 25).
    networkMode: 'offlineFirst',
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
