import type { Chat, MarkReadResult, Message, MessagesPage } from '@hostelhub/shared';
import { MESSAGE_SEND_TIMEOUT_MS, MESSAGING_MESSAGES } from '@hostelhub/shared';
import { api, ApiError, TIMEOUT_CODE, type DataEnvelope } from '../../../lib/api-client';

/** Cache keys of messaging, per user so a sign-out or a switch of account never shows old chats. */
export const messagingKeys = {
  all: (userId: string) => ['messaging', userId] as const,
  chats: (userId: string) => ['messaging', userId, 'chats'] as const,
  messages: (userId: string, chatId: string) => ['messaging', userId, 'messages', chatId] as const,
};

/** GET /api/messaging/chats/{userId}: the user's chats, latest activity first. */
export async function getChats(userId: string, signal?: AbortSignal): Promise<Chat[]> {
  const body = await api.get<DataEnvelope<Chat[]>>(
    `/api/messaging/chats/${encodeURIComponent(userId)}`,
    signal ? { signal } : {},
  );
  return body.data;
}

/**
 * GET /api/messaging/chats/{chatId}/messages: the newest page (oldest first), or the page
 * before a message id when scrolling back.
 */
export async function getMessages(
  chatId: string,
  options: { before?: string; signal?: AbortSignal } = {},
): Promise<{ messages: Message[]; hasMore: boolean }> {
  const body = await api.get<MessagesPage>(
    `/api/messaging/chats/${encodeURIComponent(chatId)}/messages`,
    {
      params: { before: options.before },
      ...(options.signal ? { signal: options.signal } : {}),
    },
  );
  return { messages: body.data, hasMore: body.has_more };
}

/** POST /api/messaging/chats/create-or-get: the student's chat about the hostel. */
export async function createOrGetChat(studentId: string, hostelId: string): Promise<Chat> {
  const body = await api.post<DataEnvelope<Chat>>('/api/messaging/chats/create-or-get', {
    student_id: studentId,
    hostel_id: hostelId,
  });
  return body.data;
}

/** A send abandoned after 15 s (part 1 section 9). */
export class SendTimeoutError extends Error {
  constructor() {
    super(MESSAGING_MESSAGES.sendTimedOut);
    this.name = 'SendTimeoutError';
  }
}

/**
 * POST /api/messaging/messages/send. Gives up after 15 s with a SendTimeoutError (the server
 * may still store it; the live event or the next load then shows it).
 */
export async function sendMessage(input: {
  chatId: string;
  senderId: string;
  receiverId: string;
  text: string;
}): Promise<Message> {
  try {
    const body = await api.post<DataEnvelope<Message>>(
      '/api/messaging/messages/send',
      {
        chat_id: input.chatId,
        sender_id: input.senderId,
        receiver_id: input.receiverId,
        text: input.text,
      },
      { timeoutMs: MESSAGE_SEND_TIMEOUT_MS },
    );
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && error.code === TIMEOUT_CODE) {
      throw new SendTimeoutError();
    }
    throw error;
  }
}

/** PATCH /api/messaging/messages/mark-read: marks what was sent to `userId` in the chat read. */
export async function markChatRead(chatId: string, userId: string): Promise<MarkReadResult> {
  const body = await api.patch<DataEnvelope<MarkReadResult>>('/api/messaging/messages/mark-read', {
    chat_id: chatId,
    user_id: userId,
  });
  return body.data;
}
