import type { AdminCreateInput } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import type { RegisteredUser } from './register';

/** POST /api/auth/admin/create: the server checks the creation key (product decision 3). */
export async function createAdmin(input: AdminCreateInput): Promise<RegisteredUser> {
  const body = await api.post<DataEnvelope<RegisteredUser>>('/api/auth/admin/create', input, {
    handleUnauthorized: false,
  });
  return body.data;
}

export function useCreateAdmin() {
  return useMutation({ mutationFn: createAdmin });
}
