import type { AdminDelivery } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** POST /api/admin/deliveries/{id}/retry: a failed email or SMS back in line (issue 21 item 4). */
export async function retryDelivery(id: string): Promise<AdminDelivery> {
  const body = await api.post<DataEnvelope<AdminDelivery>>(
    `/api/admin/deliveries/${encodeURIComponent(id)}/retry`,
    {},
  );
  return body.data;
}

/** Retries one delivery, then refreshes every page of the failed list. */
export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.failedDeliveries() }),
  });
}
