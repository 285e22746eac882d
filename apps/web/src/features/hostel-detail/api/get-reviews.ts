import type { ReviewSort, ReviewsPage } from '@hostelhub/shared';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { hostelDetailKeys } from './query-keys';

/** Reviews a page of the list holds ("Show more" fetches the next page). */
export const REVIEWS_PAGE_SIZE = 10;

export interface ReviewsRequest {
  hostelId: string;
  sort: ReviewSort;
  /** From 1. */
  page: number;
}

/**
 * GET /api/enhanced-hostels/{id}/reviews: one page of an approved hostel's reviews in `sort`
 * order, with the rating aggregate over all of them (issue 26).
 */
export async function getReviews(
  { hostelId, sort, page }: ReviewsRequest,
  signal?: AbortSignal,
): Promise<ReviewsPage> {
  const body = await api.get<DataEnvelope<ReviewsPage>>(
    `/api/enhanced-hostels/${encodeURIComponent(hostelId)}/reviews`,
    { params: { sort, page, limit: REVIEWS_PAGE_SIZE }, ...(signal ? { signal } : {}) },
  );
  return body.data;
}

/** Keyed by `hostelDetailKeys.reviewsPage`: per reader, order and page. */
export function getReviewsQueryOptions(request: ReviewsRequest, viewerId: string | undefined) {
  return queryOptions({
    queryKey: hostelDetailKeys.reviewsPage(request.hostelId, viewerId, request.sort, request.page),
    queryFn: ({ signal }) => getReviews(request, signal),
  });
}

/**
 * The first `pageCount` pages of a hostel's reviews in `sort` order ("Show more" adds one), as
 * the signed-in user (or a guest) reads them. Waits while the session is being restored, so a
 * returning user's pages are fetched once, as theirs. A hostel's page server-rendered has the
 * first page already: its route's loader fills it (app/route-table/page-queries.ts, decision 021).
 */
export function useReviewPages(
  { hostelId, sort, pageCount }: Omit<ReviewsRequest, 'page'> & { pageCount: number },
  { enabled = true }: { enabled?: boolean } = {},
) {
  const { status, user } = useAuth();
  return useQueries({
    queries: Array.from({ length: pageCount }, (_, index) => ({
      ...getReviewsQueryOptions({ hostelId, sort, page: index + 1 }, user?.id),
      enabled: enabled && status !== 'loading',
    })),
  });
}
