import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  applySystemTheme,
  blocking,
  formatFindings,
  scanPage,
  THEMES,
  type AxeFinding,
} from '../support/axe.ts';
import { launchBrowser, newPhoneContext } from '../support/browser.ts';
import { apiCall, apiSignIn, signInPage } from '../support/chat.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 30 journey, 'an owner opens their insights on a phone': two students' phones open one
 * of the demo owner's approved hostels (its detail API, as the app asks for it) and a crawler
 * reads its page; the owner, on a 390 px phone, finds the hostel on the dashboard with 2 views
 * (the crawler and the owner's own visit not counted), opens its insights, reads the figures,
 * the charts (drawn once recharts has loaded) with their numbers in a table for screen
 * readers, and the price beside the market, switches to 7 days, and the page fits the phone
 * and passes axe in both themes. The journey's own browser is headless Chromium, a bot to the
 * counter, so its visits never count.
 */
const chromiumPath = inject('chromiumPath');

const OWNER = 'owner@demo.hostelhub.pk';
const PHONES = [
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
];
const GOOGLEBOT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The figure labelled `label` (a `<dt>`) inside `scope`: the text of its `<dd>`. */
async function figure(scope: Locator | Page, label: string): Promise<string> {
  const term = scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).first();
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

describe.skipIf(!chromiumPath)('an owner opens their insights on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const hostel = { id: '', name: '' };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser(chromiumPath ?? '');
    context = await newPhoneContext(browser);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('should count two phones, not a crawler nor the owner', async () => {
    const owner = await apiSignIn(server.baseUrl, OWNER);
    const mine = await apiCall(
      server.baseUrl,
      owner.token,
      'GET',
      '/api/enhanced-hostels/owner/my-hostels',
    );
    const approved = (mine.data as { id: string; name: string; status: string }[]).find(
      (item) => item.status === 'approved',
    );
    if (!approved) throw new Error('the demo owner has no approved hostel');
    Object.assign(hostel, { id: approved.id, name: approved.name });

    for (const userAgent of PHONES) {
      const answer = await fetch(`${server.baseUrl}/api/enhanced-hostels/${hostel.id}`, {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
      });
      expect(answer.status).toBe(200);
    }
    // The same phone again at once: the same view.
    await fetch(`${server.baseUrl}/api/enhanced-hostels/${hostel.id}`, {
      headers: { 'user-agent': PHONES[0] ?? '' },
    });
    // A crawler reads the rendered page; the owner opens their own hostel.
    await fetch(`${server.baseUrl}/hostels/${hostel.id}`, {
      headers: { 'user-agent': GOOGLEBOT },
    });
    await fetch(`${server.baseUrl}/api/enhanced-hostels/${hostel.id}`, {
      headers: { 'user-agent': PHONES[1] ?? '', authorization: `Bearer ${owner.token}` },
    });

    const insights = await apiCall(
      server.baseUrl,
      owner.token,
      'GET',
      `/api/enhanced-hostels/${hostel.id}/insights?days=30`,
    );
    expect(insights.status).toBe(200);
    expect(insights.data).toMatchObject({
      days: 30,
      totals: { views: 2, unique_visitors: 2 },
    });
  });

  it("should show the hostel's views on the dashboard, with a link to its insights", async () => {
    await signInPage(page, server.baseUrl, OWNER, /\/owner$/);
    const overview = page.getByRole('region', { name: 'Insights, last 30 days' });
    await overview.waitFor();
    const row = overview
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: hostel.name, exact: true }) });
    await expect.poll(() => figure(row, 'Views')).toBe('2');
    expect(await figure(row, 'Unique visitors')).toBe('2');

    await row.getByRole('link', { name: `See insights for ${hostel.name}` }).click();
    await page.waitForURL(new RegExp(`/owner/insights/${hostel.id}$`));
  });

  it('should give the figures, the charts with their numbers, and the price beside the market', async () => {
    await page
      .getByRole('heading', { level: 1, name: `Insights: ${hostel.name}`, exact: true })
      .waitFor();
    expect(await figure(page, 'Views')).toBe('2');
    expect(await figure(page, 'Unique visitors')).toBe('2');

    // The charts are drawn (recharts loaded with this page) and hidden from screen readers,
    // which read the same numbers from the tables.
    await page.locator('[data-chart] svg.recharts-surface').first().waitFor();
    expect(await page.locator('[data-chart][aria-hidden="true"]').count()).toBeGreaterThanOrEqual(
      2,
    );
    const views = page.getByRole('table', { name: /^Views and unique visitors per day/ });
    expect(await views.getByRole('row').count()).toBe(31);
    const today = views.getByRole('row').last();
    expect(await today.getByRole('cell').allInnerTexts()).toEqual(['2', '2']);

    const price = page.getByRole('heading', { name: 'Your price and the market' });
    await price.scrollIntoViewIfNeeded();
    await page.getByText(/^Your lowest price (is )?Rs [\d,]+/).waitFor();

    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  it('should switch to the last 7 days', async () => {
    const periods = page.getByRole('group', { name: 'Period' });
    await periods.getByRole('button', { name: '7 days' }).click();
    await page.waitForURL(/days=7/);
    await expect
      .poll(() => periods.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed'))
      .toBe('true');
    const views = page.getByRole('table', { name: /^Views and unique visitors per day/ });
    await expect.poll(() => views.getByRole('row').count()).toBe(8);
    expect(await figure(page, 'Views')).toBe('2');
  });

  it('should pass axe on the insights page in both themes', async () => {
    const findings: AxeFinding[] = [];
    for (const theme of THEMES) {
      await applySystemTheme(page, theme);
      findings.push(...(await scanPage(page, { page: 'owner insights (390 px)', theme })));
    }
    expect(formatFindings(blocking(findings))).toBe('');
  });
});
