import type { AdminUser, SuspensionSchema } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useRefreshAdmin } from './use-refresh-admin';

/** The user and whether they are to be suspended. */
export type SetUserSuspensionInput = z.input<typeof SuspensionSchema> & { id: string };

/**
 * PATCH /api/admin/users/{id}/suspension: suspend or reactivate; the user as it now is. Throws
 * ApiError (409 for the last administrator).
 */
export async function setUserSuspension({
  id,
  suspended,
}: SetUserSuspensionInput): Promise<AdminUser> {
  const body = await api.patch<DataEnvelope<AdminUser>>(
    `/api/admin/users/${encodeURIComponent(id)}/suspension`,
    { suspended },
  );
  return body.data;
}

/** Suspends or reactivates a user, then refreshes the whole admin panel. */
export function useSetUserSuspension() {
  const refresh = useRefreshAdmin();
  return useMutation({ mutationFn: setUserSuspension, onSettled: refresh });
}
