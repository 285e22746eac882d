import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  firstLink,
  startMailServer,
  type TestMailServer,
} from '../../apps/api/test/mail-server.ts';
import { launchBrowser } from '../support/browser.ts';
import { contactHostel, DEMO_PASSWORD, firstApprovedHostel, signInPage } from '../support/chat.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 26 journey: a student chats with a hostel's owner, the owner replies, the student
 * reviews the hostel, the owner replies to the review; another student reports the review, the
 * admin hides it, and the hostel's rating changes for everyone. The owner renames the approved
 * hostel: students keep the old name until the admin approves the change.
 */
const chromiumPath = inject('chromiumPath');

const REVIEW = 'Clean rooms and a quiet study hall; the mess food is fresh every day.';
const OWNER_REPLY = 'Thank you! Our new study hall opens in January.';
const OTHER_STUDENT = { email: 'hina.reporter@example.pk', password: DEMO_PASSWORD };

describe.skipIf(!chromiumPath)('trust: a review from a real contact, and its moderation', () => {
  let mail: TestMailServer;
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let student: Page;
  let owner: Page;
  let hostel: { name: string; path: string };

  async function api<T>(method: string, path: string, auth?: string, body?: unknown) {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(auth ? { authorization: auth } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  }

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  /** The hostel's rating on its own page, as a guest reads it ("4.0", or null with none). */
  async function guestRating(): Promise<{ average: number | null; count: number }> {
    const id = hostel.path.split('/').pop() ?? '';
    const detail = await api<{ rating_average: number | null; rating_count: number }>(
      'GET',
      `/api/enhanced-hostels/${id}`,
    );
    return { average: detail.rating_average, count: detail.rating_count };
  }

  beforeAll(async () => {
    mail = await startMailServer();
    server = await startServer({
      SMTP_URL: mail.url,
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      GEOCODER_URL: 'http://127.0.0.1:9',
    });
    browser = await launchBrowser(chromiumPath ?? '');

    // The second student signs up and verifies the address from the emailed link.
    await api('POST', '/api/auth/register', undefined, {
      fullName: 'Hina Baig',
      email: OTHER_STUDENT.email,
      password: OTHER_STUDENT.password,
      confirmPassword: OTHER_STUDENT.password,
      role: 'student',
      agreeToTerms: true,
    });
    const link = new URL(firstLink(await mail.waitForMessage(OTHER_STUDENT.email)));
    await api('POST', '/api/auth/verify-email', undefined, {
      token: link.searchParams.get('token'),
    });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await mail?.close();
  });

  it('should let a student review a hostel once its owner has replied in their chat', async () => {
    owner = await newPage();
    await signInPage(owner, server.baseUrl, 'owner@demo.hostelhub.pk', /\/owner$/);
    hostel = await firstApprovedHostel(owner);
    expect(await guestRating()).toEqual({ average: null, count: 0 });

    student = await newPage();
    await signInPage(student, server.baseUrl, 'student@demo.hostelhub.pk', /\/student$/);
    const conversation = await contactHostel(student, server.baseUrl, hostel);
    await conversation.getByRole('textbox', { name: 'Message' }).fill('Is a bed free in March?');
    await conversation.getByRole('button', { name: 'Send' }).click();
    await conversation.getByRole('log').getByText('Is a bed free in March?').waitFor();

    // Before the owner answers, the server refuses a review and says why.
    const session = await api<{ tokens: { accessToken: string }; user: { id: string } }>(
      'POST',
      '/api/auth/login',
      undefined,
      { email: 'owner@demo.hostelhub.pk', password: DEMO_PASSWORD },
    );
    const ownerAuth = `Bearer ${session.tokens.accessToken}`;
    const chats = await api<{ id: string; student_id: string }[]>(
      'GET',
      `/api/messaging/chats/${session.user.id}`,
      ownerAuth,
    );
    const chat = chats[0];
    if (!chat) throw new Error('the owner has no chat');
    await api('POST', '/api/messaging/messages/send', ownerAuth, {
      chat_id: chat.id,
      sender_id: session.user.id,
      receiver_id: chat.student_id,
      text: 'Yes, one bed is free from March.',
    });
    await conversation.getByRole('log').getByText('Yes, one bed is free from March.').waitFor();
    await student.keyboard.press('Escape');

    const page = student.getByRole('article', { name: hostel.name });
    await page.getByRole('button', { name: 'Write a review' }).click();
    const form = student.getByRole('form', { name: 'Write your review' });
    // The fourth star, pressed as a person does: on its picture (the radio itself is hidden).
    const overall = form.getByRole('group', { name: /^Overall rating/ });
    await overall
      .locator('label')
      .filter({ has: student.getByRole('radio', { name: '4 out of 5 stars' }) })
      .click();
    expect(await overall.getByRole('radio', { name: '4 out of 5 stars' }).isChecked()).toBe(true);
    await form.getByRole('textbox', { name: /^Your review/ }).fill(REVIEW);
    await form.getByRole('button', { name: 'Post review' }).click();
    const review = page.getByRole('article').filter({ hasText: REVIEW });
    await review.waitFor();
    await review.getByText('Contacted the owner', { exact: true }).waitFor();
    await expect.poll(guestRating).toEqual({ average: 4, count: 1 });
  });

  it("should let the owner reply to the review under the student's words", async () => {
    await owner.goto(`${server.baseUrl}${hostel.path}`);
    const review = owner
      .getByRole('article', { name: hostel.name })
      .getByRole('article')
      .filter({ hasText: REVIEW });
    await review.getByRole('button', { name: 'Reply' }).click();
    await review.getByRole('textbox', { name: 'Your reply' }).fill(OWNER_REPLY);
    await review.getByRole('button', { name: 'Post reply' }).click();
    await review.getByText(OWNER_REPLY).waitFor();

    // A guest reads both on the server-rendered page.
    const guest = await newPage();
    await guest.goto(`${server.baseUrl}${hostel.path}`);
    const html = await guest.content();
    expect(html).toContain(REVIEW);
    expect(html).toContain(OWNER_REPLY);
    expect(html).toContain('"aggregateRating"');
  });

  it('should let another student report the review, and the admin hide it from every rating', async () => {
    const reporter = await newPage();
    await signInPage(reporter, server.baseUrl, OTHER_STUDENT.email, /\/student$/);
    await reporter.goto(`${server.baseUrl}${hostel.path}`);
    const review = reporter
      .getByRole('article', { name: hostel.name })
      .getByRole('article')
      .filter({ hasText: REVIEW });
    await review.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = reporter.getByRole('dialog', { name: 'Report this review' });
    await dialog.getByText('False information').click();
    await dialog
      .getByRole('textbox', { name: /^Details/ })
      .fill('The study hall has been closed since last year.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await reporter.getByText('Thanks, an administrator will look at it.').waitFor();

    const admin = await newPage();
    await signInPage(admin, server.baseUrl, 'admin@demo.hostelhub.pk', /\/admin$/);
    await admin.goto(`${server.baseUrl}/admin/reports`);
    const report = admin.getByRole('article').filter({ hasText: 'False information' });
    await report.getByText(/^Reported by Hina Baig/).waitFor();
    await report.getByRole('button', { name: 'Hide review' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Hide this review?' });
    await confirm.getByRole('button', { name: 'Hide review' }).click();
    await admin.getByText('Review hidden', { exact: true }).first().waitFor();

    // Gone from the hostel's page and from its rating, for a guest too.
    await expect.poll(guestRating).toEqual({ average: null, count: 0 });
    const guest = await newPage();
    await guest.goto(`${server.baseUrl}${hostel.path}`);
    await guest.getByText('No reviews yet', { exact: true }).waitFor();
    expect(await guest.content()).not.toContain(REVIEW);

    // The reporter is told the outcome.
    await reporter.reload();
    await reporter.getByRole('button', { name: /^Notifications/ }).click();
    await reporter.getByText('Your report was reviewed').first().waitFor();
  });
  it("should hold the owner's new name of the approved hostel for the admin, then show it to everyone", async () => {
    const renamed = `${hostel.name} Residency`;
    const id = hostel.path.split('/').pop() ?? '';
    await owner.goto(`${server.baseUrl}/owner`);
    await owner.getByRole('button', { name: `Edit ${hostel.name}` }).click();
    const dialog = owner.getByRole('dialog');
    const name = dialog.getByLabel(/^Hostel name/);
    await name.fill(renamed);
    await dialog.getByText('Some changes will wait for review').waitFor();
    await dialog.getByRole('button', { name: 'Update Hostel' }).click();
    await owner
      .getByText(/^Hostel saved\. Waiting for review/)
      .first()
      .waitFor();
    await owner.keyboard.press('Escape');
    await owner.getByText('Changes waiting for review').first().waitFor();

    // Students keep the approved name until an administrator decides.
    const shown = async () =>
      (await api<{ name: string }>('GET', `/api/enhanced-hostels/${id}`)).name;
    expect(await shown()).toBe(hostel.name);

    const admin = await newPage();
    await signInPage(admin, server.baseUrl, 'admin@demo.hostelhub.pk', /\/admin$/);
    await admin.goto(`${server.baseUrl}/admin/changes`);
    const change = admin.getByRole('article').filter({ hasText: renamed });
    await change.getByRole('button', { name: `Approve changes to ${hostel.name}` }).click();
    await admin.getByText(`Changes to ${hostel.name} approved`).first().waitFor();

    await expect.poll(shown).toBe(renamed);
    await owner.reload();
    await owner.getByRole('heading', { name: renamed }).first().waitFor();
    expect(await owner.getByText('Changes waiting for review').count()).toBe(0);
  });
});
