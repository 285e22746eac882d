import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

export interface AuthProviders {
  google: boolean;
}

/** GET /api/auth/providers: which external sign-ins this server has configured. */
export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  const body = await api.get<DataEnvelope<AuthProviders>>('/api/auth/providers', {
    handleUnauthorized: false,
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

export function getAuthProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: 10 * 60_000,
  });
}

export function useAuthProviders() {
  return useQuery(getAuthProvidersQueryOptions());
}
