import { z } from 'zod';
import { DISCOVERY_MESSAGES } from '../constants/discovery-messages.ts';
import { IMAGE_MESSAGES } from '../constants/image-messages.ts';
import { UuidSchema } from './common.ts';
import { RoomImageSchema } from './hostels.ts';

/**
 * Image shapes (spec part 2 section 3 'Image record', section 7 'Images'). Uploads are
 * multipart (`image`, `image_title`, `image_description`, `is_primary`, `display_order`); the
 * answers are JSON.
 */

/**
 * One stored photo (hostel, room or mess): a WebP at most 1600 px on the long side, an 800 px
 * middle size beside it (issue 25) and a 400 px thumbnail; `srcset` lists them for `<img>`.
 * The same record a room's `room_images` lists.
 */
export const ImageRecordSchema = RoomImageSchema;
export type ImageRecord = z.infer<typeof ImageRecordSchema>;

/** `{ hostelId }` path parameters. */
export const HostelImagesParamsSchema = z.object({ hostelId: UuidSchema });
/** `{ roomId }` path parameters. */
export const RoomImagesParamsSchema = z.object({ roomId: UuidSchema });
/** `{ hostelId, imageId }` path parameters. */
export const HostelImageParamsSchema = HostelImagesParamsSchema.extend({ imageId: UuidSchema });
/** `{ roomId, imageId }` path parameters. */
export const RoomImageParamsSchema = RoomImagesParamsSchema.extend({ imageId: UuidSchema });

/** A form value read as a boolean: 'true'/'1'/'on' or a JSON boolean. */
const FormBooleanSchema = z.preprocess(
  (value) =>
    value === 'true' || value === '1' || value === 'on'
      ? true
      : value === 'false' || value === '0' || value === ''
        ? false
        : value,
  z.boolean({ error: DISCOVERY_MESSAGES.booleanInvalid }),
);

/** Longest image title, in characters (uploads and edits). */
export const IMAGE_TITLE_MAX = 120;
/** Longest image description, in characters (uploads and edits). */
export const IMAGE_DESCRIPTION_MAX = 500;

/** The text fields of an upload (multipart fields arrive as text). */
export const ImageUploadFieldsSchema = z.object({
  image_title: z
    .string()
    .trim()
    .max(IMAGE_TITLE_MAX, { error: `Image title must be at most ${IMAGE_TITLE_MAX} characters` })
    .optional()
    .transform((value) => value || null),
  image_description: z
    .string()
    .trim()
    .max(IMAGE_DESCRIPTION_MAX, {
      error: `Image description must be at most ${IMAGE_DESCRIPTION_MAX} characters`,
    })
    .optional()
    .transform((value) => value || null),
  is_primary: FormBooleanSchema.optional(),
});
export type ImageUploadFields = z.infer<typeof ImageUploadFieldsSchema>;

/** The highest place a photo may be moved to (sets hold at most 10; gaps may follow deletes). */
export const MAX_DISPLAY_ORDER = 1000;

/**
 * Body of `PUT /api/images/{hostels|rooms}/{id}/{imageId}`: a new title or description,
 * `is_primary: true` (the others are cleared in the same transaction), or `display_order`
 * (the image swaps places with the one there, decision 14). Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const UpdateImageSchema = z.strictObject({
  image_title: z.string().trim().max(IMAGE_TITLE_MAX).nullish(),
  image_description: z.string().trim().max(IMAGE_DESCRIPTION_MAX).nullish(),
  is_primary: z.literal(true, { error: IMAGE_MESSAGES.primaryOnlyTrue }).optional(),
  // Bounded well inside the integer column (a larger place failed the update with a 500).
  display_order: z
    .number()
    .int()
    .min(0, { error: 'display_order must be 0 or more' })
    .max(MAX_DISPLAY_ORDER, { error: `display_order must be at most ${MAX_DISPLAY_ORDER}` })
    .optional(),
});
export type UpdateImageInput = z.infer<typeof UpdateImageSchema>;
