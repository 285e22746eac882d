import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { addVerifiedPhone, createHostel, createUser } from '../../../test/factories/hostels.ts';
import { startMailServer, type TestMailServer } from '../../../test/mail-server.ts';
import { createChatPair, openChat, sendMessage } from '../../../test/factories/messaging.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/** /api/users/notification-preferences, /api/users/me/export and DELETE /api/users/me (decision 9). */

let context: TestContext;
let mail: TestMailServer;
let admin = '';
const PASSWORD = 'Hostelhub@2026';

beforeAll(async () => {
  mail = await startMailServer();
  context = await createTestContext({ SMTP_URL: mail.url });
  const row = await createUser(context.database.db, { role: 'admin', ownerApprovalStatus: null });
  admin = await signIn(context.database.db, context.settings.jwtSecret, row);
});

afterAll(async () => {
  await context?.close();
  await mail?.close();
});

describe('notification preferences', () => {
  it('should default to email and hostel updates on, marketing off, and save changes', async () => {
    const row = await createUser(context.database.db);
    const auth = await signIn(context.database.db, context.settings.jwtSecret, row);
    const first = await callJson(context.app, 'GET', '/api/users/notification-preferences', auth);
    expect(first.body.data).toEqual({ email: true, hostel_updates: true, marketing: false });
    const saved = await callJson(context.app, 'PUT', '/api/users/notification-preferences', auth, {
      email: true,
      hostel_updates: false,
      marketing: true,
    });
    expect(saved.status).toBe(200);
    const again = await callJson(context.app, 'GET', '/api/users/notification-preferences', auth);
    expect(again.body.data).toEqual({ email: true, hostel_updates: false, marketing: true });
    expect((await callJson(context.app, 'GET', '/api/users/notification-preferences')).status).toBe(
      401,
    );
  });

  it('should send approval emails only to owners who want them, on a real SMTP server', async () => {
    const { db } = context.database;
    const wants = await createUser(db);
    const declines = await createUser(db);
    await db.update(users).set({ notifyHostelUpdates: false }).where(eq(users.id, declines.id));
    const quiet = await createUser(db);
    await db.update(users).set({ notifyEmail: false }).where(eq(users.id, quiet.id));
    for (const owner of [declines, quiet, wants]) {
      const hostel = await createHostel(db, { ownerId: owner.id, status: 'pending' });
      await callJson(context.app, 'PATCH', `/api/admin/hostels/${hostel.id}/status`, admin, {
        status: 'approved',
      });
    }
    // The last decision's email arrives; mail is sent in order, so the others would be here.
    await mail.waitForMessage(wants.email);
    const recipients = mail.messages.flatMap(
      (message) => message.to?.map((to) => to.address) ?? [],
    );
    expect(recipients).toContain(wants.email);
    expect(recipients).not.toContain(declines.email);
    expect(recipients).not.toContain(quiet.email);
  });
});

