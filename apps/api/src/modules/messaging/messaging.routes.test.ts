import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import {
  createChatPair,
  markRead,
  openChat,
  sendMessage,
  type ChatPair,
} from '../../../test/factories/messaging.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/** /api/messaging (spec part 1 sections 4, 5, 6 and 7 'Messaging'; DESIGN.md 'Permissions'). */

interface ChatBody {
  id: string;
  student_id: string | null;
  owner_id: string | null;
  hostel_id: string | null;
  hostel: { name: string; images: string[] };
  student: { full_name: string };
  owner: { full_name: string };
  last_message: string | null;
  last_message_time: string | null;
  unread_count: number;
}

interface MessageBody {
  id: string;
  chat_id: string;
  sender_id: string | null;
  receiver_id: string | null;
  text: string;
  read: boolean;
}

let context: TestContext;
let pair: ChatPair;
let other: ChatPair;
let chatId: string;
let otherChatId: string;
const UNKNOWN = '7d1c3b9e-4f0a-4c2b-9a6e-2f1e0d9c8b7a';

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  pair = await createChatPair(db, context.settings.jwtSecret, 'Pair Hostel');
  other = await createChatPair(db, context.settings.jwtSecret, 'Other Hostel');
  chatId = await openChat(context.app, pair);
  otherChatId = await openChat(context.app, other);
});

afterAll(async () => {
  await context?.close();
});

const chatsOf = async (user: { id: string; auth: string }) => {
  const { status, body } = await callJson(
    context.app,
    'GET',
    `/api/messaging/chats/${user.id}`,
    user.auth,
  );
  expect(status).toBe(200);
  return body.data as ChatBody[];
};

const messagesOf = async (id: string, auth: string, query = '') =>
  callJson(context.app, 'GET', `/api/messaging/chats/${id}/messages${query}`, auth);

describe('guests', () => {
  it('should refuse every messaging route with 401', async () => {
    const calls = [
      callJson(context.app, 'GET', `/api/messaging/chats/${pair.student.id}`),
      callJson(context.app, 'GET', `/api/messaging/chats/${chatId}/messages`),
      callJson(context.app, 'POST', '/api/messaging/chats/create-or-get', undefined, {
        student_id: pair.student.id,
        hostel_id: pair.hostelId,
      }),
      callJson(context.app, 'POST', '/api/messaging/messages/send', undefined, {
        chat_id: chatId,
        sender_id: pair.student.id,
        receiver_id: pair.owner.id,
        text: 'hi',
      }),
      callJson(context.app, 'PATCH', '/api/messaging/messages/mark-read', undefined, {
        chat_id: chatId,
        user_id: pair.owner.id,
      }),
    ];
    for (const { status, body } of await Promise.all(calls)) {
      expect(status).toBe(401);
      expect(body.code).toBe('UNAUTHORIZED');
    }
  });
});

describe('POST /api/messaging/chats/create-or-get', () => {
  it("should give the student one chat per hostel, with the hostel's owner on the other side", async () => {
    const again = await openChat(context.app, pair);
    expect(again).toBe(chatId);
    const [chat] = await chatsOf(pair.student);
    expect(chat).toMatchObject({
      id: chatId,
      student_id: pair.student.id,
      owner_id: pair.owner.id,
      hostel_id: pair.hostelId,
      hostel: { name: 'Pair Hostel' },
      unread_count: 0,
    });
  });

  it('should make concurrent first contacts share one chat', async () => {
    const fresh = await createChatPair(context.database.db, context.settings.jwtSecret);
    const ids = await Promise.all(Array.from({ length: 5 }, () => openChat(context.app, fresh)));
    expect(new Set(ids).size).toBe(1);
  });

  it("should refuse an owner with 'Only students can contact hostels'", async () => {
    const { status, body } = await callJson(
      context.app,
      'POST',
      '/api/messaging/chats/create-or-get',
      other.owner.auth,
      { student_id: other.owner.id, hostel_id: pair.hostelId },
    );
    expect(status).toBe(403);
    expect(body.error).toBe('Only students can contact hostels');
  });

  it('should refuse a student opening a chat in another student’s name', async () => {
    const { status } = await callJson(
      context.app,
      'POST',
      '/api/messaging/chats/create-or-get',
      other.student.auth,
      { student_id: pair.student.id, hostel_id: other.hostelId },
    );
    expect(status).toBe(403);
  });

  it('should answer 404 for a hostel that is pending, rejected or unknown', async () => {
    const { db } = context.database;
    const pending = await createHostel(db, { ownerId: pair.owner.id, status: 'pending' });
    const rejected = await createHostel(db, { ownerId: pair.owner.id, status: 'rejected' });
    for (const hostelId of [pending.id, rejected.id, UNKNOWN]) {
      const { status, body } = await callJson(
        context.app,
        'POST',
        '/api/messaging/chats/create-or-get',
        pair.student.auth,
        { student_id: pair.student.id, hostel_id: hostelId },
      );
      expect(status).toBe(404);
      expect(body.error).toBe('Hostel not found');
    }
  });
});

