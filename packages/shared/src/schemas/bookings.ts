import { z } from 'zod';
import { BOOKING_MESSAGES } from '../constants/booking-messages.ts';
import {
  BOOKING_MESSAGE_MAX,
  BOOKING_REASON_MAX,
  DEPOSIT_TEXT_MAX,
  RESERVATION_ACTIONS,
  RESERVATION_MONTHS_MAX,
  RESERVATION_STATUSES,
  VISIT_ACTIONS,
  VISIT_STATUSES,
  VISITING_WINDOWS_MAX,
  WEEKDAYS,
} from '../constants/bookings.ts';
import { UuidSchema } from './common.ts';

/**
 * Visits and reservations (issue 27; docs/decisions/028): the owner's visiting hours and
 * deposit text, a student's requests, and the answers both sides give. Times are ISO date-times
 * (UTC in answers); visiting hours and dates are Pakistan time (Asia/Karachi).
 */

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One visiting window: a day and a time range, `HH:MM` to `HH:MM`, Pakistan time. */
export const VisitingWindowSchema = z
  .strictObject({
    day: z.enum(WEEKDAYS, { error: BOOKING_MESSAGES.windowInvalid }),
    from: z.string({ error: BOOKING_MESSAGES.windowInvalid }).regex(CLOCK, {
      error: BOOKING_MESSAGES.windowInvalid,
    }),
    to: z.string({ error: BOOKING_MESSAGES.windowInvalid }).regex(CLOCK, {
      error: BOOKING_MESSAGES.windowInvalid,
    }),
  })
  .refine((window) => window.from < window.to, {
    error: BOOKING_MESSAGES.windowInvalid,
    path: ['to'],
  });
export type VisitingWindow = z.infer<typeof VisitingWindowSchema>;

/**
 * Body of PUT /api/enhanced-hostels/{id}/booking-settings: the visiting hours (none: visits
 * cannot be asked for) and the deposit text shown before a reservation request (null: none).
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const BookingSettingsSchema = z.strictObject({
  visiting_hours: z
    .array(VisitingWindowSchema)
    .max(VISITING_WINDOWS_MAX, { error: BOOKING_MESSAGES.windowsTooMany }),
  deposit_text: z
    .string()
    .trim()
    .max(DEPOSIT_TEXT_MAX, { error: BOOKING_MESSAGES.depositLong })
    .nullable()
    .transform((text) => text || null),
});
export type BookingSettings = z.infer<typeof BookingSettingsSchema>;

const MessageSchema = z
  .string()
  .trim()
  .max(BOOKING_MESSAGE_MAX, { error: BOOKING_MESSAGES.messageLong })
  .optional()
  .transform((text) => text || null);

const ReasonSchema = z
  .string()
  .trim()
  .max(BOOKING_REASON_MAX, { error: BOOKING_MESSAGES.reasonLong })
  .optional()
  .transform((text) => text || null);

/**
 * Body of POST /api/visits: a visit to an approved hostel at `starts_at` (ISO date-time).
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const CreateVisitSchema = z.strictObject({
  hostel_id: UuidSchema,
  starts_at: z.iso.datetime({ offset: true, error: BOOKING_MESSAGES.startsAtInvalid }),
  message: MessageSchema,
});
export type CreateVisitInput = z.input<typeof CreateVisitSchema>;
export type CreateVisitValues = z.output<typeof CreateVisitSchema>;

/**
 * Body of POST /api/reservations: a bed in a room from `move_in` for `months` months.
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const CreateReservationSchema = z.strictObject({
  room_id: UuidSchema,
  move_in: z.iso.date({ error: BOOKING_MESSAGES.moveInInvalid }),
  months: z.coerce
    .number({ error: BOOKING_MESSAGES.monthsInvalid })
    .int({ error: BOOKING_MESSAGES.monthsInvalid })
    .min(1, { error: BOOKING_MESSAGES.monthsInvalid })
    .max(RESERVATION_MONTHS_MAX, { error: BOOKING_MESSAGES.monthsInvalid }),
  message: MessageSchema,
});
export type CreateReservationInput = z.input<typeof CreateReservationSchema>;
export type CreateReservationValues = z.output<typeof CreateReservationSchema>;

/**
 * Body of PATCH /api/visits/{id}: the owner accepts, declines (a reason is kept) or proposes
 * another time (`starts_at`); the student accepts or declines a proposed time; either cancels
 * before the visit starts. Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const VisitActionSchema = z
  .strictObject({
    action: z.enum(VISIT_ACTIONS, { error: BOOKING_MESSAGES.actionInvalid }),
    starts_at: z.iso.datetime({ offset: true, error: BOOKING_MESSAGES.startsAtInvalid }).optional(),
    reason: ReasonSchema,
  })
  .superRefine((value, context) => {
    if (value.action === 'propose' && !value.starts_at) {
      context.addIssue({
        code: 'custom',
        path: ['starts_at'],
        message: BOOKING_MESSAGES.proposeNeedsTime,
      });
    }
  });
export type VisitActionInput = z.input<typeof VisitActionSchema>;
export type VisitActionValues = z.output<typeof VisitActionSchema>;

/**
 * Body of PATCH /api/reservations/{id}: the owner accepts or declines (with a reason); either
 * cancels (an accepted one with a reason); the owner checks the student out of a stay.
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const ReservationActionSchema = z.strictObject({
  action: z.enum(RESERVATION_ACTIONS, { error: BOOKING_MESSAGES.actionInvalid }),
  reason: ReasonSchema,
});
export type ReservationActionInput = z.input<typeof ReservationActionSchema>;
export type ReservationActionValues = z.output<typeof ReservationActionSchema>;

/** Query of GET /api/visits: the caller's, optionally of one status. */
export const VisitsQuerySchema = z.object({
  status: z.enum(VISIT_STATUSES, { error: BOOKING_MESSAGES.statusInvalid }).optional(),
});
/** Query of GET /api/reservations: the caller's, optionally of one status. */
export const ReservationsQuerySchema = z.object({
  status: z.enum(RESERVATION_STATUSES, { error: BOOKING_MESSAGES.statusInvalid }).optional(),
});

