import {
  karachiToday,
  REGISTER_MESSAGES,
  BOOKING_MESSAGES,
  type Reservation,
  type Resident,
  type ResidentDetail,
  type RoomBeds,
  type Stay,
} from '@hostelhub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beds, residentEvents, residents, rooms } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { addVerifiedPhone, createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createRoom } from '../../../test/factories/rooms.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/**
 * The owner's register over HTTP (issue 44 items 1 to 3 and 5; spec decisions 24 and 26):
 * beds, residents, move-in from a reservation, move, notice, move-out, the derived occupancy
 * students see, the CNIC kept encrypted, and who may do what. The races run on the PostgreSQL
 * server in TEST_DATABASE_URL (PGlite runs one transaction at a time, so a race there cannot
 * fail) and say so when skipped.
 */

let context: TestContext;
const db = () => context.database.db;
const PASSWORD = 'Register@Pass2026';
let passwordHash = '';
const onServer = Boolean(process.env.TEST_DATABASE_URL);

interface Caller {
  id: string;
  auth: string;
}

beforeAll(async () => {
  context = await createTestContext();
  passwordHash = await hashPassword(PASSWORD);
});

afterAll(async () => {
  await context?.close();
});

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}): Promise<Caller> {
  const user = await createUser(db(), { passwordHash, ...overrides });
  return { id: user.id, auth: await signIn(db(), context.settings.jwtSecret, user) };
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  auth?: string,
  payload?: unknown,
) => callJson(context.app, method, url, auth, payload);

const today = () => karachiToday(new Date());
const inDays = (days: number) => karachiToday(new Date(Date.now() + days * 86_400_000));

/** An approved owner's approved hostel with one room of `maxOccupancy` beds. */
async function register(maxOccupancy = 2, currentOccupancy = 0) {
  const owner = await signedIn({ fullName: 'Kamran Owner' });
  await addVerifiedPhone(db(), owner.id, '03001234567');
  const hostel = await createHostel(db(), { ownerId: owner.id });
  const room = await createRoom(db(), hostel.id, {
    roomTitle: 'Room 7',
    maxOccupancy,
    currentOccupancy,
    acceptsReservations: true,
  });
  return { owner, hostelId: hostel.id, roomId: room.id };
}

const walkIn = (auth: string, hostelId: string, body: Record<string, unknown>) =>
  call('POST', `/api/enhanced-hostels/${hostelId}/residents`, auth, {
    full_name: 'Usman Tariq',
    phone: '0300 7654321',
    move_in_date: today(),
    ...body,
  });

const occupancy = async (roomId: string) =>
  (await db().select().from(rooms).where(eq(rooms.id, roomId)))[0]?.currentOccupancy;

const bedMap = async (auth: string, hostelId: string) =>
  (await call('GET', `/api/enhanced-hostels/${hostelId}/beds`, auth)).body.data as RoomBeds[];

describe('beds', () => {
  it('should give a room beds A, B, C by its max_occupancy, follow a raise, and refuse lowering below the beds in use with 409', async () => {
    const { owner, hostelId, roomId } = await register(3);
    expect((await bedMap(owner.auth, hostelId))[0]?.beds.map((bed) => bed.label)).toEqual([
      'A',
      'B',
      'C',
    ]);
    await walkIn(owner.auth, hostelId, { room_id: roomId });
    await walkIn(owner.auth, hostelId, { room_id: roomId, full_name: 'Hamza Ali' });

    const lowered = await call('PUT', `/api/enhanced-rooms/${roomId}`, owner.auth, {
      max_occupancy: 1,
    });
    expect(lowered.status).toBe(409);
    expect(lowered.body.error).toBe(REGISTER_MESSAGES.bedsInUse);

    const raised = await call('PUT', `/api/enhanced-rooms/${roomId}`, owner.auth, {
      max_occupancy: 4,
      current_occupancy: 0,
    });
    expect(raised.status).toBe(200);
    expect(raised.body.data).toMatchObject({ current_occupancy: 2 });
    const labels = (await bedMap(owner.auth, hostelId))[0]?.beds.map((bed) => bed.label);
    expect(labels).toEqual(['A', 'B', 'C', 'D']);
  });

  it('should let the owner rename a bed and mark one taken, which students see as one bed fewer', async () => {
    const { owner, hostelId, roomId } = await register(2);
    const [room] = await bedMap(owner.auth, hostelId);
    const bed = room!.beds[1]!;

    const renamed = await call('PATCH', `/api/beds/${bed.id}`, owner.auth, {
      label: 'Window',
      marked_taken: true,
    });

    expect(renamed.status).toBe(200);
    const beds = (renamed.body.data as RoomBeds[])[0]!.beds;
    expect(beds[1]).toMatchObject({ label: 'Window', state: 'marked_taken' });
    expect(await occupancy(roomId)).toBe(1);
  });
});

