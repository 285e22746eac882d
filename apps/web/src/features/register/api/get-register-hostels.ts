import type { RegisterHostel } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { registerKeys } from './query-keys';

/**
 * GET /api/users/me/register-hostels (issue 44): the hostels whose register the caller works,
 * as their owner or on their staff (a manager or warden), with that role.
 */
export async function getRegisterHostels(signal?: AbortSignal): Promise<RegisterHostel[]> {
  const body = await api.get<DataEnvelope<RegisterHostel[]>>(
    '/api/users/me/register-hostels',
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** Keyed by `registerKeys.hostels(userId)`; idle for guests. */
export function getRegisterHostelsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: registerKeys.hostels(userId),
    queryFn: ({ signal }) => getRegisterHostels(signal),
    enabled: userId !== undefined,
  });
}

/** The signed-in user's register hostels. */
export function useRegisterHostels() {
  const { user } = useAuth();
  return useQuery(getRegisterHostelsQueryOptions(user?.id));
}
