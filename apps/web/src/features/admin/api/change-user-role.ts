import type { AdminUser, RoleChangeSchema } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useRefreshAdmin } from './use-refresh-admin';

/** The user and the role to give them. */
export type ChangeUserRoleInput = z.input<typeof RoleChangeSchema> & { id: string };

/**
 * PATCH /api/admin/users/{id}/role (decision 2): the user with the new role. Throws ApiError
 * (409 for the last administrator).
 */
export async function changeUserRole({ id, role }: ChangeUserRoleInput): Promise<AdminUser> {
  const body = await api.patch<DataEnvelope<AdminUser>>(
    `/api/admin/users/${encodeURIComponent(id)}/role`,
    { role },
  );
  return body.data;
}

/** Changes a user's role, then refreshes the whole admin panel. */
export function useChangeUserRole() {
  const refresh = useRefreshAdmin();
  return useMutation({ mutationFn: changeUserRole, onSettled: refresh });
}
