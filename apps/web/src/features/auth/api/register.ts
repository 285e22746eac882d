import type { RegisteredUserSchema, RegisterInput } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataEnvelope } from '../../../lib/api-client';

export type RegisteredUser = z.infer<typeof RegisteredUserSchema>;

/** POST /api/auth/register: creates the account pending email verification (no sign-in). */
export async function register(input: RegisterInput): Promise<RegisteredUser> {
  const body = await api.post<DataEnvelope<RegisteredUser>>('/api/auth/register', input, {
    handleUnauthorized: false,
  });
  return body.data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
