import type { RecoveryCodes } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useRefreshTwoFactorStatus } from './get-two-factor-status';

/**
 * POST /api/auth/two-factor/recovery-codes with a current authenticator code: new codes,
 * shown once; the old ones stop working.
 */
export async function regenerateRecoveryCodes(code: string): Promise<string[]> {
  const body = await api.post<DataEnvelope<RecoveryCodes>>(
    '/api/auth/two-factor/recovery-codes',
    { code },
    { handleUnauthorized: false },
  );
  return body.data.recovery_codes;
}

/** Creates new recovery codes, then refetches the status (its count of unused codes). */
export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshTwoFactorStatus();
  return useMutation({ mutationFn: regenerateRecoveryCodes, onSuccess: refresh });
}
