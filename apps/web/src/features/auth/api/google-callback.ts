import type { Session } from '@hostelhub/shared';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** POST /api/auth/google-callback: trades the provider's code for a session. */
export async function googleCallback(input: { code: string; state: string }): Promise<Session> {
  const body = await api.post<DataEnvelope<Session>>('/api/auth/google-callback', input, {
    handleUnauthorized: false,
  });
  return body.data;
}
