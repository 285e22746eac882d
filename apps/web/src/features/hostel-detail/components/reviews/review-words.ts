import type { ReviewRatingCategory, ReviewVerification } from '@hostelhub/shared';

/** The catalogue key of each category rating's name (issue 26). */
export const CATEGORY_LABELS = {
  cleanliness: 'reviews.category.cleanliness',
  food: 'reviews.category.food',
  safety: 'reviews.category.safety',
  value: 'reviews.category.value',
  location: 'reviews.category.location',
} as const satisfies Record<ReviewRatingCategory, string>;

/** The catalogue key of each verification label: why the author may review the hostel. */
export const VERIFICATION_LABELS = {
  contacted: 'reviews.verification.contacted',
  stayed: 'reviews.verification.stayed',
} as const satisfies Record<ReviewVerification, string>;
