import type { QueryClient } from '@tanstack/react-query';
import { listingKeys } from '../../../lib/query-keys';
import { hostelKeys } from '../../../lib/query-keys';
import { roomKeys } from './query-keys';

/**
 * After a room write: the hostel's rooms, its detail (students' view) and the owner's hostel
 * list (room counts) are stale.
 */
export async function invalidateRoomQueries(
  queryClient: QueryClient,
  hostelId: string,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: roomKeys.ofHostel(hostelId) }),
    queryClient.invalidateQueries({ queryKey: hostelKeys.detail(hostelId) }),
    queryClient.invalidateQueries({ queryKey: listingKeys.mine() }),
  ]);
}
