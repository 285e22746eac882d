import type { DeleteAccountSchema } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** Body of DELETE /api/users/me. */
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;

/**
 * DELETE /api/users/me with the password (decision 9). A wrong password answers with an
 * error the dialog shows, never a sign-out.
 */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiRequest('/api/users/me', { method: 'DELETE', body: input, handleUnauthorized: false });
}

/** Deletes the account; the caller then signs out. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
