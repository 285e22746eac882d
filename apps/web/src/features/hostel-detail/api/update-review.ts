import type { Review, UpdateReviewInput } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { invalidateReviewQueries } from './invalidate-review-queries';

/** PUT /api/reviews/{id}: replaces the author's rating, text and category ratings (issue 26). */
export async function updateReview(reviewId: string, input: UpdateReviewInput): Promise<Review> {
  const body = await api.put<DataEnvelope<Review>>(
    `/api/reviews/${encodeURIComponent(reviewId)}`,
    input,
  );
  return body.data;
}

export function useUpdateReview(hostelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: string; input: UpdateReviewInput }) =>
      updateReview(reviewId, input),
    onSuccess: () => invalidateReviewQueries(queryClient, hostelId),
  });
}
