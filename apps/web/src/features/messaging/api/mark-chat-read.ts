import type { Chat, MarkReadInput, MarkReadResult } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { messagingKeys } from './query-keys';

/** PATCH /api/messaging/messages/mark-read: marks what was sent to `user_id` in the chat read. */
export async function markChatRead(input: MarkReadInput): Promise<MarkReadResult> {
  const body = await api.patch<DataEnvelope<MarkReadResult>>(
    '/api/messaging/messages/mark-read',
    input,
  );
  return body.data;
}

/**
 * Marks a chat read: the chat's unread badge drops to 0 in the cached list at once, then,
 * whether the call worked or not, the list reloads with the server's counts (awaited).
 * Named `…Mutation` because hooks/use-mark-chat-read.ts also marks the shown messages.
 */
export function useMarkChatReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markChatRead,
    onMutate: ({ chat_id, user_id }) => {
      queryClient.setQueryData<Chat[]>(messagingKeys.chats(user_id), (previous) =>
        previous?.map((chat) => (chat.id === chat_id ? { ...chat, unread_count: 0 } : chat)),
      );
    },
    onSettled: (_result, _error, { user_id }) =>
      queryClient.invalidateQueries({ queryKey: messagingKeys.chats(user_id) }),
  });
}
