import { HOSTEL_SORTS, MAX_MAP_ZOOM, MAX_SEARCH_RADIUS_KM, NEAR_RADII_KM } from './discovery.ts';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from './reviews.ts';

/**
 * The discovery queries' refusals (part 1 sections 5 and 7; the spec leaves them open). A
 * query answer prefixes each with its field (`gender_category: must be male or female`).
 * Keys of the server catalogue (issue 24) as `discovery.*`.
 */
export const DISCOVERY_MESSAGES = {
  booleanInvalid: 'must be true or false',
  rupeesNotNumber: 'must be a number of rupees',
  rupeesNotWhole: 'must be a whole number of rupees',
  rupeesNegative: 'must not be negative',
  genderInvalid: 'must be male or female',
  locationTypeInvalid: 'must be city or university',
  statusInvalid: 'must be pending, approved or rejected',
  sortInvalid: `must be one of ${HOSTEL_SORTS.join(', ')}`,
  latLngTogether: 'lat and lng must be given together',
  distanceNeedsOrigin:
    'sorting by distance needs lat and lng, a university_id or a near_university',
  priceMaxBelowMin: 'must be at least price_min',
  radiusNotNumber: 'must be a number of kilometres',
  radiusNotPositive: 'must be more than 0 km',
  radiusTooLarge: `must be at most ${MAX_SEARCH_RADIUS_KM} km`,
  availabilityInvalid: 'must be all, available or occupied',
  /** `min_rating` (issue 26): an average rating, whole or not. */
  minRatingInvalid: `must be a number from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`,
  /** `bbox` (issue 28): the map's viewport as four numbers. */
  bboxInvalid: 'must be minLng,minLat,maxLng,maxLat in degrees, the minimums below the maximums',
  /** `zoom` (issue 28): a web map zoom level. */
  zoomInvalid: `must be a whole number from 0 to ${MAX_MAP_ZOOM}`,
  /** `cursor` (issue 28): the `next_cursor` of an earlier page of the same list. */
  cursorInvalid: 'is not a cursor this list gave; start again from the first page',
  /** `radius_km` of a list near a university (issue 42). */
  nearRadiusInvalid: `must be one of ${NEAR_RADII_KM.join(', ')} km`,
  /** `near_university` (issue 42): neither a university's id nor its slug. */
  nearUniversityUnknown: 'no university has this id or slug',
} as const;
