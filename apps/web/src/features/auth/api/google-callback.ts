import type { SignInResult } from '@hostelhub/shared';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** POST /api/auth/google-callback: the provider's code for a session, or the two-factor challenge. */
export async function googleCallback(input: {
  code: string;
  state: string;
}): Promise<SignInResult> {
  const body = await api.post<DataEnvelope<SignInResult>>('/api/auth/google-callback', input, {
    handleUnauthorized: false,
  });
  return body.data;
}
