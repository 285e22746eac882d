import { z } from 'zod';
import { GENDER_CATEGORIES, LOCATION_TYPES } from '../constants/hostels.ts';
import { HOSTEL_NAME_MAX, MAX_PRICE_RUPEES, MAX_WIZARD_ROOMS } from '../constants/limits.ts';
import { LISTING_MESSAGES } from '../constants/listing-messages.ts';
import { parsePriceRange } from '../domain/price-range.ts';
import { optionalText, UuidSchema, whenObject } from './common.ts';
import { roundCoordinate } from './discovery.ts';
import { HostelSummarySchema } from './hostels.ts';
import { isCoordinatesText } from './locations.ts';
import { MessFieldsSchema } from './mess.ts';
import { WizardRoomSchema } from './rooms.ts';

/**
 * Owner listing shapes (spec part 2 section 3 'Hostel' and 'Mess info', section 5 'Hostel
 * schema', section 7 'Hostels (owner)'). The single-page form, the wizard and the API all
 * validate with these objects (product decision 1); field names are the spec's.
 */

/**
 * `price_range` as the forms and the server accept it: a single number of whole rupees ("11500")
 * or "min - max", min not above max. The specification stores either (part 2 section 5 'Hostel':
 * "min - max" or a single number), so an approved single-price hostel stays editable (issue 40
 * item 1); anything else gets the form's "min - max" message.
 */
const PRICE_RANGE_FORM_PATTERN = /^\s*\d+\s*(?:-\s*\d+\s*)?$/;

function priceRangeField(formatMessage: string) {
  // One message per value, the first rule it breaks (required, format, order, ceiling).
  return z
    .string({ error: LISTING_MESSAGES.priceRangeRequired })
    .trim()
    .superRefine((value, context) => {
      const range = parsePriceRange(value);
      const message =
        value === ''
          ? LISTING_MESSAGES.priceRangeRequired
          : value.length > 40 || !PRICE_RANGE_FORM_PATTERN.test(value)
            ? formatMessage
            : range === null
              ? LISTING_MESSAGES.priceRangeOrder
              : range.max > MAX_PRICE_RUPEES
                ? LISTING_MESSAGES.pricesTooHigh
                : null;
      if (message) context.addIssue({ code: 'custom', message });
    });
}

/** Latitude in degrees, -90 to 90 (part 2 section 5 'Map coordinates'), rounded to 7 decimals. */
const LatitudeValueSchema = z
  .number({ error: LISTING_MESSAGES.invalidCoordinates })
  .min(-90, { error: LISTING_MESSAGES.invalidCoordinates })
  .max(90, { error: LISTING_MESSAGES.invalidCoordinates })
  .transform(roundCoordinate);
/** Longitude in degrees, -180 to 180, rounded to 7 decimals (roundCoordinate). */
const LongitudeValueSchema = z
  .number({ error: LISTING_MESSAGES.invalidCoordinates })
  .min(-180, { error: LISTING_MESSAGES.invalidCoordinates })
  .max(180, { error: LISTING_MESSAGES.invalidCoordinates })
  .transform(roundCoordinate);

