import type { ReviewHelpfulState, ReviewsPage } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { hostelDetailKeys } from './query-keys';

/**
 * POST /api/reviews/{id}/helpful: marks a review helpful for the signed-in reader, once (a
 * second mark answers the same count; there is no unmarking). 403 for the review's author.
 */
export async function markReviewHelpful(reviewId: string): Promise<ReviewHelpfulState> {
  const body = await api.post<DataEnvelope<ReviewHelpfulState>>(
    `/api/reviews/${encodeURIComponent(reviewId)}/helpful`,
    undefined,
  );
  return body.data;
}

/** `page` with the review's count and the reader's mark as the server answered them. */
export function withHelpfulState(page: ReviewsPage, state: ReviewHelpfulState): ReviewsPage {
  return {
    ...page,
    reviews: page.reviews.map((review) =>
      review.id === state.review_id
        ? { ...review, helpful_count: state.helpful_count, marked_helpful: state.marked_helpful }
        : review,
    ),
  };
}

/**
 * Marks a review helpful and writes the answer into every cached page of the hostel's
 * reviews. No refetch: under "Most helpful" the list would reorder under the reader's finger.
 */
export function useMarkReviewHelpful(hostelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReviewHelpful,
    onSuccess: (state) => {
      queryClient.setQueriesData<ReviewsPage>(
        { queryKey: hostelDetailKeys.reviews(hostelId) },
        (page) => (page ? withHelpfulState(page, state) : page),
      );
    },
  });
}
