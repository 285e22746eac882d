import type { TwoFactorStatus } from '@hostelhub/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { accountKeys } from './query-keys';

/** GET /api/auth/two-factor: on or off, since when, and the unused recovery codes. */
export async function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  const body = await api.get<DataEnvelope<TwoFactorStatus>>(
    '/api/auth/two-factor',
    signal ? { signal } : {},
  );
  return body.data;
}

/** The two-factor status of `userId`; idle while signed out. */
export function getTwoFactorStatusQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: accountKeys.twoFactor(userId),
    queryFn: ({ signal }) => getTwoFactorStatus(signal),
    enabled: userId !== undefined,
  });
}

/** The signed-in user's two-factor status. */
export function useTwoFactorStatus() {
  const { user } = useAuth();
  return useQuery(getTwoFactorStatusQueryOptions(user?.id));
}

/** Refetches the signed-in user's two-factor status; each two-factor change calls it. */
export function useRefreshTwoFactorStatus(): () => Promise<void> {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: getTwoFactorStatusQueryOptions(user?.id).queryKey });
}
