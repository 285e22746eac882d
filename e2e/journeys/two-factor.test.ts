import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authenticatorCode } from '../../apps/api/test/totp.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 10 journey: a student turns on two-factor sign-in from the settings page (the key the
 * page shows goes into an authenticator, here otpauth), signs out, and signs in again with
 * the password and a code.
 */
const chromiumPath = inject('chromiumPath');
const EMAIL = 'student@demo.hostelhub.pk';
const PASSWORD = 'Hostelhub@2026';

describe.skipIf(!chromiumPath)('a student signs in with two-factor sign-in', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let secret = '';

  beforeAll(async () => {
    server = await startServer({
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      GEOCODER_URL: 'http://127.0.0.1:9',
    });
    browser = await launchBrowser(chromiumPath ?? '');
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function submitPassword() {
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel(/^Email/).fill(EMAIL);
    await page.locator('input#field-password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  it('should turn on two-factor sign-in with the QR key and a first code', async () => {
    await submitPassword();
    await page.waitForURL(/\/student$/, { timeout: 15_000 });
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const qr = page.getByRole('img', {
      name: 'QR code to add Hostelhub to your authenticator app',
    });
    await qr.waitFor();
    // The QR image really loads under the page's Content-Security-Policy.
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel(/^6-digit code from the app/).fill(authenticatorCode(secret));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await page.getByText(/You have 10 unused recovery codes/).waitFor();
  });

  it('should ask for the code after the password once signed out, and sign in with it', async () => {
    await page
      .getByRole('button', { name: /account menu/i })
      .first()
      .click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page
      .getByRole('link', { name: /sign in/i })
      .first()
      .waitFor();

    await submitPassword();
    const field = page.getByLabel(/^Authentication code/);
    await field.waitFor();
    expect(page.url()).toContain('/login');
    await field.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page
      .getByText('Invalid code. Please check your authenticator app and try again.')
      .waitFor();

    // The code that enrolled is spent: the authenticator's next code signs in.
    await field.fill(authenticatorCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/student$/, { timeout: 15_000 });
    await page
      .getByRole('button', { name: /account menu/i })
      .first()
      .waitFor();
  });
});
