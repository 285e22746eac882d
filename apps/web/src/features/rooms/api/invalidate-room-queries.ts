import type { QueryClient } from '@tanstack/react-query';
import { getHostelQueryOptions } from '../../../lib/get-hostel';
import { MY_HOSTELS_QUERY_KEY } from '../../../lib/listing-query-keys';
import { hostelRoomsQueryKey } from './get-hostel-rooms';

/**
 * After a room write: the hostel's rooms, its detail (students' view) and the owner's hostel
 * list (room counts) are stale.
 */
export async function invalidateRoomQueries(
  queryClient: QueryClient,
  hostelId: string,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: hostelRoomsQueryKey(hostelId) }),
    queryClient.invalidateQueries({ queryKey: getHostelQueryOptions(hostelId).queryKey }),
    queryClient.invalidateQueries({ queryKey: MY_HOSTELS_QUERY_KEY }),
  ]);
}