describe('residents', () => {
  it('should add a walk-in to the first free bed with the room rent, keep the CNIC encrypted and answer it masked, and record who did it', async () => {
    const { owner, hostelId, roomId } = await register(2);

    const added = await walkIn(owner.auth, hostelId, {
      room_id: roomId,
      cnic: '35202-1234567-1',
      guardian_name: 'Tariq Mehmood',
      guardian_phone: '03211234567',
      security_deposit: 10_000,
    });

    expect(added.status).toBe(201);
    const resident = added.body.data as Resident;
    expect(resident).toMatchObject({
      full_name: 'Usman Tariq',
      phone: '+923007654321',
      cnic_masked: '35202-*******-1',
      bed: { label: 'A' },
      monthly_rent: 10_000,
      status: 'current',
      linked: false,
    });
    expect(JSON.stringify(added.body)).not.toContain('3520212345671');
    expect(JSON.stringify(added.body)).not.toContain('35202-1234567-1');
    const [stored] = await db().select().from(residents).where(eq(residents.id, resident.id));
    expect(stored?.cnicCiphertext).toMatch(/^v1\./);
    expect(stored?.cnicCiphertext).not.toContain('3520212345671');
    expect(await occupancy(roomId)).toBe(1);

    const revealed = await call('POST', `/api/residents/${resident.id}/reveal-cnic`, owner.auth);
    expect(revealed.body.data).toEqual({ cnic: '3520212345671' });
    const detail = (await call('GET', `/api/residents/${resident.id}`, owner.auth)).body
      .data as ResidentDetail;
    expect(detail.history.map((row) => row.event)).toEqual(['cnic_revealed', 'added']);
    expect(detail.history[0]?.actor.id).toBe(owner.id);
    const events = await db()
      .select()
      .from(residentEvents)
      .where(eq(residentEvents.residentId, resident.id));
    expect(JSON.stringify(events)).not.toContain('Tariq');
  });

  it('should find a resident by exact CNIC and refuse the same CNIC twice in a hostel', async () => {
    const { owner, hostelId, roomId } = await register(2);
    await walkIn(owner.auth, hostelId, { room_id: roomId, cnic: '3520212345671' });

    const again = await walkIn(owner.auth, hostelId, {
      room_id: roomId,
      full_name: 'Other Person',
      cnic: '35202-1234567-1',
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(REGISTER_MESSAGES.duplicateCnic);

    const found = await call(
      'GET',
      `/api/enhanced-hostels/${hostelId}/residents?q=35202-1234567-1`,
      owner.auth,
    );
    expect((found.body.data as Resident[]).map((row) => row.full_name)).toEqual(['Usman Tariq']);
  });

  it('should refuse a full room with 409 and a sentence, and bad fields with 400, changing nothing', async () => {
    const { owner, hostelId, roomId } = await register(1);
    await walkIn(owner.auth, hostelId, { room_id: roomId });

    const full = await walkIn(owner.auth, hostelId, { room_id: roomId, full_name: 'Late' });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(REGISTER_MESSAGES.noFreeBed);

    const bad = await walkIn(owner.auth, hostelId, { room_id: roomId, cnic: '12345', phone: 'x' });
    expect(bad.status).toBe(400);
    expect((bad.body.details ?? []).map((detail: { field: string }) => detail.field)).toEqual(
      expect.arrayContaining(['cnic', 'phone']),
    );
    expect(await db().select().from(residents).where(eq(residents.roomId, roomId))).toHaveLength(1);
  });

  it('should move a resident to another bed and record the move', async () => {
    const { owner, hostelId, roomId } = await register(2);
    const resident = (await walkIn(owner.auth, hostelId, { room_id: roomId })).body
      .data as Resident;
    const other = await createRoom(db(), hostelId, { roomTitle: 'Room 8', maxOccupancy: 1 });
    const target = (await db().select().from(beds).where(eq(beds.roomId, other.id)))[0]!;

    const moved = await call('POST', `/api/residents/${resident.id}/move`, owner.auth, {
      bed_id: target.id,
    });

    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ bed: { id: target.id }, room: { id: other.id } });
    expect(await occupancy(roomId)).toBe(0);
    expect(await occupancy(other.id)).toBe(1);
  });

  it('should show a bed on notice as free from its date, let a student reserve it from then, and free it on the leaving date', async () => {
    const { owner, hostelId, roomId } = await register(1);
    const resident = (await walkIn(owner.auth, hostelId, { room_id: roomId })).body
      .data as Resident;
    const student = await signedIn({ role: 'student', ownerApprovalStatus: null });
    const reserve = (moveIn: string) =>
      call('POST', '/api/reservations', student.auth, {
        room_id: roomId,
        move_in: moveIn,
        months: 4,
      });
    expect((await reserve(inDays(20))).status).toBe(409);

    const past = await call('POST', `/api/residents/${resident.id}/notice`, owner.auth, {
      leaving_date: inDays(-1),
    });
    expect(past.status).toBe(400);
    const notice = await call('POST', `/api/residents/${resident.id}/notice`, owner.auth, {
      leaving_date: inDays(10),
    });
    expect(notice.body.data).toMatchObject({ status: 'notice', leaving_date: inDays(10) });
    expect((await bedMap(owner.auth, hostelId))[0]?.beds[0]).toMatchObject({
      state: 'on_notice',
      free_from: inDays(10),
    });

    expect((await reserve(inDays(5))).body.error).toBe(BOOKING_MESSAGES.noFreeBed);
    const asked = await reserve(inDays(10));
    expect(asked.status).toBe(201);
    const accepted = await call(
      'PATCH',
      `/api/reservations/${(asked.body.data as Reservation).id}`,
      owner.auth,
      { action: 'accept' },
    );
    expect(accepted.status).toBe(200);
    expect((await bedMap(owner.auth, hostelId))[0]?.beds[0]?.reservation).not.toBeNull();
  });

  it('should move a resident out with the deposit settled, freeing the bed, and refuse an unbalanced deposit', async () => {
    const { owner, hostelId, roomId } = await register(1);
    const resident = (
      await walkIn(owner.auth, hostelId, { room_id: roomId, security_deposit: 10_000 })
    ).body.data as Resident;

    const unbalanced = await call('POST', `/api/residents/${resident.id}/move-out`, owner.auth, {
      moved_out_on: today(),
      deposit_returned: 9_000,
      deductions: [],
    });
    expect(unbalanced.status).toBe(400);
    expect(unbalanced.body.error).toBe(REGISTER_MESSAGES.depositNotBalanced);

    const out = await call('POST', `/api/residents/${resident.id}/move-out`, owner.auth, {
      moved_out_on: today(),
      deposit_returned: 8_500,
      deductions: [{ amount: 1_500, reason: 'Broken chair' }],
    });
    expect(out.status).toBe(200);
    expect(out.body.data).toMatchObject({
      status: 'moved_out',
      bed: null,
      deposit_returned: 8_500,
    });
    expect(await occupancy(roomId)).toBe(0);
    const again = await call('POST', `/api/residents/${resident.id}/move-out`, owner.auth, {
      moved_out_on: today(),
      deposit_returned: 10_000,
    });
    expect(again.status).toBe(409);
  });
});

