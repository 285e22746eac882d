import type { CreateReservationInput, Reservation } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { bookingsKeys } from './query-keys';

/**
 * POST /api/reservations (issue 27): a student asks for a bed in a room from `move_in` for
 * `months` months. Refused with a sentence: 409 not reservable / unavailable / no free bed /
 * already requested, 400 a move-in date in the past.
 */
export async function createReservation(input: CreateReservationInput): Promise<Reservation> {
  const body = await api.post<DataEnvelope<Reservation>>('/api/reservations', input);
  return body.data;
}

/** Sends a reservation request, then refreshes the student's reservations. */
export function useCreateReservation() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: createReservation,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: bookingsKeys.reservations(user?.id) }),
  });
}
