import type { AuditEntry } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/audit: the newest `limit` administrator actions, newest first. */
export async function getAuditLog(limit: number, signal?: AbortSignal): Promise<AuditEntry[]> {
  const body = await api.get<DataEnvelope<AuditEntry[]>>('/api/admin/audit', {
    params: { limit },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Under the admin panel's key, so any admin change refreshes it. */
export function getAuditLogQueryOptions(limit = 10) {
  return queryOptions({
    queryKey: adminKeys.audit(limit),
    queryFn: ({ signal }) => getAuditLog(limit, signal),
  });
}

/** The newest `limit` (10) administrator actions. */
export function useAuditLog(limit = 10) {
  return useQuery(getAuditLogQueryOptions(limit));
}
