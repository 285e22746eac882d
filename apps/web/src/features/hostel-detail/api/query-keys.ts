import type { ReviewSort } from '@hostelhub/shared';
import { hostelKeys } from '../../../lib/query-keys';

/**
 * The hostel detail feature's own cache keys (issue 23: one key factory per feature); the
 * detail itself is `hostelKeys.detail` (lib), shared with the browse screen's preloads.
 */
export const hostelDetailKeys = {
  /**
   * How far hostel `hostelId` is from the university `university` (a slug or id) names: the
   * hostel page opened from a near card (issue 42).
   */
  near: (hostelId: string, university: string) =>
    [...hostelKeys.all, 'near', hostelId, university] as const,
  /**
   * Every reviews query of hostel `hostelId`, every reader, order and page (issue 26). Under
   * `hostelKeys.all` but not under `hostelKeys.detail`: what is kept under 'detail' is read
   * as hostels (lib/offline/use-keep-rendered-hostels.ts).
   */
  reviews: (hostelId: string) => [...hostelKeys.all, 'reviews', hostelId] as const,
  /**
   * One page of the reviews as `viewerId` reads them: a signed-in reader's answer carries their
   * own `is_own` and `marked_helpful`, so a sign-in or sign-out never shows another's.
   */
  reviewsPage: (hostelId: string, viewerId: string | undefined, sort: ReviewSort, page: number) =>
    [...hostelDetailKeys.reviews(hostelId), viewerId ?? 'guest', sort, page] as const,
};
