import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  applySystemTheme,
  blocking,
  COLOUR_RULES,
  formatFindings,
  scanPage,
  type AxeFinding,
} from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { apiSignIn, DEMO_PASSWORD } from '../support/chat.ts';

import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 24 journey, in Urdu: a guest opens /hostels?lang=ur, filters and opens a hostel; a
 * student signs in, keeps a favourite and sends a chat message; an owner opens the dashboard and
 * the wizard. Every screen is right to left, passes axe, and shows no English outside proper
 * names and data (the texts the API sends: hostel, place and facility names, addresses).
 * Screenshots of each screen go to E2E_SCREENSHOTS when it is set.
 */
const chromiumPath = inject('chromiumPath');
const WEB_SRC = fileURLToPath(new URL('../../apps/web/src/', import.meta.url));

/** One folder's Urdu catalogue, to find the screen's controls by their Urdu names. */
function urdu(folder: string): Record<string, string> {
  return JSON.parse(
    readFileSync(path.join(WEB_SRC, folder, 'locales', 'ur.json'), 'utf8'),
  ) as Record<string, string>;
}

function text(catalogue: Record<string, string>, key: string): string {
  const value = catalogue[key];
  if (!value) throw new Error(`no Urdu for ${key}`);
  return value;
}

/** Words that are English on purpose on an Urdu page: proper names and file types. */
const PROPER_NAMES = new Set([
  'Hostelhub',
  'Google',
  'WhatsApp',
  'OTP',
  'JPG',
  'PNG',
  'WebP',
  'Rs',
  'MB',
]);

/**
 * The English phrases (two or more Latin words in a row) of the page's visible text that are
 * not data: `data` holds every text the API sent for the screen.
 */
async function englishPhrases(page: Page, data: string): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, [aria-hidden="true"], .leaflet-container'))
        continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const value = node.textContent?.trim();
      if (value) found.push(value);
    }
    for (const element of Array.from(
      document.querySelectorAll('[aria-label], [placeholder], [title]'),
    )) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  const phrases: string[] = [];
  for (const raw of texts) {
    // Email addresses and web addresses are names, not words.
    const value = raw.replace(/\S+@\S+|\b[\w-]+\.(?:pk|com|org)\b/g, ' ');
    for (const match of value.matchAll(/[A-Za-z][A-Za-z'’-]+(?:[ ,.&]+[A-Za-z][A-Za-z'’-]+)+/g)) {
      const phrase = match[0];
      const words = phrase.split(/[ ,.&]+/).filter((word) => !PROPER_NAMES.has(word));
      if (words.length < 2) continue;
      // Data joined for display ("University, City") is data part by part.
      if (phrase.split(/,\s*/).every((part) => data.includes(part))) continue;
      phrases.push(phrase);
    }
  }
  return [...new Set(phrases)];
}

