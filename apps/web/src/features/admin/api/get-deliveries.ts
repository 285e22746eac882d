import type { AdminDeliveriesPage } from '@hostelhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/**
 * GET /api/admin/deliveries?status=failed (issue 21 item 4): emails and SMS that kept failing,
 * newest first, 10 a page. Never their text.
 */
export async function getFailedDeliveries(
  page: number,
  signal?: AbortSignal,
): Promise<AdminDeliveriesPage> {
  const body = await api.get<DataEnvelope<AdminDeliveriesPage>>('/api/admin/deliveries', {
    params: { status: 'failed', page, limit: 10 },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Under the admin panel's key, so any admin change refreshes it too. */
export function getFailedDeliveriesQueryOptions(page: number) {
  return queryOptions({
    queryKey: adminKeys.failedDeliveriesPage(page),
    queryFn: ({ signal }) => getFailedDeliveries(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the failed deliveries; the current page stays on screen while the next loads. */
export function useFailedDeliveries(page: number) {
  return useQuery(getFailedDeliveriesQueryOptions(page));
}
