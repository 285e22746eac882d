import { z } from 'zod';
import { REVIEW_MESSAGES } from '../constants/review-messages.ts';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_COMMENT_MIN,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_SORTS,
  REVIEW_VERIFICATIONS,
} from '../constants/reviews.ts';
import { PaginationQuerySchema, PaginationSchema } from './common.ts';

/**
 * Reviews and ratings (issue 26): the request bodies and query of the review endpoints and the
 * shapes they answer with. Lengths count characters as people see them (Unicode code points,
 * so an emoji is one), the way the database's CHECK constraints count them.
 */

/** Characters of `text` as PostgreSQL's char_length counts them (code points). */
function characterCount(text: string): number {
  return Array.from(text).length;
}

/** Whole stars from 1 to 5, with `message` for anything else. */
function starsSchema(message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(REVIEW_RATING_MIN, { error: message })
    .max(REVIEW_RATING_MAX, { error: message });
}

/** The overall rating: whole stars from 1 to 5. */
export const ReviewRatingSchema = starsSchema(REVIEW_MESSAGES.ratingInvalid);

/** One category rating: whole stars from 1 to 5, or null (not rated). */
const CategoryRatingSchema = starsSchema(REVIEW_MESSAGES.categoryRatingInvalid).nullish();

/**
 * The optional category ratings: `cleanliness`, `food` (the mess), `safety`, `value` and
 * `location`, each 1 to 5 stars or left out; any other key is refused.
 */
export const ReviewCategoryRatingsSchema = z.strictObject({
  cleanliness: CategoryRatingSchema,
  food: CategoryRatingSchema,
  safety: CategoryRatingSchema,
  value: CategoryRatingSchema,
  location: CategoryRatingSchema,
});
export type ReviewCategoryRatings = z.infer<typeof ReviewCategoryRatingsSchema>;

/** A review's text: trimmed, 20 to 2,000 characters. */
export const ReviewCommentSchema = z
  .string({ error: REVIEW_MESSAGES.commentRequired })
  .trim()
  .refine((text) => characterCount(text) >= REVIEW_COMMENT_MIN, {
    error: REVIEW_MESSAGES.commentShort,
  })
  .refine((text) => characterCount(text) <= REVIEW_COMMENT_MAX, {
    error: REVIEW_MESSAGES.commentLong,
  });

/**
 * Body of POST /api/enhanced-hostels/{id}/reviews (and of PUT /api/reviews/{id}, which
 * replaces the review's rating, text and category ratings): `rating` (1 to 5 whole stars),
 * `comment` (20 to 2,000 characters), optional `ratings` (see ReviewCategoryRatingsSchema).
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const CreateReviewSchema = z.strictObject({
  rating: ReviewRatingSchema,
  comment: ReviewCommentSchema,
  ratings: ReviewCategoryRatingsSchema.nullish(),
});
export type CreateReviewInput = z.infer<typeof CreateReviewSchema>;

/** Body of PUT /api/reviews/{id}: the same fields as a new review, all replaced. */
export const UpdateReviewSchema = CreateReviewSchema;
export type UpdateReviewInput = z.infer<typeof UpdateReviewSchema>;

/**
 * Body of PUT /api/reviews/{id}/reply: the owner's reply, trimmed, 1 to 2,000 characters.
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const ReviewReplySchema = z.strictObject({
  reply: z
    .string({ error: REVIEW_MESSAGES.replyRequired })
    .trim()
    .refine((text) => characterCount(text) >= 1, { error: REVIEW_MESSAGES.replyRequired })
    .refine((text) => characterCount(text) <= REVIEW_REPLY_MAX, {
      error: REVIEW_MESSAGES.replyLong,
    }),
});
export type ReviewReplyInput = z.infer<typeof ReviewReplySchema>;

/**
 * Query of GET /api/enhanced-hostels/{id}/reviews: `page` (from 1), `limit` (1 to 50, default
 * 10) and `sort`: `newest` (default) or `helpful` (most marked helpful first).
 */
export const ReviewsQuerySchema = PaginationQuerySchema.extend({
  sort: z.enum(REVIEW_SORTS, { error: REVIEW_MESSAGES.sortInvalid }).default('newest'),
});
export type ReviewsQuery = z.infer<typeof ReviewsQuerySchema>;

/** A review's category ratings as answered: each key present, null when not rated. */
export const ReviewRatingsSchema = z.object({
  cleanliness: z.number().int().nullable(),
  food: z.number().int().nullable(),
  safety: z.number().int().nullable(),
  value: z.number().int().nullable(),
  location: z.number().int().nullable(),
});
export type ReviewRatings = z.infer<typeof ReviewRatingsSchema>;

/**
 * One review as readers see it. `author_name` is the student's first name and last initial
 * ('Ayesha K.'); `verification` is the key of its label (`contacted`: "Contacted the owner",
 * `stayed`: "Stayed here"); `reply` is the owner's one reply or null. Times are ISO 8601.
 * For a signed-in caller, `marked_helpful` says whether they marked it helpful and `is_own`
 * whether they wrote it; both are absent for guests.
 */
export const ReviewSchema = z.object({
  id: z.uuid(),
  hostel_id: z.uuid(),
  rating: z.number().int(),
  ratings: ReviewRatingsSchema,
  comment: z.string(),
  author_name: z.string(),
  verification: z.enum(REVIEW_VERIFICATIONS),
  created_at: z.string(),
  updated_at: z.string(),
  reply: z.object({ text: z.string(), updated_at: z.string() }).nullable(),
  helpful_count: z.number().int(),
  marked_helpful: z.boolean().optional(),
  is_own: z.boolean().optional(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** How many visible reviews gave each number of stars. */
export const RatingDistributionSchema = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});
export type RatingDistribution = z.infer<typeof RatingDistributionSchema>;

/**
 * A hostel's rating over its visible reviews (hidden ones never count): the average to one
 * decimal (null without reviews), how many, and how many gave each number of stars.
 */
export const RatingAggregateSchema = z.object({
  rating_average: z.number().nullable(),
  rating_count: z.number().int(),
  distribution: RatingDistributionSchema,
});
export type RatingAggregate = z.infer<typeof RatingAggregateSchema>;

/** `data` of GET /api/enhanced-hostels/{id}/reviews: one page of reviews and the aggregate. */
export const ReviewsPageSchema = z.object({
  reviews: z.array(ReviewSchema),
  aggregate: RatingAggregateSchema,
  pagination: PaginationSchema,
});
export type ReviewsPage = z.infer<typeof ReviewsPageSchema>;

/** `data` of POST /api/reviews/{id}/helpful: the review's count after the caller's mark. */
export const ReviewHelpfulStateSchema = z.object({
  review_id: z.uuid(),
  helpful_count: z.number().int(),
  marked_helpful: z.literal(true),
});
export type ReviewHelpfulState = z.infer<typeof ReviewHelpfulStateSchema>;
