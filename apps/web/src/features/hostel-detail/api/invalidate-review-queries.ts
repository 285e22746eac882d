import type { QueryClient } from '@tanstack/react-query';
import { hostelKeys } from '../../../lib/query-keys';
import { hostelDetailKeys } from './query-keys';

/**
 * After a review is written, edited or deleted: the hostel's reviews, its detail
 * (`rating_average`, `rating_count`, `rating_distribution`) and the browse lists' cards are stale.
 */
export async function invalidateReviewQueries(
  queryClient: QueryClient,
  hostelId: string,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: hostelDetailKeys.reviews(hostelId) }),
    queryClient.invalidateQueries({ queryKey: hostelKeys.detail(hostelId) }),
    queryClient.invalidateQueries({ queryKey: hostelKeys.lists() }),
  ]);
}
