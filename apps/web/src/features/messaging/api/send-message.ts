import {
  MESSAGE_SEND_TIMEOUT_MS,
  MESSAGING_MESSAGES,
  type Message,
  type SendMessageInput,
} from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, TIMEOUT_CODE, type DataEnvelope } from '../../../lib/api-client';
import { messagingKeys } from './query-keys';

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
export async function sendMessage(input: SendMessageInput): Promise<Message> {
  try {
    const body = await api.post<DataEnvelope<Message>>('/api/messaging/messages/send', input, {
      timeoutMs: MESSAGE_SEND_TIMEOUT_MS,
    });
    return body.data;
  } catch (error) {
    // The client's own timeout, told apart so the composer can say the spec's words.
    if (error instanceof ApiError && error.code === TIMEOUT_CODE) {
      throw new SendTimeoutError();
    }
    throw error;
  }
}

/**
 * Sends one message and, once stored, reloads the sender's chat list (its order and last
 * message) without waiting for it. Named `…Mutation` because hooks/use-send-message.ts wraps
 * it with the pending copy the conversation shows.
 */
export function useSendMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (_message, input) => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.chats(input.sender_id) });
    },
  });
}
