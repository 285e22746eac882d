import { karachiToday, type Due, type PaymentResult } from '@hostelhub/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueReminders, dues, paymentAllocations } from '../../db/schema/index.ts';
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
 * The races of issue 45 (items 1 to 3) on the PostgreSQL server in TEST_DATABASE_URL: two
 * processes making the month's dues make one per resident and carry credit once; ten payments
 * at once take receipt numbers 1 to 10 with no gap and no repeat. PGlite runs one transaction
 * at a time, so a race there cannot fail: these are skipped without a server, and say so.
 */

const onServer = Boolean(process.env.TEST_DATABASE_URL);
let context: TestContext;
const db = () => context.database.db;
const today = () => karachiToday(new Date());

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context?.close();
});

/** An owner's hostel with `count` residents moved in this month's 1st. */
async function hostelWithResidents(count: number) {
  const user = await createUser(db(), { passwordHash: await hashPassword('Dues@Pass2026') });
  const auth = await signIn(db(), context.settings.jwtSecret, user);
  const hostel = await createHostel(db(), { ownerId: user.id, name: 'Punjab Hostel' });
  const room = await createRoom(db(), hostel.id, { maxOccupancy: count });
  const residentIds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const added = await callJson(
      context.app,
      'POST',
      `/api/enhanced-hostels/${hostel.id}/residents`,
      auth,
      {
        full_name: `Resident ${index}`,
        phone: `0300765432${index}`,
        room_id: room.id,
        move_in_date: monthStart(today()),
        monthly_rent: 12_000,
      },
    );
    residentIds.push((added.body.data as { id: string }).id);
  }
  return { auth, hostelId: hostel.id, residentIds };
}

/** A dues service (one "process") with its clock on `date`, 11:00 Pakistan time. */
const processAt = (date: string) =>
  createDuesService({
    dues: createDuesRepository(db()),
    register: createRegisterRepository(db()),
    idempotency: createIdempotencyStore(db()),
    publicUrl: context.settings.publicUrl,
    now: () => new Date(`${date}T06:00:00Z`),
  });

describe('races (PostgreSQL server only)', () => {
  it.skipIf(!onServer)(
    "should make one due per resident and month when two processes run the month's job at once, carrying credit once (PostgreSQL server only: PGlite runs one transaction at a time)",
    async () => {
      const { auth, residentIds } = await hostelWithResidents(6);
      const [first] = await db().select().from(dues).where(eq(dues.residentId, residentIds[0]!));
      // 20,000 on a 12,000 due: 8,000 held for the next one.
      await callJson(context.app, 'POST', `/api/dues/${first!.id}/payments`, auth, {
        amount: 20_000,
        method: 'cash',
      });
      const next = addMonths(today(), 1);
      const made = await Promise.all([processAt(next).runDueWork(), processAt(next).runDueWork()]);
      const rows = await db()
        .select()
        .from(dues)
        .where(and(eq(dues.month, next), sql`${dues.residentId} in ${residentIds}`));
      expect(rows).toHaveLength(6);
      expect(made[0] + made[1]).toBeGreaterThanOrEqual(6);
      const withCredit = rows.find((row) => row.residentId === residentIds[0]);
      expect(withCredit?.creditApplied).toBe(8_000);
      const [held] = await db()
        .select({ sum: sql<number>`coalesce(sum(${paymentAllocations.amount}), 0)::int` })
        .from(paymentAllocations)
        .where(
          and(eq(paymentAllocations.residentId, residentIds[0]!), isNull(paymentAllocations.dueId)),
        );
      expect(held?.sum).toBe(0);
      const reminders = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(dueReminders)
        .where(eq(dueReminders.dueId, rows[1]!.id));
      expect(reminders[0]!.n).toBeLessThanOrEqual(4);
    },
  );

  it.skipIf(!onServer)(
    'should number ten payments recorded at once 1 to 10 with no gap (PostgreSQL server only: PGlite runs one transaction at a time)',
    async () => {
      const { auth, hostelId, residentIds } = await hostelWithResidents(5);
      const list = await callJson(
        context.app,
        'GET',
        `/api/enhanced-hostels/${hostelId}/dues`,
        auth,
      );
      const dueIds = (list.body.data as Due[]).map((due) => due.id);
      expect(dueIds).toHaveLength(residentIds.length);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          callJson(
            context.app,
            'POST',
            `/api/dues/${dueIds[index % dueIds.length]}/payments`,
            auth,
            {
              amount: 1_000 + index,
              method: 'cash',
              confirm_duplicate: true,
            },
          ),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
      const numbers = answers
        .map((answer) => (answer.body.data as PaymentResult).receipt.number)
        .sort();
      const year = today().slice(0, 4);
      expect(numbers).toEqual(
        Array.from(
          { length: 10 },
          (_, index) => `PH-${year}-${String(index + 1).padStart(6, '0')}`,
        ),
      );
    },
  );
});
