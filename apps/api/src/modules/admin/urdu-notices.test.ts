import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { startMailServer, type TestMailServer } from '../../../test/mail-server.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/**
 * Issue 24: an administrator's decision reaches the owner in the owner's preferred_language,
 * both the in-app notification (stored in it) and the email, whatever the administrator's
 * own language.
 */

let context: TestContext;
let mail: TestMailServer;
let adminAuth = '';

beforeAll(async () => {
  mail = await startMailServer();
  context = await createTestContext({ SMTP_URL: mail.url });
  const admin = await createUser(context.database.db, { role: 'admin', ownerApprovalStatus: null });
  adminAuth = await signIn(context.database.db, context.settings.jwtSecret, admin);
});

afterAll(async () => {
  await context?.close();
  await mail?.close();
});

/** The user's newest notification. */
async function latestNotification(userId: string) {
  const [row] = await context.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  return row;
}

describe('decisions in the owner language', () => {
  it("should tell an Urdu owner of their hostel's approval in Urdu, in the app and by email", async () => {
    const owner = await createUser(context.database.db, {
      fullName: 'فاطمہ بی بی',
      preferredLanguage: 'ur',
    });
    const hostel = await createHostel(context.database.db, {
      ownerId: owner.id,
      status: 'pending',
      name: 'Gulberg Girls Hostel',
    });
    const before = mail.messages.length;

    const { status } = await callJson(
      context.app,
      'PATCH',
      `/api/admin/hostels/${hostel.id}/status`,
      adminAuth,
      { status: 'approved' },
    );
    expect(status).toBe(200);

    expect(await latestNotification(owner.id)).toMatchObject({
      type: 'hostel_approved',
      title: '\u2068Gulberg Girls Hostel\u2069 منظور ہو گیا',
      body: 'اب طلبہ اسے Hostelhub پر تلاش کر سکتے ہیں۔',
      link: '/owner',
    });
    const email = await mail.waitForMessage(owner.email, before);
    expect(email.subject).toBe(
      'آپ کا ہاسٹل "\u2068Gulberg Girls Hostel\u2069" اب Hostelhub پر دستیاب ہے',
    );
    expect(email.text).toContain('السلام علیکم فاطمہ بی بی،');
    expect(email.text).toMatch(/اس کا انتظام یہاں کریں: http:\/\/localhost:\d+\/owner/);
    expect(email.html).toMatch(
      /<div dir="rtl" lang="ur" style="[^"]+"><p>السلام علیکم فاطمہ بی بی،<\/p>/u,
    );
    expect(email.html).toContain('&quot;\u2068Gulberg Girls Hostel\u2069&quot;');
  });

  it('should tell an English owner in English, word for word as before', async () => {
    const owner = await createUser(context.database.db, { fullName: 'Usman Ali' });
    const hostel = await createHostel(context.database.db, {
      ownerId: owner.id,
      status: 'pending',
      name: 'Model Town Hostel',
    });
    const before = mail.messages.length;

    await callJson(context.app, 'PATCH', `/api/admin/hostels/${hostel.id}/status`, adminAuth, {
      status: 'rejected',
    });

    expect(await latestNotification(owner.id)).toMatchObject({
      title: 'Model Town Hostel was not approved',
      body: 'No reason was given. You can edit it and ask again.',
    });
    const email = await mail.waitForMessage(owner.email, before);
    expect(email.subject).toBe('Your hostel "Model Town Hostel" was not approved');
    expect(email.text).toMatch(
      /^Assalam o alaikum Usman Ali,\n\nYour hostel "Model Town Hostel" was not approved\.\n\nNo reason was given\.\n\nYou can edit it and ask again from http:\/\/localhost:\d+\/owner/,
    );
    expect(email.html).not.toContain('dir="rtl"');
  });

  it("should tell an Urdu owner of their account's rejection in Urdu, with the reason as written", async () => {
    const owner = await createUser(context.database.db, {
      ownerApprovalStatus: 'pending',
      preferredLanguage: 'ur',
    });
    const before = mail.messages.length;

    const { status } = await callJson(
      context.app,
      'PATCH',
      `/api/admin/owners/${owner.id}/approval`,
      adminAuth,
      { decision: 'rejected', reason: 'CNIC \\u0041 unclear' },
    );
    expect(status).toBe(200);

    expect(await latestNotification(owner.id)).toMatchObject({
      type: 'owner_rejected',
      title: 'آپ کا ہاسٹل مالک اکاؤنٹ منظور نہیں ہوا',
      body: 'وجہ: \u2068CNIC \\u0041 unclear\u2069',
      link: '/contact',
    });
    const email = await mail.waitForMessage(owner.email, before);
    expect(email.subject).toBe('آپ کا Hostelhub ہاسٹل مالک اکاؤنٹ منظور نہیں ہوا');
    expect(email.text).toContain('وجہ: \u2068CNIC \\u0041 unclear\u2069');
    expect(email.text).toMatch(/کوئی سوال ہو تو ہمیں یہاں لکھیں: http:\/\/localhost:\d+\/contact/);
  });
});
