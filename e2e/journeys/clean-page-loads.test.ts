import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const chromiumPath = inject('chromiumPath');

/** Lighthouse's phone screen (Moto G Power), the size every load here is made at. */
const PHONE = { width: 412, height: 823 };

/** Where map tiles point: a closed local port, so a failed tile is expected and told apart. */
const TILE_ORIGIN = 'http://127.0.0.1:9';

/**
 * What Lighthouse's best-practices audits count against a page (bench/web-weight.ts): console
 * errors (failed requests included) and Content-Security-Policy violations. A guest's first
 * visit to the public pages must produce neither, and the app's code must arrive compressed.
 */
describe.skipIf(!chromiumPath)('a guest loads the public pages cleanly', () => {
  let server: RunningServer;
  let browser: Browser;
  let hostelPath: string;

  beforeAll(async () => {
    server = await startServer({
      MAP_TILE_URL: `${TILE_ORIGIN}/{z}/{x}/{y}.png`,
      GEOCODER_URL: TILE_ORIGIN,
    });
    browser = await launchBrowser(chromiumPath ?? '');
    const list = (await (await fetch(`${server.baseUrl}/api/enhanced-hostels?limit=1`)).json()) as {
      data: { id: string }[];
    };
    hostelPath = `/hostels/${list.data[0]?.id ?? ''}`;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /**
   * Opens `path` in a fresh page and returns what went wrong while it loaded; `settle` waits
   * 3.5 s more, for Chrome to warn of a preload left unused.
   */
  async function load(path: string, { settle = false }: { settle?: boolean } = {}) {
    // A first visit: nothing cached, no storage (as Lighthouse loads a page).
    const context = await browser.newContext({ viewport: PHONE });
    const page: Page = await context.newPage();
    const errors: string[] = [];
    const failedRequests: string[] = [];
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
      if (message.type() !== 'error') return;
      const url = message.location().url;
      if (!url.startsWith(TILE_ORIGIN)) errors.push(`${message.text()} (${url})`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('requestfailed', (request) => {
      if (!request.url().startsWith(TILE_ORIGIN)) failedRequests.push(request.url());
    });
    // The CSP reports violations as events; record them from the first script on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
      });
    });
    type Script = { url: string; encoding: string | undefined; bytes: number };
    const scripts: Promise<Script | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const encoding = response.headers()['content-encoding'];
      // A body still being read when the page closes rejects: that script is not counted.
      scripts.push(
        response
          .body()
          .then((body) => ({ url: response.url(), encoding, bytes: body.length }))
          .catch(() => null),
      );
    });
    const responses: number[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${server.baseUrl}/api/`)) responses.push(response.status());
    });
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(`${server.baseUrl}/api/`))
        apiRequests.push(url.slice(server.baseUrl.length));
    });

    await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    const loaded = (await Promise.all(scripts)).filter((script) => script !== null);
    // A script that arrives later (web-vitals loads after start-up) is not measured: stop
    // listening, so its body is not read from a closed page.
    page.removeAllListeners('response');
    // Chrome warns of a preload left unused a few seconds after the load event.
    if (settle) await page.waitForTimeout(3_500);
    await context.close();
    return {
      errors,
      warnings,
      failedRequests,
      violations,
      scripts: loaded,
      responses,
      apiRequests,
    };
  }

  // Rendered on the server and hydrated (issue 25): a hydration mismatch is a console error.
  it.each([
    ['/', 'home'],
    ['/hostels', 'Find Hostels'],
    ['/hostels?gender_category=female&page=1', 'Find Hostels, filtered'],
    ['hostel', "a hostel's own page"],
    ['/hostels/in/lahore', "a city's landing page"],
    ['/hostels/near/university-of-engineering-and-technology-lahore', "a university's"],
    ['/hostels/in/lahore?lang=ur', 'a landing page in Urdu'],
  ])('should load %s (%s) without console errors or CSP violations', async (path) => {
    const result = await load(path === 'hostel' ? hostelPath : path);
    expect(result.errors).toEqual([]);
    expect(result.failedRequests).toEqual([]);
    expect(result.violations).toEqual([]);
    // A guest's visit makes no API call that fails (no session restore that must answer 401).
    expect(result.responses.filter((status) => status >= 400)).toEqual([]);

    // The bundles come precompressed (Brotli: the browser offers it); files under 1 KB are
    // not worth it and come as they are.
    const large = result.scripts.filter((script) => script.bytes >= 1024);
    expect(large.length).toBeGreaterThan(3);
    for (const script of large) expect(script.encoding, script.url).toBe('br');
  });

  // A page rendered on the server brings its data (issue 25, decision 021): the app takes it
  // over without asking the API for it again, and no preload goes unused.
  it.each([
    ['/', ['/api/enhanced-hostels?page=1&limit=6', '/api/stats']],
    ['/hostels', ['/api/enhanced-hostels?page=1&limit=10']],
    ['hostel', ['the hostel']],
  ])('should not ask again for the data %s was rendered with', async (path, rendered) => {
    const target = path === 'hostel' ? hostelPath : path;
    const result = await load(target, { settle: true });
    const urls = rendered.map((url) =>
      url === 'the hostel' ? `/api/enhanced-hostels/${hostelPath.split('/').pop()}` : url,
    );
    for (const url of urls) expect(result.apiRequests, url).not.toContain(url);
    expect(result.warnings.filter((text) => /preload/i.test(text))).toEqual([]);
  });

  it("should show a hostel's link as its own page on a phone, with a way to the list", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${hostelPath}`, { waitUntil: 'networkidle' });
    const hostel = page.getByRole('article');
    await hostel.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Hostels' }).count()).toBe(0);
    await hostel.getByRole('link', { name: 'All hostels' }).click();
    await page.getByRole('list', { name: 'Hostels' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/hostels');
    expect(await page.locator('ul[aria-label="Hostels"] > li').count()).toBe(10);
    await context.close();
  });

  // Issue 25: what a phone without JavaScript (or a crawler) reads is the server's HTML alone.
  it('should read a hostel, a city and a university page with JavaScript off', async () => {
    const hostels = (await (
      await fetch(`${server.baseUrl}/api/enhanced-hostels?limit=50`)
    ).json()) as {
      data: { id: string; name: string; universities: { id: string } | null }[];
    };
    const universities = (await (
      await fetch(`${server.baseUrl}/api/enhanced-hostels/universities`)
    ).json()) as { data: { id: string; slug: string; name: string }[] };
    const near = hostels.data.find((hostel) => hostel.universities !== null);
    const university = universities.data.find((item) => item.id === near?.universities?.id);
    if (!near || !university) throw new Error('the demo data has no hostel near a university');

    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto(`${server.baseUrl}${hostelPath}`);
    const hostel = page.getByRole('article').first();
    await hostel.getByRole('heading', { level: 1 }).waitFor();
    const text = await hostel.innerText();
    expect(text).toMatch(/Rs [\d,]+/);
    expect(text).toMatch(/Boys Hostel|Girls Hostel/);
    expect(await hostel.locator('img').count()).toBeGreaterThan(0);
    expect(await hostel.getByRole('button', { name: /^Available Rooms/ }).count()).toBe(1);

    await page.goto(`${server.baseUrl}/hostels/in/lahore`);
    await page.getByRole('heading', { level: 1, name: 'Hostels in Lahore' }).waitFor();
    const cards = page.locator('ul[aria-label="Hostels"] > li');
    expect(await cards.count()).toBeGreaterThan(0);
    // A card is a real link to the hostel's page, which opens without JavaScript.
    const firstCard = cards.first().getByRole('link').first();
    const cardName = (await firstCard.innerText()).trim();
    await firstCard.click();
    await page.getByRole('heading', { level: 1, name: cardName }).waitFor();

    await page.goto(`${server.baseUrl}/hostels/near/${university.slug}`);
    await page
      .getByRole('heading', { level: 1, name: `Hostels near ${university.name}` })
      .waitFor();
    expect(await page.getByText(near.name).count()).toBeGreaterThan(0);

    // The browse screen's pages are real links.
    await page.goto(`${server.baseUrl}/hostels`);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.getByText('Page 2 of', { exact: false }).waitFor();
    expect(new URL(page.url()).search).toBe('?page=2');
    await context.close();
  });

  // The app shell builds no zod schema: zod (about 25 KB gzipped, and its schemas' start-up
  // work) loads with the first page that validates something. The home page has no form.
  it('should open the home page without loading zod', async () => {
    const result = await load('/');
    const names = result.scripts.map((script) => new URL(script.url).pathname);
    expect(names.some((name) => name.startsWith('/assets/vendor-'))).toBe(true);
    expect(names.filter((name) => name.startsWith('/assets/zod-'))).toEqual([]);
  });

  it('should build the filters on a phone when they are opened, with their lists and zod', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const referenceCalls: string[] = [];
    const zodScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/enhanced-hostels\/(universities|cities)/.test(request.url())) {
        referenceCalls.push(request.url());
      }
      if (new URL(request.url()).pathname.startsWith('/assets/zod-'))
        zodScripts.push(request.url());
    });
    await page.goto(`${server.baseUrl}/hostels`, { waitUntil: 'networkidle' });
    await page.getByRole('list', { name: 'Hostels' }).waitFor();
    // Hidden on a phone until opened, so their lists are not loaded yet, nor the filter
    // schemas (zod) that only a filtered URL or a typed price needs.
    expect(referenceCalls).toEqual([]);
    expect(zodScripts).toEqual([]);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const university = page.getByRole('combobox', { name: 'University', exact: true });
    await university.waitFor();
    await expect.poll(() => university.locator('option').count()).toBeGreaterThan(1);
    expect(referenceCalls.length).toBeGreaterThan(0);
    await expect.poll(() => zodScripts.length).toBe(1);
    await context.close();
  });

  it('should open a filtered link cold on a phone, loading the filter schemas first', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const listCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/enhanced-hostels') listCalls.push(url.search);
    });
    await page.goto(`${server.baseUrl}/hostels?gender_category=female&mess_available=true`);
    await page.getByRole('list', { name: 'Hostels' }).waitFor();
    await page.getByRole('button', { name: 'Filters (2)' }).waitFor();
    // The page came with its filtered list (issue 25); any list asked for after is filtered
    // too: never the unfiltered one while zod loaded.
    expect(await page.locator('ul[aria-label="Hostels"] > li').count()).toBeGreaterThan(0);
    for (const search of listCalls) {
      const params = new URLSearchParams(search);
      expect(params.get('gender_category')).toBe('female');
      expect(params.get('mess_available')).toBe('true');
    }
    await context.close();
  });
  // Issue 25: a rendered page is whole before the app's code, which waits for the page's files.
  it("should load the app after the page's own files, and keep a press made before it", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    // The app's entry is held back until the test lets it go: a phone on a slow network.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/hostels`);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name));
      return {
        loadEnd: navigation.loadEventStart,
        scripts: scripts.map((entry) => entry.startTime),
      };
    });
    // No script of the app was asked for before the page (its stylesheet and photos) had loaded.
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.loadEnd);

    // The student presses Map View while the app's code is still on its way: once it has
    // arrived and taken over the page, the map opens.
    await page.getByRole('tab', { name: /Map View/ }).click();
    expect(await page.getByRole('region', { name: 'Map of hostels' }).count()).toBe(0);
    release();
    await page.getByRole('region', { name: 'Map of hostels' }).waitFor();
    await context.close();
  });

  it('should act on a press made while the app loads exactly once', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}${hostelPath}`);
    // A disclosure opens on one press and closes on the next: pressed twice, it would stay shut.
    const rooms = page.getByRole('button', { name: /^Available Rooms/ });
    await rooms.click();
    expect(await rooms.getAttribute('aria-expanded')).toBe('false');
    release();
    await expect.poll(() => rooms.getAttribute('aria-expanded')).toBe('true');
    await page.waitForTimeout(500);
    expect(await rooms.getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });
});