describe.skipIf(!chromiumPath)('Hostelhub in Urdu', () => {
  let server: RunningServer;
  let browser: Browser;
  const findings: AxeFinding[] = [];
  const english: string[] = [];
  const shots = process.env.E2E_SCREENSHOTS;

  const api = async (route: string): Promise<string> =>
    (await fetch(`${server.baseUrl}${route}`)).text();

  /**
   * Checks the screen as it is now: right to left, axe in the light theme and the colour rules
   * in the dark one (the app follows the system theme), no stray English; screenshots.
   */
  async function checkScreen(page: Page, name: string, data: string): Promise<void> {
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.lang), name).toBe('ur');
    expect(await page.evaluate(() => document.documentElement.dir), name).toBe('rtl');
    // Nothing wider than the screen: right to left, an overflow pushes the page sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
      `${name}: wider than the screen`,
    ).toBeLessThanOrEqual(0);
    findings.push(...(await scanPage(page, { page: name, theme: 'light' })));
    english.push(...(await englishPhrases(page, data)).map((phrase) => `${name}: ${phrase}`));
    if (shots) await page.screenshot({ path: path.join(shots, `urdu-${name}.png`) });
    await applySystemTheme(page, 'dark');
    findings.push(...(await scanPage(page, { page: name, theme: 'dark' }, [], COLOUR_RULES)));
    if (shots) await page.screenshot({ path: path.join(shots, `urdu-${name}-dark.png`) });
    await applySystemTheme(page, 'light');
  }

  beforeAll(async () => {
    server = await startServer({
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      GEOCODER_URL: 'http://127.0.0.1:9',
    });
    browser = await launchBrowser(chromiumPath ?? '');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('should let a guest browse, filter and open a hostel in Urdu', async () => {
    const search = urdu('features/hostel-search');
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await page.goto(`${server.baseUrl}/hostels?lang=ur`);
    await page.getByRole('button', { name: text(search, 'browse.favoritesOnly') }).waitFor();
    const data =
      (await api('/api/enhanced-hostels?limit=50')) +
      (await api('/api/enhanced-hostels/cities')) +
      (await api('/api/enhanced-hostels/facilities')) +
      (await api('/api/enhanced-hostels/universities'));
    await checkScreen(page, 'hostels', data);

    await page.getByText(text(search, 'filters.gender.female'), { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('gender_category') === 'female');
    const filtered = await api('/api/enhanced-hostels?gender_category=female&limit=50');
    const first = (JSON.parse(filtered) as { data: { id: string; name: string }[] }).data[0];
    if (!first) throw new Error('no girls hostel seeded');
    await page.getByRole('link', { name: first.name, exact: true }).click();
    await page.getByRole('dialog', { name: first.name }).waitFor();
    const detail = await api(`/api/enhanced-hostels/${first.id}`);
    await checkScreen(page, 'hostel', data + filtered + detail);
  });

  /** Signs `email` in on the login page opened from an Urdu link, and waits for `landing`. */
  async function signIn(page: Page, email: string, landing: RegExp): Promise<void> {
    const auth = urdu('features/auth');
    await page.goto(`${server.baseUrl}/login?lang=ur`);
    await page.getByLabel(new RegExp(`^${text(auth, 'field.email')}`)).fill(email);
    await page.locator('input#field-password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: text(auth, 'login.submit'), exact: true }).click();
    await page.waitForURL(landing);
  }

  it('should let a student sign in, keep a favourite and send a message in Urdu', async () => {
    const detail = urdu('features/hostel-detail');
    const search = urdu('features/hostel-search');
    const messaging = urdu('features/messaging');
    // A phone this time: the same app at 390 px.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/login?lang=ur`);
    await page.locator('input#field-password').waitFor();
    await checkScreen(page, 'login-phone', '');
    await signIn(page, 'student@demo.hostelhub.pk', /\/student/);

    const list = JSON.parse(await api('/api/enhanced-hostels?limit=1')) as {
      data: { id: string; name: string }[];
    };
    const hostel = list.data[0];
    if (!hostel) throw new Error('no hostel seeded');
    // Keep a favourite from the list, by the card's heart.
    const heart = page.getByRole('button', {
      // An English name inside an Urdu label is a Unicode isolate (decision 019).
      name: text(search, 'favorite.saveNamed').replace('{name}', `\u2068${hostel.name}\u2069`),
    });
    if ((await heart.getAttribute('aria-pressed')) === 'true') await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('link', { name: hostel.name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: hostel.name });
    await dialog.waitFor();
    // Data on these screens: the hostels listed behind the dialog, this one's detail, and the
    // student's own name and chats.
    const student = await apiSignIn(server.baseUrl, 'student@demo.hostelhub.pk');
    const asStudent = { headers: { authorization: `Bearer ${student.token}` } };
    const data =
      (await api('/api/enhanced-hostels?limit=50')) +
      (await api(`/api/enhanced-hostels/${hostel.id}`)) +
      (await api('/api/enhanced-hostels/facilities')) +
      (await (await fetch(`${server.baseUrl}/api/users/profile`, asStudent)).text()) +
      (await (
        await fetch(`${server.baseUrl}/api/messaging/chats/${student.userId}`, asStudent)
      ).text());
    await checkScreen(page, 'hostel-phone', data);

    await dialog.getByRole('button', { name: text(detail, 'contact.button') }).click();
    const composer = page.getByRole('textbox', { name: text(messaging, 'composer.label') });
    await composer.waitFor();
    const message = 'السلام علیکم، کیا دسمبر سے کوئی کمرہ خالی ہے؟';
    await composer.fill(message);
    await page.getByRole('button', { name: text(messaging, 'composer.send') }).click();
    await page.getByText(message).first().waitFor();
    const chats = await (
      await fetch(`${server.baseUrl}/api/messaging/chats/${student.userId}`, asStudent)
    ).text();
    await checkScreen(page, 'chat-phone', `${data} ${chats}`);
  });

  it('should show an owner the dashboard and the wizard in Urdu', async () => {
    const listings = urdu('features/listings');
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await signIn(page, 'owner@demo.hostelhub.pk', /\/owner$/);
    await page.getByRole('heading', { name: text(listings, 'dashboard.title') }).waitFor();
    // The owner's own hostels, every status, with their names, places and review notes.
    const { token } = await apiSignIn(server.baseUrl, 'owner@demo.hostelhub.pk');
    const authorised = { headers: { authorization: `Bearer ${token}` } };
    const data =
      (await (
        await fetch(`${server.baseUrl}/api/enhanced-hostels/owner/my-hostels`, authorised)
      ).text()) +
      (await (await fetch(`${server.baseUrl}/api/users/profile`, authorised)).text()) +
      (await api('/api/enhanced-hostels/cities')) +
      (await api('/api/enhanced-hostels/facilities'));
    await checkScreen(page, 'owner-dashboard', data);

    await page.getByRole('button', { name: text(listings, 'dashboard.addNew') }).click();
    await page.getByRole('dialog', { name: text(listings, 'dialog.wizard') }).waitFor();
    await checkScreen(page, 'owner-wizard', data);
  });

  it('should find no English outside proper names and data, and no axe violation', () => {
    expect(english, english.join('\n')).toEqual([]);
    expect(blocking(findings).length, formatFindings(blocking(findings))).toBe(0);
  });
});
