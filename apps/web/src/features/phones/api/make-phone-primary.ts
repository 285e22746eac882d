import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshVerifiedPhones } from './use-refresh-verified-phones';

/** PUT /api/phone/{id}/primary: the number hostels show by default. */
export async function makePhonePrimary(id: string): Promise<void> {
  await api.put(`/api/phone/${encodeURIComponent(id)}/primary`, undefined);
}

/** Makes a number primary, then refreshes the verified list. */
export function useMakePhonePrimary() {
  const refresh = useRefreshVerifiedPhones();
  return useMutation({ mutationFn: makePhonePrimary, onSuccess: refresh });
}
