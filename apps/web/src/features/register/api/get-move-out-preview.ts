import type { MoveOutPreview } from '@hostelhub/shared';
import { useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { registerKeys } from './query-keys';

/**
 * GET /api/residents/{id}/move-out-preview (issue 45 item 2): moving out on `movedOutOn`
 * would leave `unpaid` rupees of dues (the last month recomputed to that day) and return
 * `credit_returned` rupees of held credit. Nothing changes on the server.
 */
export async function getMoveOutPreview(
  residentId: string,
  movedOutOn: string,
  signal?: AbortSignal,
): Promise<MoveOutPreview> {
  const query = new URLSearchParams({ moved_out_on: movedOutOn });
  const body = await api.get<DataEnvelope<MoveOutPreview>>(
    `/api/residents/${encodeURIComponent(residentId)}/move-out-preview?${query.toString()}`,
    signal ? { signal } : undefined,
  );
  return body.data;
}

/**
 * The move-out preview for a well-formed date (asked again whenever the date changes). Never
 * kept once the dialog closes, nor taken as fresh: a payment recorded meanwhile (the dues
 * feature, which does not know this key) changes what is unpaid, and a stale figure would make
 * the dialog balance against the wrong sum and the move-out answer 400.
 */
export function useMoveOutPreview(residentId: string, movedOutOn: string) {
  return useQuery({
    queryKey: registerKeys.moveOutPreview(residentId, movedOutOn),
    queryFn: ({ signal }) => getMoveOutPreview(residentId, movedOutOn, signal),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(movedOutOn),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
