import type { Room, RoomFormValues } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { invalidateRoomQueries } from './invalidate-room-queries';

/** What saving a room sends: a new room of `hostelId`, or the changes to room `roomId`. */
export interface SaveRoomVariables {
  hostelId: string;
  /** Absent: create the room. */
  roomId?: string | undefined;
  values: RoomFormValues;
}

/**
 * POST /api/rooms (a new room of the hostel) or PUT /api/rooms/{id}. Throws ApiError with the
 * server's message ('Room type and monthly price are required', 'Hostel not found', ...).
 */
export async function saveRoom({ hostelId, roomId, values }: SaveRoomVariables): Promise<Room> {
  const body = roomId
    ? await api.put<DataEnvelope<Room>>(`/api/rooms/${encodeURIComponent(roomId)}`, values)
    : await api.post<DataEnvelope<Room>>('/api/rooms', { ...values, hostel_id: hostelId });
  return body.data;
}

/** Saves a room, then reloads the hostel's rooms, its detail and the owner's hostels. */
export function useSaveRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRoom,
    onSuccess: (_room, variables) => invalidateRoomQueries(queryClient, variables.hostelId),
  });
}
