import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSmsWebhook, type SmsWebhook } from '../../apps/api/test/sms-webhook.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 8 journey: an owner adds a business number, reads the code the SMS webhook received
 * (this test runs the webhook), verifies it, makes it primary, and picks it as one of their
 * hostels' contact phone; a visitor then sees it on the hostel.
 */
const chromiumPath = inject('chromiumPath');

const LOCAL = '03451239876';
const FORMATTED = '0345 1239876';

describe.skipIf(!chromiumPath)('an owner verifies a business number', () => {
  let webhook: SmsWebhook;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let hostelName = '';
  let hostelPath = '';

  beforeAll(async () => {
    webhook = await startSmsWebhook();
    server = await startServer({
      SMS_WEBHOOK_URL: webhook.url,
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      GEOCODER_URL: 'http://127.0.0.1:9',
    });
    browser = await launchBrowser(chromiumPath ?? '');
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await webhook?.close();
  });

  it('should add, verify and make primary a number with the code texted to it', async () => {
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel(/^Email/).fill('owner@demo.hostelhub.pk');
    await page.locator('input#field-password').fill('Hostelhub@2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/owner$/);

    await page.goto(`${server.baseUrl}/owner/profile`);
    await page.getByRole('button', { name: 'Manage Business Phone Numbers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Business Phone Numbers' });
    const list = dialog.getByRole('list', { name: 'Verified phone numbers' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1); // the seeded business number

    await dialog.getByRole('button', { name: 'Add Another' }).click();
    await dialog.getByLabel(/^Phone number/).fill(LOCAL);
    await dialog.getByLabel(/^Label/).fill('Office');
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('OTP sent successfully! Check your SMS.').waitFor(); // a toast, outside the dialog

    const code = webhook.lastCode(`+92${LOCAL.slice(1)}`);
    await dialog.getByLabel(/^Verification code/).fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Phone number verified successfully!').waitFor(); // a toast, outside the dialog

    const added = list.getByRole('listitem').filter({ hasText: FORMATTED });
    await added.waitFor();
    expect(await added.innerText()).toContain('Office · Telenor');
    await dialog.getByRole('button', { name: `Make ${FORMATTED} primary` }).click();
    await page.getByText('Primary phone number updated.').waitFor(); // a toast, outside the dialog
    await expect.poll(() => list.getByRole('listitem').first().innerText()).toContain(FORMATTED);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it("should offer the verified number as a hostel's contact phone, and show it to visitors", async () => {
    await page.goto(`${server.baseUrl}/owner`);
    await page.getByRole('button', { name: /^Approved\s*\d+$/ }).click();
    const editButton = page
      .getByRole('list', { name: 'Your hostels' })
      .getByRole('button', { name: /^Edit / })
      .first();
    hostelName = ((await editButton.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
    const roomsLink = page.getByRole('link', { name: `Rooms of ${hostelName}` });
    hostelPath = `/hostels/${(await roomsLink.getAttribute('href'))?.split('/').pop() ?? ''}`;
    await editButton.click();

    const dialog = page.getByRole('dialog', { name: 'Edit Hostel' });
    const contact = dialog.getByLabel(/^Contact phone/);
    await contact.waitFor();
    await contact.selectOption(`+92${LOCAL.slice(1)}`);
    await dialog.getByRole('button', { name: 'Update Hostel' }).click();
    // Saved: the dialog shows the hostel's details, with the new contact phone.
    await page.getByRole('dialog', { name: 'Hostel Details' }).getByText(FORMATTED).waitFor();

    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${server.baseUrl}${hostelPath}`);
    await visitor
      .getByRole('article', { name: hostelName })
      .getByRole('link', { name: FORMATTED })
      .first()
      .waitFor();
    await visitor.close();
  });
});
