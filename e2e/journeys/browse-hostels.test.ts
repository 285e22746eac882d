import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const chromiumPath = inject('chromiumPath');

describe.skipIf(!chromiumPath)('a visitor browses hostels', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser(chromiumPath ?? '');
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('should print the demo accounts at start-up', () => {
    expect(server.output()).toContain('admin@demo.hostelhub.pk');
    expect(server.output()).toContain('Hostelhub@2026');
  });

  it('should open the home page with live figures from the database', async () => {
    const stats = (await (await fetch(`${server.baseUrl}/api/stats`)).json()) as {
      data: { hostels: number };
    };
    await page.goto(server.baseUrl);
    await expect.poll(() => page.title()).toContain('Hostelhub');
    // The page groups thousands (1,234), as every figure on the site is shown.
    const shown = new Intl.NumberFormat('en-PK').format(stats.data.hostels);
    await page.getByText(shown, { exact: true }).first().waitFor();
  });

  it('should reach Find Hostels and show seeded hostel cards', async () => {
    const list = (await (await fetch(`${server.baseUrl}/api/enhanced-hostels?limit=3`)).json()) as {
      data: { name: string }[];
    };
    expect(list.data.length).toBe(3);
    await page.getByRole('link', { name: 'Find Hostels' }).first().click();
    await page.waitForURL(/\/hostels/);
    for (const hostel of list.data) {
      await page.getByText(hostel.name, { exact: true }).first().waitFor();
    }
    await expect.poll(() => page.getByText(/Rs \d/).count()).toBeGreaterThan(0);
  });

  it('should keep the chosen theme after a reload', async () => {
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const before = await isDark();
    await page
      .getByRole('button', { name: before ? /switch to light theme/i : /switch to dark theme/i })
      .first()
      .click();
    await expect.poll(isDark).toBe(!before);
    await page.reload();
    await page.getByRole('link', { name: 'Find Hostels' }).first().waitFor();
    expect(await isDark()).toBe(!before);
  });
});
