import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { invalidateRoomQueries } from './invalidate-room-queries';

/** DELETE /api/rooms/{id}: removes the room and its photos. */
export async function deleteRoom({ roomId }: { hostelId: string; roomId: string }): Promise<void> {
  await api.delete<DataEnvelope<{ id: string; deleted: true }>>(
    `/api/rooms/${encodeURIComponent(roomId)}`,
  );
}

/**
 * Deletes a room. Success or failure, the hostel's rooms reload (part 2 section 4: on failure
 * the list is reloaded), with the hostel's detail and the owner's hostels.
 */
export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoom,
    onSettled: (_data, _error, variables) => invalidateRoomQueries(queryClient, variables.hostelId),
  });
}
