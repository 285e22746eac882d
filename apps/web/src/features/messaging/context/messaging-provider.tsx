import { MESSAGING_MESSAGES, type Chat, type LiveEvent, type Message } from '@hostelhub/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { getAccessToken } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useAuth } from '../../../lib/auth';
import { notificationsQueryKey } from '../../../lib/notification-keys';
import {
  createOrGetChat as postCreateOrGetChat,
  getChats,
  getMessages,
  markChatRead as patchMarkRead,
  messagingKeys,
  sendMessage as postSendMessage,
} from '../api/messaging-api';

/** One chat's loaded messages, oldest first, and whether older ones remain on the server. */
export interface ChatMessages {
  items: Message[];
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The caller's messages on their way, shown with a clock until the server has them. */
  pending: PendingMessage[];
}

/** A message being sent: `key` is local only. */
export interface PendingMessage {
  key: string;
  text: string;
  created_at: string;
}

/** The entry with `message` merged in and the pending copy it replaces (same text) dropped. */
function withMessage(entry: ChatMessages, message: Message, senderIsMe: boolean): ChatMessages {
  const index = senderIsMe ? entry.pending.findIndex((item) => item.text === message.text) : -1;
  return {
    ...entry,
    items: mergeMessages(entry.items, [message]),
    pending: index === -1 ? entry.pending : entry.pending.filter((_, at) => at !== index),
  };
}

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

/** `existing` and `incoming` merged by id, oldest first (the server's order). */
function mergeMessages(existing: readonly Message[], incoming: readonly Message[]): Message[] {
  const byId = new Map(existing.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
  );
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
 * 'Messaging'): chats and unread counts load once the user is known; a new message for the user
 * is appended to its chat and the list reloads; any change to one of their chats reloads the
 * list; after a reconnect everything shown is fetched again, so nothing missed stays missing.
 */
