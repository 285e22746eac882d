import {
  BOOKING_MESSAGES,
  CreateReservationSchema,
  CreateVisitSchema,
  isWithinVisitingHours,
  karachiToday,
  VisitActionSchema,
  type VisitingWindow,
} from '@hostelhub/shared';
import { bookableDays } from './pakistan-time';

/**
 * The API's own refusal for a visit time, worked out before sending (issue 27): in the past,
 * too far ahead, or outside the hostel's visiting hours (Pakistan time); null when it is fine
 * or not yet a time (the shared schema's own message covers that).
 */
export function visitTimeProblem(
  startsAt: string | undefined,
  windows: readonly VisitingWindow[],
  now: Date = new Date(),
): string | null {
  if (!startsAt) return null;
  const instant = new Date(startsAt);
  if (Number.isNaN(instant.getTime())) return null;
  if (instant.getTime() <= now.getTime()) return BOOKING_MESSAGES.visitInPast;
  if (karachiToday(instant) > bookableDays(now).max) return BOOKING_MESSAGES.tooFarAhead;
  if (!isWithinVisitingHours(instant, windows)) return BOOKING_MESSAGES.outsideVisitingHours;
  return null;
}

/** POST /api/visits' shared schema, plus the hostel's hours (its message under `starts_at`). */
export function visitRequestSchema(windows: readonly VisitingWindow[]) {
  return CreateVisitSchema.superRefine((value, context) => {
    const problem = visitTimeProblem(value.starts_at, windows);
    if (problem) context.addIssue({ code: 'custom', path: ['starts_at'], message: problem });
  });
}

/** A proposed time (PATCH /api/visits/{id}, `propose`), checked against the same hours. */
export function proposeVisitSchema(windows: readonly VisitingWindow[]) {
  return VisitActionSchema.superRefine((value, context) => {
    const problem = visitTimeProblem(value.starts_at, windows);
    if (problem) context.addIssue({ code: 'custom', path: ['starts_at'], message: problem });
  });
}

/**
 * POST /api/reservations' shared schema, plus the move-in day's range (from today, Pakistan
 * time, up to the booking horizon), so the student hears it before sending.
 */
export function reservationRequestSchema() {
  return CreateReservationSchema.superRefine((value, context) => {
    const days = bookableDays();
    if (value.move_in < days.min) {
      context.addIssue({ code: 'custom', path: ['move_in'], message: BOOKING_MESSAGES.moveInPast });
    } else if (value.move_in > days.max) {
      context.addIssue({
        code: 'custom',
        path: ['move_in'],
        message: BOOKING_MESSAGES.tooFarAhead,
      });
    }
  });
}
