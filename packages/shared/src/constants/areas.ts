/**
 * Areas (towns) owners add when the picker lacks theirs (issue 22 item 17; docs/decisions/015).
 * A new area is `pending` until an administrator confirms, renames or merges it; reference areas
 * are `confirmed`.
 */
export const TOWN_STATUSES = ['confirmed', 'pending'] as const;
export type TownStatus = (typeof TOWN_STATUSES)[number];

/** The length of an area's name, after trimming. */
export const AREA_NAME_MIN = 2;
export const AREA_NAME_MAX = 100;

/** How many areas one owner may have waiting for review at once. */
export const MAX_PENDING_AREAS_PER_OWNER = 10;

/** Texts of adding and reviewing areas (ours: the spec has no such feature). */
export const AREA_MESSAGES = {
  nameShort: `Area name must be at least ${AREA_NAME_MIN} characters`,
  nameLong: `Area name must be at most ${AREA_NAME_MAX} characters`,
  nameCharacters:
    "Area name may contain letters, digits, spaces and . - ' / only, with at least one letter",
  ownersOnly: 'Only hostel owners can add an area',
  unknownCity: 'The selected city does not exist',
  tooManyPending: `You already have ${MAX_PENDING_AREAS_PER_OWNER} new areas waiting for review. Choose one of them or a listed area until an administrator has reviewed them.`,
  areaNotFound: 'Area not found',
  onlyPendingAreas: 'Only new areas awaiting review can be confirmed, renamed or merged',
  nameTaken: 'An area with this name already exists in this city: merge into it instead',
  mergeTargetMissing: 'The area to merge into does not exist',
  mergeTargetSelf: 'An area cannot be merged into itself',
  mergeTargetOtherCity: 'The area to merge into must be in the same city',
  mergeTargetPending: 'Merge into a confirmed area',
  pendingReview: 'Pending review',
} as const;
