import type { LoginInput, SignInResult } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** POST /api/auth/login: a session (and the refresh cookie), or the two-factor challenge. */
export async function login(input: LoginInput): Promise<SignInResult> {
  const body = await api.post<DataEnvelope<SignInResult>>('/api/auth/login', input, {
    handleUnauthorized: false,
  });
  return body.data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