export function MessagingProvider({ children, createSocket }: MessagingProviderProps) {
  const { user, renewSession, refreshProfile } = useAuth();
  const userId = user?.id ?? null;
  // An owner not yet approved: a new notification may be the decision, so the profile (which
  // feeds the dashboard's banner and Add buttons) is fetched again (issue 22 item 13).
  const awaitsApproval = user?.role === 'owner' && user.owner_approval_status !== 'approved';
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<Record<string, ChatMessages>>({});
  const [messagesError, setMessagesError] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeChatId, setActiveChatId] = useState<string | null>(null);
  const loadedChats = useRef(new Set<string>());

  const chatsQuery = useQuery({
    queryKey: messagingKeys.chats(userId ?? 'guest'),
    queryFn: ({ signal }) => getChats(userId ?? '', signal),
    enabled: userId !== null,
    staleTime: 30_000,
  });
  const chats = useMemo(() => (userId ? (chatsQuery.data ?? []) : []), [userId, chatsQuery.data]);

  // A different user (or none): nothing of the previous one stays on screen.
  const shownFor = useRef(userId);
  useEffect(() => {
    if (shownFor.current === userId) return;
    shownFor.current = userId;
    setMessages({});
    setMessagesError(null);
    setIsOpen(false);
    setActiveChatId(null);
    loadedChats.current = new Set();
  }, [userId]);

  const reloadChats = useCallback(async () => {
    if (!userId) return;
    await queryClient.invalidateQueries({ queryKey: messagingKeys.chats(userId) });
  }, [queryClient, userId]);

  const loadMessages = useCallback(async (chatId: string) => {
    loadedChats.current.add(chatId);
    try {
      const page = await getMessages(chatId);
      setMessagesError(null);
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
    } catch (error) {
      setMessagesError(errorText(error, MESSAGING_MESSAGES.loadMessagesFailed));
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
      } catch (error) {
        setLoading(false);
        setMessagesError(errorText(error, MESSAGING_MESSAGES.loadMessagesFailed));
      }
    },
    [messages],
  );

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

  /** Shows or drops a pending message of a chat that is open here. */
  const setPending = useCallback(
    (chatId: string, change: (pending: PendingMessage[]) => PendingMessage[]) => {
      setMessages((previous) => {
        const current = previous[chatId];
        if (!current) return previous;
        return { ...previous, [chatId]: { ...current, pending: change(current.pending) } };
      });
    },
    [],
  );

  /** Marks the messages `readerId` received in the chat as read, locally. */
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

  const createOrGetChat = useCallback(
    async (hostelId: string) => {
      if (!userId) throw new Error(MESSAGING_MESSAGES.notAuthenticated);
      try {
        const chat = await postCreateOrGetChat(userId, hostelId);
        await reloadChats();
        return chat;
      } catch (error) {
        throw new Error(errorText(error, MESSAGING_MESSAGES.createChatFailed), { cause: error });
      }
    },
    [userId, reloadChats],
  );

  const sendMessage = useCallback(
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
      // One update swaps the pending copy for the stored message, so it never shows twice.
      const key = `${Date.now()}-${Math.random()}`;
      setPending(chatId, (pending) => [
        ...pending,
        { key, text: parsed.data, created_at: new Date().toISOString() },
      ]);
      let message: Message;
      try {
        message = await postSendMessage({
          chatId,
          senderId: userId,
          receiverId,
          text: parsed.data,
        });
      } catch (error) {
        setPending(chatId, (pending) => pending.filter((item) => item.key !== key));
        throw error;
      }
      setMessages((previous) => {
        const current = previous[chatId];
        if (!current) return previous;
        const pending = current.pending.filter((item) => item.key !== key);
        return {
          ...previous,
          [chatId]: { ...current, pending, items: mergeMessages(current.items, [message]) },
        };
      });
      void reloadChats();
      return message;
    },
    [userId, setPending, reloadChats],
  );

  const markChatRead = useCallback(
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

  // Live updates while signed in.
  const onEvent = useRef<(event: LiveEvent) => void>(() => undefined);
  const onReady = useRef<(reconnected: boolean) => void>(() => undefined);
  useEffect(() => {
    onEvent.current = (event) => {
      if (event.type === 'message.created') appendMessage(event.message);
      if (event.type === 'messages.read') applyRead(event.chat_id, event.reader_id);
      if (event.type === 'message.created' || event.type === 'chat.updated') void reloadChats();
      if (event.type === 'notifications.changed' && userId) {
        void queryClient.invalidateQueries({ queryKey: notificationsQueryKey(userId) });
        if (awaitsApproval) reloadProfile();
      }
    };
    onReady.current = (reconnected) => {
      if (!reconnected) return;
      void reloadChats();
      for (const chatId of loadedChats.current) void loadMessages(chatId);
      if (userId) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey(userId) });
      if (awaitsApproval) reloadProfile();
    };
    function reloadProfile() {
      refreshProfile().catch((error: unknown) =>
        console.error('Failed to reload the profile', error),
      );
    }
  }, [
    appendMessage,
    applyRead,
    reloadChats,
    loadMessages,
    queryClient,
    userId,
    awaitsApproval,
    refreshProfile,
  ]);

  useEffect(() => {
    if (!userId || createSocket === null || typeof WebSocket === 'undefined') return;
    // Loaded on sign-in, not with the app shell: it validates events with zod (issue 11).
    let live: { close: () => void } | null = null;
    let closed = false;
    void import('../../../lib/live-socket').then(({ openLiveSocket }) => {
      if (closed) return;
      live = openLiveSocket({
        getToken: getAccessToken,
        refreshToken: renewSession,
        onEvent: (event) => onEvent.current(event),
        onReady: (reconnected) => onReady.current(reconnected),
        ...(createSocket ? { createSocket } : {}),
      });
    });
    return () => {
      closed = true;
      live?.close();
    };
  }, [userId, createSocket, renewSession]);

  const openMessages = useCallback((chatId?: string | null) => {
    setIsOpen(true);
    if (chatId !== undefined) setActiveChatId(chatId);
  }, []);
  const closeMessages = useCallback(() => setIsOpen(false), []);

  const chatsError = chatsQuery.error
    ? errorText(chatsQuery.error, MESSAGING_MESSAGES.loadChatsFailed)
    : null;

  const value = useMemo<MessagingContextValue>(
    () => ({
      chats,
      messages,
      totalUnread: chats.reduce((sum, chat) => sum + chat.unread_count, 0),
      loading: userId !== null && chatsQuery.isPending,
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
      selectChat: setActiveChatId,
    }),
    [
      chats,
      messages,
      userId,
      chatsQuery.isPending,
      chatsError,
      messagesError,
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
    ],
  );

  return <MessagingContext.Provider value={value}>{children}</MessagingContext.Provider>;
}
