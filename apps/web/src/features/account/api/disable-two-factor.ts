import type { TwoFactorDisableSchema } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useRefreshTwoFactorStatus } from './get-two-factor-status';

/** Body of POST /api/auth/two-factor/disable: an authenticator or recovery code, or the password. */
export type DisableTwoFactorInput = z.input<typeof TwoFactorDisableSchema>;

/** POST /api/auth/two-factor/disable. A wrong proof answers with an error, never a sign-out. */
export async function disableTwoFactor(proof: DisableTwoFactorInput): Promise<void> {
  await api.post('/api/auth/two-factor/disable', proof, { handleUnauthorized: false });
}

/** Turns two-factor sign-in off, then refetches the status. */
export function useDisableTwoFactor() {
  const refresh = useRefreshTwoFactorStatus();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: refresh });
}
