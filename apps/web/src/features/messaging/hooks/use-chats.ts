import { MESSAGING_MESSAGES, type Chat } from '@hostelhub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { errorText } from '../../../lib/error-text';
import { useCreateOrGetChatMutation } from '../api/create-or-get-chat';
import { useChatsQuery } from '../api/get-chats';
import { messagingKeys } from '../api/query-keys';

export interface ChatsState {
  /** The user's chats; empty while signed out. */
  chats: Chat[];
  /** The sum of `unread_count` over all chats. */
  totalUnread: number;
  loading: boolean;
  /** The chat list's load error as a person reads it, or null. */
  error: string | null;
  reloadChats: () => Promise<void>;
  createOrGetChat: (hostelId: string) => Promise<Chat>;
}

/**
 * The signed-in user's chat list (the TanStack Query cache, kept 30 s), its reload, and the
 * student's "chat about this hostel", created on first contact.
 */
export function useChats(userId: string | null): ChatsState {
  const queryClient = useQueryClient();
  const chatsQuery = useChatsQuery(userId);
  const { mutateAsync: postCreateOrGetChat } = useCreateOrGetChatMutation();
  const chats = useMemo(() => (userId ? (chatsQuery.data ?? []) : []), [userId, chatsQuery.data]);
  const totalUnread = useMemo(
    () => chats.reduce((sum, chat) => sum + chat.unread_count, 0),
    [chats],
  );

  const reloadChats = useCallback(async () => {
    if (!userId) return;
    await queryClient.invalidateQueries({ queryKey: messagingKeys.chats(userId) });
  }, [queryClient, userId]);

  const createOrGetChat = useCallback(
    async (hostelId: string) => {
      if (!userId) throw new Error(MESSAGING_MESSAGES.notAuthenticated);
      try {
        // Resolves once the list has reloaded with the chat in it.
        return await postCreateOrGetChat({ student_id: userId, hostel_id: hostelId });
      } catch (error) {
        throw new Error(errorText(error, MESSAGING_MESSAGES.createChatFailed), { cause: error });
      }
    },
    [userId, postCreateOrGetChat],
  );

  return {
    chats,
    totalUnread,
    loading: userId !== null && chatsQuery.isPending,
    error: chatsQuery.error
      ? errorText(chatsQuery.error, MESSAGING_MESSAGES.loadChatsFailed)
      : null,
    reloadChats,
    createOrGetChat,
  };
}
