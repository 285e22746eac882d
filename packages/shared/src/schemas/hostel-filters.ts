import { z } from 'zod';
import { DISCOVERY_MESSAGES } from '../constants/discovery-messages.ts';
import {
  MAX_FILTER_VALUES,
  NEAR_RADII_KM,
  SEARCH_TEXT_MAX,
  type NearRadiusKm,
} from '../constants/discovery.ts';
import { canonicalFacilityName, GENDER_CATEGORIES, LOCATION_TYPES } from '../constants/hostels.ts';
import { MAX_PRICE_RUPEES } from '../constants/limits.ts';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../constants/reviews.ts';
import { formatBbox, parseBbox } from '../domain/bounding-box.ts';
import { UuidSchema } from './common.ts';

export { formatBbox, parseBbox, type BoundingBox } from '../domain/bounding-box.ts';

/**
 * The browse filters (spec part 1 section 5 'Filters') and the query values they are made of,
 * in a module of their own: the web app's browse screen reads its URL with them without
 * building the response schemas of discovery.ts and hostels.ts (issue 11). Query strings arrive
 * as text, so numbers and booleans are coerced and a repeated parameter
 * (`facilities=WiFi&facilities=Gym`) or a single one both become a list.
 */

/** 'true'/'1' or 'false'/'0' from a query string (a JSON boolean passes too). */
export const QueryBooleanSchema = z.preprocess(
  (value) => {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return value;
  },
  z.boolean({ error: DISCOVERY_MESSAGES.booleanInvalid }),
);

/** A list parameter: one value or several (`?facilities=WiFi&facilities=Gym`), each text. */
export function queryListOf(label: string) {
  return z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z
      .array(
        z
          .string()
          .trim()
          .min(1, { error: `${label} must not be empty` })
          .max(60),
      )
      .max(MAX_FILTER_VALUES, { error: `choose at most ${MAX_FILTER_VALUES} ${label}` }),
  );
}

/** Whole rupees from 0 to MAX_PRICE_RUPEES, coerced from text. */
export const RupeesSchema = z.coerce
  .number({ error: DISCOVERY_MESSAGES.rupeesNotNumber })
  .int({ error: DISCOVERY_MESSAGES.rupeesNotWhole })
  .min(0, { error: DISCOVERY_MESSAGES.rupeesNegative })
  .max(MAX_PRICE_RUPEES, { error: `must be at most ${MAX_PRICE_RUPEES}` });

/** An average rating from 1 to 5 stars (whole or not), coerced from text. */
export const MinRatingSchema = z.coerce
  .number({ error: DISCOVERY_MESSAGES.minRatingInvalid })
  .min(REVIEW_RATING_MIN, { error: DISCOVERY_MESSAGES.minRatingInvalid })
  .max(REVIEW_RATING_MAX, { error: DISCOVERY_MESSAGES.minRatingInvalid });

/**
 * `bbox=minLng,minLat,maxLng,maxLat` (degrees): kept as its normalised text (5 decimals), so a
 * filter set stays plain text in URLs and saved searches; parseBbox reads it.
 */
export const BboxSchema = z.string().transform((text, context) => {
  const box = parseBbox(text);
  if (!box) {
    context.addIssue({ code: 'custom', message: DISCOVERY_MESSAGES.bboxInvalid });
    return z.NEVER;
  }
  return formatBbox(box);
});

/**
 * `radius_km` of a list near a university (issue 42): 2, 5, 10 or 20 kilometres, coerced from
 * text.
 */
export const NearRadiusSchema = z.coerce
  .number({ error: DISCOVERY_MESSAGES.nearRadiusInvalid })
  .refine((km): km is NearRadiusKm => (NEAR_RADII_KM as readonly number[]).includes(km), {
    error: DISCOVERY_MESSAGES.nearRadiusInvalid,
  });

/**
 * The browse filters of part 1 section 5, every one optional:
 * - `gender_category`: exact match.
 * - `price_min`, `price_max` (rupees a month): the hostel's `price_range` overlaps them; a
 *   hostel whose range cannot be read drops out while either is set.
 * - `location_type`, `university_id`: exact match. `city`, `town`: an id or a name (any case).
 * - `search`: case-insensitive text in the name, address, city, town or university name.
 * - `mess_available`: true keeps hostels that offer mess (false keeps those that do not).
 * - `facilities`: facility names, all required; an old name of FACILITY_ALIASES reads as the
 *   kept one (`AC` as `Air Conditioning`, issue 22 item 15). `room_types`: room type values,
 *   any one.
 * - `min_rating` (1 to 5, whole or not; issue 26): the hostel's average rating, as shown (one
 *   decimal), is at least this; a hostel without visible reviews drops out.
 * - `bbox` (issue 28, "Search this area"): the hostel's map point lies in the box
 *   `minLng,minLat,maxLng,maxLat` (edges included); hostels without a point drop out.
 * - `near_university` (issue 42, spec decision 22): a university's id or slug; approved
 *   hostels within `radius_km` of its campus (great-circle), plus the hostels tagged to it
 *   (`university_id`, the owner's tag) wherever they are. 400 when no university has it.
 * - `radius_km` (issue 42; with `near_university` only): 2, 5, 10 or 20 km. Without it the
 *   list starts at 5 km and widens to 10, then 20, while fewer than 6 hostels are inside;
 *   given, it never widens.
 */
export const HostelFiltersSchema = z.object({
  gender_category: z
    .enum(GENDER_CATEGORIES, { error: DISCOVERY_MESSAGES.genderInvalid })
    .optional(),
  price_min: RupeesSchema.optional(),
  price_max: RupeesSchema.optional(),
  location_type: z
    .enum(LOCATION_TYPES, { error: DISCOVERY_MESSAGES.locationTypeInvalid })
    .optional(),
  university_id: UuidSchema.optional(),
  city: z.string().trim().min(1).max(80).optional(),
  town: z.string().trim().min(1).max(80).optional(),
  search: z.string().trim().max(SEARCH_TEXT_MAX).optional(),
  mess_available: QueryBooleanSchema.optional(),
  facilities: queryListOf('facilities')
    .transform((names) => [...new Set(names.map(canonicalFacilityName))])
    .optional(),
  room_types: queryListOf('room types').optional(),
  min_rating: MinRatingSchema.optional(),
  bbox: BboxSchema.optional(),
  near_university: z.string().trim().min(1).max(120).optional(),
  radius_km: NearRadiusSchema.optional(),
});
export type HostelFilters = z.infer<typeof HostelFiltersSchema>;
