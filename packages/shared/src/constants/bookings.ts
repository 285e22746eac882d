// Visits and reservations (issue 27; docs/decisions/028): the vocabularies, limits and
// timings both apps and the database constraints share.

/** The time zone visiting hours and dates are in (Pakistan keeps no daylight saving). */
export const BOOKING_TIME_ZONE = 'Asia/Karachi';

/** Days of the week, Monday first, as visiting hours name them. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Where a visit stands; `proposed`: the owner offered another time, the student answers. */
export const VISIT_STATUSES = [
  'requested',
  'proposed',
  'accepted',
  'declined',
  'cancelled',
  'expired',
] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/**
 * Where a reservation stands. An accepted stay that has ended keeps `accepted` with `ended_at`;
 * `moved_in`: the owner made a resident of the register from it (issue 44), which never ends by
 * itself (the resident moves out in the register).
 */
export const RESERVATION_STATUSES = [
  'requested',
  'accepted',
  'declined',
  'cancelled',
  'expired',
  'moved_in',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** What a participant does to a visit (`propose` needs `starts_at`). */
export const VISIT_ACTIONS = ['accept', 'decline', 'cancel', 'propose'] as const;
export type VisitAction = (typeof VISIT_ACTIONS)[number];

/** What a participant does to a reservation; `check_out`: the owner ends a stay early. */
export const RESERVATION_ACTIONS = ['accept', 'decline', 'cancel', 'check_out'] as const;
export type ReservationAction = (typeof RESERVATION_ACTIONS)[number];

/** Requests not answered within this many hours expire (a visit's also at its start). */
export const REQUEST_ANSWER_HOURS = 48;
/** An accepted visit's reminder goes this long before it starts (milliseconds: 2 hours). */
export const VISIT_REMINDER_MS = 2 * 60 * 60 * 1000;
/** How long a visit lasts in the calendar file (minutes). */
export const VISIT_LENGTH_MINUTES = 30;
/** A reservation is for 1 to this many months. */
export const RESERVATION_MONTHS_MAX = 12;
/** The longest message with a request (characters). */
export const BOOKING_MESSAGE_MAX = 1000;
/** The longest reason of a decline or cancellation (characters). */
export const BOOKING_REASON_MAX = 500;
/** The longest deposit text an owner sets (characters). */
export const DEPOSIT_TEXT_MAX = 500;
/** At most this many visiting-hours windows per hostel. */
export const VISITING_WINDOWS_MAX = 21;
/** How far ahead a visit or a move-in may be asked for (days). */
export const BOOKING_HORIZON_DAYS = 180;
