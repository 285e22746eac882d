import { karachiDayAndClock, karachiToday } from '@hostelhub/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  firstLink,
  startMailServer,
  type TestMailServer,
} from '../../apps/api/test/mail-server.ts';
import { launchBrowser, newPhoneContext } from '../support/browser.ts';
import { apiCall, apiSignIn, signInPage } from '../support/chat.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 27 journey: a student requests a visit, the owner proposes another time, the student
 * accepts it; then the student reserves a bed, the owner accepts, and the room shows its new
 * occupancy. Issue 44 goes on from there on the same server: the owner moves the student in
 * from the reservation in the register (the public page keeps the bed taken), records their
 * notice (the bed shows "free from"), and a warden invited by email works the register and is
 * refused the listing. Issue 45 goes on again: the resident's due of this month shows on the
 * hostel's Dues screen, the warden records a partial JazzCash payment and then the rest, the
 * receipt opens from its link on a 390 px phone, and the collections chart shows the month.
 */
const chromiumPath = inject('chromiumPath');

interface DetailRoom {
  id: string;
  room_title: string | null;
  room_type: string;
  is_available: boolean;
  accepts_reservations?: boolean;
  current_occupancy: number;
  max_occupancy: number;
}

/** The next day from `days` ahead that has demo visiting hours (Monday to Saturday). */
function nextVisitingDay(days: number): string {
  for (let offset = days; offset < days + 7; offset += 1) {
    const at = new Date(Date.now() + offset * 86_400_000);
    if (karachiDayAndClock(at).day !== 'sunday') return karachiToday(at);
  }
  throw new Error('no visiting day in a week');
}

