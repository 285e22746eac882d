import { randomBytes } from 'node:crypto';
import type { DueReminderStep, PaymentMethod } from '@hostelhub/shared';
import type { Db } from '../../src/db/client.ts';
import { dueReminders, dues, payments, residents } from '../../src/db/schema/index.ts';

/**
 * Rows of the money tables inserted directly (issue 45), for the receipts' and reminders'
 * tests: they read what the dues module writes, so they need its rows, not its rules.
 */

let sequence = 0;
const token = () => randomBytes(16).toString('base64url');

/** Inserts a resident of `hostelId` (a walk-in, no bed) and returns it. */
export async function insertResident(
  db: Db,
  hostelId: string,
  overrides: Partial<typeof residents.$inferInsert> = {},
) {
  const [row] = await db
    .insert(residents)
    .values({
      hostelId,
      fullName: 'Hamza Ali',
      phone: '+923001234567',
      moveInDate: '2026-11-01',
      monthlyRent: 12_500,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('resident insert returned nothing');
  return row;
}

/** Inserts a due of `resident` for December 2026 (due the 5th, Rs 12,500) unless told. */
export async function insertDue(
  db: Db,
  resident: { id: string; hostelId: string },
  overrides: Partial<typeof dues.$inferInsert> = {},
) {
  const [row] = await db
    .insert(dues)
    .values({
      hostelId: resident.hostelId,
      residentId: resident.id,
      month: '2026-12-01',
      dueDate: '2026-12-05',
      periodStart: '2026-12-01',
      periodEnd: '2026-12-31',
      days: 31,
      daysInMonth: 31,
      monthlyRent: 12_500,
      baseAmount: 12_500,
      token: token(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('due insert returned nothing');
  return row;
}

/** Inserts a payment (or, with `reversesPaymentId`, a reversal) on `due`, with its receipt. */
export async function insertPayment(
  db: Db,
  due: { id: string; hostelId: string; residentId: string },
  overrides: Partial<typeof payments.$inferInsert> & { method?: PaymentMethod } = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(payments)
    .values({
      hostelId: due.hostelId,
      residentId: due.residentId,
      dueId: due.id,
      kind: overrides.reversesPaymentId ? 'reversal' : 'payment',
      amount: 12_500,
      method: 'cash',
      paidOn: '2026-12-03',
      receiptNumber: `TH-2026-${String(sequence).padStart(6, '0')}`,
      receiptToken: token(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

/** Inserts a pending reminder step of `due` sent on `sendOn`. */
export async function insertReminder(
  db: Db,
  due: { id: string; hostelId: string },
  step: DueReminderStep,
  sendOn: string,
) {
  const [row] = await db
    .insert(dueReminders)
    .values({ dueId: due.id, hostelId: due.hostelId, step, sendOn })
    .returning();
  if (!row) throw new Error('reminder insert returned nothing');
  return row;
}
