import { DUES_MESSAGES, karachiToday, type Due, type PaymentResult } from '@hostelhub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueReminders, dues, hostelStaff, payments } from '../../db/schema/index.ts';
import { createIdempotencyStore } from '../../lib/idempotency.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createRoom } from '../../../test/factories/rooms.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import { createRegisterRepository } from '../register/register.repository.ts';
import { addMonths, monthStart } from './dues.logic.ts';
import { createDuesRepository } from './dues.repository.ts';
import { createDuesService } from './dues.service.ts';

/**
 * Dues and payments over HTTP (issue 45 items 1, 2, 5 and 6; spec decisions 27 and 28): the
 * month's due made at move-in, the billing day, charges, partial and over-payment with credit,
 * Idempotency-Key and duplicates, reversal, reminders cancelled by a settling payment, bad
 * input refused with nothing changed, staff and owner, collections and the CSVs.
 */

let context: TestContext;
const db = () => context.database.db;
let passwordHash = '';

beforeAll(async () => {
  context = await createTestContext();
  passwordHash = await hashPassword('Dues@Pass2026');
});

afterAll(async () => {
  await context?.close();
});

interface Caller {
  id: string;
  auth: string;
}

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}): Promise<Caller> {
  const user = await createUser(db(), { passwordHash, ...overrides });
  return { id: user.id, auth: await signIn(db(), context.settings.jwtSecret, user) };
}

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  auth?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  context.app
    .inject({
      method,
      url,
      headers: { ...(auth ? { authorization: auth } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    })
    .then((response) => ({
      status: response.statusCode,
      headers: response.headers,
      text: response.body,
      body: String(response.headers['content-type']).includes('json') ? response.json() : null,
    }));

const today = () => karachiToday(new Date());
const thisMonth = () => monthStart(today());

/** An owner's hostel with a warden, and a resident moved in on this month's 1st. */
async function hostelWithResident(resident: Record<string, unknown> = {}) {
  const owner = await signedIn({ fullName: 'Kamran Owner' });
  const hostel = await createHostel(db(), { ownerId: owner.id, name: 'Al-Noor Boys Hostel' });
  const room = await createRoom(db(), hostel.id, { roomTitle: 'Room 7', maxOccupancy: 4 });
  const warden = await signedIn({ fullName: 'Wasim Warden' });
  await db()
    .insert(hostelStaff)
    .values({
      hostelId: hostel.id,
      userId: warden.id,
      email: `warden${warden.id.slice(0, 8)}@example.pk`,
      role: 'warden',
      acceptedAt: new Date(),
    });
  const added = await callJson(
    context.app,
    'POST',
    `/api/enhanced-hostels/${hostel.id}/residents`,
    owner.auth,
    {
      full_name: 'Usman Tariq',
      phone: '0300 7654321',
      room_id: room.id,
      move_in_date: thisMonth(),
      monthly_rent: 15_000,
      takes_mess: true,
      mess_charge: 6_000,
      security_deposit: 10_000,
      ...resident,
    },
  );
  expect(added.status).toBe(201);
  const residentId = (added.body.data as { id: string }).id;
  const list = await call('GET', `/api/enhanced-hostels/${hostel.id}/dues`, owner.auth);
  const due = (list.body.data as Due[]).find((row) => row.resident.id === residentId)!;
  return { owner, warden, hostelId: hostel.id, roomId: room.id, residentId, due };
}

const pay = (auth: string, dueId: string, body: Record<string, unknown>, key?: string) =>
  call('POST', `/api/dues/${dueId}/payments`, auth, body, key ? { 'idempotency-key': key } : {});

const dueNow = async (auth: string, id: string) =>
  (await call('GET', `/api/dues/${id}`, auth)).body.data as Due & { payments: unknown[] };

/** The dues service with its clock at 11:00 Pakistan time on `date`. */
const serviceAt = (date: string) =>
  createDuesService({
    dues: createDuesRepository(db()),
    register: createRegisterRepository(db()),
    idempotency: createIdempotencyStore(db()),
    publicUrl: context.settings.publicUrl,
    now: () => new Date(`${date}T06:00:00Z`),
  });

describe('dues (issue 45 item 1)', () => {
  it("should make the month's due at move-in, with its reminders, and answer the contract's shape", async () => {
    const { owner, due } = await hostelWithResident();
    expect(due).toMatchObject({
      resident: { full_name: 'Usman Tariq', room: 'Room 7', bed: 'A' },
      month: today().slice(0, 7),
      due_date: `${today().slice(0, 7)}-05`,
      rent: 15_000,
      mess: 6_000,
      base_amount: 21_000,
      charges: [],
      total: 21_000,
      paid: 0,
      credit_applied: 0,
      balance: 21_000,
      status: 'unpaid',
    });
    const reminders = await db().select().from(dueReminders).where(eq(dueReminders.dueId, due.id));
    expect(reminders.every((reminder) => reminder.sendOn >= today())).toBe(true);
    expect(reminders.every((reminder) => reminder.status === 'pending')).toBe(true);
    const [row] = await db().select().from(dues).where(eq(dues.id, due.id));
    expect(row?.token).toMatch(/^[\w-]{22}$/);
    const detail = await dueNow(owner.auth, due.id);
    expect(detail.payments).toEqual([]);
  });

  it('should make the next month once its 1st has come, one per resident, carrying no mess when not taken', async () => {
    const { owner, hostelId, residentId } = await hostelWithResident({ takes_mess: false });
    const next = addMonths(today(), 1);
    const job = serviceAt(next);
    expect(await job.runDueWork()).toBeGreaterThan(0);
    await job.runDueWork();
    const rows = await db().select().from(dues).where(eq(dues.residentId, residentId));
    expect(rows.map((row) => row.month).sort()).toEqual([thisMonth(), next]);
    expect(rows.find((row) => row.month === next)).toMatchObject({
      baseAmount: 15_000,
      messCharge: 0,
    });
    const listed = await call(
      'GET',
      `/api/enhanced-hostels/${hostelId}/dues?month=${next.slice(0, 7)}`,
      owner.auth,
    );
    expect((listed.body.data as Due[]).map((row) => row.resident.id)).toEqual([residentId]);
  });

  it('should let only the owner change the billing day, and refuse a bad one with nothing changed', async () => {
    const { owner, warden, hostelId } = await hostelWithResident();
    const url = `/api/enhanced-hostels/${hostelId}/billing-settings`;
    expect((await call('GET', url, warden.auth)).body.data).toEqual({ billing_day: 5 });
    const staff = await call('PUT', url, warden.auth, { billing_day: 10 });
    expect(staff.status).toBe(403);
    expect(staff.body.error).toBe(DUES_MESSAGES.onlyOwnerBillingDay);
    const bad = await call('PUT', url, owner.auth, { billing_day: 31 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(DUES_MESSAGES.billingDayInvalid);
    expect((await call('PUT', url, owner.auth, { billing_day: 10 })).body.data).toEqual({
      billing_day: 10,
    });
    expect((await call('GET', url, owner.auth)).body.data).toEqual({ billing_day: 10 });
    const admin = await signedIn({ role: 'admin' });
    expect((await call('GET', url, admin.auth)).status).toBe(403);
    const stranger = await signedIn();
    expect((await call('GET', url, stranger.auth)).status).toBe(404);
  });

  it('should add charges and discounts to the total, never below 0', async () => {
    const { warden, due } = await hostelWithResident();
    const url = `/api/dues/${due.id}/charges`;
    const charge = await call('POST', url, warden.auth, {
      kind: 'charge',
      reason: 'electricity',
      note: 'March meter',
      amount: 1_500,
    });
    expect(charge.status).toBe(201);
    expect(charge.body.data.due).toMatchObject({ total: 22_500, balance: 22_500 });
    expect(charge.body.data.charge).toMatchObject({ kind: 'charge', reason: 'electricity' });
    const discount = await call('POST', url, warden.auth, {
      kind: 'discount',
      reason: 'other',
      amount: 50_000,
    });
    expect(discount.body.data.due).toMatchObject({ total: 0, balance: 0, status: 'paid' });
    const bad = await call('POST', url, warden.auth, { kind: 'gift', reason: 'ac', amount: 5 });
    expect(bad.status).toBe(400);
    expect((await dueNow(warden.auth, due.id)).charges).toHaveLength(2);
  });
});

describe('payments (issue 45 item 2)', () => {
  it('should take a partial JazzCash payment then the rest, number receipts without gaps and cancel the reminders', async () => {
    const { warden, owner, due } = await hostelWithResident();
    const first = await pay(warden.auth, due.id, {
      amount: 8_000,
      method: 'jazzcash',
      reference: 'JC-778812',
    });
    expect(first.status).toBe(201);
    const one = first.body.data as PaymentResult;
    const year = today().slice(0, 4);
    expect(one.receipt.number).toBe(`ANB-${year}-000001`);
    expect(one.receipt.url).toMatch(/\/receipts\/[\w-]{22}$/);
    expect(one.receipt.whatsapp_url).toMatch(/^https:\/\/wa\.me\/923007654321\?text=/);
    expect(one.payment).toMatchObject({
      kind: 'payment',
      amount: 8_000,
      method: 'jazzcash',
      paid_on: today(),
      received_by: { id: warden.id, name: 'Wasim Warden' },
      recorded_by: { id: warden.id },
      reversed: false,
    });
    expect(one.due).toMatchObject({ paid: 8_000, balance: 13_000, status: 'partly_paid' });
    const pending = await db().select().from(dueReminders).where(eq(dueReminders.dueId, due.id));
    expect(pending.every((reminder) => reminder.status === 'pending')).toBe(true);

    const rest = await pay(owner.auth, due.id, { amount: 13_000, method: 'cash' });
    expect(rest.status).toBe(201);
    expect((rest.body.data as PaymentResult).receipt.number).toBe(`ANB-${year}-000002`);
    expect((rest.body.data as PaymentResult).due).toMatchObject({ balance: 0, status: 'paid' });
    const after = await db().select().from(dueReminders).where(eq(dueReminders.dueId, due.id));
    expect(after.every((reminder) => reminder.status === 'cancelled')).toBe(true);
    expect((await dueNow(owner.auth, due.id)).payments).toHaveLength(2);
  });

  it('should settle the oldest unpaid due with an overpayment, then hold credit for the next due', async () => {
    const { owner, residentId, due } = await hostelWithResident({ takes_mess: false });
    const next = addMonths(today(), 1);
    await serviceAt(next).runDueWork();
    const [later] = await db().select().from(dues).where(eq(dues.month, next));
    const nextDue = (await db().select().from(dues).where(eq(dues.residentId, residentId))).find(
      (row) => row.month === next,
    )!;
    expect(later).toBeDefined();
    // 40,000 on next month's due: 15,000 there, 15,000 on this month's (older), 10,000 held.
    const paid = await pay(owner.auth, nextDue.id, { amount: 40_000, method: 'cash' });
    expect((paid.body.data as PaymentResult).due).toMatchObject({ balance: 0 });
    expect(await dueNow(owner.auth, due.id)).toMatchObject({ paid: 15_000, balance: 0 });
    const monthAfter = addMonths(today(), 2);
    await serviceAt(monthAfter).runDueWork();
    const third = (await db().select().from(dues).where(eq(dues.residentId, residentId))).find(
      (row) => row.month === monthAfter,
    )!;
    expect(await dueNow(owner.auth, third.id)).toMatchObject({
      credit_applied: 10_000,
      balance: 5_000,
      status: 'partly_paid',
    });
    // Reversing the overpayment reopens all three, the credit carried included.
    const reversed = await call(
      'POST',
      `/api/payments/${(paid.body.data as PaymentResult).payment.id}/reverse`,
      owner.auth,
      {
        reason: 'Cheque bounced',
      },
    );
    expect(reversed.status).toBe(201);
    expect(await dueNow(owner.auth, third.id)).toMatchObject({
      credit_applied: 0,
      balance: 15_000,
    });
    expect(await dueNow(owner.auth, due.id)).toMatchObject({ paid: 0, balance: 15_000 });
    expect(await dueNow(owner.auth, nextDue.id)).toMatchObject({ paid: 0, balance: 15_000 });
  });

  it('should make a double tap with one Idempotency-Key one payment, and refuse a likely duplicate unless confirmed', async () => {
    const { owner, warden, due } = await hostelWithResident();
    const body = { amount: 5_000, method: 'easypaisa', reference: 'EP-1' };
    const first = await pay(warden.auth, due.id, body, 'tap-1');
    const again = await pay(warden.auth, due.id, body, 'tap-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.payment.id).toBe(first.body.data.payment.id);
    // Another staff member records the same payment: 409 with a sentence.
    const duplicate = await pay(owner.auth, due.id, body);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      code: 'POSSIBLE_DUPLICATE',
      error: DUES_MESSAGES.possibleDuplicate,
    });
    const cash = await pay(owner.auth, due.id, {
      amount: 5_000,
      method: 'easypaisa',
      reference: 'EP-2',
    });
    expect(cash.status).toBe(409);
    const confirmed = await pay(owner.auth, due.id, { ...body, confirm_duplicate: true });
    expect(confirmed.status).toBe(201);
    const rows = await db().select().from(payments).where(eq(payments.dueId, due.id));
    expect(rows).toHaveLength(2);
  });

  it('should refuse bad input with 400 and record nothing', async () => {
    const { owner, due } = await hostelWithResident();
    const tomorrow = karachiToday(new Date(Date.now() + 86_400_000));
    const stranger = await signedIn();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 5_000, method: 'bank_transfer' }, DUES_MESSAGES.referenceRequired],
      [{ amount: 0, method: 'cash' }, DUES_MESSAGES.amountInvalid],
      [{ amount: 10.5, method: 'cash' }, DUES_MESSAGES.amountInvalid],
      [{ amount: 5_000, method: 'deposit' }, DUES_MESSAGES.methodInvalid],
      [{ amount: 5_000, method: 'cash', paid_on: tomorrow }, DUES_MESSAGES.paidOnFuture],
      [{ amount: 5_000, method: 'cash', reference: 'x'.repeat(65) }, DUES_MESSAGES.referenceLong],
      [
        { amount: 5_000, method: 'cash', received_by: stranger.id },
        DUES_MESSAGES.receivedByInvalid,
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await pay(owner.auth, due.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error).toBe(message);
    }
    expect(await db().select().from(payments).where(eq(payments.dueId, due.id))).toEqual([]);
    expect(await dueNow(owner.auth, due.id)).toMatchObject({ paid: 0, balance: 21_000 });
  });

  it('should let only the owner reverse a payment, once, with its own receipt number', async () => {
    const { owner, warden, due } = await hostelWithResident();
    const paid = (await pay(warden.auth, due.id, { amount: 21_000, method: 'cash' })).body
      .data as PaymentResult;
    const url = `/api/payments/${paid.payment.id}/reverse`;
    const staff = await call('POST', url, warden.auth, { reason: 'Wrong resident' });
    expect(staff.status).toBe(403);
    expect(staff.body.error).toBe(DUES_MESSAGES.onlyOwnerReverses);
    expect((await call('POST', url, owner.auth, { reason: ' ' })).status).toBe(400);
    const reversed = await call('POST', url, owner.auth, { reason: 'Wrong resident' });
    expect(reversed.status).toBe(201);
    const reversal = reversed.body.data as PaymentResult;
    const year = today().slice(0, 4);
    expect(reversal.payment).toMatchObject({
      kind: 'reversal',
      amount: 21_000,
      reverses_payment_id: paid.payment.id,
      reason: 'Wrong resident',
    });
    expect(reversal.receipt.number).toBe(`ANB-${year}-000002`);
    expect(reversal.due).toMatchObject({ paid: 0, balance: 21_000, status: 'unpaid' });
    const again = await call('POST', url, owner.auth, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(DUES_MESSAGES.alreadyReversed);
    const detail = await dueNow(owner.auth, due.id);
    expect(detail.payments).toMatchObject([{ reversed: true }, { kind: 'reversal' }]);
    const reminders = await db().select().from(dueReminders).where(eq(dueReminders.dueId, due.id));
    expect(reminders.every((reminder) => reminder.status === 'pending')).toBe(true);
  });

  it('should recompute the last month at move-out, settle unpaid dues from the deposit and return the credit left', async () => {
    const { owner, residentId, due } = await hostelWithResident({ takes_mess: false });
    await pay(owner.auth, due.id, { amount: 5_000, method: 'cash' });
    // Today is the leaving day (not charged): the month is the days from its 1st to yesterday.
    const day = Number(today().slice(8));
    const dim = new Date(
      Date.UTC(Number(today().slice(0, 4)), Number(today().slice(5, 7)), 0),
    ).getUTCDate();
    const base = Math.round((15_000 * (day - 1)) / dim);
    const settled = Math.min(Math.max(0, base - 5_000), 10_000);
    const credit = Math.max(0, 5_000 - base);
    const body = { moved_out_on: today(), deductions: [], settle_from_deposit: true };
    const previewOn = (day: string) =>
      callJson(
        context.app,
        'GET',
        `/api/residents/${residentId}/move-out-preview?moved_out_on=${day}`,
        owner.auth,
      );
    // The preview names what the move-out will settle and return, and changes nothing.
    const preview = await previewOn(today());
    expect(preview.status).toBe(200);
    expect(preview.body.data).toEqual({
      moved_out_on: today(),
      unpaid: Math.max(0, base - 5_000),
      credit_returned: credit,
    });
    expect(await dueNow(owner.auth, due.id)).toMatchObject({ base_amount: 15_000, paid: 5_000 });
    expect((await dueNow(owner.auth, due.id)).payments).toHaveLength(1);
    const future = await previewOn('2999-01-01');
    expect(future.status).toBe(400);
    const unbalanced = await callJson(
      context.app,
      'POST',
      `/api/residents/${residentId}/move-out`,
      owner.auth,
      {
        ...body,
        deposit_returned: 10_000 - settled + 1,
      },
    );
    expect(unbalanced.status).toBe(400);
    expect(await dueNow(owner.auth, due.id)).toMatchObject({ base_amount: 15_000, paid: 5_000 });
    const out = await callJson(
      context.app,
      'POST',
      `/api/residents/${residentId}/move-out`,
      owner.auth,
      {
        ...body,
        deposit_returned: 10_000 - settled,
      },
    );
    expect(out.status).toBe(200);
    expect(out.body.data).toMatchObject({ settled_from_deposit: settled, credit_returned: credit });
    const left = await dueNow(owner.auth, due.id);
    expect(left).toMatchObject({ base_amount: base, days: day - 1, balance: 0 });
    if (settled > 0) {
      expect(left.payments).toMatchObject([
        { method: 'cash' },
        { method: 'deposit', amount: settled },
      ]);
    }
    const after = await previewOn(today());
    expect(after.status).toBe(409);
  });
});

describe('collections and CSV (issue 45 item 5)', () => {
  it("should sum the month's dues, money collected and outstanding, and export CSV with BOM and escaped formulas", async () => {
    const { owner, hostelId, due } = await hostelWithResident({ full_name: '=HYPERLINK("x")' });
    await pay(owner.auth, due.id, { amount: 6_000, method: 'cash' });
    const answer = await call(
      'GET',
      `/api/enhanced-hostels/${hostelId}/collections?months=3`,
      owner.auth,
    );
    expect(answer.status).toBe(200);
    const months = answer.body.data.months as { month: string; due: number; occupancy: number }[];
    expect(months.map((month) => month.month)).toEqual(
      [addMonths(today(), -2), addMonths(today(), -1), thisMonth()].map((m) => m.slice(0, 7)),
    );
    expect(months[2]).toMatchObject({ due: 21_000, collected: 6_000, outstanding: 15_000 });
    expect(months[2]?.occupancy).toBeCloseTo(0.25, 2);
    const month = today().slice(0, 7);
    const csv = await call(
      'GET',
      `/api/enhanced-hostels/${hostelId}/dues.csv?from=${month}&to=${month}`,
      owner.auth,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="dues-/);
    expect(csv.text.startsWith('\uFEFFMonth,Resident')).toBe(true);
    expect(csv.text).toContain(`"'=HYPERLINK(""x"")"`);
    const paymentsCsv = await call(
      'GET',
      `/api/enhanced-hostels/${hostelId}/payments.csv?from=${month}&to=${month}`,
      owner.auth,
    );
    expect(paymentsCsv.text).toContain('ANB-');
    const reversed = await call(
      'GET',
      `/api/enhanced-hostels/${hostelId}/dues.csv?from=${month}&to=2020-01`,
      owner.auth,
    );
    expect(reversed.status).toBe(400);
  });
});
