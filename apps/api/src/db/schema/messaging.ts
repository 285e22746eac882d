import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { hostels } from './hostels.ts';
import { users } from './users.ts';

/**
 * A conversation between one student and a hostel's owner (part 1 section 3 'Chat').
 * Participants and hostel may be deleted; the chat keeps the hostel's name (decision 16).
 */
export const chats = pgTable(
  'chats',
  {
    ...baseColumns,
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    hostelId: uuid('hostel_id').references(() => hostels.id, { onDelete: 'set null' }),
    hostelName: text('hostel_name').notNull(),
    lastMessage: text('last_message'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** When each side was last emailed about unread messages here (at most once a day). */
    studentEmailedAt: timestamp('student_emailed_at', { withTimezone: true }),
    ownerEmailedAt: timestamp('owner_emailed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chats_student_id_hostel_id_unique').on(table.studentId, table.hostelId),
    index('chats_owner_id_idx').on(table.ownerId),
    index('chats_hostel_id_idx').on(table.hostelId),
  ],
);

/** One message of a chat; `read_at` set once the receiver has read it. */
export const messages = pgTable(
  'messages',
  {
    ...baseColumns,
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    receiverId: uuid('receiver_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('messages_chat_id_created_at_idx').on(table.chatId, table.createdAt),
    index('messages_sender_id_idx').on(table.senderId),
    index('messages_receiver_id_idx').on(table.receiverId),
    // Unread counts per chat read only this small index.
    index('messages_unread_idx')
      .on(table.receiverId, table.chatId)
      .where(sql`${table.readAt} is null`),
  ],
);
