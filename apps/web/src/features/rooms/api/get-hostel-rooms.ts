import type { Room } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** Cache key of a hostel's rooms; room writes invalidate it. */
export function hostelRoomsQueryKey(hostelId: string) {
  return ['rooms', 'hostel', hostelId] as const;
}

/** GET /api/rooms?hostel_id=: every room of the hostel, cheapest first, with photos. */
export async function getHostelRooms(hostelId: string, signal?: AbortSignal): Promise<Room[]> {
  const body = await api.get<DataEnvelope<Room[]>>('/api/rooms', {
    params: { hostel_id: hostelId },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

export function getHostelRoomsQueryOptions(hostelId: string) {
  return queryOptions({
    queryKey: hostelRoomsQueryKey(hostelId),
    queryFn: ({ signal }) => getHostelRooms(hostelId, signal),
  });
}

export function useHostelRooms(hostelId: string) {
  return useQuery(getHostelRoomsQueryOptions(hostelId));
}
