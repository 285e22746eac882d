import {
  PRICE_RAISE_REVIEW_RATIO,
  REVIEWED_HOSTEL_FIELDS,
  type ReviewedHostelField,
} from '../constants/hostel-changes.ts';
import type { HostelFormValues } from '../schemas/listings.ts';
import { parsePriceRange } from '../domain/price-range.ts';

/** The fields that together say where a hostel is. */
export const LOCATION_FIELDS = [
  'location_type',
  'city_id',
  'town_id',
  'university_id',
  'latitude',
  'longitude',
  'formatted_address',
] as const satisfies readonly ReviewedHostelField[];

/** The reviewed fields of a hostel form, as an approved hostel holds them. */
export type ReviewedHostelValues = Partial<Pick<HostelFormValues, ReviewedHostelField>>;

/**
 * Whether moving the price range from `approved` to `next` waits for review (issue 26; issue
 * 41 item 8): the lower or the upper bound is more than PRICE_RAISE_REVIEW_RATIO (a quarter)
 * above the LAST APPROVED range, not the last step, so raises in steps add up (a single number
 * counts as min = max, parsed by parsePriceRange). Lowering a price, a small raise, or a first
 * price on a hostel without one applies at once.
 */
export function priceRaiseNeedsReview(
  approved: string | null | undefined,
  next: string | null | undefined,
): boolean {
  const before = parsePriceRange(approved);
  const after = parsePriceRange(next);
  if (!before || !after) return false;
  return (
    after.min > before.min * PRICE_RAISE_REVIEW_RATIO ||
    after.max > before.max * PRICE_RAISE_REVIEW_RATIO
  );
}

/**
 * Whether a room's rent `next` (rupees a month) waits for review (issue 41 item 8): more than
 * PRICE_RAISE_REVIEW_RATIO above its last approved rent. No approved rent (a new room): never.
 */
export function rentRaiseNeedsReview(approved: number | null | undefined, next: number): boolean {
  if (approved === null || approved === undefined) return false;
  return next > approved * PRICE_RAISE_REVIEW_RATIO;
}

/**
 * A room rent held in a hostel's pending change (issue 41 item 8): the rent students see
 * (`before`) and the owner's new one (`after`), whole rupees a month.
 */
export interface PendingRoomRent {
  room_id: string;
  before: number;
  after: number;
}

/**
 * Splits an owner's edit of an approved hostel (issue 26 'Edits after approval are reviewed'):
 * of `next`'s reviewed fields, those that differ from `approved` and need an administrator.
 * Every other field, and a price change that is not a raise of more than a quarter above
 * `approved.price_range` (pass the last approved range, issue 41 item 8), applies at once. The web form calls this too, to say before saving which changes will wait.
 */
export function changesNeedingReview(
  approved: ReviewedHostelValues,
  next: ReviewedHostelValues,
): ReviewedHostelValues {
  const held: Record<string, unknown> = {};
  for (const field of REVIEWED_HOSTEL_FIELDS) {
    const value = next[field];
    if (value === undefined || sameValue(value, approved[field])) continue;
    if (field === 'price_range' && !priceRaiseNeedsReview(approved.price_range, value as string)) {
      continue;
    }
    held[field] = value;
  }
  // A place is one thing: a moved town or map point waits with the rest of the location, so
  // the approved version never mixes an old city with a new town.
  if (LOCATION_FIELDS.some((field) => field in held)) {
    for (const field of LOCATION_FIELDS) {
      if (next[field] !== undefined) held[field] = next[field];
    }
  }
  return held;
}

/** Equal form values: text compared trimmed, a missing value as null. */
function sameValue(a: unknown, b: unknown): boolean {
  const norm = (value: unknown) =>
    value === undefined || value === '' ? null : typeof value === 'string' ? value.trim() : value;
  return norm(a) === norm(b);
}
