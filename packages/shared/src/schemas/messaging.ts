import { z } from 'zod';
import {
  MAX_MESSAGE_LENGTH,
  MAX_MESSAGES_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
} from '../constants/limits.ts';
import { MESSAGING_MESSAGES } from '../constants/messaging-messages.ts';
import { UuidSchema } from './common.ts';

/**
 * One chat as its participants see it (part 1 section 3 'Chat'). `student` and `owner` name the
 * two people ('Deleted user' with a null id once an account is gone, decision 16); `hostel`
 * keeps its name after the hostel is deleted (`hostel_id` null then) and its primary image, if
 * any, as `images[0]`. `unread_count` counts the messages addressed to the caller not yet read.
 */
export const ChatSchema = z.object({
  id: z.uuid(),
  student_id: z.uuid().nullable(),
  owner_id: z.uuid().nullable(),
  hostel_id: z.uuid().nullable(),
  hostel: z.object({ name: z.string(), images: z.array(z.string()) }),
  student: z.object({ full_name: z.string() }),
  owner: z.object({ full_name: z.string() }),
  last_message: z.string().nullable(),
  /** ISO 8601; null while the chat has no message. */
  last_message_time: z.iso.datetime({ offset: true }).nullable(),
  unread_count: z.number().int().nonnegative(),
  created_at: z.iso.datetime({ offset: true }),
});
export type Chat = z.infer<typeof ChatSchema>;

/** One message (part 1 section 3 'Message'); `read` once the receiver has marked the chat read. */
export const MessageSchema = z.object({
  id: z.uuid(),
  chat_id: z.uuid(),
  sender_id: z.uuid().nullable(),
  receiver_id: z.uuid().nullable(),
  text: z.string(),
  /** ISO 8601. */
  created_at: z.iso.datetime({ offset: true }),
  read: z.boolean(),
});
export type Message = z.infer<typeof MessageSchema>;

/** `{ userId }` of GET /messaging/chats/{userId}: only the caller's own id is accepted. */
export const ChatsParamsSchema = z.object({ userId: UuidSchema });

/** `{ chatId }` of GET /messaging/chats/{chatId}/messages. */
export const ChatParamsSchema = z.object({ chatId: UuidSchema });

/**
 * Query of GET /messaging/chats/{chatId}/messages: without a cursor the newest `limit`
 * messages; `before` (a message id) the `limit` messages just older than it, for scrolling
 * back; `after` (a message id) or `since` (an ISO time) every message newer than it, up to
 * `limit`, for a client catching up after a reconnect. Answers are always oldest first.
 */
export const MessagesQuerySchema = z
  .object({
    before: UuidSchema.optional(),
    after: UuidSchema.optional(),
    since: z.iso.datetime({ offset: true, error: MESSAGING_MESSAGES.sinceInvalid }).optional(),
    limit: z.coerce
      .number({ error: `limit must be a whole number from 1 to ${MAX_MESSAGES_PAGE_SIZE}` })
      .int({ error: `limit must be a whole number from 1 to ${MAX_MESSAGES_PAGE_SIZE}` })
      .min(1, { error: `limit must be a whole number from 1 to ${MAX_MESSAGES_PAGE_SIZE}` })
      .max(MAX_MESSAGES_PAGE_SIZE, {
        error: `limit must be a whole number from 1 to ${MAX_MESSAGES_PAGE_SIZE}`,
      })
      .default(MESSAGES_PAGE_SIZE),
  })
  .refine(
    (query) => [query.before, query.after, query.since].filter((value) => value).length <= 1,
    { error: MESSAGING_MESSAGES.oneCursorOnly, path: ['before'] },
  );
export type MessagesQuery = z.infer<typeof MessagesQuerySchema>;

/**
 * Answer of GET /messaging/chats/{chatId}/messages: `data` the messages, oldest first;
 * `has_more` whether older (for `before` and the first page) or newer (for `after`/`since`)
 * messages remain past this page.
 */
export const MessagesPageSchema = z.object({
  success: z.literal(true),
  data: z.array(MessageSchema),
  has_more: z.boolean(),
});
export type MessagesPage = z.infer<typeof MessagesPageSchema>;

/** Body of POST /messaging/chats/create-or-get (part 1 section 7). Strict (issue 41 item 9): another key answers 400 naming it. */
export const CreateChatSchema = z.strictObject({ student_id: UuidSchema, hostel_id: UuidSchema });
export type CreateChatInput = z.infer<typeof CreateChatSchema>;

/**
 * A message's text: trimmed, not empty, at most 2,000 characters (part 1 section 5). The web
 * composer and the send route share it.
 */
export const MessageTextSchema = z
  .string({ error: MESSAGING_MESSAGES.emptyMessage })
  .trim()
  .min(1, { error: MESSAGING_MESSAGES.emptyMessage })
  .max(MAX_MESSAGE_LENGTH, { error: MESSAGING_MESSAGES.messageTooLong });

/** Body of POST /messaging/messages/send (part 1 section 7). Strict (issue 41 item 9): another key answers 400 naming it. */
export const SendMessageSchema = z.strictObject({
  chat_id: UuidSchema,
  sender_id: UuidSchema,
  receiver_id: UuidSchema,
  text: MessageTextSchema,
});
export type SendMessageInput = z.infer<typeof SendMessageSchema>;

/** Body of PATCH /messaging/messages/mark-read (part 1 section 7). Strict (issue 41 item 9): another key answers 400 naming it. */
export const MarkReadSchema = z.strictObject({ chat_id: UuidSchema, user_id: UuidSchema });
export type MarkReadInput = z.infer<typeof MarkReadSchema>;

/** `data` of PATCH /messaging/messages/mark-read: how many messages turned read, and when. */
export const MarkReadResultSchema = z.object({
  chat_id: z.uuid(),
  marked: z.number().int().nonnegative(),
  read_at: z.iso.datetime({ offset: true }),
});
export type MarkReadResult = z.infer<typeof MarkReadResultSchema>;

/**
 * Events the server pushes over the WebSocket at /api/ws (part 1 section 7 'Live
 * subscriptions'), each to the chat's participants only:
 * - `ready`: the socket is authenticated as `user_id`; events flow from here on.
 * - `message.created`: a new message in one of the user's chats (to its receiver and sender).
 * - `messages.read`: `reader_id` read the messages addressed to them in `chat_id` at `read_at`.
 * - `chat.updated`: the chat changed (new message, read, created); reload the chat list.
 * - `resync`: the server may have missed events; refetch everything.
 * - `notifications.changed`: the user's notifications changed (a new one); reload them.
 * - `bookings.changed`: one of the user's visits or reservations changed (issue 27); reload them.
 * - `pong`: the answer to a client's `ping`.
 */
export const LiveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), user_id: z.uuid() }),
  z.object({ type: z.literal('message.created'), message: MessageSchema }),
  z.object({
    type: z.literal('messages.read'),
    chat_id: z.uuid(),
    reader_id: z.uuid(),
    read_at: z.iso.datetime({ offset: true }),
  }),
  z.object({ type: z.literal('chat.updated'), chat_id: z.uuid() }),
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('notifications.changed') }),
  z.object({ type: z.literal('bookings.changed') }),
  z.object({ type: z.literal('pong') }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;

/**
 * Messages a client sends over /api/ws: first `auth` with its access token (the socket closes
 * with 4401 if that does not come within 10 s or is refused), then `ping` to keep it alive.
 */
export const LiveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.infer<typeof LiveClientMessageSchema>;
