import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshVerifiedPhones } from './use-refresh-verified-phones';

/** DELETE /api/phone/{id}: removes one of the user's verified numbers. */
export async function removePhone(id: string): Promise<void> {
  await api.delete(`/api/phone/${encodeURIComponent(id)}`);
}

/** Removes a number, then refreshes the verified list. */
export function useRemovePhone() {
  const refresh = useRefreshVerifiedPhones();
  return useMutation({ mutationFn: removePhone, onSuccess: refresh });
}
