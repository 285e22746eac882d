import type { Town } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { getTownsQueryOptions } from '../../../lib/reference-data/get-towns';
import { getPendingAreasQueryOptions } from './get-pending-areas';

/** POST /api/admin/towns/{id}/confirm: the pending area confirmed as it is. */
export async function confirmArea(id: string): Promise<Town> {
  return (await api.post<DataEnvelope<Town>>(`/api/admin/towns/${id}/confirm`, {})).data;
}

/** PATCH /api/admin/towns/{id}: the pending area under a corrected name, confirmed. */
export async function renameArea(input: { id: string; name: string }): Promise<Town> {
  return (await api.patch<DataEnvelope<Town>>(`/api/admin/towns/${input.id}`, { name: input.name }))
    .data;
}

/** What a merge answers: the area kept and how many hostels moved to it. */
export interface MergedArea {
  id: string;
  into: Town;
  hostels_moved: number;
}

/**
 * POST /api/admin/towns/{id}/merge: every hostel of the pending area moves to `into_town_id`
 * (a confirmed area of the same city) and the pending area goes.
 */
export async function mergeArea(input: { id: string; into_town_id: string }): Promise<MergedArea> {
  return (
    await api.post<DataEnvelope<MergedArea>>(`/api/admin/towns/${input.id}/merge`, {
      into_town_id: input.into_town_id,
    })
  ).data;
}

/**
 * The three reviews of a pending area (issue 22 item 17). Each refreshes the whole admin panel
 * (the list, the section badge, the activity log) under the list's own root key, and the
 * cities' town lists (the merge select reads them), whose names and statuses it changes.
 */
export function useReviewArea() {
  const queryClient = useQueryClient();
  const onSettled = () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: getPendingAreasQueryOptions().queryKey.slice(0, 1),
      }),
      // Every city's list: the keys without their city.
      queryClient.invalidateQueries({
        queryKey: getTownsQueryOptions(undefined).queryKey.slice(0, 2),
      }),
    ]);
  return {
    confirm: useMutation({ mutationFn: confirmArea, onSettled }),
    rename: useMutation({ mutationFn: renameArea, onSettled }),
    merge: useMutation({ mutationFn: mergeArea, onSettled }),
  };
}
