import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateReviewQueries } from './invalidate-review-queries';

/** DELETE /api/reviews/{id}: the author deletes their review (issue 26). */
export async function deleteReview(reviewId: string): Promise<void> {
  await api.delete(`/api/reviews/${encodeURIComponent(reviewId)}`);
}

export function useDeleteReview(hostelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => invalidateReviewQueries(queryClient, hostelId),
  });
}
