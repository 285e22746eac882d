import { MESSAGING_MESSAGES, type Chat, type Message } from '@hostelhub/shared';
import { createContext, useContext, type ReactNode } from 'react';
import { useShallowStable } from '../../../hooks/use-shallow-stable';
import { useAuth } from '../../../lib/auth';
import { useChatDialog } from '../hooks/use-chat-dialog';
import { useChatMessages } from '../hooks/use-chat-messages';
import { useChats } from '../hooks/use-chats';
import { useLiveMessaging } from '../hooks/use-live-messaging';
import { useMarkChatRead } from '../hooks/use-mark-chat-read';
import { useSendMessage } from '../hooks/use-send-message';
import type { ChatMessages } from '../utils/chat-messages';

export type { ChatMessages, PendingMessage } from '../utils/chat-messages';

/**
 * The messaging state of part 1 section 3 (chats, messages grouped by chat id, total unread,
 * a loading flag and an error text), the actions of section 5, and the chat dialog's state.
 */
export interface MessagingContextValue {
  chats: Chat[];
  messages: Record<string, ChatMessages>;
  /** The sum of `unread_count` over all chats. */
  totalUnread: number;
  loading: boolean;
  error: string | null;
  /** Reloads the chat list. */
  reloadChats: () => Promise<void>;
  /** Loads a chat's newest messages (again), merging with what is shown. */
  loadMessages: (chatId: string) => Promise<void>;
  /** Loads the page before the oldest shown message. */
  loadOlderMessages: (chatId: string) => Promise<void>;
  /** The signed-in student's chat about the hostel (created on first contact). Throws. */
  createOrGetChat: (hostelId: string) => Promise<Chat>;
  /**
   * Sends trimmed text to the chat's other person; resolves null for empty text. Throws
   * SendTimeoutError after 15 s, or the server's error.
   */
  sendMessage: (chatId: string, receiverId: string, text: string) => Promise<Message | null>;
  /** Marks the caller's received messages in the chat read; failures are only logged. */
  markChatRead: (chatId: string) => Promise<void>;
  /** The chat dialog: open, and which chat it shows (null: the list). */
  isOpen: boolean;
  activeChatId: string | null;
  openMessages: (chatId?: string | null) => void;
  closeMessages: () => void;
  selectChat: (chatId: string | null) => void;
}

const MessagingContext = createContext<MessagingContextValue | null>(null);

/** The messaging state; throws the spec's message outside a MessagingProvider. */
export function useMessagingContext(): MessagingContextValue {
  const value = useContext(MessagingContext);
  if (!value) throw new Error(MESSAGING_MESSAGES.outsideProvider);
  return value;
}

export interface MessagingProviderProps {
  children: ReactNode;
  /**
   * Builds the live WebSocket; null turns live updates off (component tests). Defaults to the
   * browser's WebSocket.
   */
  createSocket?: ((url: string) => WebSocket) | null;
}

/**
 * Holds the signed-in user's chats and messages and keeps them live (part 1 section 5
 * 'Messaging'), composed of one hook per job: the chat list (`useChats`), the loaded messages
 * and their pending copies (`useChatMessages`), sending (`useSendMessage`), marking read
 * (`useMarkChatRead`), the live socket (`useLiveMessaging`) and the dialog (`useChatDialog`).
 */
export function MessagingProvider({ children, createSocket }: MessagingProviderProps) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const {
    chats,
    totalUnread,
    loading,
    error: chatsError,
    reloadChats,
    createOrGetChat,
  } = useChats(userId);
  const {
    messages,
    error: messagesError,
    loadMessages,
    loadOlderMessages,
    reloadLoadedChats,
    appendMessage,
    applyRead,
    updatePending,
    settlePending,
  } = useChatMessages(userId);
  const { isOpen, activeChatId, openMessages, closeMessages, selectChat } = useChatDialog(userId);
  const sendMessage = useSendMessage({ userId, updatePending, settlePending });
  const markChatRead = useMarkChatRead({ userId, applyRead });
  useLiveMessaging({ createSocket, appendMessage, applyRead, reloadChats, reloadLoadedChats });

  const value = useShallowStable<MessagingContextValue>({
    chats,
    messages,
    totalUnread,
    loading,
    error: chatsError ?? messagesError,
    reloadChats,
    loadMessages,
    loadOlderMessages,
    createOrGetChat,
    sendMessage,
    markChatRead,
    isOpen,
    activeChatId,
    openMessages,
    closeMessages,
    selectChat,
  });

  return <MessagingContext.Provider value={value}>{children}</MessagingContext.Provider>;
}
