import type { Room } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { roomKeys } from './query-keys';

/** GET /api/rooms?hostel_id=: every room of the hostel, cheapest first, with photos. */
export async function getHostelRooms(hostelId: string, signal?: AbortSignal): Promise<Room[]> {
  const body = await api.get<DataEnvelope<Room[]>>('/api/rooms', {
    params: { hostel_id: hostelId },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Keyed by `roomKeys.ofHostel`, which every room write invalidates. */
export function getHostelRoomsQueryOptions(hostelId: string) {
  return queryOptions({
    queryKey: roomKeys.ofHostel(hostelId),
    queryFn: ({ signal }) => getHostelRooms(hostelId, signal),
  });
}

/** The rooms of hostel `hostelId`. */
export function useHostelRooms(hostelId: string) {
  return useQuery(getHostelRoomsQueryOptions(hostelId));
}
