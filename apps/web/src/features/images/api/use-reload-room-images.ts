import { useQueryClient } from '@tanstack/react-query';
import { imageKeys } from './query-keys';

/**
 * What every change to a room's photos does: reload them, then `onChanged` so the page reloads
 * what shows them too.
 */
export function useReloadRoomImages(roomId: string, onChanged: () => void): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: imageKeys.room(roomId) });
    onChanged();
  };
}
