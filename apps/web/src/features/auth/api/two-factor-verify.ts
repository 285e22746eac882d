import type { Session } from '@hostelhub/shared';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** POST /api/auth/two-factor/verify: the sign-in challenge and a code give the session. */
export async function verifyTwoFactor(input: {
  challenge_token: string;
  code: string;
}): Promise<Session> {
  const body = await api.post<DataEnvelope<Session>>('/api/auth/two-factor/verify', input, {
    handleUnauthorized: false,
  });
  return body.data;
}
