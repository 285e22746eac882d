import type { AdminLoginInput, Session, SignInResult } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** POST /api/auth/admin/login: administrators only; others get 403 FORBIDDEN. */
export async function adminLogin(input: AdminLoginInput): Promise<SignInResult> {
  const body = await api.post<DataEnvelope<SignInResult>>('/api/auth/admin/login', input, {
    handleUnauthorized: false,
  });
  return body.data;
}

/** Ends a session the page refuses (a non-admin answer), so its refresh cookie does not linger. */
export async function discardSession(session: Session): Promise<void> {
  await api
    .post('/api/auth/logout', undefined, {
      handleUnauthorized: false,
      accessToken: session.tokens.accessToken,
    })
    .catch(() => undefined);
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
