import type { Review, ReviewReplyInput } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { hostelDetailKeys } from './query-keys';

/**
 * PUT /api/reviews/{id}/reply: the hostel owner's one reply to a review, created or replaced
 * (issue 26).
 */
export async function replyToReview(reviewId: string, input: ReviewReplyInput): Promise<Review> {
  const body = await api.put<DataEnvelope<Review>>(
    `/api/reviews/${encodeURIComponent(reviewId)}/reply`,
    input,
  );
  return body.data;
}

/** A reply moves no rating: only the hostel's reviews are stale. */
export function useReplyToReview(hostelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: string; input: ReviewReplyInput }) =>
      replyToReview(reviewId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: hostelDetailKeys.reviews(hostelId) }),
  });
}