describe('moving in from a reservation', () => {
  it('should make the accepted reservation moved_in, link the student who sees the stay, count the bed once, and refuse check_out', async () => {
    const { owner, hostelId, roomId } = await register(2);
    const student = await signedIn({
      role: 'student',
      ownerApprovalStatus: null,
      fullName: 'Sana Iqbal',
    });
    const asked = await call('POST', '/api/reservations', student.auth, {
      room_id: roomId,
      move_in: inDays(3),
      months: 4,
    });
    const reservationId = (asked.body.data as Reservation).id;
    await call('PATCH', `/api/reservations/${reservationId}`, owner.auth, { action: 'accept' });
    expect(await occupancy(roomId)).toBe(1);
    expect((await bedMap(owner.auth, hostelId))[0]?.beds[0]).toMatchObject({
      state: 'reserved',
      reservation: { id: reservationId, student_name: 'Sana Iqbal' },
    });

    const moved = await call('POST', `/api/enhanced-hostels/${hostelId}/residents`, owner.auth, {
      reservation_id: reservationId,
      phone: '03001112223',
    });

    expect(moved.status).toBe(201);
    expect(moved.body.data).toMatchObject({
      full_name: 'Sana Iqbal',
      linked: true,
      reservation_id: reservationId,
      move_in_date: inDays(3),
    });
    expect(await occupancy(roomId)).toBe(1);
    const reservation = await call('GET', `/api/reservations/${reservationId}`, student.auth);
    expect(reservation.body.data).toMatchObject({ status: 'moved_in' });
    const checkOut = await call('PATCH', `/api/reservations/${reservationId}`, owner.auth, {
      action: 'check_out',
    });
    expect(checkOut.status).toBe(409);
    expect(checkOut.body.error).toBe(REGISTER_MESSAGES.useMoveOut);
    const stays = (await call('GET', '/api/users/me/stays', student.auth)).body.data as Stay[];
    expect(stays).toEqual([
      expect.objectContaining({ status: 'current', bed_label: 'A', move_in_date: inDays(3) }),
    ]);
  });
});

