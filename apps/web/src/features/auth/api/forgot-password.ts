import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: always the same answer, whoever the email belongs to. */
export async function forgotPassword(email: string): Promise<{ message: string }> {
  const body = await api.post<DataEnvelope<{ message: string }>>(
    '/api/auth/forgot-password',
    { email },
    { handleUnauthorized: false },
  );
  return body.data;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
