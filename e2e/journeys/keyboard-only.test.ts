import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 11, keyboard only: a student signs in, searches, filters, opens a hostel, favourites it
 * and sends the hostel a message with Tab, Shift+Tab, arrows, Enter, Space, Escape and typing
 * alone: no click, no element focus, one page.goto (the sign-in page). After every key the
 * focused element must show a focus indicator, and focus must never fall back to <body>.
 */
const chromiumPath = inject('chromiumPath');

const MESSAGE = 'Assalam o alaikum! Can I visit the hostel on Saturday?';

/** Where focus is and whether it is visible, read in the page after each key. */
interface FocusState {
  onBody: boolean;
  visible: boolean;
  /** A short description for failure messages: tag, role, name. */
  what: string;
}

async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) {
      return { onBody: true, visible: false, what: 'body' };
    }
    // An outline, or a ring: a box-shadow with no offset and no blur, spread 1 px or more
    // (a card's drop shadow does not count).
    const marked = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ring = /0px 0px 0px [1-9]/.test(style.boxShadow);
      return outline || ring;
    };
    // A visually hidden radio shows its focus on its label; a card's stretched link on the
    // card (focus-within), a few levels up.
    const labels =
      'labels' in element ? Array.from((element as HTMLInputElement).labels ?? []) : [];
    const ancestors: Element[] = [];
    for (
      let node = element.parentElement;
      node && ancestors.length < 4;
      node = node.parentElement
    ) {
      ancestors.push(node);
    }
    const visible = marked(element) || labels.some(marked) || ancestors.some(marked);
    const name =
      element.getAttribute('aria-label') ??
      labels.map((label) => label.textContent?.trim()).join(' ') ??
      '';
    const text = name || (element.textContent ?? '').trim().slice(0, 40);
    return {
      onBody: false,
      visible,
      what: `<${element.tagName.toLowerCase()}${element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : ''}> "${text}"`,
    };
  });
}

