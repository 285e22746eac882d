import type { MyReceipt, Resident } from '@hostelhub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, hostelStaff } from '../../db/schema/index.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import { insertDue, insertPayment, insertResident } from '../../../test/factories/dues-rows.ts';

/**
 * The receipt and due pages, send-receipt, a linked resident's receipts and reminders_off
 * (issue 45 items 3 and 4; docs/decisions/042), over the real app.
 */

const PUBLIC_URL = 'https://hostelhub.example.pk';
let context: TestContext;
const db = () => context.database.db;

beforeAll(async () => {
  context = await createTestContext({ PUBLIC_URL });
});

afterAll(async () => {
  await context?.close();
});

const page = (url: string) => context.app.inject({ method: 'GET', url });

/** An owner's hostel with a resident, a December due and a JazzCash payment on it. */
async function paid(
  options: {
    hostel?: Parameters<typeof createHostel>[1];
    resident?: Parameters<typeof insertResident>[2];
  } = {},
) {
  const owner = await createUser(db(), { fullName: 'Imran Qureshi' });
  const auth = await signIn(db(), context.settings.jwtSecret, owner);
  const hostel = await createHostel(db(), {
    ownerId: owner.id,
    name: 'Gulberg Boys Hostel',
    contactPhone: '+924235761234',
    ...options.hostel,
  });
  const resident = await insertResident(db(), hostel.id, options.resident);
  const due = await insertDue(db(), resident);
  const payment = await insertPayment(db(), due, {
    method: 'jazzcash',
    reference: 'JC-7781234',
    receivedBy: owner.id,
    recordedBy: owner.id,
  });
  return { owner, auth, hostel, resident, due, payment };
}

describe('the receipt page', () => {
  it('should show the receipt in the resident’s language, never indexed, without preview tags or links into the app', async () => {
    const { payment, due } = await paid();
    const response = await page(`/receipts/${payment.receiptToken}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['x-robots-tag']).toContain('noindex');
    const html = response.body;
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toMatch(/og:|twitter:|name="description"/u);
    expect(html).not.toContain('<script');
    for (const text of [
      payment.receiptNumber,
      'Hamza Ali',
      'December 2026',
      'Rs 12,500',
      'Twelve Thousand Five Hundred Rupees Only',
      'JazzCash',
      'JC-7781234',
      'Imran Qureshi',
      'Gulberg Boys Hostel',
      '+924235761234',
      '3 December 2026',
    ]) {
      expect(html).toContain(text);
    }
    // Its only links are to itself in the other language or layout.
    const links = [...html.matchAll(/href="([^"]*)"/gu)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^\/receipts\/[\w-]+\?lang=/u);
    expect(html).toContain('@page{size:A4');
    expect(due.token).not.toBe(payment.receiptToken);
  });

  it('should render Urdu right to left with figures in left-to-right isolates, and switch with ?lang and ?layout', async () => {
    const { payment } = await paid({ resident: { preferredLanguage: 'ur' } });
    const urdu = (await page(`/receipts/${payment.receiptToken}`)).body;
    expect(urdu).toContain('<html lang="ur" dir="rtl">');
    expect(urdu).toContain('بارہ ہزار پانچ سو روپے صرف');
    expect(urdu).toContain('<span dir="ltr">Rs 12,500</span>');
    expect(urdu).toContain(`<span dir="ltr">${payment.receiptNumber}</span>`);
    expect(urdu).toContain('<bdi>Hamza Ali</bdi>');
    expect(urdu).toContain('جاز کیش');

    const english = (await page(`/receipts/${payment.receiptToken}?lang=en&layout=80mm`)).body;
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('<body class="layout-80mm">');
    expect(english).toContain('@page{size:80mm auto');
  });

  it('should say a reversal reverses its receipt, and show no name once the resident’s details are erased', async () => {
    const { payment, due } = await paid({ resident: { erasedAt: new Date(), fullName: null } });
    const reversal = await insertPayment(db(), due, {
      reversesPaymentId: payment.id,
      reason: 'Recorded twice',
    });
    const html = (await page(`/receipts/${reversal.receiptToken}`)).body;
    expect(html).toContain('Reversal receipt');
    expect(html).toContain(`Reversal of No. <span dir="ltr">${payment.receiptNumber}</span>`);
    expect(html).toContain('Recorded twice');
    expect(html).not.toContain('Received from');
  });

  it('should escape what people typed', async () => {
    const { payment } = await paid({
      hostel: { name: '<script>alert(1)</script> Hostel' },
      resident: { fullName: 'Ali "><img src=x>' },
    });
    const html = (await page(`/receipts/${payment.receiptToken}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Hostel');
    expect(html).toContain('Ali &quot;&gt;&lt;img src=x&gt;');
  });

  it('should answer an unknown token with the 404 page, never indexed', async () => {
    for (const url of ['/receipts/AAAAAAAAAAAAAAAAAAAAAA', '/dues/nope', '/receipts/%3Cb%3E']) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['x-robots-tag']).toContain('noindex');
      expect(response.body).toContain('This link is not valid.');
      expect(response.body).not.toContain('<b>');
    }
  });
});

