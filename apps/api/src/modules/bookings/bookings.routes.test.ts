import {
  BOOKING_MESSAGES,
  karachiToday,
  type NotificationsPage,
  type OwnerHostel,
  type Reservation,
  type Review,
  type Visit,
  type VisitingWindow,
} from '@hostelhub/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, reservations, rooms, visits } from '../../db/schema/index.ts';
import { createLiveEventHub } from '../../lib/live-events.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { addVerifiedPhone, createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createRoom } from '../../../test/factories/rooms.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import { createBookingsRepository } from './bookings.repository.ts';
import { createBookingsService } from './bookings.service.ts';
import { createTestNotify } from '../../../test/notify.ts';

/**
 * Visits and reservations (issue 27; docs/decisions/028): every transition and refusal over
 * HTTP, the last bed taken exactly once when twenty acceptances race (run against the server
 * in TEST_DATABASE_URL too, where requests really overlap), the background work with a
 * controlled clock, and the "Stayed here" review.
 */

let context: TestContext;
const db = () => context.database.db;
const PASSWORD = 'Bookings@Pass2026';
let passwordHash = '';

interface Caller {
  id: string;
  auth: string;
}

let admin: Caller;

beforeAll(async () => {
  context = await createTestContext();
  passwordHash = await hashPassword(PASSWORD);
  admin = await signedIn({ role: 'admin', ownerApprovalStatus: null });
});

afterAll(async () => {
  await context?.close();
});

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}): Promise<Caller> {
  const user = await createUser(db(), { passwordHash, ...overrides });
  return { id: user.id, auth: await signIn(db(), context.settings.jwtSecret, user) };
}

const newStudent = (name = 'Ayesha Khan') =>
  signedIn({ role: 'student', ownerApprovalStatus: null, fullName: name });

const DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
/** Open 10:00 to 13:00 Pakistan time every day. */
const MORNINGS: VisitingWindow[] = DAYS.map((day) => ({ day, from: '10:00', to: '13:00' }));

/** `days` from now at `hour`:`minute` Pakistan time (UTC+5), as an ISO date-time. */
function karachiAt(days: number, hour: number, minute = 0): string {
  const day = karachiToday(new Date(Date.now() + days * 86_400_000));
  const clock = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return new Date(`${day}T${clock}:00+05:00`).toISOString();
}

/** An approved owner (with a verified primary phone) and their approved hostel. */
async function ownedHostel(visitingHours: VisitingWindow[] = MORNINGS) {
  const owner = await signedIn({ fullName: 'Kamran Owner' });
  await addVerifiedPhone(db(), owner.id, '03001234567');
  const hostel = await createHostel(db(), { ownerId: owner.id, visitingHours });
  return { owner, hostelId: hostel.id, name: hostel.name };
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  auth?: string,
  payload?: unknown,
) => callJson(context.app, method, url, auth, payload);

const requestVisit = (student: Caller, hostelId: string, startsAt: string) =>
  call('POST', '/api/visits', student.auth, { hostel_id: hostelId, starts_at: startsAt });

const inbox = async (user: Caller) =>
  ((await call('GET', '/api/notifications', user.auth)).body.data as NotificationsPage)
    .notifications;

