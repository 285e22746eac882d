import {
  BOOKING_HORIZON_DAYS,
  BOOKING_MESSAGE_MAX,
  BOOKING_REASON_MAX,
  DEPOSIT_TEXT_MAX,
  RESERVATION_MONTHS_MAX,
  VISITING_WINDOWS_MAX,
} from './bookings.ts';

/**
 * Visits and reservations texts (issue 27; the spec leaves them open), each saying what to do.
 * Keys of the server catalogue (issue 24) as `booking.*`; the Urdu is in i18n/server/ur.ts.
 */
export const BOOKING_MESSAGES = {
  // Fields.
  startsAtInvalid: 'Choose a date and time for the visit',
  moveInInvalid: 'Choose a move-in date (YYYY-MM-DD)',
  monthsInvalid: `Choose from 1 to ${RESERVATION_MONTHS_MAX} months`,
  messageLong: `A message must be at most ${BOOKING_MESSAGE_MAX.toLocaleString('en-US')} characters`,
  reasonLong: `A reason must be at most ${BOOKING_REASON_MAX} characters`,
  reasonRequired: 'Please give a reason',
  depositLong: `The deposit text must be at most ${DEPOSIT_TEXT_MAX} characters`,
  windowInvalid: 'Each visiting window needs a day and a start before its end (HH:MM)',
  windowsTooMany: `Set at most ${VISITING_WINDOWS_MAX} visiting windows`,
  actionInvalid: 'Choose one of the actions offered',
  statusInvalid: 'Choose one of the statuses offered',

  // Refusals.
  studentsOnly: 'Only students can ask to visit or reserve. Sign in with a student account.',
  noVisitingHours: 'This hostel has not set visiting hours yet. Ask the owner in a chat.',
  outsideVisitingHours:
    "Choose a time inside the hostel's visiting hours (Pakistan time), shown beside the form.",
  visitInPast: 'Choose a time in the future.',
  tooFarAhead: `Choose a date within the next ${BOOKING_HORIZON_DAYS} days.`,
  moveInPast: 'Choose a move-in date from today on.',
  notReservable: 'The owner does not take reservations for this room. Ask in a chat instead.',
  roomUnavailable: 'This room is not available at the moment.',
  noFreeBed: 'This room has no free bed left.',
  alreadyRequested:
    'You already have a request waiting for this. Wait for the answer or cancel it.',
  ownerSideOnly: 'Only the hostel owner can do this.',
  studentSideOnly: 'Only the student who asked can do this.',
  notAllowedNow: 'This cannot be done any more: the request has changed. Reload to see it.',
  visitStarted: 'This visit has already started.',
  proposeNeedsTime: 'Choose the time you propose.',
  visitNotFound: 'Visit not found',
  reservationNotFound: 'Reservation not found',
} as const;
