import { z } from 'zod';
import { BED_TYPES, ROOM_TYPES } from '../constants/hostels.ts';
import {
  MAX_PRICE_RUPEES,
  MAX_ROOM_FEATURES,
  MIN_PRICE_RUPEES,
  ROOM_FLOOR_MAX,
  ROOM_OCCUPANCY_MAX,
  ROOM_OCCUPANCY_MIN,
} from '../constants/limits.ts';
import { LISTING_MESSAGES } from '../constants/listing-messages.ts';
import { UuidSchema, whenObject } from './common.ts';

/**
 * Room writes (spec part 2 section 3 'Room', section 5 'Room', section 9 room limits and
 * defaults). The owner form, the standalone form, the wizard and the API share these objects.
 * Prices are whole rupees; occupancy counts people; floors run from 0 (Ground) to 10.
 */

/** Room type values the forms offer (owner form: the first four; standalone: all seven). */
export const ROOM_FORM_TYPES = [
  'single',
  'double',
  'triple',
  'quad',
  'dormitory',
  'suite',
  'studio',
] as const;
/** The owner form's four types (part 2 section 9). */
export const OWNER_FORM_ROOM_TYPES = ROOM_FORM_TYPES.slice(0, 4);

const KNOWN_ROOM_TYPES = new Set(ROOM_TYPES.map((type) => type.value));

/**
 * Numbers arrive as JSON numbers or as form text ("12000"): numeric text becomes a number, and
 * blank text or null becomes "not given", so a required field reports its own message.
 */
function fromFormValue(value: unknown): unknown {
  if (value === null || value === '') return undefined;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return value;
}

/** A whole number from `min` to `max`; `message` when missing or not whole, `rangeMessage` out of range. */
function wholeNumber(message: string, min: number, max: number, rangeMessage: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: rangeMessage })
    .max(max, { error: rangeMessage });
}

/** Optional free text: trimmed, blank becomes null. */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Every editable field of a room, with the section 9 defaults, before cross-field checks. */
const RoomFieldsSchema = z.object({
  room_type: z
    .string({ error: LISTING_MESSAGES.roomTypeAndPriceRequired })
    .trim()
    .superRefine((value, context) => {
      if (value === '') {
        context.addIssue({ code: 'custom', message: LISTING_MESSAGES.roomTypeAndPriceRequired });
      } else if (!KNOWN_ROOM_TYPES.has(value)) {
        context.addIssue({ code: 'custom', message: LISTING_MESSAGES.unknownRoomType });
      }
    })
    .default('single'),
  room_title: optionalText(100),
  description: optionalText(2000),
  price_per_month: z.preprocess(
    fromFormValue,
    wholeNumber(
      LISTING_MESSAGES.roomTypeAndPriceRequired,
      MIN_PRICE_RUPEES,
      MAX_PRICE_RUPEES,
      LISTING_MESSAGES.pricePerMonthRange,
    ),
  ),
  price_per_day: z
    .preprocess(
      fromFormValue,
      wholeNumber(
        LISTING_MESSAGES.pricePerDayRange,
        MIN_PRICE_RUPEES,
        MAX_PRICE_RUPEES,
        LISTING_MESSAGES.pricePerDayRange,
      ).optional(),
    )
    .transform((value) => value ?? null),
  max_occupancy: z.preprocess(
    fromFormValue,
    wholeNumber(
      LISTING_MESSAGES.maxOccupancyRange,
      ROOM_OCCUPANCY_MIN,
      ROOM_OCCUPANCY_MAX,
      LISTING_MESSAGES.maxOccupancyRange,
    ).default(1),
  ),
  current_occupancy: z.preprocess(
    fromFormValue,
    wholeNumber(
      LISTING_MESSAGES.currentOccupancyRange,
      0,
      ROOM_OCCUPANCY_MAX,
      LISTING_MESSAGES.currentOccupancyRange,
    ).default(0),
  ),
  room_size: optionalText(40),
  floor_number: z
    .preprocess(
      fromFormValue,
      wholeNumber(
        LISTING_MESSAGES.floorRange,
        0,
        ROOM_FLOOR_MAX,
        LISTING_MESSAGES.floorRange,
      ).optional(),
    )
    .transform((value) => value ?? null),
  bed_type: z.enum(BED_TYPES, { error: LISTING_MESSAGES.bedTypeInvalid }).default('single'),
  attached_bathroom: z.boolean().default(false),
  ac: z.boolean().default(false),
  balcony: z.boolean().default(false),
  wifi: z.boolean().default(true),
  study_table: z.boolean().default(true),
  wardrobe: z.boolean().default(true),
  is_available: z.boolean().default(true),
  /** Whether the owner takes reservation requests for the room (issue 27). */
  accepts_reservations: z.boolean().default(false),
  /** Extra features as text; blanks dropped, each kept once (part 2 section 5). */
  features: z
    .array(z.string().trim().max(50, { error: 'A feature must be at most 50 characters' }))
    .max(MAX_ROOM_FEATURES, { error: LISTING_MESSAGES.tooManyRoomFeatures })
    .default([])
    .transform((features) => [...new Set(features.filter((feature) => feature !== ''))]),
});

