import type { ImageRecord, UpdateImageInput } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useReloadRoomImages } from './use-reload-room-images';

/** PUT /api/images/rooms/{roomId}/{imageId}: title, description, primary or place. */
export async function updateRoomImage(
  roomId: string,
  imageId: string,
  patch: UpdateImageInput,
): Promise<ImageRecord> {
  const body = await api.put<DataEnvelope<ImageRecord>>(
    `/api/images/rooms/${encodeURIComponent(roomId)}/${encodeURIComponent(imageId)}`,
    patch,
  );
  return body.data;
}

/** Changes one of the room's photos; once settled, reloads the photos and calls `onChanged`. */
export function useUpdateRoomImage(roomId: string, onChanged: () => void) {
  const reload = useReloadRoomImages(roomId, onChanged);
  return useMutation({
    mutationFn: ({ imageId, patch }: { imageId: string; patch: UpdateImageInput }) =>
      updateRoomImage(roomId, imageId, patch),
    onSettled: reload,
  });
}