describe('visits', () => {
  it('should let a student ask for a time inside the hours, and tell the owner in-app, by email and by SMS, opening their chat', async () => {
    const { owner, hostelId, name } = await ownedHostel();
    const student = await newStudent('Ayesha Khan');

    const answer = await requestVisit(student, hostelId, karachiAt(2, 11, 30));

    expect(answer.status).toBe(201);
    const visit = answer.body.data as Visit;
    expect(visit).toMatchObject({
      status: 'requested',
      hostel: { id: hostelId, name },
      student: { id: student.id, full_name: 'Ayesha Khan' },
      owner: { id: owner.id },
      starts_at: karachiAt(2, 11, 30),
      chat_id: expect.any(String),
    });
    expect(new Date(visit.expires_at ?? '').getTime()).toBeLessThanOrEqual(
      Date.now() + 48 * 3_600_000 + 1000,
    );
    expect((await inbox(owner))[0]).toMatchObject({
      type: 'visit',
      title: `New visit request for ${name}`,
      link: '/bookings',
    });
    const sent = await db().select().from(deliveries).where(eq(deliveries.kind, 'booking'));
    expect(sent.filter((row) => row.recipient === '+923001234567')).toHaveLength(1);
    expect(sent.some((row) => row.channel === 'email' && row.subject?.includes(name))).toBe(true);
    const mine = (await call('GET', '/api/visits', student.auth)).body.data as Visit[];
    expect(mine.map((row) => row.id)).toEqual([visit.id]);
    const theirs = (await call('GET', '/api/visits?status=requested', owner.auth)).body
      .data as Visit[];
    expect(theirs.map((row) => row.id)).toContain(visit.id);
    const dashboard = (await call('GET', '/api/enhanced-hostels/owner/my-hostels', owner.auth)).body
      .data as OwnerHostel[];
    expect(dashboard.find((hostel) => hostel.id === hostelId)?.waiting_requests).toBe(1);
  });

  it.each([
    ['outside the visiting hours', () => karachiAt(2, 15), BOOKING_MESSAGES.outsideVisitingHours],
    ['in the past', () => karachiAt(-1, 11), BOOKING_MESSAGES.visitInPast],
    ['too far ahead', () => karachiAt(200, 11), BOOKING_MESSAGES.tooFarAhead],
  ])('should refuse a time %s with a sentence', async (_, startsAt, message) => {
    const { hostelId } = await ownedHostel();
    const answer = await requestVisit(await newStudent(), hostelId, startsAt());
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
    expect(answer.body.details).toEqual([{ field: 'starts_at', message }]);
  });

  it('should refuse guests, owners, admins, hostels without hours or not approved, and a second waiting request', async () => {
    const { owner, hostelId } = await ownedHostel();
    const at = karachiAt(3, 10, 15);
    expect(
      (await call('POST', '/api/visits', undefined, { hostel_id: hostelId, starts_at: at })).status,
    ).toBe(401);
    for (const caller of [owner, admin]) {
      const refused = await requestVisit(caller, hostelId, at);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(BOOKING_MESSAGES.studentsOnly);
    }
    const closed = await ownedHostel([]);
    const noHours = await requestVisit(await newStudent(), closed.hostelId, at);
    expect(noHours.status).toBe(400);
    expect(noHours.body.error).toBe(BOOKING_MESSAGES.noVisitingHours);
    const pending = await createHostel(db(), {
      ownerId: owner.id,
      status: 'pending',
      visitingHours: MORNINGS,
    });
    expect((await requestVisit(await newStudent(), pending.id, at)).status).toBe(404);

    const student = await newStudent();
    expect((await requestVisit(student, hostelId, at)).status).toBe(201);
    const again = await requestVisit(student, hostelId, karachiAt(4, 10));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(BOOKING_MESSAGES.alreadyRequested);
  });

  it('should let the owner propose another time, the student accept it, and give both a calendar file', async () => {
    const { owner, hostelId, name } = await ownedHostel();
    const student = await newStudent();
    const other = await ownedHostel();
    const visit = (await requestVisit(student, hostelId, karachiAt(2, 10, 30))).body.data as Visit;
    const act = (caller: Caller, body: Record<string, unknown>) =>
      call('PATCH', `/api/visits/${visit.id}`, caller.auth, body);

    expect((await act(other.owner, { action: 'accept' })).status).toBe(404);
    const studentAccepts = await act(student, { action: 'accept' });
    expect(studentAccepts.status).toBe(403);
    expect(studentAccepts.body.error).toBe(BOOKING_MESSAGES.ownerSideOnly);
    const outside = await act(owner, { action: 'propose', starts_at: karachiAt(3, 18) });
    expect(outside.status).toBe(400);
    expect((await act(owner, { action: 'propose' })).status).toBe(400);

    const proposed = await act(owner, { action: 'propose', starts_at: karachiAt(3, 12) });
    expect(proposed.status).toBe(200);
    expect(proposed.body.data).toMatchObject({
      status: 'proposed',
      proposed_starts_at: karachiAt(3, 12),
      starts_at: karachiAt(2, 10, 30),
    });
    expect((await inbox(student))[0]).toMatchObject({
      type: 'visit',
      title: `${name} proposes another time for your visit`,
    });
    const ownerAccepts = await act(owner, { action: 'accept' });
    expect(ownerAccepts.status).toBe(403);
    expect(ownerAccepts.body.error).toBe(BOOKING_MESSAGES.studentSideOnly);
    expect((await call('GET', `/api/visits/${visit.id}/calendar.ics`, student.auth)).status).toBe(
      409,
    );

    const accepted = await act(student, { action: 'accept' });
    expect(accepted.body.data).toMatchObject({
      status: 'accepted',
      starts_at: karachiAt(3, 12),
      proposed_starts_at: null,
      expires_at: null,
    });
    expect((await inbox(owner))[0]?.title).toBe(`Visit to ${name} confirmed`);

    const calendar = await context.app.inject({
      method: 'GET',
      url: `/api/visits/${visit.id}/calendar.ics`,
      headers: { authorization: owner.auth },
    });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toContain('text/calendar');
    const start = karachiAt(3, 12).replace(/[-:]/g, '').replace('.000', '');
    expect(calendar.body).toContain('BEGIN:VEVENT');
    expect(calendar.body).toContain(`DTSTART:${start}`);
    expect(calendar.body).toContain(`SUMMARY:Visit: ${name}`);
    expect((await call('GET', `/api/visits/${visit.id}`, admin.auth)).status).toBe(200);
    expect((await call('GET', `/api/visits/${visit.id}`, other.owner.auth)).status).toBe(404);

    const cancelled = await act(student, {
      action: 'cancel',
      reason: 'Found a room nearer campus',
    });
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'student',
      reason: 'Found a room nearer campus',
    });
    expect((await inbox(owner))[0]).toMatchObject({
      title: `Visit to ${name} cancelled`,
      body: expect.stringContaining('Reason: Found a room nearer campus'),
    });
    expect((await act(owner, { action: 'accept' })).status).toBe(409);
  });

  it('should let the owner decline with a reason the student reads', async () => {
    const { owner, hostelId } = await ownedHostel();
    const student = await newStudent();
    const visit = (await requestVisit(student, hostelId, karachiAt(2, 11))).body.data as Visit;
    const declined = await call('PATCH', `/api/visits/${visit.id}`, owner.auth, {
      action: 'decline',
      reason: 'The warden is away that day.',
    });
    expect(declined.body.data).toMatchObject({
      status: 'declined',
      reason: 'The warden is away that day.',
    });
    expect((await inbox(student))[0]?.body).toContain('Reason: The warden is away that day.');
  });
});

