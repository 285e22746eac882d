import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 7 journey, two people in two browser contexts: a student contacts a hostel; its owner
 * sees the unread badge, opens the chat and replies; the student sees the reply without
 * reloading, and the double tick on their own message once the owner has read it.
 */
const chromiumPath = inject('chromiumPath');

const QUESTION = 'Assalam o alaikum! Is a single room free from December?';
const REPLY = 'Walaikum assalam, yes: one single room on the second floor.';

async function signIn(page: Page, baseUrl: string, email: string, landing: RegExp) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^Email/).fill(email);
  await page.locator('input#field-password').fill('Hostelhub@2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(landing);
}

describe.skipIf(!chromiumPath)('a student and an owner chat', () => {
  let server: RunningServer;
  let browser: Browser;
  let studentContext: BrowserContext;
  let ownerContext: BrowserContext;
  let student: Page;
  let owner: Page;
  let hostelPath = '';
  let hostelName = '';

  beforeAll(async () => {
    server = await startServer({
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      GEOCODER_URL: 'http://127.0.0.1:9',
    });
    browser = await launchBrowser(chromiumPath ?? '');
    // Separate contexts: separate cookies, so two people signed in at once.
    studentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    student = await studentContext.newPage();
    owner = await ownerContext.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('should let a student contact one of the owner’s approved hostels', async () => {
    await signIn(owner, server.baseUrl, 'owner@demo.hostelhub.pk', /\/owner$/);
    await owner.getByRole('button', { name: /^Approved\s*\d+$/ }).click();
    const roomsLink = owner
      .getByRole('list', { name: 'Your hostels' })
      .getByRole('link', { name: /^Rooms of / })
      .first();
    hostelName = ((await roomsLink.getAttribute('aria-label')) ?? (await roomsLink.innerText()))
      .replace(/^Rooms of /, '')
      .trim();
    hostelPath = `/hostels/${(await roomsLink.getAttribute('href'))?.split('/').pop() ?? ''}`;
    // Nothing unread yet.
    await owner.getByRole('button', { name: 'Messages', exact: true }).waitFor();

    await signIn(student, server.baseUrl, 'student@demo.hostelhub.pk', /\/student$/);
    await student.goto(`${server.baseUrl}${hostelPath}`);
    const detail = student.getByRole('article', { name: hostelName });
    await detail.getByRole('button', { name: 'Contact Hostel' }).click();

    const chat = student.getByRole('dialog', { name: 'Messages' });
    const conversation = chat.getByRole('region', { name: /^Conversation with / });
    await conversation.getByText(hostelName).waitFor();
    await conversation.getByRole('textbox', { name: 'Message' }).fill(`  ${QUESTION}  `);
    await conversation.getByRole('button', { name: 'Send' }).click();
    const sent = conversation.getByRole('log').getByText(QUESTION, { exact: true });
    await sent.waitFor();
    // One tick: sent, not read yet.
    await expect
      .poll(() =>
        conversation.getByRole('log').locator('[data-status]').last().getAttribute('data-status'),
      )
      .toBe('sent');
  });

  it('should show the owner the unread badge without a reload, and let them reply', async () => {
    const badge = owner.getByRole('button', { name: 'Messages, 1 unread' });
    await badge.waitFor();
    expect(await badge.innerText()).toContain('1');
    await badge.click();

    const chat = owner.getByRole('dialog', { name: 'Messages' });
    await chat
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: new RegExp(`${hostelName}, 1 unread`) })
      .click();
    const conversation = chat.getByRole('region', { name: /^Conversation with / });
    await conversation.getByRole('log').getByText(QUESTION, { exact: true }).waitFor();
    // Opening the chat read it: the badge goes (the bar is behind the dialog, hidden from a11y).
    await owner
      .getByRole('button', { name: 'Messages', exact: true, includeHidden: true })
      .waitFor({ state: 'attached' });

    const box = conversation.getByRole('textbox', { name: 'Message' });
    await box.fill(REPLY);
    await box.press('Enter');
    await conversation.getByRole('log').getByText(REPLY, { exact: true }).waitFor();
    expect(await box.inputValue()).toBe('');
  });

  it('should bring the reply to the student live, with a double tick on their question', async () => {
    const conversation = student
      .getByRole('dialog', { name: 'Messages' })
      .getByRole('region', { name: /^Conversation with / });
    await conversation.getByRole('log').getByText(REPLY, { exact: true }).waitFor();
    const question = conversation
      .getByRole('log')
      .locator('div.justify-end', { hasText: QUESTION });
    await expect
      .poll(() => question.locator('[data-status]').getAttribute('data-status'))
      .toBe('read');
  });
});
