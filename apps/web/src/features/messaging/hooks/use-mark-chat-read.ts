import { useCallback } from 'react';
import { useMarkChatReadMutation } from '../api/mark-chat-read';

interface MarkChatReadOptions {
  userId: string | null;
  applyRead: (chatId: string, readerId: string) => void;
}

/**
 * Marks the caller's received messages in a chat read: at once on screen (messages and the
 * chat's unread badge), then on the server (failures only logged); resolves once the chat list
 * has reloaded with the server's counts (api/mark-chat-read.ts).
 */
export function useMarkChatRead({
  userId,
  applyRead,
}: MarkChatReadOptions): (chatId: string) => Promise<void> {
  const { mutateAsync } = useMarkChatReadMutation();
  return useCallback(
    async (chatId: string) => {
      if (!userId) return;
      applyRead(chatId, userId);
      try {
        await mutateAsync({ chat_id: chatId, user_id: userId });
      } catch (error) {
        console.error('Failed to mark messages as read', error);
      }
    },
    [userId, applyRead, mutateAsync],
  );
}