describe('reservations', () => {
  /** A room of a fresh approved hostel: reservable, 2 beds, none taken, unless said. */
  async function ownedRoom(overrides: Parameters<typeof createRoom>[2] = {}) {
    const hostel = await ownedHostel();
    const room = await createRoom(db(), hostel.hostelId, {
      roomTitle: 'Room 7',
      acceptsReservations: true,
      maxOccupancy: 2,
      currentOccupancy: 0,
      ...overrides,
    });
    return { ...hostel, roomId: room.id };
  }
  const moveIn = (days = 7) => karachiToday(new Date(Date.now() + days * 86_400_000));
  const reserve = (student: Caller, roomId: string, body: Record<string, unknown> = {}) =>
    call('POST', '/api/reservations', student.auth, {
      room_id: roomId,
      move_in: moveIn(),
      months: 4,
      message: 'I start at UET in February.',
      ...body,
    });
  const occupancy = async (roomId: string) =>
    (
      await db().select({ taken: rooms.currentOccupancy }).from(rooms).where(eq(rooms.id, roomId))
    )[0]?.taken;

  it('should take a bed when the owner accepts, free it on cancellation, and show the room occupied when the last bed goes', async () => {
    const { owner, roomId, hostelId, name } = await ownedRoom({ maxOccupancy: 1 });
    const student = await newStudent('Bilal Ahmed');

    const asked = await reserve(student, roomId);

    expect(asked.status).toBe(201);
    const reservation = asked.body.data as Reservation;
    expect(reservation).toMatchObject({
      status: 'requested',
      room: { id: roomId, room_title: 'Room 7' },
      move_in: moveIn(),
      months: 4,
      message: 'I start at UET in February.',
      chat_id: expect.any(String),
    });
    expect((await inbox(owner))[0]?.title).toBe(`New reservation request for ${name}`);
    const act = (caller: Caller, body: Record<string, unknown>) =>
      call('PATCH', `/api/reservations/${reservation.id}`, caller.auth, body);
    const studentAccepts = await act(student, { action: 'accept' });
    expect(studentAccepts.status).toBe(403);

    const accepted = await act(owner, { action: 'accept' });

    expect(accepted.body.data).toMatchObject({ status: 'accepted' });
    expect(await occupancy(roomId)).toBe(1);
    const detail = (await call('GET', `/api/enhanced-hostels/${hostelId}`)).body.data as {
      rooms: {
        id: string;
        is_available: boolean;
        current_occupancy: number;
        max_occupancy: number;
      }[];
    };
    expect(detail.rooms.find((room) => room.id === roomId)).toMatchObject({
      current_occupancy: 1,
      max_occupancy: 1,
    });
    const full = await reserve(await newStudent(), roomId);
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(BOOKING_MESSAGES.noFreeBed);
    expect((await inbox(student))[0]?.title).toBe(`Your bed at ${name} is reserved`);

    const bare = await act(student, { action: 'cancel' });
    expect(bare.status).toBe(400);
    expect(bare.body.details).toEqual([
      { field: 'reason', message: BOOKING_MESSAGES.reasonRequired },
    ]);
    const cancelled = await act(student, { action: 'cancel', reason: 'My plans changed.' });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelled_by: 'student' });
    expect(await occupancy(roomId)).toBe(0);
  });

  it('should need a reason to decline, and let the owner check a student out, freeing the bed', async () => {
    const { owner, roomId } = await ownedRoom();
    const student = await newStudent();
    const first = (await reserve(student, roomId)).body.data as Reservation;
    const bare = await call('PATCH', `/api/reservations/${first.id}`, owner.auth, {
      action: 'decline',
    });
    expect(bare.status).toBe(400);
    await call('PATCH', `/api/reservations/${first.id}`, owner.auth, { action: 'accept' });
    expect(await occupancy(roomId)).toBe(1);
    expect(
      (await call('PATCH', `/api/reservations/${first.id}`, student.auth, { action: 'check_out' }))
        .status,
    ).toBe(403);

    const out = await call('PATCH', `/api/reservations/${first.id}`, owner.auth, {
      action: 'check_out',
    });

    expect(out.body.data).toMatchObject({ status: 'accepted', ended_at: expect.any(String) });
    expect(await occupancy(roomId)).toBe(0);
    expect(
      (await call('PATCH', `/api/reservations/${first.id}`, owner.auth, { action: 'check_out' }))
        .status,
    ).toBe(409);
  });

  it.each([
    [
      'a room not open for reservations',
      { acceptsReservations: false },
      BOOKING_MESSAGES.notReservable,
    ],
    ['an unavailable room', { isAvailable: false }, BOOKING_MESSAGES.roomUnavailable],
    ['a full room', { currentOccupancy: 2 }, BOOKING_MESSAGES.noFreeBed],
  ])('should refuse %s with 409 and a sentence', async (_, overrides, message) => {
    const { roomId } = await ownedRoom(overrides);
    const answer = await reserve(await newStudent(), roomId);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(message);
  });

  it('should refuse a past move-in, bad months, owners, and a second waiting request', async () => {
    const { owner, roomId } = await ownedRoom();
    const student = await newStudent();
    const past = await reserve(student, roomId, { move_in: moveIn(-2) });
    expect(past.status).toBe(400);
    expect(past.body.error).toBe(BOOKING_MESSAGES.moveInPast);
    expect((await reserve(student, roomId, { months: 13 })).status).toBe(400);
    expect((await reserve(owner, roomId)).status).toBe(403);
    expect((await reserve(student, roomId)).status).toBe(201);
    expect((await reserve(student, roomId)).status).toBe(409);
  });

  it('should accept exactly one of twenty requests racing for the last bed', async () => {
    const { owner, roomId } = await ownedRoom({ maxOccupancy: 3, currentOccupancy: 2 });
    const ids: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      const asked = await reserve(await newStudent(`Student ${index}`), roomId);
      ids.push((asked.body.data as Reservation).id);
    }

    const answers = await Promise.all(
      ids.map((id) => call('PATCH', `/api/reservations/${id}`, owner.auth, { action: 'accept' })),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(19);
    expect(new Set(refused.map((answer) => answer.body.error))).toEqual(
      new Set([BOOKING_MESSAGES.noFreeBed]),
    );
    expect(await occupancy(roomId)).toBe(3);
    const accepted = await db()
      .select()
      .from(reservations)
      .where(and(eq(reservations.roomId, roomId), eq(reservations.status, 'accepted')));
    expect(accepted).toHaveLength(1);
  });
});

