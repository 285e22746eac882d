import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { apiCall, DEMO_PASSWORD, signInPage } from '../support/chat.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 29 journey: a student saves the search of a city and gender on Find Hostels, an
 * administrator approves a pending hostel it matches, the alert arrives live in the student's
 * notifications (no reload), and following it opens the hostel. The saved searches page then
 * counts the alert.
 */
const chromiumPath = inject('chromiumPath');

interface PendingHostel {
  id: string;
  name: string;
  city: string | null;
  gender_category: 'male' | 'female';
}

const SEARCH_NAME = 'Journey alert search';

describe.skipIf(!chromiumPath)('saved searches: an approval alerts the student live', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let student: Page;
  let adminToken = '';
  let hostel: PendingHostel;

  beforeAll(async () => {
    server = await startServer({
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      GEOCODER_URL: 'http://127.0.0.1:9',
    });
    browser = await launchBrowser(chromiumPath ?? '');

    const signedIn = await fetch(`${server.baseUrl}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.hostelhub.pk', password: DEMO_PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
    adminToken = ((await signedIn.json()) as { data: { tokens: { accessToken: string } } }).data
      .tokens.accessToken;

    // A pending demo hostel in a named city: the search will name its city and gender.
    const pending = await apiCall(
      server.baseUrl,
      adminToken,
      'GET',
      '/api/admin/hostels?status=pending&limit=50',
    );
    const found = (pending.data as { hostels: PendingHostel[] }).hostels.find(
      (candidate) => candidate.city !== null,
    );
    expect(found).toBeDefined();
    hostel = found as PendingHostel;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it('should let a signed-in student save the search on Find Hostels', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    student = await context.newPage();
    await signInPage(student, server.baseUrl, 'student@demo.hostelhub.pk', /\/student$/);

    const query = new URLSearchParams({
      city: hostel.city ?? '',
      gender_category: hostel.gender_category,
    });
    await student.goto(`${server.baseUrl}/hostels?${query.toString()}`);
    await student.getByRole('heading', { level: 1, name: 'Find Hostels' }).waitFor();
    await student.getByRole('button', { name: 'Save this search' }).click();

    const dialog = student.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByText(hostel.city ?? '', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(SEARCH_NAME);
    await dialog.getByRole('combobox', { name: 'Alerts' }).selectOption('instant');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await student.getByText('Search saved. We will tell you about new matches.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('should tell the student live when an administrator approves a matching hostel, and open it', async () => {
    const bell = student.getByRole('button', { name: /^Notifications/ });
    const before = (await bell.getAttribute('aria-label')) ?? '';

    const approved = await apiCall(
      server.baseUrl,
      adminToken,
      'PATCH',
      `/api/admin/hostels/${hostel.id}/status`,
      { status: 'approved' },
    );
    expect(approved.status).toBe(200);

    // No reload: the live notifications.changed event refreshes the bell.
    await expect
      .poll(async () => (await bell.getAttribute('aria-label')) ?? '', { timeout: 20_000 })
      .not.toBe(before);
    await bell.click();
    const alert = student
      .getByRole('dialog', { name: 'Notifications' })
      // The item itself (its own buttons, such as mark read, name it too).
      .getByRole('button', { name: new RegExp(`^(Unread: )?New hostel for "${SEARCH_NAME}": `) });
    await alert.waitFor();
    await expect.poll(() => alert.innerText()).toContain(hostel.name);

    await alert.click();
    await student.waitForURL(new RegExp(`/hostels/${hostel.id}$`));
    await student.getByRole('heading', { name: hostel.name }).first().waitFor();
  });

  it('should count the alert on the saved searches page, reached from the account menu', async () => {
    await student.getByRole('button', { name: /^Account menu for/ }).click();
    await student.getByRole('link', { name: 'Saved searches' }).click();
    await student.waitForURL(/\/saved-searches$/);
    const item = student.getByRole('article', { name: SEARCH_NAME });
    await item.getByText('1 alert so far').waitFor();
    await item.getByRole('link', { name: `Show hostels for “${SEARCH_NAME}”` }).click();
    await student.waitForURL(/\/hostels\?/);
    expect(new URL(student.url()).searchParams.get('gender_category')).toBe(hostel.gender_category);
  });
});