describe.skipIf(!chromiumPath)('a student uses Hostelhub with the keyboard only', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let hostel: { id: string; name: string; gender_category: 'male' | 'female' };
  /** Every focus stop seen, for the failure message. */
  const trail: string[] = [];

  /**
   * Presses a key and checks focus is on something visible, not <body>. `navigates`: the key
   * leaves the page (a form submit), so focus may start over from the document.
   */
  async function press(key: string, { navigates = false } = {}): Promise<void> {
    await page.keyboard.press(key);
    let state = await focusState(page);
    // Rings fade in (transition-shadow) and a closing dialog hands focus back a tick later:
    // give either a moment.
    for (let wait = 0; !navigates && !state.visible && wait < 10; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = await focusState(page);
    }
    trail.push(`${key} → ${state.what}`);
    if (navigates) return;
    expect(state.onBody, `focus fell to <body> after ${key}\n${trail.slice(-8).join('\n')}`).toBe(
      false,
    );
    expect(state.visible, `no visible focus on ${state.what} after ${key}`).toBe(true);
  }

  /** Tabs (or Shift+Tabs) until `target` has focus; fails after `limit` presses. */
  async function tabTo(target: Locator, key = 'Tab', limit = 80): Promise<void> {
    for (let count = 0; count < limit; count += 1) {
      await press(key);
      const focused = await target.evaluateAll((elements) =>
        elements.some((element) => element === document.activeElement),
      );
      if (focused) return;
    }
    throw new Error(`${key} never reached ${target.toString()}\n${trail.slice(-12).join('\n')}`);
  }

  /** Focus is inside the dialog. */
  const focusIn = (dialog: Locator) =>
    dialog.evaluate((element) => element.contains(document.activeElement));

  beforeAll(async () => {
    server = await startServer({
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      GEOCODER_URL: 'http://127.0.0.1:9',
    });
    browser = await launchBrowser(chromiumPath ?? '');
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const list = (await (
      await fetch(`${server.baseUrl}/api/enhanced-hostels?page=1&limit=20`)
    ).json()) as { data: { id: string; name: string; gender_category: string }[] };
    const girls = list.data.find((item) => item.gender_category === 'female');
    if (!girls) throw new Error('no girls hostel in the demo data');
    hostel = { id: girls.id, name: girls.name, gender_category: 'female' };
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('should sign in from the keyboard', async () => {
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel(/^Email/).waitFor();
    // The first Tab reaches the skip link, which shows itself.
    await press('Tab');
    expect(
      await page
        .getByRole('link', { name: 'Skip to content' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await tabTo(page.getByLabel(/^Email/));
    await page.keyboard.type('student@demo.hostelhub.pk');
    await tabTo(page.locator('input#field-password'));
    await page.keyboard.type('Hostelhub@2026');
    await press('Enter', { navigates: true });
    await page.waitForURL(/\/student$/);
  });

  it('should search for a hostel and apply a filter', async () => {
    const search = page.getByRole('combobox', { name: 'Search hostels' });
    await search.waitFor();
    await tabTo(search);
    await page.keyboard.type(hostel.name);
    await press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === hostel.name);
    const link = page.getByRole('link', { name: hostel.name, exact: true });
    await link.waitFor();

    // Gender is a radio group: Tab enters it on the checked option, arrows choose.
    await tabTo(page.getByRole('radio', { name: 'Any' }).first());
    await press('ArrowRight'); // Boys
    await press('ArrowRight'); // Girls
    await page.waitForURL((url) => url.searchParams.get('gender_category') === 'female');
    // The URL changes first; the radio follows on the next render.
    await expect.poll(() => page.getByRole('radio', { name: 'Girls' }).isChecked()).toBe(true);
    await link.waitFor();
    expect(await page.getByRole('link', { name: hostel.name, exact: true }).count()).toBe(1);
  });

  it('should open the hostel, favourite it and send the hostel a message', async () => {
    // Back up to the results with Shift+Tab? The link comes after the filters: Tab on.
    await tabTo(page.getByRole('link', { name: hostel.name, exact: true }));
    await press('Enter');
    await page.waitForURL((url) => url.pathname === `/hostels/${hostel.id}`);
    const detail = page.getByRole('dialog', { name: hostel.name });
    await detail.waitFor();
    await expect.poll(() => focusIn(detail)).toBe(true);
    expect((await focusState(page)).visible).toBe(true);

    const heart = detail.getByRole('button', { name: `Save ${hostel.name} to favourites` });
    await tabTo(heart);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await press('Space');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await tabTo(detail.getByRole('button', { name: 'Contact Hostel' }));
    await press('Enter');
    const chat = page.getByRole('dialog', { name: 'Messages' });
    const conversation = chat.getByRole('region', { name: /^Conversation with / });
    await conversation.getByText(hostel.name).first().waitFor();
    await expect.poll(() => focusIn(chat)).toBe(true);
    const box = conversation.getByRole('textbox', { name: 'Message' });
    await tabTo(box);
    await page.keyboard.type(MESSAGE);
    await press('Enter');
    await conversation.getByRole('log').getByText(MESSAGE, { exact: true }).waitFor();
    expect(await box.inputValue()).toBe('');

    // Escape closes the chat and gives focus back to Contact Hostel, visibly.
    await press('Escape');
    await chat.waitFor({ state: 'hidden' });
    const contact = detail.getByRole('button', { name: 'Contact Hostel' });
    await expect
      .poll(() => contact.evaluate((element) => element === document.activeElement))
      .toBe(true);
    // Shift+Tab back to the heart: still a favourite.
    await tabTo(heart, 'Shift+Tab');
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('should close the hostel with Escape and land back on its card in the list', async () => {
    await press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.pathname === '/student');
    const link = page.getByRole('link', { name: hostel.name, exact: true });
    await expect
      .poll(() => link.evaluate((element) => element === document.activeElement))
      .toBe(true);
    // The card shows it is favourited.
    const cardHeart = page.getByRole('button', { name: `Save ${hostel.name} to favourites` });
    expect(await cardHeart.getAttribute('aria-pressed')).toBe('true');
  });
});