describe.skipIf(!chromiumPath)('visits and reservations: from a visit to a bed held', () => {
  let server: RunningServer;
  let mail: TestMailServer;
  let browser: Browser;
  /** Beds in use in the room before the student's reservation. */
  let occupiedBefore = 0;
  /** The student's name as the register shows them. */
  let residentName = '';
  const contexts: BrowserContext[] = [];
  let student: Page;
  let owner: Page;
  /** The warden invited by email (issue 44), who records the payments of issue 45. */
  let warden: Page;
  let hostel: { id: string; name: string };
  let room: DetailRoom;
  const visitDay = nextVisitingDay(2);

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  /** The room as a guest reads it from the hostel's detail. */
  async function guestRoom(): Promise<DetailRoom | undefined> {
    const response = await fetch(`${server.baseUrl}/api/enhanced-hostels/${hostel.id}`);
    const { data } = (await response.json()) as { data: { rooms: DetailRoom[] } };
    return data.rooms.find((entry) => entry.id === room.id);
  }

  beforeAll(async () => {
    mail = await startMailServer();
    server = await startServer({
      SMTP_URL: mail.url,
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      GEOCODER_URL: 'http://127.0.0.1:9',
    });
    browser = await launchBrowser(chromiumPath ?? '');

    // The demo owner's approved hostel with a room that takes reservations and has a free bed.
    const session = await apiSignIn(server.baseUrl, 'owner@demo.hostelhub.pk');
    const mine = await apiCall(
      server.baseUrl,
      session.token,
      'GET',
      '/api/enhanced-hostels/owner/my-hostels',
    );
    for (const candidate of mine.data as { id: string; name: string; status: string }[]) {
      if (candidate.status !== 'approved') continue;
      hostel = candidate;
      const detail = await apiCall(
        server.baseUrl,
        session.token,
        'GET',
        `/api/enhanced-hostels/${candidate.id}`,
      );
      const open = (detail.data as { rooms: DetailRoom[] }).rooms.find(
        (entry) =>
          entry.accepts_reservations === true &&
          entry.is_available &&
          entry.current_occupancy < entry.max_occupancy,
      );
      if (open) {
        room = open;
        break;
      }
    }
    expect(room).toBeDefined();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await mail?.close();
  });

  it('should let a student request a visit inside the visiting hours', async () => {
    student = await newPage();
    await signInPage(student, server.baseUrl, 'student@demo.hostelhub.pk', /\/student$/);
    await student.goto(`${server.baseUrl}/hostels/${hostel.id}`);
    const page = student.getByRole('article', { name: hostel.name });
    await page.getByRole('button', { name: 'Request a visit' }).click();
    const dialog = student.getByRole('dialog', { name: `Request a visit to ${hostel.name}` });
    await dialog.getByLabel(/^Date/).fill(visitDay);
    await dialog.getByLabel(/^Time \(Pakistan time\)/).fill('11:00');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await student
      .getByText('Visit requested. You will be told when the owner answers.')
      .first()
      .waitFor();
  });

  it('should let the owner propose another time, and the student accept it', async () => {
    owner = await newPage();
    await signInPage(owner, server.baseUrl, 'owner@demo.hostelhub.pk', /\/owner$/);
    await owner.goto(`${server.baseUrl}/bookings`);
    const visits = owner.getByRole('region', { name: 'Visits' });
    const card = visits.getByRole('article', { name: hostel.name }).first();
    await card.getByText('Requested', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Propose another time' }).click();
    const propose = owner.getByRole('dialog', { name: 'Propose another time' });
    await propose.getByLabel(/^Date/).fill(visitDay);
    await propose.getByLabel(/^Time \(Pakistan time\)/).fill('16:30');
    await propose.getByRole('button', { name: 'Propose time' }).click();
    await card.getByText('New time proposed', { exact: true }).waitFor();

    await student.goto(`${server.baseUrl}/bookings`);
    const mine = student
      .getByRole('region', { name: 'Visits' })
      .getByRole('article', { name: hostel.name })
      .first();
    await mine.getByRole('button', { name: 'Accept new time' }).click();
    await mine.getByText('Accepted', { exact: true }).waitFor();
    // The owner's page follows live.
    await card.getByText('Accepted', { exact: true }).waitFor();
  });

  it('should let the student reserve a bed, the owner accept, and the room show its new occupancy', async () => {
    const before = await guestRoom();
    occupiedBefore = before?.current_occupancy ?? 0;
    await student.goto(`${server.baseUrl}/hostels/${hostel.id}`);
    const page = student.getByRole('article', { name: hostel.name });
    await page.getByRole('button', { name: /^Available Rooms/ }).click();
    const roomName = room.room_title ?? room.room_type;
    await page.getByRole('button', { name: `Reserve a bed in ${roomName}` }).click();
    const dialog = student.getByRole('dialog', { name: `Reserve a bed in ${roomName}` });
    await dialog
      .getByText('Payment happens at the hostel. Online payment is not offered yet.')
      .waitFor();
    await dialog.getByLabel(/^Move-in date/).fill(nextVisitingDay(10));
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await student
      .getByText('Reservation requested. You will be told when the owner answers.')
      .first()
      .waitFor();

    await owner.goto(`${server.baseUrl}/bookings`);
    const card = owner
      .getByRole('region', { name: 'Reservations' })
      .getByRole('article', { name: hostel.name })
      .first();
    await card.getByRole('button', { name: 'Accept', exact: true }).click();
    await card.getByText('Accepted', { exact: true }).waitFor();

    await expect
      .poll(async () => (await guestRoom())?.current_occupancy)
      .toBe((before?.current_occupancy ?? 0) + 1);
    const guest = await newPage();
    await guest.goto(`${server.baseUrl}/hostels/${hostel.id}`);
    const detail = guest.getByRole('article', { name: hostel.name });
    await detail.getByRole('button', { name: /^Available Rooms/ }).click();
    await detail
      .getByText(`${(before?.current_occupancy ?? 0) + 1}/${room.max_occupancy} occupied`)
      .first()
      .waitFor();
  });
  it('should let the owner move the student in from the accepted reservation in the register, the public page keeping the bed taken', async () => {
    await owner.goto(`${server.baseUrl}/register/${hostel.id}`);
    await owner.getByRole('heading', { name: 'Beds', exact: true }).waitFor();
    await owner.getByRole('button', { name: 'Add resident' }).first().click();
    await owner
      .getByRole('dialog', { name: 'Add resident' })
      .getByLabel('Move in from reservation')
      .check();
    const dialog = owner.getByRole('dialog', { name: 'Move in from reservation' });
    const roomName = room.room_title ?? room.room_type;
    const choice = dialog.getByLabel(/^Accepted reservation/);
    await choice.locator('option', { hasText: roomName }).first().waitFor({ state: 'attached' });
    const option =
      (await choice.locator('option', { hasText: roomName }).allTextContents())[0] ?? '';
    residentName = option.split(':')[0] ?? '';
    await choice.selectOption({ label: option });
    await dialog.getByLabel(/^Phone/).fill('0300 1112223');
    await dialog.getByRole('button', { name: 'Move in' }).click();
    await owner.getByText(`${residentName} added to the register.`).first().waitFor();

    // Accepting took the bed; moving in keeps it taken, counted once: one bed fewer than before.
    await expect.poll(async () => (await guestRoom())?.current_occupancy).toBe(occupiedBefore + 1);
    const guest = await newPage();
    await guest.goto(`${server.baseUrl}/hostels/${hostel.id}`);
    const detail = guest.getByRole('article', { name: hostel.name });
    await detail.getByRole('button', { name: /^Available Rooms/ }).click();
    await detail
      .getByText(`${occupiedBefore + 1}/${room.max_occupancy} occupied`)
      .first()
      .waitFor();
  });

  it('should record the resident\'s notice and show their bed "free from" the leaving date', async () => {
    await owner.goto(`${server.baseUrl}/register/${hostel.id}`);
    await owner
      .getByRole('link', { name: new RegExp(residentName) })
      .first()
      .click();
    await owner.getByRole('button', { name: 'Give notice' }).click();
    const dialog = owner.getByRole('dialog', { name: `Notice: ${residentName}` });
    await dialog.getByLabel(/^Leaving date/).fill(nextVisitingDay(20));
    await dialog.getByRole('button', { name: 'Save notice' }).click();
    await owner.getByText(`Notice saved for ${residentName}.`).first().waitFor();

    await owner.goto(`${server.baseUrl}/register/${hostel.id}`);
    await owner
      .getByRole('link', { name: new RegExp(residentName) })
      .filter({ hasText: 'Free from' })
      .first()
      .waitFor();
  });

  it('should let a warden invited by email work the register, and refuse them the listing', async () => {
    const wardenEmail = 'student2@demo.hostelhub.pk';
    await owner.goto(`${server.baseUrl}/register/${hostel.id}`);
    const invite = owner.getByRole('form', { name: 'Invite' });
    await invite.getByLabel(/^Email/).fill(wardenEmail);
    await invite.getByLabel(/^Role/).selectOption('warden');
    await invite.getByRole('button', { name: 'Invite' }).click();
    await owner.getByText(`Invitation sent to ${wardenEmail}.`).first().waitFor();

    const link = firstLink(await mail.waitForMessage(wardenEmail));
    expect(link.startsWith(`${server.baseUrl}/staff-invitations/`)).toBe(true);
    warden = await newPage();
    await signInPage(warden, server.baseUrl, wardenEmail, /\/student$/);
    await warden.goto(link);
    await warden.getByRole('button', { name: 'Accept invitation' }).click();

    await warden.goto(`${server.baseUrl}/register/${hostel.id}`);
    await warden
      .getByRole('button', { name: /free: add a resident$/ })
      .first()
      .click();
    const dialog = warden.getByRole('dialog', { name: 'Add resident' });
    await dialog.getByLabel(/^Full name/).fill('Warden Walk-in');
    await dialog.getByLabel(/^Phone/).fill('0301 2223334');
    await dialog.getByRole('button', { name: 'Add resident' }).click();
    await warden.getByText('Warden Walk-in added to the register.').first().waitFor();

    // The listing is the owner's: the warden's account is refused its edit.
    const session = await apiSignIn(server.baseUrl, wardenEmail);
    const refused = await fetch(`${server.baseUrl}/api/enhanced-hostels/${hostel.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'A warden edits the listing.' }),
    });
    expect(refused.status).toBe(403);
  });
  /** The month of the resident's first due, `YYYY-MM` (their move-in's, read from the API). */
  let month = karachiToday().slice(0, 7);
  /** The receipt link of the warden's last payment. */
  let receiptUrl = '';
  let receiptNumber = '';
  /** What the warden's two payments came to: the due's balance before them. */
  let paidTotal = 0;

  it("should show the resident's first due on the hostel's Dues screen", async () => {
    const session = await apiSignIn(server.baseUrl, 'owner@demo.hostelhub.pk');
    const found = await apiCall(
      server.baseUrl,
      session.token,
      'GET',
      `/api/enhanced-hostels/${hostel.id}/residents?q=${encodeURIComponent(residentName)}`,
    );
    const [resident] = found.data as { move_in_date: string }[];
    month = resident!.move_in_date.slice(0, 7);
    await owner.goto(`${server.baseUrl}/register/${hostel.id}`);
    await owner.getByRole('link', { name: 'Dues', exact: true }).click();
    await owner.getByRole('heading', { level: 1, name: `Dues: ${hostel.name}` }).waitFor();
    expect(new URL(owner.url()).pathname).toBe(`/register/${hostel.id}/dues`);
    await owner.goto(`${server.baseUrl}/register/${hostel.id}/dues?month=${month}`);
    const row = owner.getByRole('row').filter({ hasText: residentName });
    await row.getByText('Unpaid', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Record payment for ${residentName}` }).waitFor();
  });

  it('should let the warden record a partial JazzCash payment and then the rest, each with its receipt', async () => {
    await warden.goto(`${server.baseUrl}/register/${hostel.id}/dues?month=${month}`);
    const record = warden.getByRole('button', { name: `Record payment for ${residentName}` });
    await record.click();
    let dialog = warden.getByRole('dialog', { name: `Record payment: ${residentName}` });
    const amount = dialog.getByLabel(/^Amount/);
    const balance = Number(await amount.inputValue());
    expect(balance).toBeGreaterThan(1);
    // A third, so the rest differs from it (the same amount again would read as a duplicate).
    const part = Math.max(1, Math.floor(balance / 3));
    paidTotal = balance;
    await amount.fill(String(part));
    await dialog.getByLabel(/^Paid by/).selectOption('jazzcash');
    await dialog.getByLabel(/^Reference/).fill('JC-45000001');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    let receipt = warden.getByRole('dialog', { name: 'Payment recorded' });
    await receipt
      .getByText(`Still to pay this month: Rs ${(balance - part).toLocaleString('en-PK')}`)
      .waitFor();
    await receipt.getByRole('link', { name: 'Open receipt' }).waitFor();
    await receipt.getByRole('button', { name: 'Done' }).last().click();
    await warden
      .getByRole('row')
      .filter({ hasText: residentName })
      .getByText('Partly paid')
      .waitFor();

    await record.click();
    dialog = warden.getByRole('dialog', { name: `Record payment: ${residentName}` });
    expect(Number(await dialog.getByLabel(/^Amount/).inputValue())).toBe(balance - part);
    await dialog.getByLabel(/^Paid by/).selectOption('jazzcash');
    await dialog.getByLabel(/^Reference/).fill('JC-45000002');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    receipt = warden.getByRole('dialog', { name: 'Payment recorded' });
    await receipt.getByText('This month is paid in full.').waitFor();
    const link = receipt.getByRole('link', { name: 'Open receipt' });
    receiptUrl = (await link.getAttribute('href')) ?? '';
    receiptNumber = (await receipt.getByText(/^Receipt No\./).innerText())
      .replace('Receipt No.', '')
      .trim();
    expect(receiptUrl).toMatch(new RegExp(`^${server.baseUrl}/receipts/[\\w-]+$`));
    await receipt.getByRole('button', { name: 'Done' }).last().click();
    await warden
      .getByRole('row')
      .filter({ hasText: residentName })
      .getByText('Paid', { exact: true })
      .waitFor();
  });

  it('should open the receipt from its link on a 390 px phone', async () => {
    const context = await newPhoneContext(browser);
    contexts.push(context);
    const phone = await context.newPage();
    const response = await phone.goto(receiptUrl);
    expect(response?.status()).toBe(200);
    await phone.getByText(receiptNumber).first().waitFor();
    await phone.getByText(hostel.name).first().waitFor();
    // Nothing wider than the phone: the page reads without scrolling sideways.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const shots = process.env.E2E_SCREENSHOTS;
    if (shots) await phone.screenshot({ path: `${shots}/receipt-phone.png`, fullPage: true });
  });

  it('should show the month in the collections chart', async () => {
    // The payments were made today: this month's collected counts them (the due's own month
    // may be a later one, the resident moving in on the reservation's date).
    const today = karachiToday().slice(0, 7);
    await owner.goto(`${server.baseUrl}/register/${hostel.id}/dues?month=${today}`);
    const collections = owner.getByRole('region', { name: 'Collections' });
    await collections.locator('[data-chart] svg').first().waitFor();
    // The chart's figures for screen readers: this month's row, the last one.
    const label = new Intl.DateTimeFormat('en-PK', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${today}-01T00:00:00Z`));
    const row = collections.getByRole('row', { name: new RegExp(`^${label}`) });
    const cells = await row.getByRole('cell').allInnerTexts();
    const [, collected] = cells.map((cell) => Number(cell.replace(/[^\d]/gu, '')));
    expect(collected).toBeGreaterThanOrEqual(paidTotal);
    const shots = process.env.E2E_SCREENSHOTS;
    if (shots) await owner.screenshot({ path: `${shots}/dues-collections.png`, fullPage: true });
  });
});
