import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useReloadRoomImages } from './use-reload-room-images';

/** DELETE /api/images/rooms/{roomId}/{imageId}. */
export async function deleteRoomImage(roomId: string, imageId: string): Promise<void> {
  await api.delete(
    `/api/images/rooms/${encodeURIComponent(roomId)}/${encodeURIComponent(imageId)}`,
  );
}

/** Deletes one of the room's photos; once settled, reloads the photos and calls `onChanged`. */
export function useDeleteRoomImage(roomId: string, onChanged: () => void) {
  const reload = useReloadRoomImages(roomId, onChanged);
  return useMutation({
    mutationFn: (imageId: string) => deleteRoomImage(roomId, imageId),
    onSettled: reload,
  });
}
