import type { ResidentDetail } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { registerKeys } from './query-keys';

/**
 * GET /api/residents/{id} (issue 44 item 2): one resident with the register's history of them
 * (what happened, the fields' names, who, when; never a personal value), newest first.
 */
export async function getResident(
  residentId: string,
  signal?: AbortSignal,
): Promise<ResidentDetail> {
  const body = await api.get<DataEnvelope<ResidentDetail>>(
    `/api/residents/${encodeURIComponent(residentId)}`,
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** Keyed by `registerKeys.resident(id)`. */
export function getResidentQueryOptions(residentId: string) {
  return queryOptions({
    queryKey: registerKeys.resident(residentId),
    queryFn: ({ signal }) => getResident(residentId, signal),
  });
}

/** One resident and their history. */
export function useResident(residentId: string) {
  return useQuery(getResidentQueryOptions(residentId));
}
