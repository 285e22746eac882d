import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@hostelhub/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

const statusKey = (userId: string | undefined) => ['two-factor', userId ?? 'guest'] as const;

/** GET /api/auth/two-factor: on or off, and the unused recovery codes. */
export function useTwoFactorStatus() {
  const { user } = useAuth();
  return useQuery({
    queryKey: statusKey(user?.id),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<TwoFactorStatus>>('/api/auth/two-factor', { signal })).data,
    enabled: user !== null,
  });
}

/** Refetches the status after a change. */
function useRefreshStatus() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: statusKey(user?.id) });
}

/** POST /api/auth/two-factor/setup: a new secret and its QR code, not yet in effect. */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: async () =>
      (await api.post<DataEnvelope<TwoFactorSetup>>('/api/auth/two-factor/setup', undefined)).data,
  });
}

/** POST /api/auth/two-factor/enable with the first code: the recovery codes, shown once. */
export function useEnableTwoFactor() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: async (code: string) =>
      (
        await api.post<DataEnvelope<RecoveryCodes>>(
          '/api/auth/two-factor/enable',
          { code },
          { handleUnauthorized: false },
        )
      ).data.recovery_codes,
    onSuccess: refresh,
  });
}

/** POST /api/auth/two-factor/recovery-codes with a current code: new codes, shown once. */
export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: async (code: string) =>
      (
        await api.post<DataEnvelope<RecoveryCodes>>(
          '/api/auth/two-factor/recovery-codes',
          { code },
          { handleUnauthorized: false },
        )
      ).data.recovery_codes,
    onSuccess: refresh,
  });
}

/** POST /api/auth/two-factor/disable with a code or the password. */
export function useDisableTwoFactor() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (proof: { code: string } | { password: string }) =>
      api.post('/api/auth/two-factor/disable', proof, { handleUnauthorized: false }),
    onSuccess: refresh,
  });
}
