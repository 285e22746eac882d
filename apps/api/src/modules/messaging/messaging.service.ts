import {
  AppError,
  MESSAGES,
  MESSAGING_MESSAGES,
  type Chat,
  type CreateChatInput,
  type MarkReadInput,
  type MarkReadResult,
  type Message,
  type MessagesQuery,
  type SendMessageInput,
} from '@hostelhub/shared';
import { randomUUID } from 'node:crypto';
import type { LiveEventHub } from '../../lib/live-events.ts';
import type { Actor } from '../../lib/actor.ts';
import type { HostelsRepository } from '../hostels/hostels.repository.ts';
import type { Notify } from '../notify/notify.service.ts';
import type {
  ChatParticipants,
  ChatRow,
  MessageRow,
  MessagesCursor,
  MessagingRepository,
} from './messaging.repository.ts';

export interface MessagingServiceDeps {
  messaging: MessagingRepository;
  hostels: Pick<HostelsRepository, 'findAccess'>;
  /**
   * Chat messages' live delivery (issue 43 item 2's named exception): the send statement
   * publishes the message and chat events itself.
   */
  live: Pick<LiveEventHub, 'publish' | 'notificationBatch'>;
  /** Writes the receiver's new-message notification inside the send statement. */
  notify: Pick<Notify, 'inStatement'>;
}

/** A message as the API and the live events send it (part 1 section 3 'Message'). */
export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    chat_id: row.chatId,
    sender_id: row.senderId,
    receiver_id: row.receiverId,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/** A chat as the API sends it; a deleted participant shows as 'Deleted user' (decision 16). */
export function toChat(row: ChatRow): Chat {
  return {
    id: row.id,
    student_id: row.studentId,
    owner_id: row.ownerId,
    hostel_id: row.hostelId,
    hostel: { name: row.hostelName, images: row.hostelImage ? [row.hostelImage] : [] },
    student: { full_name: row.studentName ?? MESSAGING_MESSAGES.deletedUser },
    owner: { full_name: row.ownerName ?? MESSAGING_MESSAGES.deletedUser },
    last_message: row.lastMessage,
    last_message_time: row.lastMessageAt?.toISOString() ?? null,
    unread_count: row.unreadCount,
    created_at: row.createdAt.toISOString(),
  };
}

function participantsOf(chat: ChatParticipants): string[] {
  return [chat.studentId, chat.ownerId].filter((id): id is string => id !== null);
}

function cursorOf(query: MessagesQuery): MessagesCursor {
  if (query.before) return { kind: 'before', id: query.before };
  if (query.after) return { kind: 'after', id: query.after };
  if (query.since) return { kind: 'since', time: new Date(query.since) };
  return { kind: 'newest' };
}

/**
 * Messaging between students and hostel owners (spec part 1 sections 4, 5, 6 and 7
 * 'Messaging'; DESIGN.md 'Permissions': own chats only, created only by students, never read by
 * administrators). A chat the caller is not in answers 404 CHAT_NOT_FOUND, as if it did not
 * exist, so ids cannot be probed. Every write publishes its live events in its transaction.
 */
