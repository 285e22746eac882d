import type { ChangePasswordSchema } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Body of POST /api/auth/change-password. */
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

/**
 * POST /api/auth/change-password: the server ends the user's other sessions. A wrong current
 * password answers 401, shown by the form rather than ending this session.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.post('/api/auth/change-password', input, { handleUnauthorized: false });
}

/** Changes the password; nothing cached changes. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
