import type { Visit, VisitStatus } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { bookingsKeys } from './query-keys';

/** GET /api/visits (issue 27): the caller's visits, as student or as owner, newest first. */
export async function getVisits(
  status: VisitStatus | undefined,
  signal?: AbortSignal,
): Promise<Visit[]> {
  const body = await api.get<DataEnvelope<Visit[]>>('/api/visits', {
    params: { status },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** One user's visits of one status (all without it); idle for guests. */
export function getVisitsQueryOptions(userId: string | undefined, status: VisitStatus | undefined) {
  return queryOptions({
    queryKey: bookingsKeys.visitList(userId, status),
    queryFn: ({ signal }) => getVisits(status, signal),
    enabled: userId !== undefined,
  });
}

/** The signed-in user's visits, filtered by `status`. */
export function useVisits(status: VisitStatus | undefined) {
  const { user } = useAuth();
  return useQuery(getVisitsQueryOptions(user?.id, status));
}