describe('who may read, send and mark', () => {
  it("should not show a student another pair's chat or its messages", async () => {
    expect((await chatsOf(other.student)).map((chat) => chat.id)).not.toContain(chatId);
    const { status } = await messagesOf(chatId, other.student.auth);
    expect(status).toBe(404);
  });

  it("should answer 403 for another user's chat list", async () => {
    const { status, body } = await callJson(
      context.app,
      'GET',
      `/api/messaging/chats/${pair.student.id}`,
      other.student.auth,
    );
    expect(status).toBe(403);
    expect(body.error).toBe('You can only see your own chats');
  });

  it("should refuse to send into another pair's chat and store nothing", async () => {
    const { status } = await sendMessage(context.app, chatId, other.student, pair.owner, 'hijack');
    expect(status).toBe(404);
    const { body } = await messagesOf(chatId, pair.student.auth);
    expect((body.data as MessageBody[]).map((message) => message.text)).not.toContain('hijack');
  });

  it('should refuse a spoofed sender', async () => {
    const { status, body } = await callJson(
      context.app,
      'POST',
      '/api/messaging/messages/send',
      pair.student.auth,
      { chat_id: chatId, sender_id: pair.owner.id, receiver_id: pair.student.id, text: 'fake' },
    );
    expect(status).toBe(403);
    expect(body.error).toBe('You can only send messages as yourself');
  });

  it('should refuse a receiver who is not the other participant', async () => {
    const { status, body } = await sendMessage(
      context.app,
      chatId,
      pair.student,
      other.owner,
      'wrong door',
    );
    expect(status).toBe(400);
    expect(body.details).toEqual([
      { field: 'receiver_id', message: 'The receiver must be the other person in this chat' },
    ]);
  });

  it("should refuse to mark another pair's chat read, or to mark in someone else's name", async () => {
    const foreign = await markRead(context.app, chatId, other.student);
    expect(foreign.status).toBe(404);
    const spoofed = await callJson(
      context.app,
      'PATCH',
      '/api/messaging/messages/mark-read',
      pair.student.auth,
      { chat_id: chatId, user_id: pair.owner.id },
    );
    expect(spoofed.status).toBe(403);
  });

  it('should show an admin no chats and let them read none', async () => {
    const admin = await createUser(context.database.db, {
      role: 'admin',
      ownerApprovalStatus: null,
    });
    const auth = await signIn(context.database.db, context.settings.jwtSecret, admin);
    expect(await chatsOf({ id: admin.id, auth })).toEqual([]);
    expect((await messagesOf(chatId, auth)).status).toBe(404);
  });
});

describe('sending', () => {
  it('should trim the text and refuse empty or over-long messages', async () => {
    const trimmed = await sendMessage(
      context.app,
      otherChatId,
      other.student,
      other.owner,
      '  hi  ',
    );
    expect(trimmed.status).toBe(200);
    expect((trimmed.body.data as MessageBody).text).toBe('hi');

    const empty = await sendMessage(context.app, otherChatId, other.student, other.owner, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.details?.[0]?.message).toBe('Message cannot be empty');

    const long = await sendMessage(
      context.app,
      otherChatId,
      other.student,
      other.owner,
      'x'.repeat(2001),
    );
    expect(long.status).toBe(400);
    expect(long.body.details?.[0]?.message).toBe('Message must be at most 2,000 characters');

    const longest = await sendMessage(
      context.app,
      otherChatId,
      other.student,
      other.owner,
      'ش'.repeat(2000),
    );
    expect(longest.status).toBe(200);
  });
});

