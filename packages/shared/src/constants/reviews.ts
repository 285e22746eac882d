// Reviews and ratings (issue 26): the limits and vocabularies both apps and the database
// constraints share (apps/api/src/db/migrations/0016_reviews.sql repeats the numbers).

/** Whole stars of an overall or a category rating, from 1 to 5. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

/** A review's text, in characters (Unicode code points) after trimming. */
export const REVIEW_COMMENT_MIN = 20;
export const REVIEW_COMMENT_MAX = 2000;

/** An owner's reply to a review, in characters (Unicode code points) after trimming. */
export const REVIEW_REPLY_MAX = 2000;

/** The optional category ratings of a review: cleanliness, food (the mess), safety, value, location. */
export const REVIEW_RATING_CATEGORIES = [
  'cleanliness',
  'food',
  'safety',
  'value',
  'location',
] as const;
export type ReviewRatingCategory = (typeof REVIEW_RATING_CATEGORIES)[number];

/**
 * Why a student may review a hostel, shown as the review's label: `contacted` (a chat about the
 * hostel in which its owner replied) or `stayed` (a stay the owner confirmed; arrives with the
 * reservations issue, the model already holds it).
 */
export const REVIEW_VERIFICATIONS = ['contacted', 'stayed'] as const;
export type ReviewVerification = (typeof REVIEW_VERIFICATIONS)[number];

/** Orders of a hostel's reviews: newest first, or most marked helpful first. */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
