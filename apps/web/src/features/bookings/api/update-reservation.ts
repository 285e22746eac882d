import type { Reservation, ReservationActionInput } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { hostelKeys, listingKeys } from '../../../lib/query-keys';
import { bookingsKeys } from './query-keys';

/** What an answer to a reservation sends: the reservation, the action and its reason. */
export type UpdateReservationInput = ReservationActionInput & {
  id: string;
  /** The reservation's hostel, whose rooms' occupancy the answer may change. */
  hostelId: string;
};

/**
 * PATCH /api/reservations/{id} (issue 27): the owner accepts (409 when the last bed went),
 * declines (a reason is required) or checks the student out; either cancels (an accepted one
 * with a reason). An empty reason is left out.
 */
export async function updateReservation({
  id,
  action,
  reason,
}: UpdateReservationInput): Promise<Reservation> {
  const body = await api.patch<DataEnvelope<Reservation>>(
    `/api/reservations/${encodeURIComponent(id)}`,
    { action, ...(reason ? { reason } : {}) },
  );
  return body.data;
}

/**
 * Answers a reservation, then refreshes the user's reservations (also after a 409: the request
 * changed), and the hostel's detail and the owner's hostels, since a bed may have been taken or
 * freed.
 */
export function useUpdateReservation() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: updateReservation,
    onSettled: (_data, _error, { hostelId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsKeys.reservations(user?.id) }),
        queryClient.invalidateQueries({ queryKey: hostelKeys.detail(hostelId) }),
        queryClient.invalidateQueries({ queryKey: listingKeys.mine() }),
      ]),
  });
}
