import { MESSAGING_MESSAGES, type Message } from '@hostelhub/shared';
import { useCallback } from 'react';
import { useSendMessageMutation } from '../api/send-message';
import type { PendingMessage } from '../utils/chat-messages';

interface SendMessageOptions {
  userId: string | null;
  updatePending: (chatId: string, change: (pending: PendingMessage[]) => PendingMessage[]) => void;
  settlePending: (chatId: string, key: string, message: Message) => void;
}

/**
 * Sends a message: checks the text, shows a pending copy while the server stores it, swaps the
 * copy for the stored message (or drops it on failure, rethrowing); the chat list reloads once it
 * is stored (api/send-message.ts).
 */
export function useSendMessage({
  userId,
  updatePending,
  settlePending,
}: SendMessageOptions): (
  chatId: string,
  receiverId: string,
  text: string,
) => Promise<Message | null> {
  const { mutateAsync: postSendMessage } = useSendMessageMutation();
  return useCallback(
    async (chatId: string, receiverId: string, text: string) => {
      if (!userId) throw new Error(MESSAGING_MESSAGES.notAuthenticated);
      // The schema loads with the first message sent, not with the app shell (issue 11).
      const { MessageTextSchema } = await import('../utils/message-text-schema');
      const parsed = MessageTextSchema.safeParse(text);
      if (!parsed.success) {
        // Empty text is ignored (part 1 section 5); too long is the server's error to give.
        if (text.trim() === '') return null;
        throw new Error(parsed.error.issues[0]?.message ?? MESSAGING_MESSAGES.sendFailed);
      }
      const key = `${Date.now()}-${Math.random()}`;
      updatePending(chatId, (pending) => [
        ...pending,
        { key, text: parsed.data, created_at: new Date().toISOString() },
      ]);
      let message: Message;
      try {
        message = await postSendMessage({
          chat_id: chatId,
          sender_id: userId,
          receiver_id: receiverId,
          text: parsed.data,
        });
      } catch (error) {
        updatePending(chatId, (pending) => pending.filter((item) => item.key !== key));
        throw error;
      }
      // One update swaps the pending copy for the stored message, so it never shows twice.
      settlePending(chatId, key, message);
      return message;
    },
    [userId, updatePending, settlePending, postSendMessage],
  );
}
