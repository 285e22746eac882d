import type { Reservation } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { registerKeys } from './query-keys';

/**
 * GET /api/reservations?status=accepted (issue 27): the owner's accepted reservations, from
 * which "Move in" fills a resident (issue 44 item 2). The register's own call, since features
 * do not import each other (decision 036).
 */
export async function getAcceptedReservations(signal?: AbortSignal): Promise<Reservation[]> {
  const body = await api.get<DataEnvelope<Reservation[]>>('/api/reservations', {
    params: { status: 'accepted' },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Keyed by `registerKeys.accepted(userId)`. */
export function getAcceptedReservationsQueryOptions(userId: string | undefined, enabled: boolean) {
  return queryOptions({
    queryKey: registerKeys.accepted(userId),
    queryFn: ({ signal }) => getAcceptedReservations(signal),
    enabled: enabled && userId !== undefined,
  });
}

/** One hostel's accepted reservations, asked for only when `enabled` (the dialog's tab). */
export function useAcceptedReservations(hostelId: string, enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    ...getAcceptedReservationsQueryOptions(user?.id, enabled),
    select: (reservations) =>
      reservations.filter((reservation) => reservation.hostel.id === hostelId),
  });
}
