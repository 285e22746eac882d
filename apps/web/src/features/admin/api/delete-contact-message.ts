import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshAdmin } from './use-refresh-admin';

/** DELETE /api/contact/messages/{id}. */
export async function deleteContactMessage(id: string): Promise<void> {
  await api.delete(`/api/contact/messages/${encodeURIComponent(id)}`);
}

/** Deletes a contact message, then refreshes the whole admin panel. */
export function useDeleteContactMessage() {
  const refresh = useRefreshAdmin();
  return useMutation({ mutationFn: deleteContactMessage, onSettled: refresh });
}