describe('who may work the register', () => {
  it('should answer administrators 403 with a sentence and other owners and students 404', async () => {
    const { hostelId } = await register(1);
    const admin = await signedIn({ role: 'admin', ownerApprovalStatus: null });
    const otherOwner = await signedIn({ fullName: 'Other Owner' });
    const student = await signedIn({ role: 'student', ownerApprovalStatus: null });

    const asAdmin = await call('GET', `/api/enhanced-hostels/${hostelId}/residents`, admin.auth);
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.error).toBe(REGISTER_MESSAGES.adminsNoRegister);
    expect(
      (await call('GET', `/api/enhanced-hostels/${hostelId}/beds`, otherOwner.auth)).status,
    ).toBe(404);
    expect((await call('GET', `/api/enhanced-hostels/${hostelId}/beds`, student.auth)).status).toBe(
      404,
    );
  });

  it('should refuse to delete a hostel while residents live there', async () => {
    const { owner, hostelId, roomId } = await register(1);
    await walkIn(owner.auth, hostelId, { room_id: roomId });

    const deleted = await call('DELETE', `/api/enhanced-hostels/${hostelId}`, owner.auth);

    expect(deleted.status).toBe(409);
    expect(deleted.body.error).toBe(REGISTER_MESSAGES.residentsLeft);
  });
});

describe('accounts and the register', () => {
  it("should unlink a student's stay when they delete their account, the hostel keeping its record, and keep an owner with residents", async () => {
    const { owner, hostelId, roomId } = await register(2);
    const student = await signedIn({ role: 'student', ownerApprovalStatus: null });
    const asked = await call('POST', '/api/reservations', student.auth, {
      room_id: roomId,
      move_in: inDays(1),
      months: 2,
    });
    const reservationId = (asked.body.data as Reservation).id;
    await call('PATCH', `/api/reservations/${reservationId}`, owner.auth, { action: 'accept' });
    const moved = await call('POST', `/api/enhanced-hostels/${hostelId}/residents`, owner.auth, {
      reservation_id: reservationId,
      phone: '03001112223',
    });
    const residentId = (moved.body.data as Resident).id;

    const gone = await call('DELETE', '/api/users/me', student.auth, { password: PASSWORD });
    expect(gone.status).toBe(200);
    const kept = await call('GET', `/api/residents/${residentId}`, owner.auth);
    expect(kept.body.data).toMatchObject({ linked: false, status: 'current' });

    const ownerGone = await call('DELETE', '/api/users/me', owner.auth, { password: PASSWORD });
    expect(ownerGone.status).toBe(409);
    expect(ownerGone.body.error).toBe(REGISTER_MESSAGES.residentsLeft);
  });
});

describe('races on the last bed', () => {
  it.skipIf(!onServer)(
    'should place exactly one of ten walk-ins racing for the last bed, the others 409 with a sentence (PostgreSQL server only: PGlite runs one transaction at a time)',
    async () => {
      const { owner, hostelId, roomId } = await register(1);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          walkIn(owner.auth, hostelId, { room_id: roomId, full_name: `Racer ${index}` }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(refused).toHaveLength(9);
      expect(refused[0]?.body.error).toMatch(/bed/);
      expect(await occupancy(roomId)).toBe(1);
    },
  );

  it.skipIf(!onServer)(
    'should let either an acceptance or a walk-in have the last bed, never both (PostgreSQL server only: PGlite runs one transaction at a time)',
    async () => {
      for (let round = 0; round < 5; round += 1) {
        const { owner, hostelId, roomId } = await register(1);
        const student = await signedIn({ role: 'student', ownerApprovalStatus: null });
        const asked = await call('POST', '/api/reservations', student.auth, {
          room_id: roomId,
          move_in: inDays(3),
          months: 4,
        });
        const [accepted, walkedIn] = await Promise.all([
          call('PATCH', `/api/reservations/${(asked.body.data as Reservation).id}`, owner.auth, {
            action: 'accept',
          }),
          walkIn(owner.auth, hostelId, { room_id: roomId }),
        ]);
        const outcomes = [accepted.status, walkedIn.status].map((status) =>
          status < 300 ? 'placed' : status,
        );
        expect(outcomes.sort()).toEqual([409, 'placed']);
        expect(await occupancy(roomId)).toBe(1);
      }
    },
  );
});
