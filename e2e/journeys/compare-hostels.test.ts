import type { Browser, BrowserContext, Page } from 'playwright-core';
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
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 29 journey, 'compare three hostels on a phone': a guest on a 390 px phone chooses
 * three hostels from their cards (a fourth is refused with a message), opens them side by side
 * from the tray, picks a university for the distances and swipes from one hostel to the next;
 * every facility row lines up across the three, and the page passes axe in both themes. The
 * hostel opened on the way shows under Recently viewed.
 */
const chromiumPath = inject('chromiumPath');

describe.skipIf(!chromiumPath)('a guest compares three hostels on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const names: string[] = [];

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

  it('should choose three hostels from their cards and refuse a fourth', async () => {
    const list = (await (
      await fetch(`${server.baseUrl}/api/enhanced-hostels?city=Lahore&limit=4`)
    ).json()) as { data: { name: string }[] };
    expect(list.data).toHaveLength(4);
    names.push(...list.data.map((hostel) => hostel.name));

    await page.goto(`${server.baseUrl}/hostels?city=Lahore`);
    for (const name of names.slice(0, 3)) {
      const toggle = page.getByRole('button', { name: `Compare ${name}`, exact: true });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    }
    const tray = page.getByRole('region', { name: 'Hostels to compare' });
    await tray.getByText('3 of 3 hostels chosen').waitFor();

    const fourth = page.getByRole('button', { name: `Compare ${names[3]}`, exact: true });
    await fourth.click();
    await page.getByText('You can compare up to 3 hostels. Remove one to add another.').waitFor();
    expect(await fourth.getAttribute('aria-pressed')).toBe('false');
  });

  it('should remember a hostel whose details were opened as recently viewed', async () => {
    await page.getByRole('link', { name: names[0], exact: true }).click();
    await page.getByRole('dialog', { name: names[0] }).waitFor();
    await page.getByRole('button', { name: 'Close hostel details' }).click();
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await recent.getByRole('link', { name: new RegExp(names[0] ?? '') }).waitFor();
  });

  it('should open the three side by side from the tray, one column per hostel', async () => {
    await page
      .getByRole('region', { name: 'Hostels to compare' })
      .getByRole('link', { name: 'Compare' })
      .click();
    await page.waitForURL(/\/compare\?ids=/);
    const table = page.getByRole('table', { name: 'Hostels compared side by side' });
    await table.waitFor();
    // The "compare up to 3" message went with the page it was about (issue 40 item 10).
    await page
      .getByText('You can compare up to 3 hostels. Remove one to add another.')
      .waitFor({ state: 'detached' });
    const columns = table.getByRole('columnheader');
    await expect.poll(() => columns.count()).toBe(3);
    expect(await columns.allInnerTexts()).toEqual(
      names.slice(0, 3).map((name) => expect.stringContaining(name)),
    );
    // No tray on the compare page, and nothing wider than the phone.
    expect(await page.getByRole('region', { name: 'Hostels to compare' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  it('should line every facility up across the three, a tick or a cross in each', async () => {
    const rows = page.locator('table tbody tr').filter({ has: page.locator('th[scope=row]') });
    const count = await rows.count();
    expect(count).toBeGreaterThan(8);
    for (let index = 0; index < count; index += 1) {
      expect(await rows.nth(index).locator('td').count()).toBe(3);
    }
  });

  it("should measure each hostel's distance from the university picked", async () => {
    await page
      .getByRole('combobox', { name: 'Distance from' })
      .selectOption({ label: 'University of the Punjab' });
    const distanceRow = page.getByRole('row', { name: /Distance from University of the Punjab/ });
    await expect
      .poll(async () => (await distanceRow.locator('td').allInnerTexts()).join(' | '))
      .toMatch(/^\d+(\.\d)? km \| \d+(\.\d)? km \| \d+(\.\d)? km$/);
    expect(page.url()).toContain('university_id=');
  });

  it('should swipe from one hostel to the next, each snapping into view', async () => {
    const scroller = page.getByRole('region', { name: 'Hostels compared side by side' });
    await scroller.scrollIntoViewIfNeeded();
    const box = await scroller.boundingBox();
    if (!box) throw new Error('no table on screen');
    // A finger's swipe from right to left across the photos, as touch events.
    const cdp = await context.newCDPSession(page);
    const y = Math.round(Math.max(box.y, 0) + 200);
    const from = Math.round(box.x + box.width - 50);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: from, y }],
    });
    for (let step = 1; step <= 10; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: from - step * 20, y }],
      });
      await page.waitForTimeout(16);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    // Snapped: the second hostel's column starts right where the labels, kept in view, end.
    const offsets = () =>
      page.evaluate(() => {
        const region = document.querySelector('[role=region][tabindex="0"]');
        const labels = region?.querySelector('thead td')?.getBoundingClientRect().right ?? 0;
        return Array.from(region?.querySelectorAll('thead th') ?? [], (header) =>
          Math.round(header.getBoundingClientRect().left - labels),
        );
      });
    await expect.poll(async () => (await offsets())[1]).toBe(0);

    // The keyboard scrolls it too: the table is a focusable region.
    await scroller.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await offsets())[0]).toBe(0);
  });

  it('should pass axe on the compare page in both themes', async () => {
    const findings: AxeFinding[] = [];
    for (const theme of THEMES) {
      await applySystemTheme(page, theme);
      findings.push(...(await scanPage(page, { page: 'compare (390 px)', theme })));
    }
    expect(formatFindings(blocking(findings))).toBe('');
  });

  it('should explain how to add hostels once all are removed', async () => {
    for (const name of names.slice(0, 3)) {
      await page.getByRole('button', { name: `Remove ${name} from the comparison` }).click();
    }
    await page.getByRole('heading', { name: 'Nothing to compare yet' }).waitFor();
    await page.getByRole('link', { name: 'Find hostels', exact: true }).waitFor();
  });
});
