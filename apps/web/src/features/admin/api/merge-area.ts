import type { MergeAreaInput, Town } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useRefreshAfterAreaReview } from './use-refresh-admin';

/** What a merge answers: the area kept and how many hostels moved to it. */
export interface MergedArea {
  id: string;
  into: Town;
  hostels_moved: number;
}

/** The pending area and the confirmed area it merges into. */
export type MergeAreaVariables = MergeAreaInput & { id: string };

/**
 * POST /api/admin/towns/{id}/merge: every hostel of the pending area moves to `into_town_id`
 * (a confirmed area of the same city) and the pending area goes.
 */
export async function mergeArea({ id, into_town_id }: MergeAreaVariables): Promise<MergedArea> {
  const body = await api.post<DataEnvelope<MergedArea>>(
    `/api/admin/towns/${encodeURIComponent(id)}/merge`,
    { into_town_id },
  );
  return body.data;
}

/** Merges a pending area, then refreshes the admin panel and the town lists. */
export function useMergeArea() {
  const onSettled = useRefreshAfterAreaReview();
  return useMutation({ mutationFn: mergeArea, onSettled });
}
