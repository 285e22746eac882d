import { REMINDER_SMS_MAX } from '@hostelhub/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, dueReminders, dues, notifications } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { insertDue, insertReminder, insertResident } from '../../../test/factories/dues-rows.ts';
import { createTestNotify } from '../../../test/notify.ts';
import { createReceiptsRepository } from './receipts.repository.ts';
import { createDueRemindersService } from './due-reminders.service.ts';

/**
 * The due reminders' sender (issue 45 item 4; docs/decisions/042) with a controlled clock:
 * once per step, never for a settled due, only from 09:00 to 20:00 Pakistan time, SMS within
 * one part in both languages, reminders off.
 */

// The production origin's length: the Urdu SMS's room depends on it (docs/decisions/042).
const PUBLIC_URL = 'https://hostelhub.pk';
let context: TestContext;
const db = () => context.database.db;
let clock = new Date('2026-12-05T10:00:00+05:00');
let phones = 0;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context?.close();
});

const sender = () =>
  createDueRemindersService({
    receipts: createReceiptsRepository(db()),
    notify: createTestNotify(db(), { publicUrl: PUBLIC_URL }),
    now: () => clock,
  });

/** A resident of a new hostel with a unique phone, a December due and its on-the-day step. */
async function dueWithReminder(
  options: {
    hostelName?: string;
    resident?: Parameters<typeof insertResident>[2];
    due?: Parameters<typeof insertDue>[2];
  } = {},
) {
  const hostel = await createHostel(db(), options.hostelName ? { name: options.hostelName } : {});
  phones += 1;
  const phone = `+92300${String(1_000_000 + phones).slice(-7)}`;
  const resident = await insertResident(db(), hostel.id, { phone, ...options.resident });
  const due = await insertDue(db(), resident, options.due);
  const reminder = await insertReminder(db(), due, 'on_due_date', '2026-12-05');
  return { hostel, resident, due, reminder, phone };
}

const sentTo = (recipient: string) =>
  db().select().from(deliveries).where(eq(deliveries.recipient, recipient));
const statusOf = async (id: string) =>
  (await db().select().from(dueReminders).where(eq(dueReminders.id, id)))[0];

