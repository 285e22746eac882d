// Edits after approval (issue 26; docs/decisions/027): which hostel fields wait for an
// administrator once a hostel is approved, and the vocabularies of a change.

/**
 * Where a change stands: waiting, applied, refused with a reason, taken back by its owner, or
 * merged into its hostel when the whole hostel went back to review (a report's action), so
 * that the administrator reviews it with the rest.
 */
export const HOSTEL_CHANGE_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'withdrawn',
  'merged',
] as const;
export type HostelChangeStatus = (typeof HOSTEL_CHANGE_STATUSES)[number];

/**
 * The form fields whose change on an approved hostel waits for review: its name, address,
 * location (type, city, town, university, map point and the address found for it), gender
 * category, and its price range when a bound rises by more than a quarter
 * (PRICE_RAISE_REVIEW_RATIO). Photos wait too (pending_photos, removed_image_ids).
 */
export const REVIEWED_HOSTEL_FIELDS = [
  'name',
  'address',
  'location_type',
  'city_id',
  'town_id',
  'university_id',
  'latitude',
  'longitude',
  'formatted_address',
  'gender_category',
  'price_range',
] as const;
export type ReviewedHostelField = (typeof REVIEWED_HOSTEL_FIELDS)[number];

/** A raise of either price bound above this factor of the approved bound waits for review. */
export const PRICE_RAISE_REVIEW_RATIO = 1.25;

/** The fields of a change as the admin compares them (the location fields shown as one). */
export const HOSTEL_CHANGE_COMPARED_FIELDS = [
  'name',
  'address',
  'location',
  'gender_category',
  'price_range',
] as const;
export type HostelChangeComparedField = (typeof HOSTEL_CHANGE_COMPARED_FIELDS)[number];

/** What an administrator does with a pending change. */
export const HOSTEL_CHANGE_ACTIONS = ['approve', 'reject'] as const;
export type HostelChangeAction = (typeof HOSTEL_CHANGE_ACTIONS)[number];

/** The longest reason an administrator may give (characters). */
export const HOSTEL_CHANGE_REASON_MAX = 500;
