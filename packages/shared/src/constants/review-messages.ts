import {
  REVIEW_COMMENT_MAX,
  REVIEW_COMMENT_MIN,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_SORTS,
} from './reviews.ts';

/**
 * Reviews and ratings texts (issue 26; the spec leaves them open): the field messages of the
 * review forms and the API's refusals, each saying what to do. Keys of the server catalogue
 * (issue 24) as `review.*`; the Urdu is in i18n/server/ur.ts.
 */
export const REVIEW_MESSAGES = {
  // Fields of the review and reply forms.
  ratingInvalid: `Rating must be a whole number of stars from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`,
  categoryRatingInvalid: `Each rating must be a whole number of stars from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`,
  commentRequired: 'Please write your review',
  commentShort: `Your review must be at least ${REVIEW_COMMENT_MIN} characters`,
  commentLong: `Your review must be at most ${REVIEW_COMMENT_MAX.toLocaleString('en-US')} characters`,
  replyRequired: 'Please write your reply',
  replyLong: `Your reply must be at most ${REVIEW_REPLY_MAX.toLocaleString('en-US')} characters`,
  sortInvalid: `must be ${REVIEW_SORTS.join(' or ')}`,

  // Refusals.
  studentsOnly: 'Only students can review hostels.',
  contactRequired: 'You can review a hostel after its owner has replied to your message.',
  alreadyReviewed: 'You have already reviewed this hostel. You can edit your review instead.',
  reviewNotFound: 'Review not found',
  ownerOnlyReply: "Only the hostel's owner can reply to its reviews.",
  ownReviewHelpful: 'You cannot mark your own review as helpful.',
} as const;
