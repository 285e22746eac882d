import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { apiCall, apiSignIn } from '../support/chat.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 6 journey: an owner uploads three room photos, makes the second primary and moves it
 * up; a visitor opening that hostel sees it first. Issue 26: the hostel is approved, so the
 * photos first wait for an administrator, who approves them; until then a visitor sees none.
 */
const chromiumPath = inject('chromiumPath');

const ROOM = 'Photo Journey Room';
const TITLES = ['First Photo', 'Second Photo', 'Third Photo'];

async function photo(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

describe.skipIf(!chromiumPath)('an owner manages room photos', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let hostelPath = '';

  beforeAll(async () => {
    server = await startServer({
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      GEOCODER_URL: 'http://127.0.0.1:9',
    });
    browser = await launchBrowser(chromiumPath ?? '');
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('should upload three photos, make the second primary and move it up', async () => {
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel(/^Email/).fill('owner@demo.hostelhub.pk');
    await page.locator('input#field-password').fill('Hostelhub@2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/owner$/);

    // An approved hostel, so visitors can see it.
    await page.getByRole('button', { name: /^Approved\s*\d+$/ }).click();
    await page
      .getByRole('list', { name: 'Your hostels' })
      .getByRole('link', { name: /^Rooms of / })
      .first()
      .click();
    await page.waitForURL(/\/owner\/rooms\/[0-9a-f-]{36}$/);
    hostelPath = new URL(page.url()).pathname.replace('/owner/rooms/', '/hostels/');

    // A new room, the cheapest, so its photos lead the hostel's photo strip.
    await page.getByRole('button', { name: 'Add Room', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add New Room' });
    await add.getByLabel(/^Room title/).fill(ROOM);
    await add.getByLabel(/^Price per month/).fill('100');
    await add.getByRole('button', { name: 'Add Room' }).click();
    await add.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `Images of ${ROOM}` }).click();
    const manager = page.getByRole('dialog', { name: 'Manage Room Images' });
    await manager.getByRole('heading', { name: 'No Images Yet' }).waitFor();

    const colours = [
      { r: 200, g: 40, b: 40 },
      { r: 40, g: 160, b: 60 },
      { r: 40, g: 60, b: 200 },
    ];
    for (const [index, title] of TITLES.entries()) {
      await manager.getByLabel('Photo', { exact: true }).setInputFiles({
        name: `${title.toLowerCase().replace(' ', '-')}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await photo(colours[index] ?? colours[0]!),
      });
      // The title is filled from the file name; this journey names them.
      await manager.getByLabel('Title', { exact: true }).fill(title);
      await manager.getByRole('button', { name: 'Upload Image' }).click();
      await manager.getByRole('heading', { name: `Room Images (${index + 1})` }).waitFor();
    }
    const grid = manager.getByRole('list', { name: 'Room images' });
    const names = () => grid.locator('li p.font-medium').allTextContents();
    expect(await names()).toEqual(TITLES);
    // Issue 26: photos of an approved hostel wait for an administrator.
    expect(await grid.getByText('Waiting for review', { exact: true }).count()).toBe(3);
    await manager.getByRole('button', { name: 'Done' }).click();
    await manager.waitFor({ state: 'hidden' });

    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${server.baseUrl}${hostelPath}`);
    await visitor
      .getByRole('article')
      .getByRole('button', { name: /^Available Rooms/ })
      .click();
    await visitor.getByRole('article').getByText(ROOM, { exact: true }).first().waitFor();
    expect(
      await visitor
        .getByRole('button', { name: new RegExp(`^Open room photo \\d+ of \\d+: ${ROOM}$`) })
        .count(),
    ).toBe(0);
    await visitor.close();

    const admin = await apiSignIn(server.baseUrl, 'admin@demo.hostelhub.pk');
    const queue = await apiCall(server.baseUrl, admin.token, 'GET', '/api/admin/hostel-changes');
    const hostelId = hostelPath.replace('/hostels/', '');
    const change = (queue.data as { changes: { id: string; hostel_id: string }[] }).changes.find(
      (entry) => entry.hostel_id === hostelId,
    );
    const approved = await apiCall(
      server.baseUrl,
      admin.token,
      'PATCH',
      `/api/admin/hostel-changes/${change?.id ?? ''}`,
      { action: 'approve' },
    );
    expect(approved.status).toBe(200);

    await page.reload();
    await page.getByRole('button', { name: `Images of ${ROOM}` }).click();
    await manager.getByRole('heading', { name: 'Room Images (3)' }).waitFor();
    await expect.poll(names).toEqual(TITLES);
    expect(await grid.getByText('Waiting for review', { exact: true }).count()).toBe(0);
    // The first upload is the primary one.
    await expect
      .poll(() => manager.getByRole('button', { name: 'Move First Photo up' }).isDisabled())
      .toBe(true);
    expect(await manager.getByRole('button', { name: 'Move Third Photo down' }).isDisabled()).toBe(
      true,
    );

    await manager.getByRole('button', { name: 'Make Second Photo the primary image' }).click();
    await expect
      .poll(() =>
        manager.getByRole('button', { name: 'Make Second Photo the primary image' }).isDisabled(),
      )
      .toBe(true);
    await manager.getByRole('button', { name: 'Move Second Photo up' }).click();
    await expect.poll(names).toEqual(['Second Photo', 'First Photo', 'Third Photo']);
    await manager.getByRole('button', { name: 'Done' }).click();
    await manager.waitFor({ state: 'hidden' });
  });

  it('should show a visitor the moved photo first', async () => {
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${server.baseUrl}${hostelPath}`);
    const hostel = visitor.getByRole('article');
    await hostel.getByRole('button', { name: /^Available Rooms/ }).click();
    await hostel
      .getByRole('button', { name: new RegExp(`^Open room photo 1 of \\d+: ${ROOM}$`) })
      .click();
    const gallery = visitor.getByRole('dialog', { name: ROOM });
    await gallery.getByText('Second Photo', { exact: true }).waitFor();
    await visitor.close();
  });
});
