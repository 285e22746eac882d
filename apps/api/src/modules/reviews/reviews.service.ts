import {
  AppError,
  MESSAGES,
  REVIEW_MESSAGES,
  reviewerDisplayName,
  type CreateReviewInput,
  type Review,
  type ReviewHelpfulState,
  type ReviewReplyInput,
  type ReviewsPage,
  type ReviewsQuery,
  type UpdateReviewInput,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import type { HostelsRepository } from '../hostels/hostels.repository.ts';
import { toRatingDistribution } from '../hostels/hostel-summary.logic.ts';
import type { ReviewContent, ReviewRow, ReviewsRepository } from './reviews.repository.ts';

export interface ReviewsServiceDeps {
  reviews: ReviewsRepository;
  hostels: Pick<HostelsRepository, 'findAccess'>;
  /**
   * Called after a write that changes a hostel's rating (a review created, edited or
   * deleted): clears the public browse cache, whose lists carry `rating_average` and
   * `rating_count` (docs/decisions/004).
   */
  onChange: (hostelIds: readonly string[]) => Promise<void>;
  /**
   * Whether the student stayed at the hostel: an accepted reservation whose move-in day has
   * come (issue 27, the "Stayed here" path). Absent: nobody has.
   */
  hasStayed?: (studentId: string, hostelId: string) => Promise<boolean>;
}

/** A review as the API answers it; `viewer` adds `marked_helpful` and `is_own`. */
export function toReview(row: ReviewRow, viewer: Actor | null): Review {
  return {
    id: row.id,
    hostel_id: row.hostelId,
    rating: row.rating,
    ratings: {
      cleanliness: row.cleanlinessRating,
      food: row.foodRating,
      safety: row.safetyRating,
      value: row.valueRating,
      location: row.locationRating,
    },
    comment: row.comment,
    author_name: reviewerDisplayName(row.authorName),
    verification: row.verification,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    reply:
      row.ownerReply === null
        ? null
        : {
            text: row.ownerReply,
            updated_at: (row.replyUpdatedAt ?? row.updatedAt).toISOString(),
          },
    helpful_count: row.helpfulCount,
    ...(viewer ? { marked_helpful: row.markedHelpful, is_own: row.studentId === viewer.id } : {}),
  };
}

/** The stored columns of a review's rating, text and optional category ratings. */
function contentOf(input: CreateReviewInput): ReviewContent {
  return {
    rating: input.rating,
    comment: input.comment,
    cleanlinessRating: input.ratings?.cleanliness ?? null,
    foodRating: input.ratings?.food ?? null,
    safetyRating: input.ratings?.safety ?? null,
    valueRating: input.ratings?.value ?? null,
    locationRating: input.ratings?.location ?? null,
  };
}

/** Whether readers may see the review: not hidden by moderation, of an approved hostel. */
function isVisible(row: ReviewRow): boolean {
  return row.hiddenAt === null && row.hostelStatus === 'approved';
}

/**
 * Reviews and ratings (issue 26). Only students review, once per hostel, and only after a
 * verified contact: a chat about the hostel in which its owner replied ('contacted'; 'stayed'
 * arrives with the reservations issue). A review is edited and deleted by its author only,
 * answered by its hostel's owner only (one reply), and marked helpful once by any other
 * signed-in user. A review that is not the caller's to change answers REVIEW not found (404),
 * as favourites and chats answer for other people's things. Hidden reviews show nowhere.
 */
export function createReviewsService({
  reviews,
  hostels,
  onChange,
  hasStayed,
}: ReviewsServiceDeps) {
  async function requireApprovedHostel(hostelId: string) {
    const hostel = await hostels.findAccess(hostelId);
    if (hostel?.status !== 'approved') {
      throw new AppError('HOSTEL_NOT_FOUND', MESSAGES.hostelNotFound);
    }
    return hostel;
  }

  /** The caller's own review, else NOT_FOUND (another user's looks as if it did not exist). */
  async function requireAuthor(actor: Actor, reviewId: string): Promise<ReviewRow> {
    const row = await reviews.findById(reviewId, actor.id);
    if (!row || row.studentId !== actor.id) {
      throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
    }
    return row;
  }

  /** The review as `actor` reads it after a write. */
  async function reload(reviewId: string, actor: Actor): Promise<Review> {
    const row = await reviews.findById(reviewId, actor.id);
    if (!row) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
    return toReview(row, actor);
  }

  return {
    /**
     * GET /api/enhanced-hostels/{id}/reviews: one page of an approved hostel's visible reviews
     * in `sort` order, the aggregate over all of them (average to one decimal or null, count,
     * stars' distribution) and the pagination. Throws HOSTEL_NOT_FOUND (404) for a hostel
     * that is unknown or not approved, whoever asks.
     */
    async list(actor: Actor | null, hostelId: string, query: ReviewsQuery): Promise<ReviewsPage> {
      await requireApprovedHostel(hostelId);
      const [aggregate, rows] = await Promise.all([
        reviews.findAggregate(hostelId),
        reviews.listVisible(hostelId, {
          sort: query.sort,
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
          viewerId: actor?.id ?? null,
        }),
      ]);
      const distribution = toRatingDistribution(aggregate?.starCounts);
      const total = Object.values(distribution).reduce((sum, count) => sum + count, 0);
      return {
        reviews: rows.map((row) => toReview(row, actor)),
        aggregate: {
          rating_average: aggregate?.ratingAverage ?? null,
          rating_count: aggregate?.ratingCount ?? 0,
          distribution,
        },
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          total_pages: Math.ceil(total / query.limit),
        },
      };
    },

    /**
     * POST /api/enhanced-hostels/{id}/reviews: the student's review of an approved hostel,
     * labelled 'stayed' after an accepted reservation whose move-in day has come (issue 27),
     * else 'contacted' (the owner replied in their chat). Throws FORBIDDEN (403) for anyone but a student ('Only students
     * can review hostels.') and for a student without a verified contact, HOSTEL_NOT_FOUND
     * (404), CONFLICT (409) when the student already reviewed the hostel (also when two
     * reviews arrive at once: one is stored).
     */
    async create(actor: Actor, hostelId: string, input: CreateReviewInput): Promise<Review> {
      if (actor.role !== 'student') {
        throw new AppError('FORBIDDEN', REVIEW_MESSAGES.studentsOnly);
      }
      const hostel = await requireApprovedHostel(hostelId);
      // Issue 27: a stay the owner confirmed outranks a chat as the review's label.
      const stayed = (await hasStayed?.(actor.id, hostel.id)) === true;
      if (!stayed && !(await reviews.hasOwnerReplied(actor.id, hostel.id, hostel.ownerId))) {
        throw new AppError('FORBIDDEN', REVIEW_MESSAGES.contactRequired);
      }
      const id = await reviews.insert({
        hostelId: hostel.id,
        studentId: actor.id,
        verification: stayed ? 'stayed' : 'contacted',
        ...contentOf(input),
      });
      if (id === null) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed);
      await onChange([hostel.id]);
      return reload(id, actor);
    },

    /**
     * PUT /api/reviews/{id}: replaces the author's rating, text and category ratings. Throws
     * NOT_FOUND (404) unless the caller wrote the review.
     */
    async update(actor: Actor, reviewId: string, input: UpdateReviewInput): Promise<Review> {
      const row = await requireAuthor(actor, reviewId);
      await reviews.updateContent(row.id, contentOf(input));
      await onChange([row.hostelId]);
      return reload(row.id, actor);
    },

    /**
     * DELETE /api/reviews/{id}: deletes the author's review with its helpful marks. Throws
     * NOT_FOUND (404) unless the caller wrote the review.
     */
    async remove(actor: Actor, reviewId: string): Promise<void> {
      const row = await requireAuthor(actor, reviewId);
      await reviews.remove(row.id);
      await onChange([row.hostelId]);
    },

    /**
     * PUT /api/reviews/{id}/reply: creates or replaces the one reply of the review's hostel
     * owner. Throws FORBIDDEN (403) for anyone who is not an owner, NOT_FOUND (404) for a
     * review of another owner's hostel or a hidden one.
     */
    async reply(actor: Actor, reviewId: string, input: ReviewReplyInput): Promise<Review> {
      if (actor.role !== 'owner') throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownerOnlyReply);
      const row = await reviews.findById(reviewId, actor.id);
      if (!row || row.hiddenAt !== null || row.hostelOwnerId !== actor.id) {
        throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
      }
      // A reply changes no hostel list (no rating moves): the browse cache stays.
      await reviews.setReply(row.id, input.reply, new Date());
      return reload(row.id, actor);
    },

    /**
     * POST /api/reviews/{id}/helpful: marks a visible review helpful for the caller, once; a
     * repeated mark answers the same count. Throws FORBIDDEN (403) for the review's author,
     * NOT_FOUND (404) for a review that is hidden or of a hostel that is not approved.
     */
    async markHelpful(actor: Actor, reviewId: string): Promise<ReviewHelpfulState> {
      const row = await reviews.findById(reviewId, actor.id);
      if (!row || !isVisible(row)) {
        throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
      }
      if (row.studentId === actor.id) {
        throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownReviewHelpful);
      }
      const count = await reviews.transaction((bound) => bound.markHelpful(row.id, actor.id));
      return { review_id: row.id, helpful_count: count, marked_helpful: true };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
