import type { AuthProviders } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { authKeys } from './query-keys';

/** GET /api/auth/providers: which external sign-ins this server has configured. */
export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  const body = await api.get<DataEnvelope<AuthProviders>>('/api/auth/providers', {
    handleUnauthorized: false,
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Cached for 10 minutes: the providers change only when the server is reconfigured. */
export function getAuthProvidersQueryOptions() {
  return queryOptions({
    queryKey: authKeys.providers(),
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: 10 * 60_000,
  });
}

/** Which external sign-ins to offer. */
export function useAuthProviders() {
  return useQuery(getAuthProvidersQueryOptions());
}
