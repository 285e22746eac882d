import type { Chat } from '@hostelhub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { markChatRead as patchMarkRead, messagingKeys } from '../api/messaging-api';

interface MarkChatReadOptions {
  userId: string | null;
  applyRead: (chatId: string, readerId: string) => void;
  reloadChats: () => Promise<void>;
}

/**
 * Marks the caller's received messages in a chat read: at once on screen (messages and the
 * chat's unread badge), then on the server (failures only logged), then reloads the list.
 */
export function useMarkChatRead({
  userId,
  applyRead,
  reloadChats,
}: MarkChatReadOptions): (chatId: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (chatId: string) => {
      if (!userId) return;
      applyRead(chatId, userId);
      // The badge drops at once; the list reload below brings the server's counts.
      queryClient.setQueryData<Chat[]>(messagingKeys.chats(userId), (previous) =>
        previous?.map((chat) => (chat.id === chatId ? { ...chat, unread_count: 0 } : chat)),
      );
      try {
        await patchMarkRead(chatId, userId);
      } catch (error) {
        console.error('Failed to mark messages as read', error);
      }
      await reloadChats();
    },
    [userId, applyRead, queryClient, reloadChats],
  );
}
