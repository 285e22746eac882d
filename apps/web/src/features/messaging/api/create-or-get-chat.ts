import type { Chat, CreateChatInput } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { messagingKeys } from './query-keys';

/** POST /api/messaging/chats/create-or-get: the student's chat about the hostel. */
export async function createOrGetChat(input: CreateChatInput): Promise<Chat> {
  const body = await api.post<DataEnvelope<Chat>>('/api/messaging/chats/create-or-get', input);
  return body.data;
}

/**
 * Creates (or finds) the student's chat, then reloads their chat list before resolving, so
 * the new chat is listed when the dialog opens on it.
 */
export function useCreateOrGetChatMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrGetChat,
    onSuccess: (_chat, input) =>
      queryClient.invalidateQueries({ queryKey: messagingKeys.chats(input.student_id) }),
  });
}
