import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { startMailServer, type TestMailServer } from '../../../test/mail-server.ts';
import { createUser } from '../../../test/factories/hostels.ts';

/**
 * Issue 24 'Tests': a reset email for an Urdu user is in Urdu. Account emails go out in the
 * recipient's preferred_language, sent by the outbox worker to a real SMTP server on
 * loopback; an English user's stay word for word as they were.
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

/** Asks for a reset link for `email` and returns the email that arrives. */
async function resetEmailTo(email: string) {
  const before = mail.messages.length;
  const { status } = await callJson(context.app, 'POST', '/api/auth/forgot-password', undefined, {
    email,
  });
  expect(status).toBe(200);
  return mail.waitForMessage(email, before);
}

const RESET_LINK = /http:\/\/localhost:\d+\/reset-password#access_token=[\w-]+&type=recovery/;

describe('emails in the recipient language', () => {
  it('should write a reset email to an Urdu user in Urdu, with the link', async () => {
    const user = await createUser(context.database.db, {
      role: 'student',
      ownerApprovalStatus: null,
      fullName: 'عائشہ خان',
      preferredLanguage: 'ur',
    });

    const email = await resetEmailTo(user.email);

    expect(email.subject).toBe('اپنا Hostelhub پاس ورڈ ری سیٹ کریں');
    const text = email.text ?? '';
    expect(text).toMatch(/^السلام علیکم عائشہ خان،\n\n/);
    expect(text).toContain(
      'کسی نے آپ کے Hostelhub اکاؤنٹ کا پاس ورڈ ری سیٹ کرنے کی درخواست کی ہے۔',
    );
    expect(text).toContain('1 گھنٹے');
    expect(text).toMatch(RESET_LINK);
    expect(text.replace(RESET_LINK, '')).not.toMatch(/Assalam|password|Someone/);
    const html = email.html ?? '';
    expect(html).toMatch(/<div dir="rtl" lang="ur" style="[^"]+">/u);
    expect(html).toMatch(
      /<a href="[^"]*\/reset-password#access_token=[^"]+">نیا پاس ورڈ منتخب کریں<\/a>/,
    );
  });

  it("should keep an English user's reset email word for word", async () => {
    const user = await createUser(context.database.db, {
      role: 'student',
      ownerApprovalStatus: null,
      fullName: 'Ali Raza',
    });

    const email = await resetEmailTo(user.email);

    expect(email.subject).toBe('Reset your Hostelhub password');
    const link = RESET_LINK.exec(email.text ?? '')?.[0] ?? '';
    expect(email.text?.trimEnd()).toBe(
      `Assalam-o-Alaikum Ali Raza,\n\nSomeone asked to reset the password of your Hostelhub account. To choose a new password, open:\n\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this email: your password stays the same.\n\nHostelhub`,
    );
    expect(email.html).not.toContain('dir="rtl"');
    expect(email.html).toContain('<p>Assalam-o-Alaikum Ali Raza,</p>');
  });

  it('should write the verification email in the language chosen at sign-up', async () => {
    const before = mail.messages.length;
    const address = 'urdu.signup@example.pk';
    const { status } = await callJson(context.app, 'POST', '/api/auth/register', undefined, {
      email: address,
      password: 'Strong-Pass1',
      confirmPassword: 'Strong-Pass1',
      fullName: 'Bilal Ahmed',
      role: 'student',
      agreeToTerms: true,
      preferred_language: 'ur',
    });
    expect(status).toBe(201);

    const email = await mail.waitForMessage(address, before);
    expect(email.subject).toBe('اپنے Hostelhub ای میل ایڈریس کی تصدیق کریں');
    expect(email.text).toContain('السلام علیکم \u2068Bilal Ahmed\u2069،');
    expect(email.text).toContain('24 گھنٹے');
    expect(email.text).toMatch(/\/auth\/callback\?type=email_verification&token=/);
    expect(email.html).toMatch(/<div dir="rtl" lang="ur" style="[^"]+">/u);
    expect(email.html).toContain('میرے ای میل ایڈریس کی تصدیق کریں</a>');
  });
});
