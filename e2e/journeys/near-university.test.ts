import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const chromiumPath = inject('chromiumPath');
const LUMS = 'Lahore University of Management Sciences';
const LUMS_SLUG = 'lahore-university-of-management-sciences';

/** The kilometres each card on the page says it is from LUMS ("6.3 km from LUMS"), in order. */
async function cardDistances(page: Page): Promise<number[]> {
  const texts = await page.getByText(/km from LUMS$/).allTextContents();
  return texts.map((text) => Number.parseFloat(text));
}

const ascending = (values: number[]) =>
  values.every((value, i) => i === 0 || value >= values[i - 1]!);

/**
 * Issue 42 part A: a student looks for hostels near LUMS. Near a university means distance
 * from its campus: the list is nearest first with each card's distance, says when it widened,
 * takes a chosen radius, and a shared /hostels/near/ link shows the same rule.
 */
describe.skipIf(!chromiumPath)('a student finds hostels near LUMS', () => {
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

  it('should list hostels nearest the campus first, with their distance and the widening said', async () => {
    const answer = (await (
      await fetch(`${server.baseUrl}/api/enhanced-hostels?near_university=${LUMS_SLUG}`)
    ).json()) as {
      radius_km: number;
      widened_from_km: number | null;
      near_university: { id: string };
    };
    await page.goto(`${server.baseUrl}/hostels`);
    const university = page.locator('#filter-university');
    // The universities load after the page: wait for LUMS among the choices.
    await university.locator(`option[value="${answer.near_university.id}"]`).waitFor({
      state: 'attached',
    });
    await university.selectOption(answer.near_university.id);
    await page.waitForURL(/near_university=/);
    await expect.poll(async () => (await cardDistances(page)).length).toBeGreaterThan(0);
    const distances = await cardDistances(page);
    expect(ascending(distances)).toBe(true);
    expect(Math.max(...distances)).toBeLessThanOrEqual(answer.radius_km);
    if (answer.widened_from_km !== null) {
      await page
        .getByText(
          new RegExp(
            `within ${answer.widened_from_km} km; showing hostels within ${answer.radius_km} km`,
          ),
        )
        .waitFor();
    }
  });

  it('should take a chosen radius, never widened, and keep it in the URL', async () => {
    await page.locator('#filter-radius').selectOption('10');
    await page.waitForURL(/radius_km=10/);
    await expect
      .poll(async () => {
        const distances = await cardDistances(page);
        return distances.length > 0 && distances.every((km) => km <= 10) && ascending(distances);
      })
      .toBe(true);
    await expect.poll(() => page.getByText(/showing hostels within/).count()).toBe(0);
  });

  it('should answer a search for LUMS the same way', async () => {
    await page.goto(`${server.baseUrl}/hostels?search=LUMS`);
    await expect.poll(async () => (await cardDistances(page)).length).toBeGreaterThan(0);
    expect(ascending(await cardDistances(page))).toBe(true);
  });

  it('should open the university page from a shared link, nearest first', async () => {
    const shared = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await shared.goto(`${server.baseUrl}/hostels/near/${LUMS_SLUG}`);
    await shared.getByRole('heading', { level: 1, name: `Hostels near ${LUMS}` }).waitFor();
    await expect.poll(async () => (await cardDistances(shared)).length).toBeGreaterThan(0);
    expect(ascending(await cardDistances(shared))).toBe(true);
    // A card opens the hostel with the university named (?near=).
    await expect
      .poll(() => shared.locator(`a[href*="?near=${LUMS_SLUG}"]`).count())
      .toBeGreaterThan(0);
    await shared.close();
  });
});
