import { z } from 'zod';
import { HOSTEL_CHANGE_MESSAGES } from '../constants/hostel-change-messages.ts';
import {
  HOSTEL_CHANGE_ACTIONS,
  HOSTEL_CHANGE_COMPARED_FIELDS,
  HOSTEL_CHANGE_REASON_MAX,
  HOSTEL_CHANGE_STATUSES,
} from '../constants/hostel-changes.ts';
import { UuidSchema } from './common.ts';

/**
 * Edits after approval (issue 26; docs/decisions/027): the change an owner made to an approved
 * hostel, waiting for an administrator, as the owner and the administrator see it.
 */

/** One compared field: what students see now (`before`) and what the owner asks (`after`). */
export const HostelChangeFieldSchema = z.object({
  field: z.enum(HOSTEL_CHANGE_COMPARED_FIELDS),
  /**
   * Display text: the name, the address, the location as "Town, City" (with the university
   * and the map point's address where set), the gender category value (`male`, `female`), the
   * price range in rupees a month. Null where the hostel had none.
   */
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** For `location`: the map points before and after (degrees), null without one. */
  before_point: z.object({ latitude: z.number(), longitude: z.number() }).nullable().optional(),
  after_point: z.object({ latitude: z.number(), longitude: z.number() }).nullable().optional(),
});
export type HostelChangeField = z.infer<typeof HostelChangeFieldSchema>;

/** A photo added or removed by a change; `room_title` names its room (null: the hostel's). */
export const HostelChangePhotoSchema = z.object({
  id: z.uuid(),
  image_url: z.string(),
  thumbnail_url: z.string().nullable(),
  image_title: z.string().nullable(),
  room_id: z.uuid().nullable(),
  room_title: z.string().nullable(),
});
export type HostelChangePhoto = z.infer<typeof HostelChangePhotoSchema>;

/**
 * A room rent raised more than a quarter above its approved rent (issue 41 item 8): the rent
 * students see (`before`) and the owner's (`after`), whole rupees a month; `room_title` and
 * `room_type` name the room (its title may be null).
 */
export const HostelChangeRoomRentSchema = z.object({
  room_id: z.uuid(),
  room_title: z.string().nullable(),
  room_type: z.string(),
  before: z.number().int(),
  after: z.number().int(),
});
export type HostelChangeRoomRent = z.infer<typeof HostelChangeRoomRentSchema>;

/** A change of a hostel, pending or decided. */
export const HostelChangeSchema = z.object({
  id: z.uuid(),
  hostel_id: z.uuid(),
  hostel_name: z.string(),
  status: z.enum(HOSTEL_CHANGE_STATUSES),
  /** The changed reviewed fields, compared (empty when only photos changed). */
  fields: z.array(HostelChangeFieldSchema),
  /**
   * The owner's values of the reviewed fields in the form's own names and ids (`city_id`,
   * `price_range`...), for the owner's edit form to start from.
   */
  proposed: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  /** Room rents waiting with the change (issue 41 item 8); absent from older answers. */
  room_rents: z.array(HostelChangeRoomRentSchema).optional(),
  added_photos: z.array(HostelChangePhotoSchema),
  removed_photos: z.array(HostelChangePhotoSchema),
  owner: z.object({ id: z.uuid(), full_name: z.string(), email: z.string() }),
  reason: z.string().nullable(),
  /** When the change was first made (ISO date-time); `updated_at` when last added to. */
  created_at: z.string(),
  updated_at: z.string(),
  decided_at: z.string().nullable(),
});
export type HostelChange = z.infer<typeof HostelChangeSchema>;

/** Query of GET /api/admin/hostel-changes. */
export const AdminHostelChangesQuerySchema = z.object({
  status: z
    .enum(HOSTEL_CHANGE_STATUSES, { error: HOSTEL_CHANGE_MESSAGES.statusInvalid })
    .default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type AdminHostelChangesQuery = z.infer<typeof AdminHostelChangesQuerySchema>;

/** `data` of GET /api/admin/hostel-changes: oldest waiting first for pending, else newest. */
export const AdminHostelChangesPageSchema = z.object({
  changes: z.array(HostelChangeSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  total_pages: z.number().int(),
});
export type AdminHostelChangesPage = z.infer<typeof AdminHostelChangesPageSchema>;

/**
 * Body of PATCH /api/admin/hostel-changes/{id}: approve (the change becomes what students see)
 * or reject it; a rejection needs a reason, shown to the owner. Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const HostelChangeDecisionSchema = z
  .strictObject({
    action: z.enum(HOSTEL_CHANGE_ACTIONS, { error: HOSTEL_CHANGE_MESSAGES.actionInvalid }),
    reason: z
      .string({ error: HOSTEL_CHANGE_MESSAGES.reasonRequired })
      .trim()
      .max(HOSTEL_CHANGE_REASON_MAX, { error: HOSTEL_CHANGE_MESSAGES.reasonTooLong })
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.action === 'reject' && !value.reason) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: HOSTEL_CHANGE_MESSAGES.reasonRequired,
      });
    }
  });
export type HostelChangeDecision = z.infer<typeof HostelChangeDecisionSchema>;

/** `{ id }` of a change. */
export const HostelChangeParamsSchema = z.object({ id: UuidSchema });
