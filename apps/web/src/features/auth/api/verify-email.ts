import type { Role } from '@hostelhub/shared';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** POST /api/auth/verify-email: spends the emailed token; 400 INVALID_TOKEN when it is not valid. */
export async function verifyEmail(token: string): Promise<{ email: string; role: Role }> {
  const body = await api.post<DataEnvelope<{ email: string; role: Role }>>(
    '/api/auth/verify-email',
    { token },
    { handleUnauthorized: false },
  );
  return body.data;
}
