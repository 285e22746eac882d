import { z } from 'zod';
import { AREA_MESSAGES, AREA_NAME_MAX, AREA_NAME_MIN } from '../constants/areas.ts';
import { HOSTEL_STATUSES } from '../constants/hostels.ts';
import { UuidSchema } from './common.ts';

/**
 * Areas owners add and administrators review (issue 22 item 17; docs/decisions/015).
 * GET lists of towns carry each town's `status` (see TownSchema in reference.ts).
 */

/**
 * An area's name as typed: trimmed, inner runs of spaces made one, typographic apostrophes
 * (phones type ’) made ', then 2 to 100 characters of letters (any script), digits, spaces and
 * . - ' / with at least one letter ('F-7/2', "Officers' Colony", 'Satellite Town Block B').
 */
export const AreaNameSchema = z
  .string({ error: AREA_MESSAGES.nameShort })
  .transform((value) =>
    value
      .trim()
      .replace(/\s+/gu, ' ')
      .replace(/[\u2018\u2019\u02BC]/gu, "'"),
  )
  .pipe(
    z
      .string()
      .min(AREA_NAME_MIN, { error: AREA_MESSAGES.nameShort })
      .max(AREA_NAME_MAX, { error: AREA_MESSAGES.nameLong })
      .regex(/^[\p{L}\p{M}\p{N} .'\-/]+$/u, { error: AREA_MESSAGES.nameCharacters })
      .regex(/\p{L}/u, { error: AREA_MESSAGES.nameCharacters }),
  );

/**
 * Body of POST /api/towns: a missing area of `city_id`, added by an approved owner.
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const CreateAreaSchema = z.strictObject({
  city_id: UuidSchema,
  name: AreaNameSchema,
});
export type CreateAreaInput = z.input<typeof CreateAreaSchema>;
export type CreateAreaValues = z.output<typeof CreateAreaSchema>;

/**
 * Body of PATCH /api/admin/towns/{id}: the corrected name (the area becomes confirmed).
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const RenameAreaSchema = z.strictObject({ name: AreaNameSchema });
export type RenameAreaInput = z.input<typeof RenameAreaSchema>;

/**
 * Body of POST /api/admin/towns/{id}/merge: the confirmed area of the same city to keep.
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const MergeAreaSchema = z.strictObject({ into_town_id: UuidSchema });
export type MergeAreaInput = z.infer<typeof MergeAreaSchema>;

/** A pending area as the admin panel lists it: its city, who added it and what uses it. */
export const PendingAreaSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  city_id: z.uuid(),
  city: z.string(),
  /** The owner who added it; null once their account is deleted. */
  created_by: z.object({ id: z.uuid(), full_name: z.string(), email: z.string() }).nullable(),
  /** The hostels in this area (any status), newest first. */
  hostels: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      status: z.enum(HOSTEL_STATUSES),
    }),
  ),
  created_at: z.iso.datetime({ offset: true }),
});
export type PendingArea = z.infer<typeof PendingAreaSchema>;
