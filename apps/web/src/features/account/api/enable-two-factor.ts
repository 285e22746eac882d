import type { RecoveryCodes } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useRefreshTwoFactorStatus } from './get-two-factor-status';

/**
 * POST /api/auth/two-factor/enable with the first authenticator code: the recovery codes,
 * shown once. A wrong code answers with an error the form shows, never a sign-out.
 */
export async function enableTwoFactor(code: string): Promise<string[]> {
  const body = await api.post<DataEnvelope<RecoveryCodes>>(
    '/api/auth/two-factor/enable',
    { code },
    { handleUnauthorized: false },
  );
  return body.data.recovery_codes;
}

/** Turns two-factor sign-in on, then refetches the status. */
export function useEnableTwoFactor() {
  const refresh = useRefreshTwoFactorStatus();
  return useMutation({ mutationFn: enableTwoFactor, onSuccess: refresh });
}
