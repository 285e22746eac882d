import type { ReservationStatus, VisitStatus } from '@hostelhub/shared';
import { bookingKeys } from '../../../lib/query-keys';

/**
 * The visits and reservations cache keys (issue 27; one key factory per feature). Every key
 * starts with lib's `bookingKeys.forUser(userId)`, which the live connection invalidates on
 * `bookings.changed`, so each write and each live event refreshes both lists.
 */
export const bookingsKeys = {
  forUser: (userId: string | undefined) => bookingKeys.forUser(userId),
  /** Every visits list of the user; `visitList` is one status's (or all). */
  visits: (userId: string | undefined) => [...bookingKeys.forUser(userId), 'visits'] as const,
  visitList: (userId: string | undefined, status: VisitStatus | undefined) =>
    [...bookingsKeys.visits(userId), 'list', status ?? 'all'] as const,
  visit: (userId: string | undefined, id: string) =>
    [...bookingsKeys.visits(userId), 'one', id] as const,
  reservations: (userId: string | undefined) =>
    [...bookingKeys.forUser(userId), 'reservations'] as const,
  reservationList: (userId: string | undefined, status: ReservationStatus | undefined) =>
    [...bookingsKeys.reservations(userId), 'list', status ?? 'all'] as const,
};
