import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshAdmin } from './use-refresh-admin';

/** DELETE /api/admin/users/{id}: never an administrator (the API refuses with 403). */
export async function deleteUser(id: string): Promise<void> {
  await api.delete(`/api/admin/users/${encodeURIComponent(id)}`);
}

/** Deletes a user, then refreshes the whole admin panel. */
export function useDeleteUser() {
  const refresh = useRefreshAdmin();
  return useMutation({ mutationFn: deleteUser, onSettled: refresh });
}
