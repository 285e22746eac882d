import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhoneContext } from '../support/browser.ts';
import { DEMO_PASSWORD } from '../support/chat.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 40 item 3: Nastaliq is never cut. In Urdu, at 390 px and 1280 px, every Urdu label of
 * the admin navigation, of the hostel cards on /hostels and of the pills and badges holds its
 * text (scrollWidth <= clientWidth, scrollHeight <= clientHeight: nothing truncated or clipped);
 * every text size of the built stylesheet has a line height of at least 1.8 under [lang=ur]
 * and English keeps Tailwind's; the Nastaliq faces are drawn 10 to 15% larger than the Latin
 * beside them (size-adjust).
 *
 * Issue 40 item 7, on the same server: on a 390 px phone in Urdu, a hostel's weekly mess menu
 * is read whole. The table was wider than the screen and cut off (the lunch column lost its
 * first letters); now the week is one card per day. Every day's card and every meal in it must
 * hold its text (scrollWidth <= clientWidth) and lie inside the screen, and nothing beside the
 * menu scrolls sideways.
 */
const chromiumPath = inject('chromiumPath');

/** The admin menu's accessible name in Urdu, from the admin feature's catalogue. */
const ADMIN_NAV = (
  JSON.parse(
    readFileSync(
      new URL('../../apps/web/src/features/admin/locales/ur.json', import.meta.url),
      'utf8',
    ),
  ) as Record<string, string>
)['nav.label'];

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** An element that does not hold its Urdu text, as the check reports it. */
interface Cut {
  text: string;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * The elements holding Urdu text inside `selector` whose text does not fit them. Each Urdu text
 * is checked in the nearest element that has a box of its own (not display: inline); visually
 * hidden text for screen readers (.sr-only) and elements not shown are left out.
 */
async function cutUrduLabels(page: Page, selector: string): Promise<Cut[]> {
  return page.evaluate((rootSelector) => {
    const urdu = /[\u0600-\u06FF]/u;
    const checked = new Set<Element>();
    const cut: Cut[] = [];
    for (const root of Array.from(document.querySelectorAll(rootSelector))) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!urdu.test(node.textContent ?? '')) continue;
        let element = node.parentElement;
        while (element && getComputedStyle(element).display === 'inline') {
          element = element.parentElement;
        }
        if (!element || checked.has(element) || element.closest('.sr-only')) continue;
        checked.add(element);
        if (element.getClientRects().length === 0) continue;
        const { scrollWidth, clientWidth, scrollHeight, clientHeight } = element;
        if (scrollWidth > clientWidth || scrollHeight > clientHeight) {
          cut.push({
            text: (element.textContent ?? '').trim(),
            scrollWidth,
            clientWidth,
            scrollHeight,
            clientHeight,
          });
        }
      }
    }
    return cut;
  }, selector);
}

/**
 * Line height over font size for each text-size utility of the page's stylesheets (text-xs,
 * text-sm, …), as Chromium computes it for an element of that class in this page.
 */
async function textSizeLineHeights(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const sizes = new Set<string>();
    const visit = (rules: CSSRuleList): void => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          const match = /^\.(text-(?:xs|sm|base|lg|\d*xl))$/.exec(rule.selectorText);
          if (match?.[1]) sizes.add(match[1]);
        }
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        visit(sheet.cssRules);
      } catch {
        // A stylesheet of another origin cannot be read; the app's own are same-origin.
      }
    }
    const ratios: Record<string, number> = {};
    for (const size of sizes) {
      const probe = document.createElement('span');
      probe.className = `${size} block`;
      probe.textContent = 'ہاسٹلز';
      document.body.append(probe);
      const style = getComputedStyle(probe);
      ratios[size] = parseFloat(style.lineHeight) / parseFloat(style.fontSize);
      probe.remove();
    }
    return ratios;
  });
}

/**
 * Waits until the page has loaded the Nastaliq face (its stylesheet comes after the first
 * paint, LanguageProvider) and laid its text out in it.
 */
