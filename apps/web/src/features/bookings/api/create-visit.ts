import type { CreateVisitInput, Visit } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { bookingsKeys } from './query-keys';

/**
 * POST /api/visits (issue 27): a student asks to visit an approved hostel at `starts_at`.
 * Refused with a sentence: 403 not a student, 400 outside visiting hours / in the past / too far
 * ahead / no hours, 409 a request already waiting.
 */
export async function createVisit(input: CreateVisitInput): Promise<Visit> {
  const body = await api.post<DataEnvelope<Visit>>('/api/visits', input);
  return body.data;
}

/** Sends a visit request, then refreshes the student's visits. */
export function useCreateVisit() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: createVisit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.visits(user?.id) }),
  });
}
