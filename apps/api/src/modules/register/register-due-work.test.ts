import type { Resident } from '@hostelhub/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residents } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';
import { createResidentCipher } from '../../lib/resident-cipher.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createRoom } from '../../../test/factories/rooms.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import { createTestNotify } from '../../../test/notify.ts';
import { createRegisterRepository } from './register.repository.ts';
import { createRegisterService } from './register.service.ts';

/**
 * The register's timed work with a controlled clock (issue 44 items 2 and 5; spec decisions
 * 24 and 26), what students see follow the register (the browse read model's free beds), and
 * the residents' CSV (item 6).
 */

let context: TestContext;
const db = () => context.database.db;
let clock = new Date();

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context?.close();
});

const service = () =>
  createRegisterService({
    register: createRegisterRepository(db()),
    cipher: createResidentCipher({ key: context.settings.residentDataKey }),
    notify: createTestNotify(db()),
    onRoomsChange: async () => {},
    now: () => clock,
  });

async function ownerWithRoom(maxOccupancy = 2) {
  const user = await createUser(db(), { passwordHash: await hashPassword('Register@Pass2026') });
  const auth = await signIn(db(), context.settings.jwtSecret, user);
  const hostel = await createHostel(db(), { ownerId: user.id });
  const room = await createRoom(db(), hostel.id, { maxOccupancy });
  return { auth, hostelId: hostel.id, roomId: room.id };
}

const add = (auth: string, hostelId: string, body: Record<string, unknown>) =>
  callJson(context.app, 'POST', `/api/enhanced-hostels/${hostelId}/residents`, auth, {
    phone: '03007654321',
    move_in_date: '2026-01-01',
    ...body,
  });

const freeBeds = async (hostelId: string) =>
  rowsOf<{ available_beds: number }>(
    await db().execute(sql`select available_beds from hostel_browse where hostel_id = ${hostelId}`),
  )[0]?.available_beds;

describe('the register and what students see', () => {
  it('should show one bed fewer in the browse read model when a resident moves in, and one more when they move out', async () => {
    const { auth, hostelId, roomId } = await ownerWithRoom(2);
    expect(await freeBeds(hostelId)).toBe(2);

    const added = await add(auth, hostelId, { room_id: roomId, full_name: 'Usman Tariq' });
    expect(await freeBeds(hostelId)).toBe(1);

    await callJson(
      context.app,
      'POST',
      `/api/residents/${(added.body.data as Resident).id}/move-out`,
      auth,
      { moved_out_on: '2026-02-01', deposit_returned: 0 },
    );
    expect(await freeBeds(hostelId)).toBe(2);
  });
});

describe('the timed work', () => {
  it('should free a bed on its leaving date (Pakistan) and not before, then erase personal details 12 months after move-out, keeping the stay', async () => {
    const { auth, hostelId, roomId } = await ownerWithRoom(1);
    const added = await add(auth, hostelId, {
      room_id: roomId,
      full_name: 'Hamza Ali',
      cnic: '3520212345671',
      guardian_name: 'Ali Raza',
      security_deposit: 5_000,
    });
    const id = (added.body.data as Resident).id;
    const leaving = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await callJson(context.app, 'POST', `/api/residents/${id}/notice`, auth, {
      leaving_date: leaving,
    });

    clock = new Date(`${leaving}T00:00:00+05:00`);
    clock = new Date(clock.getTime() - 60_000); // 23:59 the day before, Pakistan time
    await service().runDueWork();
    expect(
      (await db().select().from(residents).where(eq(residents.id, id)))[0]?.bedId,
    ).not.toBeNull();

    clock = new Date(`${leaving}T00:01:00+05:00`);
    expect(await service().runDueWork()).toBe(1);
    expect((await db().select().from(residents).where(eq(residents.id, id)))[0]?.bedId).toBeNull();
    expect(await freeBeds(hostelId)).toBe(1);

    await callJson(context.app, 'POST', `/api/residents/${id}/move-out`, auth, {
      moved_out_on: '2026-03-31',
      deposit_returned: 5_000,
    });
    clock = new Date('2027-03-30T12:00:00+05:00');
    await service().runDueWork();
    expect(
      (await db().select().from(residents).where(eq(residents.id, id)))[0]?.erasedAt,
    ).toBeNull();

    clock = new Date('2027-03-31T12:00:00+05:00');
    await service().runDueWork();
    const [erased] = await db().select().from(residents).where(eq(residents.id, id));
    expect(erased).toMatchObject({
      fullName: null,
      phone: null,
      cnicCiphertext: null,
      cnicHash: null,
      guardianName: null,
      moveInDate: '2026-01-01',
      movedOutOn: '2026-03-31',
      securityDeposit: 5_000,
    });
    expect(erased?.erasedAt).toBeInstanceOf(Date);
  });
});

describe('the residents CSV', () => {
  it('should answer UTF-8 with a byte-order mark, Urdu names intact, CNICs masked and formula cells escaped', async () => {
    const { auth, hostelId, roomId } = await ownerWithRoom(2);
    await add(auth, hostelId, { room_id: roomId, full_name: 'عائشہ خان', cnic: '3520212345671' });
    await add(auth, hostelId, { room_id: roomId, full_name: '=HYPERLINK("http://x")' });

    const answer = await context.app.inject({
      method: 'GET',
      url: `/api/enhanced-hostels/${hostelId}/residents.csv`,
      headers: { authorization: auth },
    });

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(answer.body).toContain('عائشہ خان');
    expect(answer.body).toContain('35202-*******-1');
    expect(answer.body).not.toContain('3520212345671');
    expect(answer.body).toContain(`"'=HYPERLINK(""http://x"")"`);
  });
});
