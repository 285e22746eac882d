import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  firstLink,
  startMailServer,
  type TestMailServer,
} from '../../apps/api/test/mail-server.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const chromiumPath = inject('chromiumPath');
const EMAIL = 'zainab.new@example.pk';
const PASSWORD = 'Islamabad@2026';

describe.skipIf(!chromiumPath)('a new student signs up, verifies the email and signs in', () => {
  let mail: TestMailServer;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mail = await startMailServer();
    server = await startServer({ SMTP_URL: mail.url });
    browser = await launchBrowser(chromiumPath ?? '');
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.close();
  });

  it('should sign up and be sent to the login page with the verification notice', async () => {
    await page.goto(`${server.baseUrl}/signup/student`);
    await page.getByLabel(/^Full Name/).fill('Zainab Tariq');
    await page.getByLabel(/^Email/).fill(EMAIL);
    await page.locator('input#field-password').fill(PASSWORD);
    await page.locator('input#field-confirmPassword').fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/login\?.*message=verification_sent/, { timeout: 15_000 });
    await page
      .getByText(/check your email/i)
      .first()
      .waitFor();
  });

  it('should verify the email from the emailed link', async () => {
    const message = await mail.waitForMessage(EMAIL);
    const link = firstLink(message);
    expect(link.startsWith(server.baseUrl)).toBe(true);
    await page.goto(link);
    await page.waitForURL(/\/verify-email\?.*status=verified/, { timeout: 15_000 });
    await page.getByRole('link', { name: 'Continue to Login' }).click();
    await page.waitForURL(/\/login/);
  });

  it('should sign in and land on /student with the account menu', async () => {
    await page.getByLabel(/^Email/).fill(EMAIL);
    await page.locator('input#field-password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/student$/, { timeout: 15_000 });
    await page
      .getByRole('button', { name: /account menu|ZT/i })
      .first()
      .waitFor();
  });

  it('should stay signed in after a reload (refresh cookie, no stored token)', async () => {
    await page.reload();
    await page
      .getByRole('button', { name: /account menu|ZT/i })
      .first()
      .waitFor();
    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    expect(stored).not.toMatch(/eyJ/);
  });

  it("should refuse a student at /admin/login with the spec's message", async () => {
    await page.goto(`${server.baseUrl}/admin/login`);
    await page.getByLabel(/^Admin Email/).fill(EMAIL);
    await page.locator('input#field-password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in as admin' }).click();
    await page
      .getByText(
        /Access denied\. (Only administrators can log in here|Admin privileges required)\./,
      )
      .waitFor();
    expect(page.url()).toContain('/admin/login');
  });
});
