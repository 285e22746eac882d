import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 5 journey: an approved owner creates a hostel with the wizard (location picker, map
 * confirm, mess menu, two rooms), sees it pending with the counts updated, opens
 * /owner/rooms/{id}, edits one room and deletes the other. Tiles and the geocoder are
 * unreachable (port 9 on loopback refuses), so the map works without tiles and the address
 * falls back to the coordinates. Issue 22: a photo the server refuses after the save leaves
 * one hostel, opened with that photo listed, and a wizard room's photo reaches the saved room.
 */
const chromiumPath = inject('chromiumPath');

const HOSTEL = 'Journey Test Residence';

describe.skipIf(!chromiumPath)('an approved owner lists a hostel with the wizard', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

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

  /** The number on a status card ('Pending', 'Total', ...). */
  async function statusCount(label: string): Promise<number> {
    const card = page.getByRole('button', { name: new RegExp(`^${label}\\s*\\d+$`) });
    const text = (await card.textContent()) ?? '';
    return Number(/\d+/.exec(text)?.[0]);
  }

  it('should sign in and show the owner their hostels with counts', async () => {
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel(/^Email/).fill('owner@demo.hostelhub.pk');
    await page.locator('input#field-password').fill('Hostelhub@2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/owner$/);
    await page.getByRole('heading', { name: 'My Hostels', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Your hostels' }).waitFor();
    expect(await statusCount('Total')).toBeGreaterThan(0);
  });

  it('should create a hostel, its mess menu and two rooms with the wizard', async () => {
    const pendingBefore = await statusCount('Pending');
    const totalBefore = await statusCount('Total');

    await page.getByRole('button', { name: 'Add New Hostel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Hostel with Rooms' });
    await dialog.waitFor();

    // Step 1: the hostel.
    await dialog.getByLabel(/^Hostel name/).fill(HOSTEL);
    await dialog
      .getByLabel(/^Description/)
      .fill('Quiet rooms for female students, ten minutes from the university gate.');
    await dialog.getByLabel(/^Address/).fill('House 7, Street 3, Gulberg III');
    // The demo owner's verified business number is chosen already (issue 8).
    // It is chosen once the verified numbers have loaded: wait for it rather than read it at once.
    await expect
      .poll(() => dialog.getByLabel(/^Contact phone/).inputValue())
      .toMatch(/^\+923\d{9}$/);
    await dialog.getByLabel(/^Gender category/).selectOption('female');
    await dialog.getByLabel(/^Price range/).fill('9000 - 14000');

    // The step rule: no city and town yet.
    await dialog.getByRole('button', { name: 'Next: Add Rooms' }).click();
    await dialog.getByText('Please select both city and town from the location picker.').waitFor();

    await dialog.getByLabel('City', { exact: true }).fill('Lahore');
    await dialog
      .getByRole('list', { name: 'City matches' })
      .getByRole('button', { name: /^Lahore/ })
      .click();
    await dialog
      .getByRole('list', { name: 'Town/Area matches' })
      .getByRole('button')
      .first()
      .click();
    // The map then opens on the chosen town (issue 22 item 3): its centre comes with the towns.
    const townCentres = page.waitForResponse((answer) =>
      answer.url().includes('/api/enhanced-hostels/towns'),
    );
    await dialog.getByRole('button', { name: 'Confirm Location Selection' }).click();
    await dialog.getByRole('region', { name: 'Selected location' }).first().waitFor();
    await townCentres;

    // The map: no tile can load; a click still places the marker (near the town, so no
    // far-pin question).
    const map = dialog.getByRole('region', { name: 'Map picker' });
    await map.locator('.leaflet-container').waitFor();
    await map.locator('.leaflet-container').click({ position: { x: 200, y: 150 } });
    await map.locator('.map-picker-marker').waitFor();
    await dialog
      .getByText(/^Coordinates: \d+\.\d+, \d+\.\d+$/)
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: 'Confirm Location & Save Coordinates' }).click();
    await dialog.getByText('Location confirmed').waitFor();

    // Two photos, the second (portrait) chosen as primary; uploaded once the hostel exists.
    const landscape = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 60, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const portrait = await sharp({
      create: { width: 480, height: 640, channels: 3, background: { r: 60, g: 60, b: 180 } },
    })
      .jpeg()
      .toBuffer();
    await dialog.getByLabel('Hostel photos', { exact: true }).setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: landscape },
      { name: 'entrance.jpg', mimeType: 'image/jpeg', buffer: portrait },
    ]);
    await dialog.getByRole('button', { name: 'Make entrance.jpg the primary photo' }).click();

    await dialog.getByLabel('WiFi', { exact: true }).check();
    await dialog.getByLabel('Mess Facility Available').check();
    await dialog.getByLabel(/^Monthly price/).fill('6500');
    await dialog.getByLabel('Monday breakfast').fill('Paratha and chai');
    await dialog.getByLabel('Monday dinner').fill('Chicken karahi');
    await dialog.getByRole('button', { name: 'Confirm Mess Details' }).click();
    await dialog.getByText('Mess details confirmed').waitFor();
    await dialog.getByRole('button', { name: 'Next: Add Rooms' }).click();

    // Step 2: two rooms, held in the browser until the end.
    await dialog.getByRole('heading', { name: 'Add a Room' }).waitFor();
    await dialog.getByLabel(/^Room title/).fill('Corner Room');
    await dialog.getByLabel(/^Price per month/).fill('14000');
    await dialog.getByRole('button', { name: 'Add Room', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add Room', exact: true }).click();
    await dialog.getByLabel(/^Room title/).fill('Shared Room');
    await dialog.getByLabel(/^Price per month/).fill('9000');
    await dialog.getByLabel(/^Max occupancy/).fill('3');
    await dialog.getByRole('button', { name: 'Add Room', exact: true }).click();
    const rooms = dialog.getByRole('list', { name: 'Rooms to create' });
    await rooms.getByRole('heading', { name: 'Shared Room' }).waitFor();
    expect(await rooms.getByRole('heading').count()).toBe(2);

    // Step 3: review, then one request creates everything.
    await dialog.getByRole('button', { name: 'Next: Review' }).click();
    await dialog.getByRole('heading', { name: 'Review' }).waitFor();
    await dialog.getByRole('button', { name: 'Create Hostel' }).click();

    await page
      .getByText('Hostel and rooms created successfully with all images uploaded!')
      .waitFor({ timeout: 15_000 });
    await dialog.waitFor({ state: 'hidden' });
    const list = page.getByRole('list', { name: 'Your hostels' });
    const card = list.getByRole('listitem').filter({ hasText: HOSTEL });
    await card.getByText('Pending', { exact: true }).waitFor();
    await card.getByText('2 rooms').waitFor();
    // The card shows the primary photo's thumbnail: the portrait one, 300 x 400.
    const cover = card.locator('img').first();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([300, 400]);
    await expect.poll(() => statusCount('Pending')).toBe(pendingBefore + 1);
    expect(await statusCount('Total')).toBe(totalBefore + 1);
  });

  it('should edit one room and delete the other on the hostel rooms page', async () => {
    await page.getByRole('link', { name: `Rooms of ${HOSTEL}` }).click();
    await page.waitForURL(/\/owner\/rooms\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: `Rooms of ${HOSTEL}`, level: 1 }).waitFor();
    const roomList = page.getByRole('list', { name: 'Rooms' });
    await roomList.getByRole('heading', { name: 'Corner Room' }).waitFor();
    expect(await roomList.getByRole('heading').count()).toBe(2);

    await page.getByRole('button', { name: 'Edit Corner Room' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Room' });
    await editDialog.getByLabel(/^Price per month/).fill('15500');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await editDialog.waitFor({ state: 'hidden' });
    await roomList.getByText('Rs 15,500 / month').waitFor();

    await page.getByRole('button', { name: 'Delete Shared Room' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await confirm.getByRole('button', { name: 'Delete Room' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await roomList.getByRole('heading', { name: 'Shared Room' }).waitFor({ state: 'detached' });
    expect(await roomList.getByRole('heading').count()).toBe(1);

    // The hostel is still pending review: it is not public, so a guest asking for its
    // rooms is refused.
    const hostelId = /\/owner\/rooms\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
    const stored = (await (
      await fetch(`${server.baseUrl}/api/rooms?hostel_id=${hostelId}`)
    ).json()) as { success: boolean };
    expect(stored.success).toBe(false);
  });
  it('should create a hostel once when the server refuses a photo, list that photo and upload the room photo (issue 22 items 1, 18)', async () => {
    const name = 'Journey Once Residence';
    await page.goto(`${server.baseUrl}/owner`);
    await page.getByRole('list', { name: 'Your hostels' }).waitFor();
    const totalBefore = await statusCount('Total');
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 60, g: 140, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    // A JPEG's first bytes and nothing after: the browser's check passes it, the server cannot
    // decode it and refuses it after the hostel and its room are saved.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);

    await page.getByRole('button', { name: 'Add New Hostel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Hostel with Rooms' });
    await dialog.getByLabel(/^Hostel name/).fill(name);
    await dialog
      .getByLabel(/^Description/)
      .fill('Bright rooms near the canal for female students, with a warden on every floor.');
    await dialog.getByLabel(/^Address/).fill('House 12, Street 5, Model Town');
    await dialog.getByLabel(/^Gender category/).selectOption('female');
    await dialog.getByLabel(/^Price range/).fill('10000 - 15000');
    await dialog.getByLabel('City', { exact: true }).fill('Bahawalpur');
    await dialog
      .getByRole('list', { name: 'City matches' })
      .getByRole('button', { name: /^Bahawalpur/ })
      .click();
    // Bahawalpur had no area before issue 22 item 17.
    await dialog
      .getByRole('list', { name: 'Town/Area matches' })
      .getByRole('button')
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Confirm Location Selection' }).click();
    const map = dialog.getByRole('region', { name: 'Map picker' });
    await map.locator('.leaflet-container').click({ position: { x: 200, y: 150 } });
    await dialog.getByRole('button', { name: 'Confirm Location & Save Coordinates' }).click();
    await dialog.getByText('Location confirmed').waitFor();

    // A text file named .jpg is refused at once, from its first bytes.
    const hostelPhotos = dialog.getByLabel('Hostel photos', { exact: true });
    await hostelPhotos.setInputFiles([
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text') },
    ]);
    await dialog.getByText('Only JPEG, PNG, JPG, and WebP images are allowed').first().waitFor();
    await hostelPhotos.setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: broken },
    ]);
    await dialog.getByRole('button', { name: 'Next: Add Rooms' }).click();

    // Step 2 takes room photos.
    await dialog.getByLabel(/^Room title/).fill('Garden Room');
    await dialog.getByLabel(/^Price per month/).fill('12000');
    await dialog
      .getByLabel('Room photos', { exact: true })
      .setInputFiles([{ name: 'garden.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await dialog.getByRole('button', { name: 'Add Room', exact: true }).click();
    await dialog.getByRole('button', { name: 'Next: Review' }).click();
    const roomUpload = page.waitForResponse(
      (answer) =>
        answer.url().includes('/api/images/rooms/') && answer.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Create Hostel' }).click();
    // The room photo goes to the saved room, through the owner room form's route.
    expect((await roomUpload).status()).toBe(201);

    // The saved hostel opens with the refused photo named; nothing is left to create twice.
    const saved = page.getByRole('dialog', { name: 'Hostel Details' });
    await saved
      .getByText('The hostel was created, but these photos were not uploaded:')
      .waitFor({ timeout: 15_000 });
    await saved.getByText(/broken\.jpg/).waitFor();
    await saved.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect.poll(() => statusCount('Total')).toBe(totalBefore + 1);
    const cards = page.getByRole('list', { name: 'Your hostels' }).getByRole('listitem');
    expect(await cards.filter({ hasText: name }).count()).toBe(1);

    // Its one room is there, once.
    await page.getByRole('link', { name: `Rooms of ${name}` }).click();
    await page.getByRole('heading', { name: `Rooms of ${name}`, level: 1 }).waitFor();
    const roomList = page.getByRole('list', { name: 'Rooms' });
    await roomList.getByRole('heading', { name: 'Garden Room' }).waitFor();
    expect(await roomList.getByRole('heading').count()).toBe(1);
  });
});