type RoomFieldValues = z.infer<typeof RoomFieldsSchema>;

/** Current occupancy may not exceed max occupancy (owner form, part 2 section 5). */
function checkOccupancy(
  value: Partial<RoomFieldValues>,
  context: z.core.$RefinementCtx<unknown>,
): void {
  if (
    typeof value.current_occupancy === 'number' &&
    typeof value.max_occupancy === 'number' &&
    value.current_occupancy > value.max_occupancy
  ) {
    context.addIssue({
      code: 'custom',
      path: ['current_occupancy'],
      message: LISTING_MESSAGES.currentOccupancyAboveMax,
    });
  }
}

/** A room as the owner and standalone forms check it (no hostel id). */
export const RoomFormSchema = RoomFieldsSchema.superRefine(checkOccupancy, whenObject);
export type RoomFormInput = z.input<typeof RoomFormSchema>;
export type RoomFormValues = z.output<typeof RoomFormSchema>;

/**
 * A room of the hostel wizard (step 2): every room rule plus a title and a monthly price, both
 * required (product decision 13; the spec's check only failed when both were missing).
 */
export const WizardRoomSchema = RoomFieldsSchema.extend({
  room_title: z
    .string({ error: LISTING_MESSAGES.wizardRoomRequired })
    .trim()
    .min(1, { error: LISTING_MESSAGES.wizardRoomRequired })
    .max(100, { error: 'Room title must be at most 100 characters' }),
  price_per_month: z.preprocess(
    fromFormValue,
    wholeNumber(
      LISTING_MESSAGES.wizardRoomRequired,
      MIN_PRICE_RUPEES,
      MAX_PRICE_RUPEES,
      LISTING_MESSAGES.pricePerMonthRange,
    ),
  ),
}).superRefine(checkOccupancy, whenObject);
export type WizardRoomInput = z.input<typeof WizardRoomSchema>;
export type WizardRoomValues = z.output<typeof WizardRoomSchema>;

/**
 * Body of `POST /rooms` and `POST /api/enhanced-rooms` (one handler, decision 7): a room of
 * `hostel_id`. Errors: 400 with the field's message; 404 when the hostel is not the caller's.
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const CreateRoomSchema = RoomFieldsSchema.extend({
  hostel_id: UuidSchema,
})
  .strict()
  .superRefine(checkOccupancy, whenObject);
export type CreateRoomInput = z.input<typeof CreateRoomSchema>;

/**
 * Body of `PUT /rooms/{id}` and `PUT /api/enhanced-rooms/{id}`: any room fields to change. The
 * server merges them into the stored room and checks the result with RoomFormSchema, so a
 * partial update still cannot break the occupancy rule. Strict (issue 41 item 9): another key
 * answers 400 naming it, except `hostel_id`, a field of the specification's room record that a
 * client may send back: declared and ignored (a room never moves to another hostel).
 */
export const UpdateRoomSchema = z
  .strictObject({
    ...Object.fromEntries(
      Object.keys(RoomFieldsSchema.shape).map((key) => [key, z.unknown().optional()]),
    ),
    hostel_id: z.unknown().optional(),
  })
  .transform((body) => {
    const patch: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined && key !== 'hostel_id') patch[key] = value;
    }
    return patch;
  });
/** What a client may send to `PUT /rooms/{id}`: any room form fields. */
export type UpdateRoomInput = Partial<RoomFormInput>;

/** Query of `GET /rooms`: the rooms of one hostel (`hostel_id`). */
export const RoomsQuerySchema = z.object({ hostel_id: UuidSchema });
export type RoomsQuery = z.infer<typeof RoomsQuerySchema>;