describe('unread counts and mark-read', () => {
  it('should count what the receiver has not read, and clear it for them only', async () => {
    for (const text of ['one', 'two', 'three']) {
      expect((await sendMessage(context.app, chatId, pair.student, pair.owner, text)).status).toBe(
        200,
      );
    }
    await sendMessage(context.app, chatId, pair.owner, pair.student, 'reply');

    const [ownerView] = await chatsOf(pair.owner);
    expect(ownerView).toMatchObject({ id: chatId, unread_count: 3, last_message: 'reply' });
    expect(ownerView?.student.full_name).toBeTruthy();
    const [studentView] = await chatsOf(pair.student);
    expect(studentView?.unread_count).toBe(1);

    const { status, body } = await markRead(context.app, chatId, pair.owner);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ chat_id: chatId, marked: 3 });

    expect((await chatsOf(pair.owner))[0]?.unread_count).toBe(0);
    expect((await chatsOf(pair.student))[0]?.unread_count).toBe(1);

    const messages = (await messagesOf(chatId, pair.student.auth)).body.data as MessageBody[];
    expect(messages.map((message) => [message.text, message.read])).toEqual([
      ['one', true],
      ['two', true],
      ['three', true],
      ['reply', false],
    ]);
  });
});

describe('GET /api/messaging/chats/{chatId}/messages', () => {
  it('should page backwards from the newest and catch up after a message', async () => {
    const fresh = await createChatPair(context.database.db, context.settings.jwtSecret);
    const id = await openChat(context.app, fresh);
    const sent: string[] = [];
    for (let index = 1; index <= 5; index += 1) {
      const { body } = await sendMessage(context.app, id, fresh.student, fresh.owner, `m${index}`);
      sent.push((body.data as MessageBody).id);
    }

    const newest = await messagesOf(id, fresh.owner.auth, '?limit=2');
    expect((newest.body.data as MessageBody[]).map((message) => message.text)).toEqual([
      'm4',
      'm5',
    ]);
    expect((newest.body as { has_more?: boolean }).has_more).toBe(true);

    const older = await messagesOf(id, fresh.owner.auth, `?limit=2&before=${sent[3]}`);
    expect((older.body.data as MessageBody[]).map((message) => message.text)).toEqual(['m2', 'm3']);

    const oldest = await messagesOf(id, fresh.owner.auth, `?limit=2&before=${sent[1]}`);
    expect((oldest.body.data as MessageBody[]).map((message) => message.text)).toEqual(['m1']);
    expect((oldest.body as { has_more?: boolean }).has_more).toBe(false);

    const after = await messagesOf(id, fresh.owner.auth, `?after=${sent[2]}`);
    expect((after.body.data as MessageBody[]).map((message) => message.text)).toEqual(['m4', 'm5']);
  });

  it('should refuse two cursors at once and a cursor that is not an id', async () => {
    expect(
      (await messagesOf(chatId, pair.student.auth, `?before=${UNKNOWN}&after=${UNKNOWN}`)).status,
    ).toBe(400);
    expect((await messagesOf(chatId, pair.student.auth, '?after=nope')).status).toBe(400);
  });
});

describe('deletions (decision 16)', () => {
  it('should keep a chat readable with its hostel name after the hostel is deleted', async () => {
    const fresh = await createChatPair(
      context.database.db,
      context.settings.jwtSecret,
      'Gone Hostel',
    );
    const id = await openChat(context.app, fresh);
    await sendMessage(context.app, id, fresh.student, fresh.owner, 'still here?');
    const deleted = await callJson(
      context.app,
      'DELETE',
      `/api/enhanced-hostels/${fresh.hostelId}`,
      fresh.owner.auth,
    );
    expect(deleted.status).toBe(200);

    const [chat] = await chatsOf(fresh.student);
    expect(chat).toMatchObject({ id, hostel_id: null, hostel: { name: 'Gone Hostel' } });
    const messages = (await messagesOf(id, fresh.owner.auth)).body.data as MessageBody[];
    expect(messages.map((message) => message.text)).toEqual(['still here?']);
  });

  it("should show a deleted account as 'Deleted user' and refuse messages to it", async () => {
    const fresh = await createChatPair(context.database.db, context.settings.jwtSecret);
    const id = await openChat(context.app, fresh);
    await sendMessage(context.app, id, fresh.student, fresh.owner, 'hello');
    await context.database.db.delete(users).where(eq(users.id, fresh.student.id));

    const [chat] = await chatsOf(fresh.owner);
    expect(chat).toMatchObject({ id, student_id: null, student: { full_name: 'Deleted user' } });
    const messages = (await messagesOf(id, fresh.owner.auth)).body.data as MessageBody[];
    expect(messages).toEqual([expect.objectContaining({ text: 'hello', sender_id: null })]);

    const { status, body } = await sendMessage(context.app, id, fresh.owner, fresh.student, 'hi?');
    expect(status).toBe(409);
    expect(body.error).toBe('This person has deleted their account');
  });
});