describe('the background work, with a controlled clock', () => {
  let clock = new Date();
  const service = () => {
    const hub = createLiveEventHub({
      loadMessage: () => Promise.resolve(null),
      isSessionLive: () => Promise.resolve(true),
      onError: () => undefined,
    });
    return createBookingsService({
      bookings: createBookingsRepository(db()),
      notify: createTestNotify(db(), { live: hub, publicUrl: 'http://localhost' }),
      openChat: () => Promise.resolve(),
      onRoomsChange: () => Promise.resolve(),
      now: () => clock,
    });
  };

  it('should expire requests not answered in 48 hours and tell both sides', async () => {
    clock = new Date();
    const { owner, hostelId, name } = await ownedHostel();
    const student = await newStudent();
    const visit = (await requestVisit(student, hostelId, karachiAt(5, 11))).body.data as Visit;

    clock = new Date(Date.now() + 47 * 3_600_000);
    await service().runDueWork();
    expect((await call('GET', `/api/visits/${visit.id}`, student.auth)).body.data).toMatchObject({
      status: 'requested',
    });

    clock = new Date(Date.now() + 49 * 3_600_000);
    expect(await service().runDueWork()).toBeGreaterThanOrEqual(1);

    expect((await call('GET', `/api/visits/${visit.id}`, student.auth)).body.data).toMatchObject({
      status: 'expired',
      expires_at: null,
    });
    for (const user of [student, owner]) {
      expect((await inbox(user))[0]?.title).toBe(`Visit request for ${name} expired`);
    }
  });

  it('should remind both sides once, 2 hours before an accepted visit', async () => {
    const { owner, hostelId, name } = await ownedHostel();
    const student = await newStudent();
    const startsAt = new Date(karachiAt(3, 12));
    const [row] = await db()
      .insert(visits)
      .values({ hostelId, studentId: student.id, ownerId: owner.id, startsAt, status: 'accepted' })
      .returning({ id: visits.id });

    clock = new Date(startsAt.getTime() - 2 * 3_600_000 - 60_000);
    await service().runDueWork();
    expect((await inbox(student)).some((notice) => notice.title.includes('in 2 hours'))).toBe(
      false,
    );

    clock = new Date(startsAt.getTime() - 119 * 60_000);
    await service().runDueWork();
    await service().runDueWork();

    for (const user of [student, owner]) {
      const reminders = (await inbox(user)).filter(
        (notice) => notice.title === `Visit to ${name} in 2 hours`,
      );
      expect(reminders).toHaveLength(1);
    }
    const [stored] = await db()
      .select()
      .from(visits)
      .where(eq(visits.id, row?.id ?? ''));
    expect(stored?.remindedAt).toBeInstanceOf(Date);
  });

  it('should end a stay on its last day and free the bed', async () => {
    const { owner, hostelId } = await ownedHostel();
    // The accepted stay is the room's only bed in use (issue 44: the occupancy is derived).
    const room = await createRoom(db(), hostelId, { maxOccupancy: 2, currentOccupancy: 0 });
    const student = await newStudent();
    const [row] = await db()
      .insert(reservations)
      .values({
        roomId: room.id,
        hostelId,
        studentId: student.id,
        ownerId: owner.id,
        moveIn: '2026-01-10',
        months: 2,
        status: 'accepted',
      })
      .returning({ id: reservations.id });

    clock = new Date('2026-03-09T12:00:00+05:00');
    await service().runDueWork();
    expect(
      (
        await db()
          .select()
          .from(reservations)
          .where(eq(reservations.id, row?.id ?? ''))
      )[0]?.endedAt,
    ).toBeNull();

    clock = new Date('2026-03-10T00:30:00+05:00');
    await service().runDueWork();

    const [ended] = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.id, row?.id ?? ''));
    expect(ended?.endedAt).toBeInstanceOf(Date);
    const [stored] = await db().select().from(rooms).where(eq(rooms.id, room.id));
    expect(stored?.currentOccupancy).toBe(0);
  });
});

