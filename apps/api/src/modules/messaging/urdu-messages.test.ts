import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, notifications, users } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { startMailServer, type TestMailServer } from '../../../test/mail-server.ts';
import { createChatPair, openChat, sendMessage } from '../../../test/factories/messaging.ts';
import { createTestNotify } from '../../../test/notify.ts';
import { sendUnreadMessageEmails } from './unread-mail.job.ts';

/**
 * Issue 24: a chat message's notification is stored in its receiver's preferred_language, and
 * the unread-message email goes out in it; English receivers read what they always did.
 */

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

/** The receiver's notifications about new messages. */
function messageNotifications(userId: string) {
  return context.database.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'new_message')));
}

describe('chat notices in the receiver language', () => {
  it('should store the new-message notification in each receiver language', async () => {
    const { db } = context.database;
    const pair = await createChatPair(db, context.settings.jwtSecret, 'Johar Town Hostel');
    await db.update(users).set({ preferredLanguage: 'ur' }).where(eq(users.id, pair.owner.id));
    const chatId = await openChat(context.app, pair);

    await sendMessage(context.app, chatId, pair.student, pair.owner, 'Is a room free?');
    await sendMessage(context.app, chatId, pair.owner, pair.student, 'Yes, one.');

    expect(await messageNotifications(pair.owner.id)).toEqual([
      { title: 'نیا پیغام', body: 'Is a room free?' },
    ]);
    expect(await messageNotifications(pair.student.id)).toEqual([
      { title: 'New message', body: 'Yes, one.' },
    ]);
  });

  it('should email an Urdu receiver about unread messages in Urdu', async () => {
    const { db } = context.database;
    const pair = await createChatPair(db, context.settings.jwtSecret, 'Iqbal Town Hostel');
    const [owner] = await db
      .update(users)
      .set({ preferredLanguage: 'ur', fullName: 'حمزہ' })
      .where(eq(users.id, pair.owner.id))
      .returning();
    const chatId = await openChat(context.app, pair);
    await sendMessage(context.app, chatId, pair.student, pair.owner, 'Any room?');
    await sendMessage(context.app, chatId, pair.student, pair.owner, 'Please reply');
    await db
      .update(messages)
      .set({ createdAt: sql`now() - interval '20 minutes'` })
      .where(eq(messages.chatId, chatId));
    const before = mail.messages.length;

    await sendUnreadMessageEmails({ db, notify: createTestNotify(db) });

    const email = await mail.waitForMessage(owner?.email ?? '', before);
    expect(email.subject).toBe('\u2068Iqbal Town Hostel\u2069 کے بارے میں ان پڑھے پیغامات');
    expect(email.text?.trimEnd()).toBe(
      [
        'السلام علیکم حمزہ،',
        'Hostelhub پر \u2068Iqbal Town Hostel\u2069 کے بارے میں آپ کے 2 پیغامات ابھی تک پڑھے نہیں گئے۔',
        'پڑھنے اور جواب دینے کے لیے یہاں جائیں: http://localhost:3000/hostels',
        'آپ یہ ای میلز ترتیبات میں جا کر بند کر سکتے ہیں۔',
      ].join('\n\n'),
    );
    expect(email.html).toMatch(/<div dir="rtl" lang="ur" style="[^"]+">/u);
  });
});