/** Every field of a hostel form, before the cross-field checks. */
const HostelFieldsSchema = z
  .object({
    name: z
      .string({ error: LISTING_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: LISTING_MESSAGES.nameRequired })
      .max(HOSTEL_NAME_MAX, { error: `Hostel name must be at most ${HOSTEL_NAME_MAX} characters` }),
    description: z
      .string({ error: LISTING_MESSAGES.descriptionShort })
      .trim()
      .min(10, { error: LISTING_MESSAGES.descriptionShort })
      .max(5000, { error: 'Description must be at most 5000 characters' }),
    address: z
      .string({ error: LISTING_MESSAGES.addressRequired })
      .trim()
      .min(1, { error: LISTING_MESSAGES.addressRequired })
      .max(300, { error: 'Address must be at most 300 characters' }),
    location_type: z.enum(LOCATION_TYPES, { error: LISTING_MESSAGES.locationTypeInvalid }),
    city_id: UuidSchema.nullish().transform((value) => value ?? null),
    town_id: UuidSchema.nullish().transform((value) => value ?? null),
    university_id: UuidSchema.nullish().transform((value) => value ?? null),
    price_range: priceRangeField(LISTING_MESSAGES.priceRangeFormat),
    gender_category: z.enum(GENDER_CATEGORIES, { error: LISTING_MESSAGES.genderCategoryInvalid }),
    contact_phone: z
      .string({ error: LISTING_MESSAGES.contactPhoneRequired })
      .trim()
      .min(1, { error: LISTING_MESSAGES.contactPhoneRequired })
      .max(40, { error: 'Contact phone must be at most 40 characters' }),
    rules: optionalText(2000),
    /** Facility names from GET /api/enhanced-hostels/facilities; each once. */
    facilities: z
      .array(z.string().trim().min(1).max(60), { error: LISTING_MESSAGES.facilitiesNotList })
      .max(40, { error: LISTING_MESSAGES.facilitiesTooMany })
      .default([])
      .transform((names) => [...new Set(names)]),
    latitude: LatitudeValueSchema.nullish().transform((value) => value ?? null),
    longitude: LongitudeValueSchema.nullish().transform((value) => value ?? null),
    /**
     * The geocoder's address of the pin, or null. Coordinates as text (the picker's fallback
     * when the geocoder is unreachable) are dropped, so students see the typed `address`
     * instead (issue 22 item 2).
     */
    formatted_address: optionalText(300).transform((value) =>
      value && isCoordinatesText(value) ? null : value,
    ),
    /** Whether students see the owner's name, email and phone on the hostel's detail. */
    show_owner_contact: z.boolean().default(false),
  })
  .extend(MessFieldsSchema.shape);

type HostelFieldValues = z.infer<typeof HostelFieldsSchema>;

/**
 * The cross-field rules of part 2 section 5, each on the field it concerns: city and town for
 * every hostel (a city-located one gets the City/Town message), a university for a
 * university-located one, coordinates in pairs, and a mess price when mess is available.
 */
function checkHostel(
  value: Partial<HostelFieldValues>,
  context: z.core.$RefinementCtx<unknown>,
): void {
  if (!value.city_id) {
    context.addIssue({
      code: 'custom',
      path: ['city_id'],
      message:
        value.location_type === 'city'
          ? LISTING_MESSAGES.cityRequiredForCityType
          : LISTING_MESSAGES.cityRequired,
    });
  }
  if (!value.town_id) {
    context.addIssue({ code: 'custom', path: ['town_id'], message: LISTING_MESSAGES.townRequired });
  }
  if (value.location_type === 'university' && !value.university_id) {
    context.addIssue({
      code: 'custom',
      path: ['university_id'],
      message: LISTING_MESSAGES.universityRequired,
    });
  }
  const hasLatitude = value.latitude !== null && value.latitude !== undefined;
  const hasLongitude = value.longitude !== null && value.longitude !== undefined;
  if (hasLatitude !== hasLongitude) {
    context.addIssue({
      code: 'custom',
      path: [hasLatitude ? 'longitude' : 'latitude'],
      message: LISTING_MESSAGES.invalidCoordinates,
    });
  }
  if (
    value.mess_available === true &&
    (value.mess_monthly_price === null || value.mess_monthly_price === undefined)
  ) {
    context.addIssue({
      code: 'custom',
      path: ['mess_monthly_price'],
      message: LISTING_MESSAGES.messPriceRequired,
    });
  }
}

/**
 * One hostel as the single-page form and `PUT /api/enhanced-hostels/{id}` (after merging the
 * stored hostel) check it. Prices in rupees; `price_range` "min - max" or a single number.
 */
export const HostelFormSchema = HostelFieldsSchema.superRefine(checkHostel, whenObject);
export type HostelFormInput = z.input<typeof HostelFormSchema>;
export type HostelFormValues = z.output<typeof HostelFormSchema>;

/**
 * Wizard step 1 (part 2 section 2 'Hostel wizard'): the same fields and rules; the price
 * range message omits the example, as the wizard's does.
 */
export const WizardHostelDetailsSchema = HostelFieldsSchema.extend({
  price_range: priceRangeField(LISTING_MESSAGES.priceRangeFormatShort),
}).superRefine(checkHostel, whenObject);

