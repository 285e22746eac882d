import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/reset-password: the token from the emailed link and the new password. */
export async function resetPassword(input: {
  access_token: string;
  new_password: string;
}): Promise<void> {
  await api.post('/api/auth/reset-password', input, { handleUnauthorized: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
