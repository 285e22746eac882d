import type { ContactMessage, ContactStatusUpdate } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useRefreshAdmin } from './use-refresh-admin';

/** The message, its new status and, when given, the admin notes. */
export type UpdateContactStatusInput = ContactStatusUpdate & { id: string };

/**
 * PUT /api/contact/messages/{id}/status: the new status and, when given, the admin notes; the
 * message as it now is.
 */
export async function updateContactStatus({
  id,
  status,
  admin_notes,
}: UpdateContactStatusInput): Promise<ContactMessage> {
  const body = await api.put<DataEnvelope<ContactMessage>>(
    `/api/contact/messages/${encodeURIComponent(id)}/status`,
    { status, ...(admin_notes === undefined ? {} : { admin_notes }) },
  );
  return body.data;
}

/** Updates a message's status and notes, then refreshes the whole admin panel. */
export function useUpdateContactStatus() {
  const refresh = useRefreshAdmin();
  return useMutation({ mutationFn: updateContactStatus, onSettled: refresh });
}
