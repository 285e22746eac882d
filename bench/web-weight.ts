/**
 * Web weight benchmark: how much JavaScript the Find Hostels screen makes a browser download,
 * gzipped, before and after the map is opened (issue 4 goal: under 200 KB before the map).
 *
 * Needs a production build (`npm run build`) and a Chromium (CHROMIUM_PATH or
 * /usr/bin/chromium). Starts the built server over a fresh embedded database with demo data,
 * opens /hostels in headless Chromium, records every JavaScript response, gzips each body at
 * the default level (what a CDN or reverse proxy would send) and prints the totals.
 *
 *   npm run build && npm run bench:web -w @hostelhub/bench
 */
import { gzipSync } from 'node:zlib';
import { findChromium, launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';

const chromiumPath = findChromium();
if (!chromiumPath) {
  console.error('No Chromium found: set CHROMIUM_PATH or install Debian chromium.');
  process.exit(1);
}

const server = await startServer();
const browser = await launchBrowser(chromiumPath);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const scripts = new Map<string, { raw: number; gzip: number }>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(server.baseUrl) || !/\.m?js(\?|$)/.test(url)) return;
    pending.push(
      response.body().then((body) => {
        scripts.set(url, { raw: body.length, gzip: gzipSync(body).length });
      }),
    );
  });

  const total = () => {
    let raw = 0;
    let gzip = 0;
    for (const size of scripts.values()) {
      raw += size.raw;
      gzip += size.gzip;
    }
    return { files: scripts.size, raw, gzip };
  };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

  await page.goto(`${server.baseUrl}/hostels`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const beforeMap = total();
  const listFiles = new Set(scripts.keys());

  await page.getByRole('tab', { name: /map view/i }).click();
  await page.locator('.leaflet-container').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const afterMap = total();

  console.log('Hostelhub web weight: JavaScript downloaded by /hostels (production build)');
  console.log(
    `before the map: ${beforeMap.files} files, ${kb(beforeMap.raw)} raw, ${kb(beforeMap.gzip)} gzipped`,
  );
  for (const url of listFiles) {
    const size = scripts.get(url);
    if (size) console.log(`  ${new URL(url).pathname.padEnd(48)} ${kb(size.gzip).padStart(10)}`);
  }
  console.log(
    `map opened adds: ${afterMap.files - beforeMap.files} files, ${kb(afterMap.raw - beforeMap.raw)} raw, ${kb(afterMap.gzip - beforeMap.gzip)} gzipped`,
  );
} finally {
  await browser.close();
  await server.stop();
}
