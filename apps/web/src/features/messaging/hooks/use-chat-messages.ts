import { MESSAGING_MESSAGES, type Message } from '@hostelhub/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../../lib/error-text';
import { getMessages } from '../api/get-messages';
import {
  mergeMessages,
  withMessage,
  type ChatMessages,
  type PendingMessage,
} from '../utils/chat-messages';

export interface ChatMessagesState {
  /** Loaded messages grouped by chat id; a chat never opened here has no entry. */
  messages: Record<string, ChatMessages>;
  /** The last failed load as a person reads it; null again after a load succeeds. */
  error: string | null;
  loadMessages: (chatId: string) => Promise<void>;
  loadOlderMessages: (chatId: string) => Promise<void>;
  /** Fetches the newest page of every chat loaded here again (after a reconnect). */
  reloadLoadedChats: () => void;
  /** Merges a message into its chat, dropping the sender's pending copy of it. */
  appendMessage: (message: Message) => void;
  /** Marks the messages `readerId` received in the chat as read, locally. */
  applyRead: (chatId: string, readerId: string) => void;
  /** Changes the pending copies of a chat that is open here. */
  updatePending: (chatId: string, change: (pending: PendingMessage[]) => PendingMessage[]) => void;
  /** Swaps the pending copy `key` for the stored message in one update, so it never shows twice. */
  settlePending: (chatId: string, key: string, message: Message) => void;
}

/**
 * The messages of the chats opened here, grouped by chat id: the newest page on opening, older
 * pages on request, and every change to them (new, read, pending). Cleared when the user changes.
 */
export function useChatMessages(userId: string | null): ChatMessagesState {
  const [messages, setMessages] = useState<Record<string, ChatMessages>>({});
  const [error, setError] = useState<string | null>(null);
  const loadedChats = useRef(new Set<string>());

  // A different user (or none): nothing of the previous one stays on screen.
  const shownFor = useRef(userId);
  useEffect(() => {
    if (shownFor.current === userId) return;
    shownFor.current = userId;
    setMessages({});
    setError(null);
    loadedChats.current = new Set();
  }, [userId]);

  const loadMessages = useCallback(async (chatId: string) => {
    loadedChats.current.add(chatId);
    try {
      const page = await getMessages(chatId);
      setError(null);
      setMessages((previous) => {
        const current = previous[chatId];
        return {
          ...previous,
          [chatId]: {
            items: mergeMessages(current?.items ?? [], page.messages),
            // Older pages already shown keep their own answer.
            hasOlder:
              current && current.items.length > page.messages.length
                ? current.hasOlder
                : page.hasMore,
            loadingOlder: false,
            pending: current?.pending ?? [],
          },
        };
      });
    } catch (caught) {
      setError(errorText(caught, MESSAGING_MESSAGES.loadMessagesFailed));
    }
  }, []);

  const loadOlderMessages = useCallback(
    async (chatId: string) => {
      const current = messages[chatId];
      const oldest = current?.items[0];
      if (!current || !oldest || !current.hasOlder || current.loadingOlder) return;
      const setLoading = (loadingOlder: boolean) =>
        setMessages((previous) => {
          const entry = previous[chatId];
          return entry ? { ...previous, [chatId]: { ...entry, loadingOlder } } : previous;
        });
      setLoading(true);
      try {
        const page = await getMessages(chatId, { before: oldest.id });
        setMessages((previous) => ({
          ...previous,
          [chatId]: {
            items: mergeMessages(previous[chatId]?.items ?? [], page.messages),
            hasOlder: page.hasMore,
            loadingOlder: false,
            pending: previous[chatId]?.pending ?? [],
          },
        }));
      } catch (caught) {
        setLoading(false);
        setError(errorText(caught, MESSAGING_MESSAGES.loadMessagesFailed));
      }
    },
    [messages],
  );

  const reloadLoadedChats = useCallback(() => {
    for (const chatId of loadedChats.current) void loadMessages(chatId);
  }, [loadMessages]);

  const appendMessage = useCallback(
    (message: Message) => {
      setMessages((previous) => {
        const current = previous[message.chat_id];
        // A chat never opened here loads whole when it is opened.
        if (!current) return previous;
        return {
          ...previous,
          [message.chat_id]: withMessage(current, message, message.sender_id === userId),
        };
      });
    },
    [userId],
  );

  const applyRead = useCallback((chatId: string, readerId: string) => {
    setMessages((previous) => {
      const current = previous[chatId];
      if (!current) return previous;
      const items = current.items.map((message) =>
        message.receiver_id === readerId && !message.read ? { ...message, read: true } : message,
      );
      return { ...previous, [chatId]: { ...current, items } };
    });
  }, []);

  const updatePending = useCallback(
    (chatId: string, change: (pending: PendingMessage[]) => PendingMessage[]) => {
      setMessages((previous) => {
        const current = previous[chatId];
        if (!current) return previous;
        return { ...previous, [chatId]: { ...current, pending: change(current.pending) } };
      });
    },
    [],
  );

  const settlePending = useCallback((chatId: string, key: string, message: Message) => {
    setMessages((previous) => {
      const current = previous[chatId];
      if (!current) return previous;
      const pending = current.pending.filter((item) => item.key !== key);
      return {
        ...previous,
        [chatId]: { ...current, pending, items: mergeMessages(current.items, [message]) },
      };
    });
  }, []);

  return {
    messages,
    error,
    loadMessages,
    loadOlderMessages,
    reloadLoadedChats,
    appendMessage,
    applyRead,
    updatePending,
    settlePending,
  };
}