describe('"Stayed here" reviews and the owner\'s settings', () => {
  it('should let a student review as "Stayed here" once an accepted move-in day has come, not before', async () => {
    const { owner, hostelId } = await ownedHostel();
    const room = await createRoom(db(), hostelId, { acceptsReservations: true, maxOccupancy: 2 });
    const student = await newStudent();
    const review = () =>
      call('POST', `/api/enhanced-hostels/${hostelId}/reviews`, student.auth, {
        rating: 5,
        comment: 'Clean rooms, a quiet study hall and fresh food every day.',
      });
    const [row] = await db()
      .insert(reservations)
      .values({
        roomId: room.id,
        hostelId,
        studentId: student.id,
        ownerId: owner.id,
        moveIn: karachiToday(new Date(Date.now() + 5 * 86_400_000)),
        months: 3,
        status: 'accepted',
      })
      .returning({ id: reservations.id });
    expect((await review()).status).toBe(403);

    await db()
      .update(reservations)
      .set({ moveIn: karachiToday() })
      .where(eq(reservations.id, row?.id ?? ''));
    const written = await review();

    expect(written.status).toBe(201);
    expect((written.body.data as Review).verification).toBe('stayed');
  });

  it('should save visiting hours and a deposit text for the owner, show them on the hostel, and refuse a window that ends before it starts', async () => {
    const { owner, hostelId } = await ownedHostel([]);
    const url = `/api/enhanced-hostels/${hostelId}/booking-settings`;
    const bad = await call('PUT', url, owner.auth, {
      visiting_hours: [{ day: 'monday', from: '14:00', to: '10:00' }],
      deposit_text: null,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { field: 'visiting_hours.0.to', message: BOOKING_MESSAGES.windowInvalid },
    ]);
    const other = await ownedHostel();
    expect(
      (await call('PUT', url, other.owner.auth, { visiting_hours: [], deposit_text: null })).status,
    ).toBe(404);

    const saved = await call('PUT', url, owner.auth, {
      visiting_hours: [{ day: 'saturday', from: '10:00', to: '13:00' }],
      deposit_text: 'One month of rent, returned when you leave.',
    });

    expect(saved.status).toBe(200);
    const detail = (await call('GET', `/api/enhanced-hostels/${hostelId}`)).body.data;
    expect(detail).toMatchObject({
      visiting_hours: [{ day: 'saturday', from: '10:00', to: '13:00' }],
      deposit_text: 'One month of rent, returned when you leave.',
    });
  });
});