const PartySchema = z.object({ id: z.uuid(), full_name: z.string() });
const BookedHostelSchema = z.object({ id: z.uuid(), name: z.string() });

/** A visit as its student, its owner and administrators see it. */
export const VisitSchema = z.object({
  id: z.uuid(),
  hostel: BookedHostelSchema,
  student: PartySchema,
  owner: PartySchema,
  /** The agreed or asked time (ISO date-time). */
  starts_at: z.string(),
  /** The owner's proposed time while `proposed`, else null. */
  proposed_starts_at: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(VISIT_STATUSES),
  /** The reason of a decline or a cancellation, else null. */
  reason: z.string().nullable(),
  /** Who cancelled, else null. */
  cancelled_by: z.enum(['student', 'owner']).nullable(),
  /** When a waiting request expires (ISO date-time), else null. */
  expires_at: z.string().nullable(),
  /** The chat between the student and the owner about this hostel. */
  chat_id: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Visit = z.infer<typeof VisitSchema>;

/** A reservation as its student, its owner and administrators see it. */
export const ReservationSchema = z.object({
  id: z.uuid(),
  hostel: BookedHostelSchema,
  room: z.object({
    id: z.uuid(),
    room_title: z.string().nullable(),
    room_type: z.string(),
    /** Rupees a month. */
    price_per_month: z.number().int(),
  }),
  student: PartySchema,
  owner: PartySchema,
  /** `YYYY-MM-DD`, Pakistan time. */
  move_in: z.string(),
  months: z.number().int(),
  /** The day the stay ends: `move_in` plus `months` (`YYYY-MM-DD`). */
  ends_on: z.string(),
  message: z.string().nullable(),
  status: z.enum(RESERVATION_STATUSES),
  reason: z.string().nullable(),
  cancelled_by: z.enum(['student', 'owner']).nullable(),
  /** When an accepted stay ended (its last day passed, or the owner checked out), else null. */
  ended_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  chat_id: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Reservation = z.infer<typeof ReservationSchema>;
