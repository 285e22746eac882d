import type {
  Reservation,
  ReservationAction,
  ReservationStatus,
  Visit,
  VisitAction,
  VisitStatus,
} from '@hostelhub/shared';

/** Which side of a request the signed-in user is on. */
export type BookingSide = 'student' | 'owner';

/** The caller's side of a visit or a reservation, or null when they are neither party. */
export function sideOf(
  booking: { student: { id: string }; owner: { id: string } },
  userId: string | undefined,
): BookingSide | null {
  if (userId === booking.student.id) return 'student';
  if (userId === booking.owner.id) return 'owner';
  return null;
}

/** Statuses waiting for an answer, and who gives it (issue 27). */
export function answeringSide(status: VisitStatus | ReservationStatus): BookingSide | null {
  if (status === 'requested') return 'owner';
  if (status === 'proposed') return 'student';
  return null;
}

const CANCELLABLE_VISITS: readonly VisitStatus[] = ['requested', 'proposed', 'accepted'];

/**
 * What `side` may do to a visit now (issue 27): the owner accepts, declines or proposes another
 * time for a requested one; the student accepts or declines a proposed time; either cancels
 * before it starts (the owner declines a request rather than cancelling it).
 */
export function visitActions(
  visit: Visit,
  side: BookingSide | null,
  now: Date = new Date(),
): VisitAction[] {
  if (!side) return [];
  const actions: VisitAction[] = [];
  if (side === 'owner' && visit.status === 'requested')
    actions.push('accept', 'decline', 'propose');
  if (side === 'student' && visit.status === 'proposed') actions.push('accept', 'decline');
  const isAhead = new Date(visit.starts_at).getTime() > now.getTime();
  const isOwnersRequest = side === 'owner' && visit.status === 'requested';
  if (CANCELLABLE_VISITS.includes(visit.status) && isAhead && !isOwnersRequest) {
    actions.push('cancel');
  }
  return actions;
}

/**
 * What `side` may do to a reservation now (issue 27): the owner accepts or declines a request
 * and checks a student out of a stay; the student cancels a request; either cancels an
 * accepted stay that has not ended.
 */
export function reservationActions(
  reservation: Reservation,
  side: BookingSide | null,
): ReservationAction[] {
  if (!side) return [];
  const isStay = reservation.status === 'accepted' && reservation.ended_at === null;
  if (reservation.status === 'requested') {
    return side === 'owner' ? ['accept', 'decline'] : ['cancel'];
  }
  if (isStay) return side === 'owner' ? ['check_out', 'cancel'] : ['cancel'];
  return [];
}
