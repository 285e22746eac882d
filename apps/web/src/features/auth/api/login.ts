import type { LoginInput, Session } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** POST /api/auth/login: a session, and the refresh cookie set by the server. */
export async function login(input: LoginInput): Promise<Session> {
  const body = await api.post<DataEnvelope<Session>>('/api/auth/login', input, {
    handleUnauthorized: false,
  });
  return body.data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
