import { z } from 'zod';
import { HOSTEL_BADGES } from '../constants/badges.ts';
import { GENDER_CATEGORIES, HOSTEL_STATUSES, LOCATION_TYPES } from '../constants/hostels.ts';
import { VisitingWindowSchema } from './bookings.ts';
import { HostelChangeSchema } from './hostel-changes.ts';
import { RatingDistributionSchema } from './reviews.ts';

/**
 * Hostel browse shapes (spec part 1 section 3 'Hostel (browse view)'). Field names are the
 * spec's snake_case names, so clients written against the spec read them unchanged.
 */

/** One image of a hostel, in display order; `thumbnail_url` is the small version for cards. */
export const HostelImageSchema = z.object({
  id: z.uuid(),
  image_url: z.string(),
  thumbnail_url: z.string().nullable(),
  image_title: z.string().nullable(),
  is_primary: z.boolean(),
  display_order: z.number().int(),
  /**
   * The photo's stored sizes as an `<img srcset>` value (issue 25): the thumbnail (`400w`),
   * the middle size (`800w`, once stored) and the full image (`1600w`), each described by its
   * size's long edge in pixels; null when only one size exists. Absent from older answers.
   */
  srcset: z.string().nullable().optional(),
});
export type HostelImage = z.infer<typeof HostelImageSchema>;

/** A reference place of a hostel: `name_ur` is its Urdu name, null where none is known (issue 24). */
const NamedRefSchema = z.object({ id: z.uuid(), name: z.string(), name_ur: z.string().nullable() });

/** A hostel as cards and lists show it. Prices are rupees per month as text (`price_range`). */
export const HostelSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  formatted_address: z.string().nullable(),
  price_range: z.string().nullable(),
  gender_category: z.enum(GENDER_CATEGORIES),
  location_type: z.enum(LOCATION_TYPES),
  status: z.enum(HOSTEL_STATUSES),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  cities: NamedRefSchema.extend({ province: z.string() }).nullable(),
  towns: NamedRefSchema.nullable(),
  universities: NamedRefSchema.nullable(),
  facilities: z.array(z.string()),
  /** Room type values (`single`, `2-seater`...) of the hostel's rooms, each once. */
  room_types: z.array(z.string()),
  mess_available: z.boolean(),
  /**
   * Great-circle distance in kilometres (earth radius 6371 km) from the search origin: the
   * `lat`/`lng` asked for, else the `university_id`'s campus; null when there is no origin.
   */
  distance_km: z.number().nullable(),
  /** Primary image (thumbnail where there is one), or null. */
  image_url: z.string().nullable(),
  /**
   * The primary image's stored sizes as an `<img srcset>` value, as `HostelImage.srcset`
   * (issue 25); null without images or with a single size. Absent from older answers.
   */
  image_srcset: z.string().nullable().optional(),
  /** How many images the hostel has in all. */
  image_count: z.number().int(),
  /**
   * The average of the hostel's visible reviews (issue 26), one decimal (4.3), null without
   * any. Absent from older answers.
   */
  rating_average: z.number().nullable().optional(),
  /** How many visible reviews the hostel has (issue 26). Absent from older answers. */
  rating_count: z.number().int().optional(),
  /**
   * The badges the hostel has earned (issue 26), in the order cards prefer them; `reviewed` is
   * shown with `rating_count` ("Reviewed by N students"). Absent from older answers.
   */
  badges: z.array(z.enum(HOSTEL_BADGES)).optional(),
  created_at: z.string(),
});
export type HostelSummary = z.infer<typeof HostelSummarySchema>;

/** Weekly menu: each day's breakfast, lunch and dinner text. */
export const WeeklyMealsSchema = z.record(
  z.string(),
  z.object({ breakfast: z.string(), lunch: z.string(), dinner: z.string() }),
);

/** Mess (meal) information of a hostel (part 2 section 3 'Mess info'). Price in rupees a month. */
export const HostelMessInfoSchema = z.object({
  id: z.uuid(),
  hostel_id: z.uuid(),
  mess_available: z.boolean(),
  is_compulsory: z.boolean(),
  monthly_price: z.number().int().nullable(),
  mess_description: z.string().nullable(),
  meal_timings: z.object({ breakfast: z.string(), lunch: z.string(), dinner: z.string() }),
  weekly_meals: WeeklyMealsSchema,
  image_url: z.string().nullable(),
});
export type HostelMessInfo = z.infer<typeof HostelMessInfoSchema>;

