import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 9 journey: an admin approves a pending owner; that owner lists a hostel; the admin
 * approves it and the owner's bell shows it live (issue 10); a guest finds it on /hostels. A visitor writes through /contact; the admin
 * finds the message by search, adds a note and resolves it.
 */
const chromiumPath = inject('chromiumPath');

const HOSTEL = 'Saima Girls Residence';
const SUBJECT = 'Room availability in Johar Town';

async function signIn(page: Page, baseUrl: string, path: string, email: string, landing: RegExp) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByLabel(/^(Admin )?Email/).fill(email);
  await page.locator('input[type="password"]').first().fill('Hostelhub@2026');
  await page
    .getByRole('button', { name: /^Sign in/ })
    .first()
    .click();
  await page.waitForURL(landing);
}

describe.skipIf(!chromiumPath)('the admin panel', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  let owner: Page;

  beforeAll(async () => {
    server = await startServer({
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      GEOCODER_URL: 'http://127.0.0.1:9',
    });
    browser = await launchBrowser(chromiumPath ?? '');
    admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    owner = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('should let an admin approve a pending owner, who can then list a hostel', async () => {
    await signIn(admin, server.baseUrl, '/admin/login', 'admin@demo.hostelhub.pk', /\/admin$/);
    await admin.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    // Issue 22 item 8: the owner queue is a section of its own.
    await admin
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: /^Owners/ })
      .click();
    await admin.waitForURL(/\/admin\/owners$/);
    const queue = admin.getByRole('list', { name: 'Owner accounts awaiting approval' });
    await queue.getByRole('button', { name: 'Approve Saima Qadir' }).click();
    await admin.getByText('Saima Qadir was approved.').waitFor();

    await signIn(owner, server.baseUrl, '/login', 'pending.owner@demo.hostelhub.pk', /\/owner$/);
    await owner.getByRole('button', { name: 'Quick Add Hostel' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Quick Add Hostel' });
    await dialog.getByLabel(/^Hostel name/).fill(HOSTEL);
    await dialog
      .getByLabel(/^Description/)
      .fill('Safe rooms for female students with a warden and home-cooked meals.');
    await dialog.getByLabel(/^Address/).fill('House 21, Block C, Johar Town');
    // Her verified business number is offered and chosen already.
    expect(await dialog.getByLabel(/^Contact phone/).inputValue()).toMatch(/^\+923\d{9}$/);
    await dialog.getByLabel(/^Gender category/).selectOption('female');
    await dialog.getByLabel(/^Price range/).fill('11000 - 16000');
    await dialog.getByLabel('City', { exact: true }).fill('Lahore');
    await dialog
      .getByRole('list', { name: 'City matches' })
      .getByRole('button', { name: /^Lahore/ })
      .click();
    await dialog
      .getByRole('list', { name: 'Town/Area matches' })
      .getByRole('button')
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Confirm Location Selection' }).click();
    await dialog.getByRole('button', { name: 'Create Hostel' }).click();
    await owner
      .getByRole('list', { name: 'Your hostels' })
      .getByRole('listitem')
      .filter({ hasText: HOSTEL })
      .waitFor();
  });

  it('should let the admin approve the hostel, and a guest then find it', async () => {
    await admin.goto(`${server.baseUrl}/admin`);
    await admin.getByRole('link', { name: /Pending Approval/ }).click();
    await admin.getByRole('button', { name: `Approve ${HOSTEL}` }).click();
    await admin.getByText('Hostel approved successfully!').waitFor();

    // The owner, still on her dashboard, sees the notification arrive without reloading.
    await owner.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    await owner
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(`${HOSTEL} was approved`)
      .waitFor();
    await owner.keyboard.press('Escape');

    const guest = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await guest.goto(`${server.baseUrl}/hostels?search=${encodeURIComponent(HOSTEL)}`);
    await guest.getByRole('heading', { name: HOSTEL }).first().waitFor();
    await guest.close();
  });

  it('should carry a contact message to the admin, who finds, notes and resolves it', async () => {
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(`${server.baseUrl}/contact`);
    await visitor.getByLabel(/^Name/).fill('Hira Batool');
    await visitor.getByLabel(/^Email/).fill('hira@example.pk');
    await visitor.getByLabel(/^Category/).selectOption('General Query');
    await visitor.getByLabel(/^Subject/).fill(SUBJECT);
    await visitor
      .getByLabel(/^Message/)
      .fill('Is there a single room free near Johar Town from January?');
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await visitor.getByText('Message sent').waitFor();
    await visitor.close();

    await admin.goto(`${server.baseUrl}/admin/messages`);
    const panel = admin.getByRole('region', { name: 'Contact Messages' });
    await panel.getByRole('searchbox', { name: 'Search messages' }).fill('johar');
    await panel.getByRole('button', { name: `View message from Hira Batool: ${SUBJECT}` }).click();
    const message = admin.getByRole('dialog', { name: SUBJECT });
    await message.getByLabel('Admin notes').fill('Offered the Johar Town single room by email.');
    await message.getByRole('button', { name: 'Mark Resolved' }).click();
    await message.waitFor({ state: 'hidden' });
    const row = panel.getByRole('row').filter({ hasText: SUBJECT });
    await expect.poll(() => row.innerText()).toContain('Resolved');
  });

  it('should write the recent activity in sentences (issue 22 item 8)', async () => {
    await admin.goto(`${server.baseUrl}/admin`);
    const log = admin.getByRole('list', { name: 'Recent administrator actions' });
    await log
      .getByText(
        `Admin Hostelhub Admin set the contact message '${SUBJECT}' to Resolved and updated its notes`,
      )
      .waitFor();
    await log.getByText(`Admin Hostelhub Admin approved the hostel '${HOSTEL}'`).waitFor();
    await log
      .getByText('Admin Hostelhub Admin approved the owner account of Saima Qadir')
      .waitFor();
    expect(await log.innerText()).not.toMatch(/→|null|in_progress/);
  });

  it('should fit every admin section into a 390 px phone screen (issue 22 item 8)', async () => {
    const phone = await (
      await browser.newContext({ viewport: { width: 390, height: 844 } })
    ).newPage();
    await signIn(phone, server.baseUrl, '/admin/login', 'admin@demo.hostelhub.pk', /\/admin$/);
    const sections: [string, (page: Page) => Promise<void>][] = [
      ['/admin', (page) => page.getByRole('heading', { name: 'Recent activity' }).waitFor()],
      ['/admin/hostels', (page) => page.getByRole('list', { name: 'Hostels' }).waitFor()],
      ['/admin/owners', (page) => page.getByRole('heading', { name: 'Pending owners' }).waitFor()],
      ['/admin/users', (page) => page.getByRole('heading', { name: 'Recent Users' }).waitFor()],
      [
        '/admin/messages',
        (page) =>
          page.getByRole('region', { name: 'Contact Messages' }).getByRole('row').nth(1).waitFor(),
      ],
      ['/admin/analytics', (page) => page.getByText('Web vitals (p75)').waitFor()],
      // Issue 26: the reports queue.
      ['/admin/reports', (page) => page.getByRole('heading', { name: 'Open reports' }).waitFor()],
    ];
    for (const [path, ready] of sections) {
      await phone.goto(`${server.baseUrl}${path}`);
      await ready(phone);
      // The compact section menu, opened, must fit too.
      await phone.getByRole('button', { name: /^Section: / }).click();
      await phone
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: /^Analytics/ })
        .waitFor();
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
      await phone.keyboard.press('Escape');
    }
    await phone.close();
  });
});