describe('account data', () => {
  it("should export the user's own data and nothing of anyone else's", async () => {
    const { db } = context.database;
    const pair = await createChatPair(db, context.settings.jwtSecret, 'Export Hostel');
    const chatId = await openChat(context.app, pair);
    await sendMessage(context.app, chatId, pair.student, pair.owner, 'Is breakfast included?');
    await addVerifiedPhone(db, pair.owner.id, '03001112233');
    const stranger = await createUser(db);
    await createHostel(db, { ownerId: stranger.id, name: 'Stranger Hostel' });

    const { status, body } = await callJson(
      context.app,
      'GET',
      '/api/users/me/export',
      pair.owner.auth,
    );
    expect(status).toBe(200);
    const data = body.data as {
      profile: { id: string };
      hostels: { name: string }[];
      chats: { hostel_name: string; messages: { text: string; from_me: boolean }[] }[];
      verified_phones: { phone_number: string }[];
    };
    expect(data.profile.id).toBe(pair.owner.id);
    expect(JSON.stringify(data)).not.toContain('password');
    expect(data.hostels.map((hostel) => hostel.name)).toEqual(['Export Hostel']);
    expect(data.chats).toEqual([
      expect.objectContaining({
        hostel_name: 'Export Hostel',
        messages: [expect.objectContaining({ text: 'Is breakfast included?', from_me: false })],
      }),
    ]);
    expect(data.verified_phones.map((phone) => phone.phone_number)).toEqual(['+923001112233']);
    expect(JSON.stringify(data)).not.toContain('Stranger Hostel');
    expect(JSON.stringify(data)).not.toContain(stranger.email);
  });

  it("should export a student's reviews and reports (issue 26)", async () => {
    const { db } = context.database;
    const pair = await createChatPair(db, context.settings.jwtSecret, 'Reviewed Hostel');
    const chatId = await openChat(context.app, pair);
    await sendMessage(context.app, chatId, pair.student, pair.owner, 'Is a bed free?');
    await sendMessage(context.app, chatId, pair.owner, pair.student, 'Yes, from March.');
    const comment = 'Quiet rooms and a helpful warden, hot water in winter.';
    const review = await callJson(
      context.app,
      'POST',
      `/api/enhanced-hostels/${pair.hostelId}/reviews`,
      pair.student.auth,
      { rating: 4, comment },
    );
    expect(review.status).toBe(201);
    const report = await callJson(context.app, 'POST', '/api/reports', pair.student.auth, {
      target_type: 'user',
      target_id: pair.owner.id,
      reason: 'other',
      details: 'Asked for the deposit twice.',
    });
    expect(report.status).toBe(201);

    const { body } = await callJson(context.app, 'GET', '/api/users/me/export', pair.student.auth);
    const data = body.data as {
      reviews: { hostel_name: string; rating: number; comment: string; hidden: boolean }[];
      reports: { target_type: string; reason: string; details: string; status: string }[];
    };
    expect(data.reviews).toEqual([
      expect.objectContaining({
        hostel_name: 'Reviewed Hostel',
        rating: 4,
        comment,
        hidden: false,
      }),
    ]);
    expect(data.reports).toEqual([
      expect.objectContaining({
        target_type: 'user',
        reason: 'other',
        details: 'Asked for the deposit twice.',
        status: 'open',
      }),
    ]);
    // The owner's export holds neither: the review is the student's, the report too.
    const owner = await callJson(context.app, 'GET', '/api/users/me/export', pair.owner.auth);
    expect((owner.body.data as { reviews: unknown[] }).reviews).toEqual([]);
    expect((owner.body.data as { reports: unknown[] }).reports).toEqual([]);
  });
});

describe('deleting the account', () => {
  it('should need the password, then delete, keeping the other side of the chats', async () => {
    const { db } = context.database;
    const passwordHash = await hashPassword(PASSWORD);
    const pair = await createChatPair(db, context.settings.jwtSecret, 'Leaving Hostel');
    await db.update(users).set({ passwordHash }).where(eq(users.id, pair.student.id));
    const chatId = await openChat(context.app, pair);
    await sendMessage(context.app, chatId, pair.student, pair.owner, 'Thank you, I found a room.');

    const wrong = await callJson(context.app, 'DELETE', '/api/users/me', pair.student.auth, {
      password: 'not-it',
    });
    expect(wrong.status).toBe(403);
    const deleted = await callJson(context.app, 'DELETE', '/api/users/me', pair.student.auth, {
      password: PASSWORD,
    });
    expect(deleted.status).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, pair.student.id))).toEqual([]);

    const chats = await callJson(
      context.app,
      'GET',
      `/api/messaging/chats/${pair.owner.id}`,
      pair.owner.auth,
    );
    expect(chats.body.data).toEqual([
      expect.objectContaining({ id: chatId, student: { full_name: 'Deleted user' } }),
    ]);
    const messages = await callJson(
      context.app,
      'GET',
      `/api/messaging/chats/${chatId}/messages`,
      pair.owner.auth,
    );
    expect(messages.body.data).toEqual([
      expect.objectContaining({ text: 'Thank you, I found a room.', sender_id: null }),
    ]);
  });

  it('should refuse to delete an administrator account', async () => {
    const row = await createUser(context.database.db, {
      role: 'admin',
      ownerApprovalStatus: null,
      passwordHash: await hashPassword(PASSWORD),
    });
    const auth = await signIn(context.database.db, context.settings.jwtSecret, row);
    const { status } = await callJson(context.app, 'DELETE', '/api/users/me', auth, {
      password: PASSWORD,
    });
    expect(status).toBe(403);
  });
});
