import {
  AppError,
  BOOKING_HORIZON_DAYS,
  BOOKING_MESSAGES,
  isWithinVisitingHours,
  REQUEST_ANSWER_HOURS,
  type Reservation,
  type Visit,
  type VisitingWindow,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import type { ReservationView, VisitView } from './bookings.types.ts';

/*
 * The pure rules of visits and reservations (issue 27; docs/decisions/028): their errors and
 * API shapes, which side of a request the caller is on, when a request lapses and which visit
 * times are allowed. No I/O.
 */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, [{ field, message }]);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const visitNotFound = () => new AppError('NOT_FOUND', BOOKING_MESSAGES.visitNotFound);
export const reservationNotFound = () =>
  new AppError('NOT_FOUND', BOOKING_MESSAGES.reservationNotFound);

/** The visit in the API's shape (VisitSchema). */
export function toVisit(row: VisitView): Visit {
  return {
    id: row.id,
    hostel: { id: row.hostelId, name: row.hostelName },
    student: { id: row.studentId, full_name: row.studentName },
    owner: { id: row.ownerId, full_name: row.ownerName },
    starts_at: row.startsAt.toISOString(),
    proposed_starts_at: row.proposedStartsAt?.toISOString() ?? null,
    message: row.message,
    status: row.status,
    reason: row.reason,
    cancelled_by: row.cancelledBy,
    expires_at: row.expiresAt?.toISOString() ?? null,
    chat_id: row.chatId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `YYYY-MM-DD` plus `months` calendar months (the day a stay ends). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year, month - 1 + months, date));
  return end.toISOString().slice(0, 10);
}

/** The reservation in the API's shape (ReservationSchema). */
export function toReservation(row: ReservationView): Reservation {
  return {
    id: row.id,
    hostel: { id: row.hostelId, name: row.hostelName },
    room: {
      id: row.roomId,
      room_title: row.roomTitle,
      room_type: row.roomType,
      price_per_month: row.pricePerMonth,
    },
    student: { id: row.studentId, full_name: row.studentName },
    owner: { id: row.ownerId, full_name: row.ownerName },
    move_in: row.moveIn,
    months: row.months,
    ends_on: addMonths(row.moveIn, row.months),
    message: row.message,
    status: row.status,
    reason: row.reason,
    cancelled_by: row.cancelledBy,
    ended_at: row.endedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    chat_id: row.chatId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Which side of a request the caller is on, or null when they are not in it. */
export function sideOf(actor: Actor, row: { studentId: string; ownerId: string }) {
  if (actor.id === row.studentId) return 'student' as const;
  if (actor.id === row.ownerId) return 'owner' as const;
  return null;
}

/** When a waiting request lapses: 48 hours after `at`, or at `startsAt` if sooner. */
export function expiryFrom(at: Date, startsAt?: Date): Date {
  const limit = new Date(at.getTime() + REQUEST_ANSWER_HOURS * HOUR_MS);
  return startsAt && startsAt < limit ? startsAt : limit;
}

/**
 * A visit time must be ahead of `at`, within the horizon and inside the hostel's hours;
 * throws VALIDATION_ERROR on `field`.
 */
export function checkVisitTime(
  at: Date,
  startsAt: Date,
  hours: readonly VisitingWindow[],
  field: string,
): void {
  if (startsAt.getTime() <= at.getTime()) throw fieldError(field, BOOKING_MESSAGES.visitInPast);
  if (startsAt.getTime() > at.getTime() + BOOKING_HORIZON_DAYS * DAY_MS) {
    throw fieldError(field, BOOKING_MESSAGES.tooFarAhead);
  }
  if (hours.length === 0) throw fieldError(field, BOOKING_MESSAGES.noVisitingHours);
  if (!isWithinVisitingHours(startsAt, hours)) {
    throw fieldError(field, BOOKING_MESSAGES.outsideVisitingHours);
  }
}

/** A reserved room as notices name it: its title, else its type. */
export const roomName = (row: { roomTitle: string | null; roomType: string }) =>
  row.roomTitle ?? row.roomType;
