import {
  formatRupees,
  formatWholeNumber,
  LANGUAGE_LOCALES,
  parsePriceRange,
} from '@hostelhub/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OFFLINE_CACHE } from '../../apps/web/src/lib/offline/cache-names.ts';
import { launchBrowser } from '../support/browser.ts';
import { DEMO_PASSWORD } from '../support/chat.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 25 journey, on a phone: the app is installable (manifest, icons, service worker); a
 * student opens two hostels, loses the network, and reads both again (name, price, first
 * photo) from the app's offline store through the worker's offline app shell; a hostel not
 * opened shows the offline screen; signing out empties the store.
 */
const chromiumPath = inject('chromiumPath');

/** Lighthouse's phone screen (Moto G Power), as in clean-page-loads.test.ts. */
const PHONE = { width: 412, height: 823 };
const STUDENT = 'student@demo.hostelhub.pk';
const NEEDS_NETWORK = 'This page needs an internet connection';

interface Hostel {
  id: string;
  name: string;
  price_range: string | null;
  image_count: number;
}

/** The price as the hostel's page shows it: 'Rs 8,000 - 15,000 / month'. */
function monthlyPrice(hostel: Hostel): string {
  const range = parsePriceRange(hostel.price_range);
  if (!range) return 'Contact for price';
  const locale = LANGUAGE_LOCALES.en;
  const price =
    range.min === range.max
      ? formatRupees(range.min, locale)
      : `${formatRupees(range.min, locale)} - ${formatWholeNumber(range.max, locale)}`;
  return `${price} / month`;
}

describe.skipIf(!chromiumPath)('a student reads hostels offline', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let kept: Hostel[];
  let other: Hostel;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser(chromiumPath ?? '');
    context = await browser.newContext({ viewport: PHONE });
    page = await context.newPage();
    const list = (await (
      await fetch(`${server.baseUrl}/api/enhanced-hostels?page=1&limit=10`)
    ).json()) as { data: Hostel[] };
    const withPhotos = list.data.filter((hostel) => hostel.image_count > 0);
    expect(withPhotos.length).toBeGreaterThanOrEqual(3);
    kept = withPhotos.slice(0, 2);
    other = withPhotos[2]!;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signIn(): Promise<void> {
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel(/^Email/).fill(STUDENT);
    await page.locator('input#field-password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/student/);
  }

  /** The hostel's page with its name and price, and its first photo drawn. */
  async function expectHostelShown(hostel: Hostel): Promise<void> {
    await page.getByRole('heading', { name: hostel.name, exact: true }).first().waitFor();
    await page.getByText(monthlyPrice(hostel), { exact: true }).first().waitFor();
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.images).some(
            (image) =>
              image.complete &&
              image.naturalWidth > 0 &&
              new URL(image.currentSrc).pathname.startsWith('/uploads/'),
          ),
        ),
      )
      .toBe(true);
  }

  it('should be installable: a manifest with its icons, and a service worker', async () => {
    await page.goto(`${server.baseUrl}/hostels`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await fetch(`${server.baseUrl}${href}`)).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Hostelhub',
      short_name: 'Hostelhub',
      start_url: '/hostels',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const response = await fetch(`${server.baseUrl}${icon.src}`);
      expect(response.headers.get('content-type'), icon.src).toBe('image/png');
    }
    expect(await page.locator('meta[name="theme-color"]').count()).toBe(2);

    // Registered after the page has loaded; active once it has stored the app's files.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.baseUrl}/`);
  });

  it('should keep the two hostels a signed-in student opened', async () => {
    await signIn();
    for (const hostel of kept) {
      await page.goto(`${server.baseUrl}/hostels/${hostel.id}`);
      await expectHostelShown(hostel);
    }
    // The store writes in the background: each hostel, and the size of its first photo the
    // page showed (a list's thumbnail of it may be kept too).
    await expect
      .poll(() =>
        page.evaluate(
          async ({ cacheName, ids }) => {
            const cache = await caches.open(cacheName);
            const paths = (await cache.keys()).map((request) => new URL(request.url).pathname);
            return {
              hostels: ids.filter((id) => paths.includes(`/offline-store/hostels/${id}`)).length,
              hasPhotos: paths.filter((path) => path.startsWith('/uploads/')).length >= 2,
            };
          },
          { cacheName: OFFLINE_CACHE, ids: kept.map((hostel) => hostel.id) },
        ),
      )
      .toEqual({ hostels: 2, hasPhotos: true });
  });

  it('should read both again offline, with the notice that it is offline', async () => {
    await context.setOffline(true);
    for (const hostel of kept) {
      // The worker answers with the app shell; the app reads its store.
      await page.goto(`${server.baseUrl}/hostels/${hostel.id}`);
      await expectHostelShown(hostel);
      await page.getByText(/^You are offline\./).waitFor();
    }
  });

  it('should show the offline screen for a hostel it did not keep, with links to those it did', async () => {
    await page.goto(`${server.baseUrl}/hostels/${other.id}`);
    await page.getByRole('heading', { name: NEEDS_NETWORK }).waitFor();
    expect(await page.getByRole('heading', { name: other.name, exact: true }).count()).toBe(0);
    const saved = page.getByRole('region', { name: 'Saved on this device' });
    for (const hostel of kept) {
      await saved.getByRole('link', { name: hostel.name, exact: true }).waitFor();
    }

    // One of them, from the list.
    await saved.getByRole('link', { name: kept[0]!.name, exact: true }).click();
    await expectHostelShown(kept[0]!);
  });

  it('should forget them when the student signs out', async () => {
    await context.setOffline(false);
    // The session could not be restored offline: the student signs in again, then out.
    await signIn();
    // On a phone the account's items are in the menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('link', { name: 'Sign In', exact: true })
      .filter({ visible: true })
      .waitFor();

    await context.setOffline(true);
    await page.goto(`${server.baseUrl}/hostels/${kept[0]!.id}`);
    await page.getByRole('heading', { name: NEEDS_NETWORK }).waitFor();
    await page
      .getByText('Hostels you open while online are kept on this device, to read offline.')
      .waitFor();
    expect(
      await page.evaluate(async (cacheName) => {
        const cache = await caches.open(cacheName);
        return (await cache.keys()).length;
      }, OFFLINE_CACHE),
    ).toBe(0);
    await context.setOffline(false);
  });
});