async function nastaliqLoaded(page: Page): Promise<void> {
  // Polled from here: page.waitForFunction compiles its predicate in the page, which the
  // app's Content-Security-Policy (no 'unsafe-eval') refuses.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.fonts).some(
            (face) =>
              face.family.replace(/["']/g, '') === 'Noto Nastaliq Urdu' && face.status === 'loaded',
          ),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready);
}

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

describe.skipIf(!chromiumPath)('Nastaliq is never cut (issue 40 item 3)', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: BrowserContext;

  beforeAll(async () => {
    server = await startServer({
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      GEOCODER_URL: 'http://127.0.0.1:9',
    });
    browser = await launchBrowser(chromiumPath ?? '');
    // One sign-in for both widths: the admin's session lives in this context's cookies.
    admin = await browser.newContext();
    const page = await admin.newPage();
    await page.goto(`${server.baseUrl}/admin/login?lang=ur`);
    await page.locator('input[type="email"]').fill('admin@demo.hostelhub.pk');
    await page.locator('input[type="password"]').first().fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').first().click();
    await page.waitForURL(/\/admin$/);
    await page.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of VIEWPORTS) {
    it(`should show every Urdu label of the hostel cards and their pills whole at ${viewport.width} px`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/hostels?lang=ur`);
      await page.locator('article').first().waitFor();
      await page.waitForLoadState('networkidle');
      await nastaliqLoaded(page);
      expect(await cutUrduLabels(page, 'main article, main .rounded-full')).toEqual([]);

      const ratios = await textSizeLineHeights(page);
      expect(Object.keys(ratios)).toEqual(expect.arrayContaining(['text-xs', 'text-sm']));
      for (const [size, ratio] of Object.entries(ratios)) {
        expect(ratio, `${size} in Urdu`).toBeGreaterThanOrEqual(1.8);
      }
      await context.close();
    });

    it(`should show every Urdu label of the admin navigation whole at ${viewport.width} px`, async () => {
      const page = await admin.newPage();
      await page.setViewportSize(viewport);
      await page.goto(`${server.baseUrl}/admin?lang=ur`);
      const nav = page.getByRole('navigation', { name: ADMIN_NAV, exact: true });
      await nav.waitFor();
      // Below 768 px the sections sit behind a button naming the current one.
      const toggle = nav.locator('button[aria-expanded="false"]');
      if (await toggle.isVisible()) await toggle.click();
      await nav.locator('ul a').first().waitFor();
      await page.waitForLoadState('networkidle');
      await nastaliqLoaded(page);
      expect(await nav.locator('ul a').count()).toBeGreaterThan(5);
      expect(
        await cutUrduLabels(page, `nav[aria-label="${ADMIN_NAV}"], main .rounded-full`),
      ).toEqual([]);
      await page.close();
    });
  }

  it('should draw Nastaliq 10 to 15% larger than Latin, and leave English line heights alone', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/hostels?lang=ur`);
    await page.locator('article').first().waitFor();
    await nastaliqLoaded(page);
    const faces = await page.evaluate(() =>
      Array.from(document.fonts)
        .filter((face) => face.family.replace(/["']/g, '') === 'Noto Nastaliq Urdu')
        // sizeAdjust is newer than TypeScript's DOM library.
        .map((face) => (face as FontFace & { sizeAdjust: string }).sizeAdjust),
    );
    expect(faces.length).toBeGreaterThan(0);
    for (const sizeAdjust of faces) {
      const percent = parseFloat(sizeAdjust);
      expect(percent).toBeGreaterThanOrEqual(110);
      expect(percent).toBeLessThanOrEqual(115);
    }

    await page.goto(`${server.baseUrl}/hostels?lang=en`);
    await page.locator('article').first().waitFor();
    const english = await textSizeLineHeights(page);
    expect(english['text-sm']).toBeCloseTo(1.25 / 0.875, 2);
    expect(english['text-xs']).toBeCloseTo(1 / 0.75, 2);
    await context.close();
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
