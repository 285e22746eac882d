import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 4 journeys: a guest filters and opens a hostel, a student keeps a favourite, and the
 * map still shows every hostel when no tile can load (the tile server is unreachable); issue
 * 28: the map asks for its viewport, a cluster zooms in, and "Search this area" filters the list.
 */
const chromiumPath = inject('chromiumPath');

interface ListBody {
  data: { id: string; name: string; rooms?: unknown[] }[];
  pagination: { total: number };
}

describe.skipIf(!chromiumPath)('students discover hostels', () => {
  let server: RunningServer;
  let browser: Browser;

  const api = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${server.baseUrl}${path}`)).json()) as T;

  beforeAll(async () => {
    // Port 9 on loopback refuses every connection: no map tile can ever load.
    server = await startServer({ MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });
    browser = await launchBrowser(chromiumPath ?? '');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    return context.newPage();
  }

  it('should let a guest filter by city, gender and price, then open a hostel, its rooms and gallery', async () => {
    const cities = await api<{ data: { id: string; name: string }[] }>(
      '/api/enhanced-hostels/cities',
    );
    const lahore = cities.data.find((city) => city.name === 'Lahore');
    expect(lahore).toBeDefined();
    const expected = await api<ListBody>(
      `/api/enhanced-hostels?city=${lahore?.id}&gender_category=female&price_max=15000`,
    );
    expect(expected.pagination.total).toBeGreaterThan(0);

    const page = await newPage();
    await page.goto(`${server.baseUrl}/hostels`);
    await page.locator('#filter-city').selectOption({ label: 'Lahore' });
    await page.getByText('Girls', { exact: true }).click();
    await page.getByRole('button', { name: /Advanced filters/ }).click();
    await page.locator('#price-max').fill('15000');

    await page.waitForURL(
      (url) =>
        url.searchParams.get('city') === lahore?.id &&
        url.searchParams.get('gender_category') === 'female' &&
        url.searchParams.get('price_max') === '15000',
    );
    const first = expected.data[0];
    if (!first) throw new Error('no hostel matched');
    await page.getByRole('link', { name: first.name, exact: true }).waitFor();
    const total = expected.pagination.total;
    await page
      .getByText(total === 1 ? '1 hostel' : `${total} hostels`)
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: /./ }).count()).toBeGreaterThan(0);

    // Open the first hostel: its own URL, the filters kept.
    await page.getByRole('link', { name: first.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/hostels/${first.id}`);
    expect(new URL(page.url()).searchParams.get('city')).toBe(lahore?.id);
    const dialog = page.getByRole('dialog', { name: first.name });
    await dialog.waitFor();

    const detail = await api<{ data: { rooms: { room_images: unknown[] }[] } }>(
      `/api/enhanced-hostels/${first.id}`,
    );
    await dialog
      .getByRole('button', { name: `Available Rooms (${detail.data.rooms.length})` })
      .click();
    const photoCount = detail.data.rooms.flatMap((room) => room.room_images).length;
    expect(photoCount).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Open room photo 1 of / }).click();
    await page.getByText(`1 / ${photoCount}`).waitFor();
    if (photoCount > 1) {
      await page.getByRole('button', { name: 'Next room photo' }).click();
      await page.getByText(`2 / ${photoCount}`).waitFor();
    }
    await page.keyboard.press('Escape');
    await page.getByText(`/ ${photoCount}`, { exact: false }).first().waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('should keep a student favourite across a reload and show it in favourites-only mode', async () => {
    const page = await newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel(/^Email/).fill('student@demo.hostelhub.pk');
    await page.locator('input#field-password').fill('Hostelhub@2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/student/);

    const list = await api<ListBody>('/api/enhanced-hostels?page=1&limit=10');
    const chosen = list.data[2];
    if (!chosen) throw new Error('no hostel to favourite');
    const heart = page.getByRole('button', { name: `Save ${chosen.name} to favourites` });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    const heartAfter = page.getByRole('button', { name: `Save ${chosen.name} to favourites` });
    await expect.poll(() => heartAfter.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Favourites only' }).click();
    await page.waitForURL((url) => url.searchParams.get('favorites') === '1');
    await page.getByRole('link', { name: chosen.name, exact: true }).waitFor();
    const other = list.data[0];
    if (other && other.id !== chosen.id) {
      // The list shown before stays until the favourites have arrived (no blank screen).
      const otherLink = page.getByRole('link', { name: other.name, exact: true });
      await expect.poll(() => otherLink.count()).toBe(0);
    }
    await page.context().close();
  });

  it('should show every hostel with a location on the map, zoom into a cluster and search the area in view, even though no tile loads', async () => {
    // Issue 28: the map asks for what it shows. The whole world at a low zoom counts them all.
    const world = await api<{ data: { total: number } }>(
      '/api/hostels/map?bbox=-180,-90,180,90&zoom=3',
    );
    const count = world.data.total;
    expect(count).toBeGreaterThan(0);

    const page = await newPage();
    const failedTiles: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().startsWith('http://127.0.0.1:9/')) failedTiles.push(request.url());
    });
    const mapCalls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/hostels/map') mapCalls.push(url);
    });
    await page.goto(`${server.baseUrl}/hostels`);
    await page.getByRole('tab', { name: /Map View/ }).click();
    const map = page.getByRole('region', { name: 'Map of hostels' });
    await map.waitFor();
    // The map opens on all of them: every hostel is a marker or inside a cluster that counts it.
    await page.getByText(`${count} ${count === 1 ? 'hostel' : 'hostels'} in this area`).waitFor();
    const shown = async () =>
      page.evaluate(() => {
        const markers = document.querySelectorAll('.hostel-marker').length;
        const clustered = Array.from(document.querySelectorAll('[data-cluster-count]')).reduce(
          (sum, element) => sum + Number(element.getAttribute('data-cluster-count')),
          0,
        );
        return markers + clustered;
      });
    await expect.poll(shown, { timeout: 15_000 }).toBe(count);
    expect(failedTiles.length).toBeGreaterThan(0);
    expect(mapCalls.some((url) => url.searchParams.has('status'))).toBe(false);

    // A cluster, pressed, zooms into its hostels: the next question is at a closer zoom.
    const cluster = map.getByRole('button', { name: /^\d+ hostels here, zoom in$/ }).first();
    // The demo hostels sit close together in their cities: the first view groups some.
    await cluster.waitFor();
    const zoomOf = (url: URL | undefined) => Number(url?.searchParams.get('zoom') ?? 0);
    const before = zoomOf(mapCalls.at(-1));
    await cluster.click();
    await expect.poll(() => zoomOf(mapCalls.at(-1)), { timeout: 5_000 }).toBeGreaterThan(before);

    // Search this area: the view becomes the list's filter, kept in the URL.
    await map.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await page.getByRole('button', { name: 'Search this area' }).click();
    await page.waitForURL((url) => url.searchParams.has('bbox'));
    const bbox = new URL(page.url()).searchParams.get('bbox') ?? '';
    expect(bbox).toMatch(/^-?[\d.]+(,-?[\d.]+){3}$/);
    await page.getByRole('button', { name: 'Remove map area' }).first().waitFor();
    const inArea = await api<ListBody>(`/api/enhanced-hostels?bbox=${bbox}`);
    await page.getByRole('tab', { name: /List View/ }).click();
    const total = inArea.pagination.total;
    await page
      .getByText(
        total === 0 ? 'No hostels match your search' : new RegExp(`^${total} hostels? found$`),
      )
      .first()
      .waitFor();

    // Removing the area gives the whole list back.
    await page.getByRole('button', { name: 'Remove map area' }).first().click();
    await page.waitForURL((url) => !url.searchParams.has('bbox'));
    await page.context().close();
  });
});
