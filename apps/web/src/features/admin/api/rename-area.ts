import type { RenameAreaInput, Town } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useRefreshAfterAreaReview } from './use-refresh-admin';

/** The pending area and its corrected name. */
export type RenameAreaVariables = RenameAreaInput & { id: string };

/**
 * PATCH /api/admin/towns/{id}: the pending area under a corrected name, confirmed. Throws
 * ApiError (409 when the city already has an area of that name).
 */
export async function renameArea({ id, name }: RenameAreaVariables): Promise<Town> {
  const body = await api.patch<DataEnvelope<Town>>(`/api/admin/towns/${encodeURIComponent(id)}`, {
    name,
  });
  return body.data;
}

/** Renames and confirms a pending area, then refreshes the admin panel and the town lists. */
export function useRenameArea() {
  const onSettled = useRefreshAfterAreaReview();
  return useMutation({ mutationFn: renameArea, onSettled });
}
