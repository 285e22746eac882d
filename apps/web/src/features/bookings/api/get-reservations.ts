import type { Reservation, ReservationStatus } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { bookingsKeys } from './query-keys';

/** GET /api/reservations (issue 27): the caller's reservations, as student or owner, newest first. */
export async function getReservations(
  status: ReservationStatus | undefined,
  signal?: AbortSignal,
): Promise<Reservation[]> {
  const body = await api.get<DataEnvelope<Reservation[]>>('/api/reservations', {
    params: { status },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** One user's reservations of one status (all without it); idle for guests. */
export function getReservationsQueryOptions(
  userId: string | undefined,
  status: ReservationStatus | undefined,
) {
  return queryOptions({
    queryKey: bookingsKeys.reservationList(userId, status),
    queryFn: ({ signal }) => getReservations(status, signal),
    enabled: userId !== undefined,
  });
}

/** The signed-in user's reservations, filtered by `status`. */
export function useReservations(status: ReservationStatus | undefined) {
  const { user } = useAuth();
  return useQuery(getReservationsQueryOptions(user?.id, status));
}
