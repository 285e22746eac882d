import type { Visit, VisitActionInput } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { bookingsKeys } from './query-keys';

/** What an answer to a visit sends: the visit and the action with its time or reason. */
export type UpdateVisitInput = VisitActionInput & { id: string };

/**
 * PATCH /api/visits/{id} (issue 27): the owner accepts, declines or proposes another time; the
 * student accepts or declines a proposed one; either cancels. 403 from the wrong side, 409 when
 * the visit changed meanwhile. An empty reason is left out.
 */
export async function updateVisit({
  id,
  action,
  starts_at,
  reason,
}: UpdateVisitInput): Promise<Visit> {
  const body = await api.patch<DataEnvelope<Visit>>(`/api/visits/${encodeURIComponent(id)}`, {
    action,
    ...(starts_at ? { starts_at } : {}),
    ...(reason ? { reason } : {}),
  });
  return body.data;
}

/**
 * Answers a visit, then refreshes the user's visits; also after a refusal, since a 409 means
 * the visit changed and the list shows what it is now.
 */
export function useUpdateVisit() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: updateVisit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.visits(user?.id) }),
  });
}
