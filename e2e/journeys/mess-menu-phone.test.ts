import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhoneContext } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 40 item 7: on a 390 px phone in Urdu, a hostel's weekly mess menu is read whole. The
 * table was wider than the screen and cut off (the lunch column lost its first letters); now
 * the week is one card per day. Every day's card and every meal in it must hold its text
 * (scrollWidth <= clientWidth) and lie inside the screen, and nothing beside the menu scrolls
 * sideways.
 */
const chromiumPath = inject('chromiumPath');

/** One folder's Urdu catalogue, to find controls by their Urdu names. */
function urdu(folder: string): Record<string, string> {
  return JSON.parse(
    readFileSync(new URL(`../../apps/web/src/${folder}/locales/ur.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
}

interface HostelRow {
  id: string;
  name: string;
}

interface Clipped {
  text: string;
  scrollWidth: number;
  clientWidth: number;
  left: number;
  right: number;
}

describe.skipIf(!chromiumPath)('the mess menu on a phone in Urdu', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });
    browser = await launchBrowser(chromiumPath ?? '');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('should show every day and meal of the week whole at 390 px', async () => {
    // A demo hostel with a weekly menu.
    const list = (await (
      await fetch(`${server.baseUrl}/api/enhanced-hostels?limit=50`)
    ).json()) as { data: HostelRow[] };
    let hostel: HostelRow | undefined;
    for (const row of list.data) {
      const detail = (await (
        await fetch(`${server.baseUrl}/api/enhanced-hostels/${row.id}`)
      ).json()) as { data: { mess_info: { weekly_meals: Record<string, unknown> } | null } };
      if (Object.keys(detail.data.mess_info?.weekly_meals ?? {}).length >= 7) {
        hostel = row;
        break;
      }
    }
    if (!hostel) throw new Error('no demo hostel with a weekly mess menu');

    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/hostels/${hostel.id}?lang=ur`);
    const detail = urdu('features/hostel-detail');
    const components = urdu('components');
    const section = page.getByRole('button', { name: detail['section.mess'], exact: true });
    await section.click();
    // The mess section's content: the weekly menu, as a list of days or as a table.
    const content = page.locator(`#${await section.getAttribute('aria-controls')}`);
    const days = content.getByRole('list', { name: components['mess.weeklyMenu'] });
    const table = content.getByRole('table', { name: components['mess.weeklyMenu'] });
    await days.or(table).first().waitFor();
    for (const day of ['monday', 'wednesday', 'sunday']) {
      await expect(
        content
          .getByText(components[`day.${day}`] ?? day)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
    }

    const clipped = await content.evaluate((root) => {
      const found: Clipped[] = [];
      // Every element of the menu that is shown: the days' cards, their headings and meals
      // (and, were it shown, a table's cells).
      const menu = Array.from(root.querySelectorAll<HTMLElement>('li, li *, th, td')).filter(
        (element) => element.getClientRects().length > 0,
      );
      for (const element of menu) {
        const box = element.getBoundingClientRect();
        if (
          element.scrollWidth > element.clientWidth ||
          box.left < -0.5 ||
          box.right > innerWidth + 0.5
        ) {
          found.push({
            text: element.textContent?.trim().slice(0, 40) ?? '',
            scrollWidth: element.scrollWidth,
            clientWidth: element.clientWidth,
            left: Math.round(box.left),
            right: Math.round(box.right),
          });
        }
      }
      // Nor may the menu itself scroll sideways (a hidden part of a row is a cut-off one).
      for (const box of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
        // (A screen reader's text, such as a table's caption, is clipped on purpose.)
        if (box.closest('.sr-only')) continue;
        if (box.scrollWidth > box.clientWidth && getComputedStyle(box).overflowX !== 'visible') {
          found.push({
            text: `scrolls: ${box.tagName.toLowerCase()}`,
            scrollWidth: box.scrollWidth,
            clientWidth: box.clientWidth,
            left: 0,
            right: 0,
          });
        }
      }
      return found;
    });
    expect(clipped).toEqual([]);
    if (process.env.E2E_SCREENSHOTS) {
      await content.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/mess-menu-phone-ur.png` });
    }
    await context.close();
  });
});