/**
 * Body of `POST /api/enhanced-hostels`: a hostel and, from the wizard, its rooms, created in
 * one transaction. Each room follows the wizard rule (decision 13: a title and a monthly
 * price); a bad room's messages start with "Room N: " and its path is `rooms.N-1.field`, and
 * then nothing is created. The new hostel is always `pending`. Strict (issue 41 item 9): any
 * other key answers 400 naming it, except two the specification documents for this body,
 * declared and ignored: `status` (a new hostel is pending whatever it says) and `image_url`
 * (photos go up through the image routes). Each room is strict too (`rooms.N`: "Room N:
 * Unrecognized key"); the wizard sends the room form's checked values, photos apart.
 */
/** A wizard room as the create body carries it: the wizard rule, and no other key. */
const StrictWizardRoomSchema = WizardRoomSchema.strict();

export const CreateHostelSchema = HostelFieldsSchema.extend({
  rooms: z
    .array(z.unknown())
    .max(MAX_WIZARD_ROOMS, { error: LISTING_MESSAGES.wizardTooManyRooms })
    .default([]),
  status: z.unknown().optional(),
  image_url: z.unknown().optional(),
})
  .strict()
  .superRefine(checkHostel, whenObject)
  .superRefine((value, context) => {
    if (!Array.isArray(value.rooms)) return;
    value.rooms.forEach((room, index) => {
      const result = StrictWizardRoomSchema.safeParse(room);
      if (result.success) return;
      for (const issue of result.error.issues) {
        context.addIssue({
          code: 'custom',
          path: [
            'rooms',
            index,
            ...issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
          ],
          message: `Room ${index + 1}: ${issue.message}`,
        });
      }
    });
  }, whenObject)
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- declared and ignored
  .transform(({ rooms, status, image_url, ...hostel }) => ({
    ...hostel,
    rooms: rooms.map((room) => StrictWizardRoomSchema.parse(room)),
  }));
export type CreateHostelInput = z.input<typeof CreateHostelSchema>;
export type CreateHostelValues = z.output<typeof CreateHostelSchema>;

/**
 * Body of `PUT /api/enhanced-hostels/{id}`: any hostel fields to change. The server merges
 * them into the stored hostel and checks the result with HostelFormSchema. A mess-only update
 * may send `is_compulsory` and `monthly_price` as the display names them (part 2 section 3).
 * Strict (issue 41 item 9): any other key answers 400 naming it, except `status` (a field of
 * the specification's hostel record, which a client may send back), declared and ignored: only
 * an administrator's moderation changes it. An empty body changes nothing.
 */
export const UpdateHostelSchema = z
  .object({
    ...Object.fromEntries(
      Object.keys(HostelFieldsSchema.shape).map((key) => [key, z.unknown().optional()]),
    ),
    is_compulsory: z.unknown().optional(),
    monthly_price: z.unknown().optional(),
    status: z.unknown().optional(),
  })
  .strict()
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- declared and ignored
  .transform(({ is_compulsory, monthly_price, status, ...rest }) => {
    const patch: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rest)) if (value !== undefined) patch[key] = value;
    if (is_compulsory !== undefined && patch.mess_compulsory === undefined) {
      patch.mess_compulsory = is_compulsory;
    }
    if (monthly_price !== undefined && patch.mess_monthly_price === undefined) {
      patch.mess_monthly_price = monthly_price;
    }
    return patch;
  });
/** What a client may send to `PUT /api/enhanced-hostels/{id}`: any form fields, and the aliases. */
export type UpdateHostelInput = Partial<HostelFormInput> & {
  is_compulsory?: boolean;
  monthly_price?: number | null;
};

/**
 * A hostel in the owner's dashboard (`GET /api/enhanced-hostels/owner/my-hostels`): the browse
 * summary plus what the owner edits and tracks. Any status.
 */
export const OwnerHostelSchema = HostelSummarySchema.extend({
  contact_phone: z.string().nullable(),
  rules: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  room_count: z.number().int(),
  show_owner_contact: z.boolean(),
  updated_at: z.string(),
  /** Whether a change of the hostel waits for review (issue 26: "Changes waiting for review"). */
  has_pending_change: z.boolean(),
  /** Visit and reservation requests waiting for the owner's answer (issue 27). */
  waiting_requests: z.number().int().optional(),
});
export type OwnerHostel = z.infer<typeof OwnerHostelSchema>;

/** `data` of `DELETE /api/enhanced-hostels/{id}`. */
export const DeletedSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });
export type Deleted = z.infer<typeof DeletedSchema>;
