import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** POST /api/auth/resend-verification: always the same answer, whoever the email belongs to. */
export async function resendVerification(email: string): Promise<{ message: string }> {
  const body = await api.post<DataEnvelope<{ message: string }>>(
    '/api/auth/resend-verification',
    { email },
    { handleUnauthorized: false },
  );
  return body.data;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