describe('the due page', () => {
  it('should show the hostel, month, total, balance and due date, without the resident’s name', async () => {
    const { due } = await paid();
    const partly = await insertDue(
      db(),
      { id: due.residentId, hostelId: due.hostelId },
      {
        month: '2027-01-01',
        dueDate: '2027-01-05',
        periodStart: '2027-01-01',
        periodEnd: '2027-01-31',
        chargesNet: 500,
        paid: 3_000,
      },
    );
    const response = await page(`/dues/${partly.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toContain('noindex');
    const html = response.body;
    for (const text of [
      'Gulberg Boys Hostel',
      'January 2027',
      '5 January 2027',
      'Rs 13,000',
      'Rs 10,000',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('Hamza Ali');
    const urdu = (await page(`/dues/${partly.token}?lang=ur`)).body;
    expect(urdu).toContain('باقی رقم');
  });
});

describe('POST /api/payments/{id}/send-receipt', () => {
  it('should email the receipt to the resident for the owner and staff, masked in the answer; 409 without an email', async () => {
    const { payment, auth, hostel } = await paid({
      resident: { email: 'hamza.receipt@example.pk', preferredLanguage: 'ur' },
    });
    const sent = await callJson(
      context.app,
      'POST',
      `/api/payments/${payment.id}/send-receipt`,
      auth,
      { channel: 'email' },
    );
    expect(sent.status).toBe(202);
    expect(sent.body.data).toEqual({ sent_to: 'h***@example.pk' });
    const [mail] = await db()
      .select()
      .from(deliveries)
      .where(eq(deliveries.recipient, 'hamza.receipt@example.pk'));
    expect(mail).toMatchObject({ channel: 'email', kind: 'receipt' });
    expect(mail?.text).toContain(`${PUBLIC_URL}/receipts/${payment.receiptToken}`);
    expect(mail?.subject).toContain('رسید');

    const warden = await createUser(db(), { role: 'student', ownerApprovalStatus: null });
    await db().insert(hostelStaff).values({
      hostelId: hostel.id,
      userId: warden.id,
      email: warden.email,
      role: 'warden',
      acceptedAt: new Date(),
    });
    const wardenAuth = await signIn(db(), context.settings.jwtSecret, warden);
    const byStaff = await callJson(
      context.app,
      'POST',
      `/api/payments/${payment.id}/send-receipt`,
      wardenAuth,
      { channel: 'email' },
    );
    expect(byStaff.status).toBe(202);

    const without = await paid();
    const refused = await callJson(
      context.app,
      'POST',
      `/api/payments/${without.payment.id}/send-receipt`,
      without.auth,
      { channel: 'email' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('no email');
  });

  it('should refuse administrators (403), anyone else (404) and a bad channel (400)', async () => {
    const { payment, auth } = await paid({ resident: { email: 'x.refused@example.pk' } });
    const admin = await createUser(db(), { role: 'admin' });
    const other = await createUser(db());
    const url = `/api/payments/${payment.id}/send-receipt`;
    const as = async (user: typeof admin) =>
      (
        await callJson(
          context.app,
          'POST',
          url,
          await signIn(db(), context.settings.jwtSecret, user),
          {
            channel: 'email',
          },
        )
      ).status;
    expect(await as(admin)).toBe(403);
    expect(await as(other)).toBe(404);
    expect((await callJson(context.app, 'POST', url, auth, { channel: 'sms' })).status).toBe(400);
    expect((await callJson(context.app, 'POST', url, undefined, { channel: 'email' })).status).toBe(
      401,
    );
    const unknown = '/api/payments/00000000-0000-4000-8000-000000000000/send-receipt';
    expect((await callJson(context.app, 'POST', unknown, auth, { channel: 'email' })).status).toBe(
      404,
    );
    const none = await db()
      .select()
      .from(deliveries)
      .where(eq(deliveries.recipient, 'x.refused@example.pk'));
    expect(none).toHaveLength(0);
  });
});

describe('GET /api/users/me/receipts', () => {
  it('should list the receipts of the caller’s linked stays, newest first, and nothing for anyone else', async () => {
    const student = await createUser(db(), { role: 'student', ownerApprovalStatus: null });
    const { payment, due, hostel } = await paid({ resident: { userId: student.id } });
    const second = await insertPayment(db(), due, {
      amount: 500,
      method: 'cash',
      paidOn: '2026-12-04',
    });
    const mine = await callJson(
      context.app,
      'GET',
      '/api/users/me/receipts',
      await signIn(db(), context.settings.jwtSecret, student),
    );
    expect(mine.status).toBe(200);
    const list = mine.body.data as MyReceipt[];
    expect(list.map((one) => one.number)).toEqual([second.receiptNumber, payment.receiptNumber]);
    expect(list[1]).toEqual({
      number: payment.receiptNumber,
      url: `${PUBLIC_URL}/receipts/${payment.receiptToken}`,
      kind: 'payment',
      amount: 12_500,
      method: 'jazzcash',
      paid_on: '2026-12-03',
      month: '2026-12',
      hostel: { id: hostel.id, name: 'Gulberg Boys Hostel' },
    });
    const stranger = await createUser(db(), { role: 'student', ownerApprovalStatus: null });
    const theirs = await callJson(
      context.app,
      'GET',
      '/api/users/me/receipts',
      await signIn(db(), context.settings.jwtSecret, stranger),
    );
    expect(theirs.body.data).toEqual([]);
  });
});

describe('PATCH /api/residents/{id} reminders_off', () => {
  it('should turn a resident’s reminders off and on, and answer it', async () => {
    const { resident, auth } = await paid();
    const off = await callJson(context.app, 'PATCH', `/api/residents/${resident.id}`, auth, {
      reminders_off: true,
    });
    expect(off.status).toBe(200);
    expect((off.body.data as Resident).reminders_off).toBe(true);
    const on = await callJson(context.app, 'PATCH', `/api/residents/${resident.id}`, auth, {
      reminders_off: false,
    });
    expect((on.body.data as Resident).reminders_off).toBe(false);
  });
});
