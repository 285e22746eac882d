import type { TwoFactorSetup } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** POST /api/auth/two-factor/setup: a new secret and its QR code, not yet in effect. */
export async function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  const body = await api.post<DataEnvelope<TwoFactorSetup>>(
    '/api/auth/two-factor/setup',
    undefined,
  );
  return body.data;
}

/** Starts enrolment; the status changes only once the first code turns it on. */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
