import type { ImageRecord } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { imageKeys } from './query-keys';

/** GET /api/images/rooms/{roomId}: the room's photos in display order. */
export async function getRoomImages(roomId: string, signal?: AbortSignal): Promise<ImageRecord[]> {
  const body = await api.get<DataEnvelope<ImageRecord[]>>(
    `/api/images/rooms/${encodeURIComponent(roomId)}`,
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** One room's photos, under `imageKeys.room`. */
export function getRoomImagesQueryOptions(roomId: string) {
  return queryOptions({
    queryKey: imageKeys.room(roomId),
    queryFn: ({ signal }) => getRoomImages(roomId, signal),
  });
}

/** The room's photos in display order. */
export function useRoomImages(roomId: string) {
  return useQuery(getRoomImagesQueryOptions(roomId));
}
