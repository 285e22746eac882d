import type { RegisterHostel } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { duesKeys } from './query-keys';

/**
 * GET /api/users/me/register-hostels (issue 44): the hostels the caller works as owner or staff,
 * whose dues they see (issue 45 item 6). The dues' own call, since features do not import each
 * other (decision 036).
 */
export async function getDuesHostels(signal?: AbortSignal): Promise<RegisterHostel[]> {
  const body = await api.get<DataEnvelope<RegisterHostel[]>>(
    '/api/users/me/register-hostels',
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** The signed-in user's hostels; idle for guests. */
export function useDuesHostels() {
  const { user } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: duesKeys.hostels(user?.id),
      queryFn: ({ signal }) => getDuesHostels(signal),
      enabled: user?.id !== undefined,
    }),
  );
}
