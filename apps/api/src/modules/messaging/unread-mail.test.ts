import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { startMailServer, type TestMailServer } from '../../../test/mail-server.ts';
import {
  createChatPair,
  markRead,
  openChat,
  sendMessage,
} from '../../../test/factories/messaging.ts';
import { createTestNotify } from '../../../test/notify.ts';
import { sendUnreadMessageEmails } from './unread-mail.job.ts';

/** Unread chat messages emailed after 15 minutes, once per chat a day (issue 10). */

let context: TestContext;
let mail: TestMailServer;

beforeAll(async () => {
  mail = await startMailServer();
  context = await createTestContext({ SMTP_URL: mail.url });
});

afterAll(async () => {
  await context?.close();
  await mail?.close();
});

function sweep(now = new Date()) {
  return sendUnreadMessageEmails({
    db: context.database.db,
    notify: createTestNotify(context.database.db),
    now,
  });
}

async function ageMessages(chatId: string, minutes: number) {
  await context.database.db
    .update(messages)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(messages.chatId, chatId));
}

describe('sendUnreadMessageEmails', () => {
  it('should email the receiver once a day while the message stays unread', async () => {
    const pair = await createChatPair(
      context.database.db,
      context.settings.jwtSecret,
      'Mail Hostel',
    );
    const chatId = await openChat(context.app, pair);
    await sendMessage(context.app, chatId, pair.student, pair.owner, 'Any room?');
    await sendMessage(context.app, chatId, pair.student, pair.owner, 'Please reply');

    expect(await sweep()).toBe(0); // too fresh
    await ageMessages(chatId, 16);
    const [owner] = await context.database.db
      .select()
      .from(users)
      .where(eq(users.id, pair.owner.id));
    const before = mail.messages.length;
    expect(await sweep()).toBe(1);
    const email = await mail.waitForMessage(owner?.email ?? '', before);
    expect(email.subject).toBe('Unread messages about Mail Hostel');
    expect(email.text).toContain('2 unread messages');

    expect(await sweep()).toBe(0); // once a day
    expect(await sweep(new Date(Date.now() + 25 * 60 * 60_000))).toBe(1); // the next day
  });

  it('should not email what was read, nor someone who turned email off', async () => {
    const { db } = context.database;
    const read = await createChatPair(db, context.settings.jwtSecret);
    const readChat = await openChat(context.app, read);
    await sendMessage(context.app, readChat, read.student, read.owner, 'Seen?');
    await markRead(context.app, readChat, read.owner);
    await ageMessages(readChat, 30);

    const quiet = await createChatPair(db, context.settings.jwtSecret);
    const quietChat = await openChat(context.app, quiet);
    await sendMessage(context.app, quietChat, quiet.student, quiet.owner, 'Hello?');
    await ageMessages(quietChat, 30);
    await db.update(users).set({ notifyEmail: false }).where(eq(users.id, quiet.owner.id));

    expect(await sweep()).toBe(0);
  });
});