describe('the due reminders sender', () => {
  it('should send a step once: SMS and email in the resident’s language, marked sent; a second run sends nothing', async () => {
    clock = new Date('2026-12-05T10:00:00+05:00');
    const { reminder, phone, due } = await dueWithReminder({
      resident: { email: 'hamza.reminder@example.pk' },
    });
    expect(await sender().runDueWork()).toBeGreaterThanOrEqual(1);
    await sender().runDueWork();

    const sms = await sentTo(phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', kind: 'due_reminder' });
    expect(sms[0]?.text).toContain('Rs 12,500');
    expect(sms[0]?.text).toContain('December 2026');
    expect(sms[0]?.text).toContain('5 Dec');
    expect(sms[0]?.text).toContain(`${PUBLIC_URL}/dues/${due.token}`);
    const email = await sentTo('hamza.reminder@example.pk');
    expect(email).toHaveLength(1);
    expect(email[0]?.subject).toBe('Rent due: Rs 12,500 for December 2026');
    const row = await statusOf(reminder.id);
    expect(row?.status).toBe('sent');
    expect(row?.sentAt).toEqual(clock);
  });

  it('should never remind of a settled due: skipped, nothing sent; a partly paid one asks for the balance', async () => {
    clock = new Date('2026-12-05T11:00:00+05:00');
    const settled = await dueWithReminder({ due: { paid: 10_000, creditApplied: 2_500 } });
    const partly = await dueWithReminder({ due: { paid: 10_000 } });
    await sender().runDueWork();

    expect(await sentTo(settled.phone)).toHaveLength(0);
    expect((await statusOf(settled.reminder.id))?.status).toBe('skipped');
    const sms = await sentTo(partly.phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.text).toContain('Rs 2,500');
  });

  it('should skip the reminders of a resident with reminders off, moved out or erased', async () => {
    clock = new Date('2026-12-05T12:00:00+05:00');
    const off = await dueWithReminder({ resident: { remindersOff: true } });
    const left = await dueWithReminder({ resident: { movedOutOn: '2026-12-02' } });
    const erased = await dueWithReminder({ resident: { erasedAt: new Date() } });
    await sender().runDueWork();

    for (const one of [off, left, erased]) {
      expect(await sentTo(one.phone)).toHaveLength(0);
      expect((await statusOf(one.reminder.id))?.status).toBe('skipped');
    }
  });

  it('should send only between 09:00 and 20:00 Pakistan time, leaving the step pending outside', async () => {
    const { reminder, phone } = await dueWithReminder();
    clock = new Date('2026-12-05T08:59:00+05:00');
    expect(await sender().runDueWork()).toBe(0);
    clock = new Date('2026-12-05T20:00:00+05:00');
    expect(await sender().runDueWork()).toBe(0);
    expect((await statusOf(reminder.id))?.status).toBe('pending');
    expect(await sentTo(phone)).toHaveLength(0);

    clock = new Date('2026-12-05T19:59:00+05:00');
    await sender().runDueWork();
    expect((await statusOf(reminder.id))?.status).toBe('sent');
    expect(await sentTo(phone)).toHaveLength(1);
  });

  it('should not send a step before its day, and send only the latest of two due steps', async () => {
    clock = new Date('2026-12-08T10:00:00+05:00');
    const { due, reminder, phone } = await dueWithReminder();
    const later = await insertReminder(db(), due, 'after_3', '2026-12-08');
    const future = await insertReminder(db(), due, 'after_7', '2026-12-12');
    await sender().runDueWork();

    expect((await statusOf(reminder.id))?.status).toBe('skipped');
    expect((await statusOf(later.id))?.status).toBe('sent');
    expect((await statusOf(future.id))?.status).toBe('pending');
    const sms = await sentTo(phone);
    expect(sms).toHaveLength(1);
  });

  it('should keep the SMS to 160 characters in English and 70 UTF-16 units in Urdu, cutting a long hostel name', async () => {
    clock = new Date('2026-12-05T13:00:00+05:00');
    const name =
      'Al-Noor Executive Boys Hostel and Mess for University Students, Johar Town Block H, Near Emporium Mall, Lahore Cantt';
    const english = await dueWithReminder({ hostelName: name, due: { baseAmount: 125_000 } });
    const urdu = await dueWithReminder({
      hostelName: name,
      resident: { preferredLanguage: 'ur' },
      due: { baseAmount: 125_000, dueDate: '2026-12-28' },
    });
    await insertReminder(db(), urdu.due, 'before_3', '2026-12-05');
    await sender().runDueWork();

    const [en] = await sentTo(english.phone);
    expect(en?.text?.length).toBeLessThanOrEqual(REMINDER_SMS_MAX.en);
    expect(en?.text).toMatch(/^Al-Noor Executive .*…: rent Rs 125,000 for December 2026/u);
    expect(en?.text).toContain(`/dues/${english.due.token}`);

    const [ur] = await sentTo(urdu.phone);
    expect(ur?.text?.length).toBeLessThanOrEqual(REMINDER_SMS_MAX.ur);
    expect(ur?.text).toContain(`${PUBLIC_URL}/dues/${urdu.due.token}`);
    // One part: the amount, the due date (day and month) and the link; no room for the name.
    expect(ur?.text).toBe(`\u2068Rs 125,000\u2069 28/12 تک ${PUBLIC_URL}/dues/${urdu.due.token}`);
  });

  it('should tell a linked resident in the app too, in their account', async () => {
    clock = new Date('2026-12-05T14:00:00+05:00');
    const student = await createUser(db(), { role: 'student', ownerApprovalStatus: null });
    const { reminder } = await dueWithReminder({ resident: { userId: student.id } });
    await sender().runDueWork();

    expect((await statusOf(reminder.id))?.status).toBe('sent');
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, student.id), eq(notifications.type, 'due_reminder')));
    expect(told).toHaveLength(1);
    expect(told[0]?.title).toBe('Rent due: Rs 12,500 for December 2026');
  });
});

describe('racing (overlapping on the server in TEST_DATABASE_URL; one at a time on PGlite)', () => {
  it('should send a step once when two processes run the sender at the same moment', async () => {
    clock = new Date('2026-12-05T15:00:00+05:00');
    const steps = await Promise.all([dueWithReminder(), dueWithReminder(), dueWithReminder()]);
    const sent = await Promise.all([sender().runDueWork(), sender().runDueWork()]);
    expect(sent[0] + sent[1]).toBeGreaterThanOrEqual(3);
    for (const { phone, reminder } of steps) {
      expect(await sentTo(phone)).toHaveLength(1);
      expect((await statusOf(reminder.id))?.status).toBe('sent');
    }
  });

  // A payment being recorded holds its due's row: the sender passes the reminder by, and the
  // payment cancels it before the next run (PGlite has one connection: the server only).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'should pass by a reminder whose due a payment is being recorded on',
    async () => {
      clock = new Date('2026-12-05T16:00:00+05:00');
      const { due, reminder, phone } = await dueWithReminder();
      await db().transaction(async (tx) => {
        await tx.select({ id: dues.id }).from(dues).where(eq(dues.id, due.id)).for('update');
        await sender().runDueWork();
        expect((await statusOf(reminder.id))?.status).toBe('pending');
      });
      expect(await sentTo(phone)).toHaveLength(0);
      await sender().runDueWork();
      expect(await sentTo(phone)).toHaveLength(1);
    },
  );
});
