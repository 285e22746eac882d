import { and, asc, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.ts';
import { withTransactions } from '../../db/transactional.ts';
import { chats, messages, users } from '../../db/schema/index.ts';
import { primaryImageUrl } from '../images/primary-image.query.ts';

/** The participants of a chat, as access checks read them. */
export interface ChatParticipants {
  id: string;
  studentId: string | null;
  ownerId: string | null;
  hostelId: string | null;
}

/** A chat row with what the chat list shows; `unreadCount` is for the user who asked. */
export interface ChatRow extends ChatParticipants {
  hostelName: string;
  hostelImage: string | null;
  studentName: string | null;
  ownerName: string | null;
  lastMessage: string | null;
  lastMessageAt: Date | null;
  unreadCount: number;
  createdAt: Date;
}

export type MessageRow = typeof messages.$inferSelect;

/** Which page of a conversation: the newest, or around a cursor (a message id or a time). */
export type MessagesCursor =
  | { kind: 'newest' }
  | { kind: 'before'; id: string }
  | { kind: 'after'; id: string }
  | { kind: 'since'; time: Date };

const participantColumns = {
  id: chats.id,
  studentId: chats.studentId,
  ownerId: chats.ownerId,
  hostelId: chats.hostelId,
};

/**
 * Chats and messages (part 1 section 3 'Chat', 'Message'). The only place with messaging SQL;
 * returns camelCase rows. `transaction` runs several writes as one.
 */
export function createMessagingRepository(db: Db) {
  return withTransactions(db, messagingQueries);
}
export type MessagingQueries = ReturnType<typeof messagingQueries>;

/** The messaging queries, over the database or one transaction. */
function messagingQueries(db: Executor) {
  const students = alias(users, 'students');
  const owners = alias(users, 'owners');

  return {
    async findChat(id: string): Promise<ChatParticipants | null> {
      const [row] = await db.select(participantColumns).from(chats).where(eq(chats.id, id));
      return row ?? null;
    },

    /**
     * The student's chat about the hostel, created with `ownerId` and the hostel's name when
     * there is none yet (one per student and hostel, also under concurrent calls).
     */
    async createOrGetChat(values: {
      studentId: string;
      ownerId: string;
      hostelId: string;
      hostelName: string;
    }): Promise<{ chat: ChatParticipants; created: boolean }> {
      const [created] = await db
        .insert(chats)
        .values(values)
        .onConflictDoNothing({ target: [chats.studentId, chats.hostelId] })
        .returning(participantColumns);
      if (created) return { chat: created, created: true };
      const [existing] = await db
        .select(participantColumns)
        .from(chats)
        .where(and(eq(chats.studentId, values.studentId), eq(chats.hostelId, values.hostelId)));
      if (!existing) throw new Error('chat vanished between insert and read');
      return { chat: existing, created: false };
    },

    /**
     * One chat, or all chats where the user is the student or the owner (most recent activity
     * first), with the hostel's primary image, both names and the user's unread count.
     */
    async listChats(userId: string, chatId?: string): Promise<ChatRow[]> {
      const involvesUser = or(eq(chats.studentId, userId), eq(chats.ownerId, userId));
      return db
        .select({
          ...participantColumns,
          hostelName: chats.hostelName,
          hostelImage: primaryImageUrl(chats.hostelId),
          studentName: students.fullName,
          ownerName: owners.fullName,
          lastMessage: chats.lastMessage,
          lastMessageAt: chats.lastMessageAt,
          unreadCount: sql<number>`(
            select count(*)::int from messages m
            where m.receiver_id = ${userId} and m.chat_id = ${chats.id} and m.read_at is null)`,
          createdAt: chats.createdAt,
        })
        .from(chats)
        .leftJoin(students, eq(students.id, chats.studentId))
        .leftJoin(owners, eq(owners.id, chats.ownerId))
        .where(chatId ? and(eq(chats.id, chatId), involvesUser) : involvesUser)
        .orderBy(desc(sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt})`), desc(chats.id));
    },

    /**
     * A page of a chat's messages, oldest first, and whether more lie beyond it. A cursor
     * naming a message outside this chat gives an empty page.
     */
    async listMessages(
      chatId: string,
      cursor: MessagesCursor,
      limit: number,
    ): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
      const inChat = eq(messages.chatId, chatId);
      const key = sql`(${messages.createdAt}, ${messages.id})`;
      let where: SQL | undefined = inChat;
      let newestFirst = true;
      if (cursor.kind === 'before' || cursor.kind === 'after') {
        // Compared in SQL: timestamps keep their microseconds (a JS Date would round them).
        // A cursor from another chat matches no row, so the comparison is null: an empty page.
        const bound = sql`(select c.created_at, c.id from messages c
          where c.id = ${cursor.id} and c.chat_id = ${chatId})`;
        where = and(
          inChat,
          cursor.kind === 'before' ? sql`${key} < ${bound}` : sql`${key} > ${bound}`,
        );
        newestFirst = cursor.kind === 'before';
      } else if (cursor.kind === 'since') {
        where = and(inChat, gt(messages.createdAt, cursor.time));
        newestFirst = false;
      }
      const order = newestFirst
        ? [desc(messages.createdAt), desc(messages.id)]
        : [asc(messages.createdAt), asc(messages.id)];
      const rows = await db
        .select()
        .from(messages)
        .where(where)
        .orderBy(...order)
        .limit(limit + 1);
      const hasMore = rows.length > limit;
      const page = rows.slice(0, limit);
      return { rows: newestFirst ? page.reverse() : page, hasMore };
    },

    async findMessage(id: string): Promise<MessageRow | null> {
      const [row] = await db.select().from(messages).where(eq(messages.id, id));
      return row ?? null;
    },

    /**
     * Stores a message, makes it its chat's last message, runs `noted` (the receiver's
     * notification, written by notify.inStatement) and `then` (a select, such as the live events' pg_notify), all in
     * one statement: one round trip, all or nothing.
     */
    async insertMessage(
      values: {
        id: string;
        chatId: string;
        senderId: string;
        receiverId: string;
        text: string;
        createdAt: Date;
      },
      then: SQL = sql`select 1`,
      notification?: SQL,
    ): Promise<void> {
      const at = values.createdAt.toISOString();
      const noted = notification ? sql`, noted as (${notification})` : sql``;
      await db.execute(sql`
        with inserted as (
          insert into messages (id, chat_id, sender_id, receiver_id, text, created_at, updated_at)
          values (${values.id}, ${values.chatId}, ${values.senderId}, ${values.receiverId},
            ${values.text}, ${at}::timestamptz, ${at}::timestamptz)
        ), touched as (
          update chats set last_message = ${values.text}, last_message_at = ${at}::timestamptz,
            updated_at = now()
          where id = ${values.chatId}
        )${noted}
        ${then}`);
    },

    /** Marks the unread messages addressed to `userId` in the chat read at `readAt`. */
    async markRead(chatId: string, userId: string, readAt: Date): Promise<number> {
      const rows = await db
        .update(messages)
        .set({ readAt })
        .where(
          and(
            eq(messages.chatId, chatId),
            eq(messages.receiverId, userId),
            isNull(messages.readAt),
          ),
        )
        .returning({ id: messages.id });
      return rows.length;
    },
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