/** One photo of a room, in display order; `thumbnail_url` is the small version. */
export const RoomImageSchema = z.object({
  id: z.uuid(),
  image_url: z.string(),
  thumbnail_url: z.string().nullable(),
  image_title: z.string().nullable(),
  image_description: z.string().nullable(),
  is_primary: z.boolean(),
  display_order: z.number().int(),
  /**
   * The photo's stored sizes as an `<img srcset>` value (issue 25): the thumbnail (`400w`),
   * the middle size (`800w`, once stored) and the full image (`1600w`), each described by its
   * size's long edge in pixels; null when only one size exists. Absent from older answers.
   */
  srcset: z.string().nullable().optional(),
  /**
   * Only in the answers of the owner's and administrators' photo lists (issue 26): a photo
   * added to an approved hostel that students do not see yet (`pending_addition`), or an
   * approved one the owner removed that students still see (`pending_removal`) until an
   * administrator decides. Absent for approved photos and for everyone else.
   */
  review: z.enum(['pending_addition', 'pending_removal']).optional(),
});
export type RoomImage = z.infer<typeof RoomImageSchema>;

/** A room as students see it (part 1 section 3 'Room'); prices in rupees. */
export const RoomSchema = z.object({
  id: z.uuid(),
  hostel_id: z.uuid(),
  room_type: z.string(),
  room_title: z.string().nullable(),
  description: z.string().nullable(),
  price_per_month: z.number().int(),
  price_per_day: z.number().int().nullable(),
  max_occupancy: z.number().int(),
  current_occupancy: z.number().int(),
  room_size: z.string().nullable(),
  floor_number: z.number().int().nullable(),
  bed_type: z.string(),
  attached_bathroom: z.boolean(),
  ac: z.boolean(),
  balcony: z.boolean(),
  wifi: z.boolean(),
  study_table: z.boolean(),
  wardrobe: z.boolean(),
  is_available: z.boolean(),
  /**
   * Whether the owner takes reservation requests for the room (issue 27). Absent from older
   * answers. A room shows Available only while `is_available` and a bed is free (roomIsOpen).
   */
  accepts_reservations: z.boolean().optional(),
  features: z.array(z.string()),
  /** Photos in display order (the primary first when orders tie). */
  room_images: z.array(RoomImageSchema),
});
export type Room = z.infer<typeof RoomSchema>;

/**
 * The owner's contact details on a hostel's detail view: only present when the owner allows
 * it (`show_owner_contact`), else null (part 1 section 2 'Hostel card').
 */
export const HostelOwnerContactSchema = z.object({
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
});
export type HostelOwnerContact = z.infer<typeof HostelOwnerContactSchema>;

/** A hostel with everything its detail view needs. */
export const HostelDetailSchema = HostelSummarySchema.extend({
  rules: z.string().nullable(),
  /** The hostel's phone, in E.164 ('+923001234567'; decision 008). */
  contact_phone: z.string().nullable(),
  /**
   * Whether `contact_phone` is one of the owner's verified phones (decision 008); false when
   * there is none. Only a verified mobile gets a WhatsApp link (issue 25).
   */
  contact_phone_verified: z.boolean(),
  hostel_images: z.array(HostelImageSchema),
  hostel_mess_info: z.array(HostelMessInfoSchema),
  mess_info: HostelMessInfoSchema.nullable(),
  rooms: z.array(RoomSchema),
  owner: HostelOwnerContactSchema.nullable(),
  updated_at: z.string(),
  /**
   * How many visible reviews gave each number of stars, `{ 1: n, ..., 5: n }` (issue 26; the
   * average and count are `rating_average` and `rating_count`). Absent from older answers.
   */
  rating_distribution: RatingDistributionSchema.optional(),
  /**
   * The change waiting for review (issue 26), shown only to the hostel's owner and to
   * administrators: null when there is none; absent for everyone else.
   */
  pending_change: HostelChangeSchema.nullable().optional(),
  /** When students may visit, Pakistan time (issue 27); empty: no visits. Absent from older answers. */
  visiting_hours: z.array(VisitingWindowSchema).optional(),
  /** The deposit the owner asks, shown before a reservation request (issue 27), or null. */
  deposit_text: z.string().nullable().optional(),
});
export type HostelDetail = z.infer<typeof HostelDetailSchema>;