export function createMessagingService({ messaging, hostels, live, notify }: MessagingServiceDeps) {
  /** The chat, when `actor` is one of its two people; else NOT_FOUND. */
  async function requireParticipant(actor: Actor, chatId: string): Promise<ChatParticipants> {
    const chat = await messaging.findChat(chatId);
    if (!chat || !participantsOf(chat).includes(actor.id)) {
      throw new AppError('NOT_FOUND', MESSAGING_MESSAGES.chatNotFound);
    }
    return chat;
  }

  function requireSelf(actor: Actor, userId: string, message: string): void {
    if (userId !== actor.id) throw new AppError('FORBIDDEN', message);
  }

  return {
    /**
     * The caller's chats, most recent first, each with its unread count. `userId` must be the
     * caller's own id (FORBIDDEN otherwise).
     */
    async listChats(actor: Actor, userId: string): Promise<Chat[]> {
      requireSelf(actor, userId, MESSAGING_MESSAGES.ownChatsOnly);
      return (await messaging.listChats(actor.id)).map(toChat);
    },

    /**
     * A page of a chat's messages, oldest first (see MessagesQuerySchema). Throws NOT_FOUND
     * unless the caller is in the chat.
     */
    async listMessages(
      actor: Actor,
      chatId: string,
      query: MessagesQuery,
    ): Promise<{ messages: Message[]; hasMore: boolean }> {
      await requireParticipant(actor, chatId);
      const page = await messaging.listMessages(chatId, cursorOf(query), query.limit);
      return { messages: page.rows.map(toMessage), hasMore: page.hasMore };
    },

    /**
     * The student's chat about an approved hostel, created on first contact with the hostel's
     * owner as the other party (one per student and hostel). Throws FORBIDDEN for anyone but
     * a student acting as themself ('Only students can contact hostels'), HOSTEL_NOT_FOUND for
     * a hostel that is unknown or not approved.
     */
    async createOrGetChat(actor: Actor, input: CreateChatInput): Promise<Chat> {
      if (actor.role !== 'student')
        throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.onlyStudents);
      requireSelf(actor, input.student_id, MESSAGING_MESSAGES.onlyStudents);
      const hostel = await hostels.findAccess(input.hostel_id);
      if (hostel?.status !== 'approved') {
        throw new AppError('HOSTEL_NOT_FOUND', MESSAGES.hostelNotFound);
      }
      const chatId = await messaging.transaction(async (repository, tx) => {
        const { chat, created } = await repository.createOrGetChat({
          studentId: actor.id,
          ownerId: hostel.ownerId,
          hostelId: hostel.id,
          hostelName: hostel.name,
        });
        if (created) {
          await live.publish(tx, participantsOf(chat), [
            { type: 'chat.updated', chat_id: chat.id },
          ]);
        }
        return chat.id;
      });
      const [row] = await messaging.listChats(actor.id, chatId);
      if (!row) throw new AppError('NOT_FOUND', MESSAGING_MESSAGES.chatNotFound);
      return toChat(row);
    },

    /**
     * Sends a message (text already trimmed and checked by SendMessageSchema). The sender must
     * be the caller (FORBIDDEN) and in the chat (NOT_FOUND); the receiver must be the other
     * person in it (VALIDATION_ERROR), who must still have an account (CONFLICT). The message,
     * the chat's last message and the live events commit together.
     */
    async sendMessage(actor: Actor, input: SendMessageInput): Promise<Message> {
      requireSelf(actor, input.sender_id, MESSAGING_MESSAGES.senderMismatch);
      const chat = await requireParticipant(actor, input.chat_id);
      const other = chat.studentId === actor.id ? chat.ownerId : chat.studentId;
      if (other === null) throw new AppError('CONFLICT', MESSAGING_MESSAGES.otherPartyDeleted);
      if (input.receiver_id !== other) {
        throw new AppError('VALIDATION_ERROR', MESSAGING_MESSAGES.receiverMismatch, [
          { field: 'receiver_id', message: MESSAGING_MESSAGES.receiverMismatch },
        ]);
      }
      // Id and time are set here so the message and its live events go out in one statement.
      const message: Message = {
        id: randomUUID(),
        chat_id: chat.id,
        sender_id: actor.id,
        receiver_id: other,
        text: input.text,
        created_at: new Date().toISOString(),
        read: false,
      };
      await messaging.insertMessage(
        {
          id: message.id,
          chatId: chat.id,
          senderId: actor.id,
          receiverId: other,
          text: input.text,
          createdAt: new Date(message.created_at),
        },
        live.notificationBatch([
          [
            [other, actor.id],
            [
              { type: 'message.created', message },
              { type: 'chat.updated', chat_id: chat.id },
            ],
          ],
          [[other], [{ type: 'notifications.changed' }]],
        ]),
        // Written in the receiver's preferred_language by the statement itself (issue 24).
        notify.inStatement(other, 'newMessage', { chatId: chat.id, text: input.text }),
      );
      return message;
    },

    /**
     * Marks every unread message addressed to the caller in the chat as read. `user_id` must
     * be the caller (FORBIDDEN) and in the chat (NOT_FOUND). Tells both people when anything
     * changed, so the sender's ticks turn double.
     */
    async markRead(actor: Actor, input: MarkReadInput): Promise<MarkReadResult> {
      requireSelf(actor, input.user_id, MESSAGING_MESSAGES.ownChatsOnly);
      const chat = await requireParticipant(actor, input.chat_id);
      const readAt = new Date();
      const marked = await messaging.transaction(async (repository, tx) => {
        const count = await repository.markRead(chat.id, actor.id, readAt);
        if (count > 0) {
          const to = participantsOf(chat);
          await live.publish(tx, to, [
            {
              type: 'messages.read',
              chat_id: chat.id,
              reader_id: actor.id,
              read_at: readAt.toISOString(),
            },
            { type: 'chat.updated', chat_id: chat.id },
          ]);
        }
        return count;
      });
      return { chat_id: chat.id, marked, read_at: readAt.toISOString() };
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
