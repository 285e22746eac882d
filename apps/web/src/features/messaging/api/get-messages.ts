import type { Message, MessagesPage } from '@hostelhub/shared';
import { api } from '../../../lib/api-client';

/** One page of a chat's messages, oldest first, and whether older ones remain. */
export interface ChatMessagesPage {
  messages: Message[];
  hasMore: boolean;
}

/**
 * GET /api/messaging/chats/{chatId}/messages: the newest page (oldest first), or the page
 * before a message id when scrolling back. A fetcher only, without a query: the pages merge
 * with live and pending messages in the provider's state (hooks/use-chat-messages.ts), not in
 * the query cache.
 */
export async function getMessages(
  chatId: string,
  options: { before?: string; signal?: AbortSignal } = {},
): Promise<ChatMessagesPage> {
  const body = await api.get<MessagesPage>(
    `/api/messaging/chats/${encodeURIComponent(chatId)}/messages`,
    {
      params: { before: options.before },
      ...(options.signal ? { signal: options.signal } : {}),
    },
  );
  return { messages: body.data, hasMore: body.has_more };
}
