import type { CreateReviewInput, Review } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { invalidateReviewQueries } from './invalidate-review-queries';

/**
 * POST /api/enhanced-hostels/{id}/reviews: the signed-in student's review (issue 26). Refused
 * with 403 and a sentence saying why (not a student, no verified contact), 409 when they
 * already reviewed the hostel.
 */
export async function createReview(hostelId: string, input: CreateReviewInput): Promise<Review> {
  const body = await api.post<DataEnvelope<Review>>(
    `/api/enhanced-hostels/${encodeURIComponent(hostelId)}/reviews`,
    input,
  );
  return body.data;
}

export function useCreateReview(hostelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewInput) => createReview(hostelId, input),
    onSuccess: () => invalidateReviewQueries(queryClient, hostelId),
  });
}
