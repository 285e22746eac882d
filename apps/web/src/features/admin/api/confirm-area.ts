import type { Town } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useRefreshAfterAreaReview } from './use-refresh-admin';

/** POST /api/admin/towns/{id}/confirm: the pending area confirmed as it is. */
export async function confirmArea(id: string): Promise<Town> {
  const body = await api.post<DataEnvelope<Town>>(
    `/api/admin/towns/${encodeURIComponent(id)}/confirm`,
    {},
  );
  return body.data;
}

/** Confirms a pending area, then refreshes the admin panel and the town lists. */
export function useConfirmArea() {
  const onSettled = useRefreshAfterAreaReview();
  return useMutation({ mutationFn: confirmArea, onSettled });
}
